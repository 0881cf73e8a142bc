/// The fontconfig configuration Trellis ships, so the same scene gives the same text pixels on every machine.
///
/// Only the fonts of the Debian packages `fonts-dejavu-core`, `fonts-wqy-microhei`, `fonts-inter` (UIKit's
/// system font stands in as Inter), `fonts-noto-color-emoji` and `fonts-noto-cjk` (its Sans Regular and Bold files
/// only) are used, whatever else is installed; every family falls back to `sans-serif` (DejaVu Sans, then
/// WenQuanYi Micro Hei for CJK). Emoji runs (Pango asks for the family `emoji`) take Noto Color Emoji, drawn in
/// colour from its bitmaps scaled to the size asked for; text in a language (`lang:`) takes the Noto Sans CJK face
/// of that language before WenQuanYi, so Japanese gets Japanese glyph forms. Rendering is fixed: grayscale
/// antialiasing, no hinting, no embedded bitmaps except the colour font's. No folder of the user's (`~/.fonts`) and
/// no cache under the home folder is read; the user's own fonts come only from a scene's `fonts:` or `--fonts`
/// (`UserFontSelection`).
enum FontConfiguration {
    /// The configuration file's text, parsed with `FcConfigParseAndLoadFromMemory`.
    static let xml = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <description>Trellis: fixed fonts and rendering for deterministic text</description>
      <dir>/usr/share/fonts/truetype/dejavu</dir>
      <dir>/usr/share/fonts/truetype/wqy</dir>
      <dir>/usr/share/fonts/opentype/inter</dir>
      <dir>/usr/share/fonts/truetype/noto</dir>
      <dir>/usr/share/fonts/opentype/noto</dir>
      <!-- Other Noto packages install into the same folders: only these files are used, so that the fallback
           order does not depend on what else a machine has. -->
      <selectfont>
        <rejectfont><glob>/usr/share/fonts/truetype/noto/*</glob><glob>/usr/share/fonts/opentype/noto/*</glob></rejectfont>
        <acceptfont>
          <glob>/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf</glob>
          <glob>/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc</glob>
          <glob>/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc</glob>
        </acceptfont>
      </selectfont>
      <!-- Only the system's cache (written by Debian's font packages, checked against each folder's time):
           nothing under the user's home is read or written. -->
      <cachedir>/var/cache/fontconfig</cachedir>
      <config><rescan><int>0</int></rescan></config>

      <!-- Every request ends with the generic sans-serif family, so unknown families fall back to it. -->
      <match target="pattern">
        <edit name="family" mode="append_last"><string>sans-serif</string></edit>
      </match>

      <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
      <alias binding="same"><family>sans</family><prefer><family>sans-serif</family></prefer></alias>
      <alias binding="same"><family>mono</family><prefer><family>monospace</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>sans-serif</family></prefer></alias>
      <alias binding="same">
        <family>sans-serif</family>
        <prefer><family>DejaVu Sans</family><family>WenQuanYi Micro Hei</family></prefer>
      </alias>
      <alias binding="same">
        <family>serif</family>
        <prefer><family>DejaVu Serif</family><family>WenQuanYi Micro Hei</family></prefer>
      </alias>
      <alias binding="same">
        <family>monospace</family>
        <prefer><family>DejaVu Sans Mono</family><family>WenQuanYi Micro Hei Mono</family></prefer>
      </alias>

      <!-- Text in a language: that language's Noto Sans CJK face just before WenQuanYi (which only the generic
           families bring in), so the named family still draws the Latin letters. -->
      <match target="pattern">
        <test name="lang" compare="contains"><string>ja</string></test>
        <test name="family"><string>WenQuanYi Micro Hei</string></test>
        <edit name="family" mode="prepend" binding="strong"><string>Noto Sans CJK JP</string></edit>
      </match>
      <match target="pattern">
        <test name="lang" compare="contains"><string>ko</string></test>
        <test name="family"><string>WenQuanYi Micro Hei</string></test>
        <edit name="family" mode="prepend" binding="strong"><string>Noto Sans CJK KR</string></edit>
      </match>
      <match target="pattern">
        <test name="lang" compare="contains"><string>zh-cn</string></test>
        <test name="family"><string>WenQuanYi Micro Hei</string></test>
        <edit name="family" mode="prepend" binding="strong"><string>Noto Sans CJK SC</string></edit>
      </match>
      <match target="pattern">
        <test name="lang" compare="contains"><string>zh-tw</string></test>
        <test name="family"><string>WenQuanYi Micro Hei</string></test>
        <edit name="family" mode="prepend" binding="strong"><string>Noto Sans CJK TC</string></edit>
      </match>


      <!-- A colour font is drawn from its bitmaps: cairo draws none when antialiasing is forced on it. -->
      <match target="font">
        <test name="color" compare="not_eq"><bool>true</bool></test>
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
      </match>
      <match target="font">
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
      <match target="font">
        <test name="color"><bool>true</bool></test>
        <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
      </match>
      <!-- Noto Color Emoji's 109-pixel strikes scaled to the size asked for (fontconfig's 10-scale-bitmap-fonts.conf). -->
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times><name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    </fontconfig>
    """

    /// Family names that mean "the default family" rather than a particular font.
    static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui"]
}
