#!/usr/bin/env python3
"""Writes the tiny fonts the user-font tests load (Tests/Fixtures/Fonts), made here so that their metrics are known
by construction and no third-party font is copied into the repository.

Every font has 1000 units per em, ascender 800, descender -200, no line gap, and the same advance for every glyph
(a filled box): a text of n characters at s points is n x advance / 1000 x s points wide. Needs fontTools
(`pip install fonttools`); the files are committed, so the tests do not.

    python3 scripts/make-test-fonts.py
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "Fonts")
CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

# (folder, file, family, style, advance in units per 1000)
FONTS = [
    ("narrow", "TrellisTestMono-Regular.ttf", "Trellis Test Mono", "Regular", 600),
    ("wide", "TrellisTestMono-Regular.ttf", "Trellis Test Mono", "Regular", 1000),
    ("override", "BrandSerif-Regular.ttf", "DejaVu Serif", "Regular", 500),
]


def box(advance):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((advance - 50, 700))
    pen.lineTo((advance - 50, 0))
    pen.closePath()
    return pen.glyph()


def build(path, family, style, advance):
    names = [".notdef", "space"] + ["g%d" % ord(c) for c in CHARACTERS]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    cmap = {ord(" "): "space"}
    cmap.update({ord(c): "g%d" % ord(c) for c in CHARACTERS})
    builder.setupCharacterMap(cmap)
    glyphs = {name: box(advance) for name in names}
    glyphs["space"] = TTGlyphPen(None).glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (advance, 50 if name != "space" else 0) for name in names})
    builder.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    builder.setupNameTable({"familyName": family, "styleName": style,
                            "uniqueFontIdentifier": "Trellis test font %s %d" % (family, advance),
                            "fullName": "%s %s" % (family, style), "psName": family.replace(" ", "") + "-" + style,
                            "version": "Version 1.000",
                            "licenseDescription": "Made for the Trellis tests by scripts/make-test-fonts.py; "
                                                  "free to use under the repository's terms."})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=800, usWinDescent=200,
                     usWeightClass=400, achVendID="TRLS")
    builder.setupPost()
    # Fixed timestamps, so that running the script again writes the same bytes.
    builder.updateHead(created=0, modified=0)
    builder.font.recalcTimestamp = False
    builder.save(path)


for folder, file, family, style, advance in FONTS:
    directory = os.path.join(ROOT, folder)
    os.makedirs(directory, exist_ok=True)
    build(os.path.join(directory, file), family, style, advance)
    print(os.path.normpath(os.path.join(directory, file)), family, advance)
