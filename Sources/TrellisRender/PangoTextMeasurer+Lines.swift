internal import CCairo
import TrellisModel

/// A label's text as `drawLabel` draws it, for writers that keep text as text (SVG): each visible line placed in
/// drawing coordinates, and the font as CSS names it.
struct DrawnText: Hashable {
    /// The lines, `x` and `baseline` in the drawing's coordinates (points).
    var lines: [TextLine]
    /// The family fontconfig drew the text with.
    var family: String
    /// The font size in points (Trellis lays text out at 72 dots per inch: one point is one CSS pixel).
    var size: Double
    /// The OpenType weight class (400 regular, 700 bold).
    var weight: Int
    var italic: Bool
    /// Whether the text reaches outside the label's bounds (UILabel clips it there).
    var overflows: Bool
}

extension PangoTextMeasurer {
    /// The lines `drawLabel(_:in:context:)` draws for `label` in `frame`, placed as it places them: laid out at the
    /// frame's width, centered vertically when they fit, shortened per the line-break mode.
    func drawnText(_ label: LabelProperties, in frame: Rect) -> DrawnText {
        let parameters = TextParameters(text: label.text, font: label.font, width: frame.width, lines: max(0, label.lines),
                                        lineBreak: label.lineBreak, alignment: label.alignment, fitHeight: frame.height,
                                        language: label.language)
        let (lines, extent) = fonts.withContext { pango in
            let layout = TextLayout(context: pango, parameters: parameters)
            return (layout.visibleLines(), layout.extent())
        }
        let top = extent.height <= frame.height ? frame.minY + (frame.height - extent.height) / 2 : frame.minY
        let placed = lines.map { line in
            TextLine(text: line.text, x: frame.minX + line.x, baseline: top + line.baseline, width: line.width)
        }
        let face = fontFace(label.font)
        let overflows = extent.height > frame.height + 0.01 || lines.contains { $0.x < -0.01 || $0.x + $0.width > frame.width + 0.01 }
        return DrawnText(lines: placed, family: resolvedFamily(of: label.font), size: face.size, weight: face.weight,
                         italic: face.italic, overflows: overflows)
    }

    /// The size, weight and slant a Pango font description asks for.
    func fontFace(_ font: String) -> (size: Double, weight: Int, italic: Bool) {
        fonts.withContext { _ in
            guard let description = pango_font_description_from_string(font) else { return (17, 400, false) }
            defer { pango_font_description_free(description) }
            let size = Double(pango_font_description_get_size(description)) / TextLayout.pangoScale
            let style = pango_font_description_get_style(description)
            return (size > 0 ? size : 17, Int(pango_font_description_get_weight(description).rawValue),
                    style == PANGO_STYLE_ITALIC || style == PANGO_STYLE_OBLIQUE)
        }
    }
}
