internal import CCairo
import TrellisModel

/// What Pango makes of a text: its size, lines, truncation and the characters no font could draw.
public struct TextLayoutInfo: Sendable, Hashable {
    /// Size (rounded up to whole points, as UILabel's intrinsic size) and baselines of the visible lines.
    public var metrics: TextMetrics
    /// Lines of the whole text at that width.
    public var lineCount: Int
    /// Lines shown under the line limit.
    public var visibleLines: Int
    /// Whether the text was shortened with an ellipsis.
    public var isTruncated: Bool
    /// Characters no installed font can draw.
    public var unknownGlyphs: Int
}

/// Measures label text with Pango and the shipped fontconfig setup; the measurer the layout and the renderer share.
///
/// Thread-safe: every Pango call is serialized on the process's one font system.
public final class PangoTextMeasurer: TextMeasurer, Sendable {
    let fonts: FontSystem

    /// A measurer over the shipped font configuration (DejaVu Sans default, WenQuanYi Micro Hei for CJK).
    public init() { fonts = FontSystem.shared }

    /// A measurer over the shipped fonts and the fonts of `fontFolders` (absolute paths, in order: a scene's
    /// `fonts:` and `--fonts`); measurers of the same folders share one font map.
    public init(fontFolders: [String]) { fonts = FontSystem.forFolders(fontFolders) }

    /// Why the shipped font configuration is not in use, or nil when it is.
    public var setupProblem: String? { fonts.setupProblem }

    /// The size and baselines of `text` (sizes rounded up to whole points, as UILabel's intrinsic size).
    public func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
        info(text, font: font, width: width, lines: lines, lineBreak: lineBreak).metrics
    }

    /// The size and baselines of `text` in its language (which picks the glyph forms of its CJK characters).
    public func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode,
                        language: TextLanguage?) -> TextMetrics {
        info(text, font: font, width: width, lines: lines, lineBreak: lineBreak, language: language).metrics
    }

    /// Measures `text` as `measure` does, and also reports lines, truncation and unknown glyphs.
    public func info(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode,
                     language: TextLanguage? = nil) -> TextLayoutInfo {
        let parameters = TextParameters(text: text, font: font, width: width, lines: max(0, lines), lineBreak: lineBreak,
                                        language: language)
        return fonts.withContext { context in
            let layout = TextLayout(context: context, parameters: parameters)
            let extent = layout.extent()
            let metrics = TextMetrics(size: Size(width: extent.width.rounded(.up), height: extent.height.rounded(.up)),
                                      firstBaseline: extent.firstBaseline, lastBaseline: extent.lastBaseline)
            return TextLayoutInfo(metrics: metrics, lineCount: extent.lineCount, visibleLines: extent.visibleLines,
                                  isTruncated: layout.isEllipsized, unknownGlyphs: layout.unknownGlyphs)
        }
    }

    /// The number of characters of `text` that no font can draw.
    public func unknownGlyphCount(_ text: String, font: String) -> Int {
        info(text, font: font, width: nil, lines: 0, lineBreak: .wordWrap).unknownGlyphs
    }

    /// The family fontconfig uses for `font` (a Pango description).
    public func resolvedFamily(of font: String) -> String {
        fonts.withContext { context in
            guard let description = pango_font_description_from_string(font) else { return "" }
            defer { pango_font_description_free(description) }
            return fonts.resolvedFamily(of: description, in: context) ?? ""
        }
    }

    /// A sentence naming the family used instead, when `font` asks for a family no installed font has; else nil.
    public func fallbackMessage(for font: String) -> String? {
        let requested: [String] = fonts.withContext { _ in
            let description = pango_font_description_from_string(font)
            defer { pango_font_description_free(description) }
            guard let family = pango_font_description_get_family(description) else { return [] }
            return String(cString: family).split(separator: ",").map { $0.trimmingSpaces }
        }
        let wanted = requested.filter { !FontConfiguration.genericFamilies.contains($0.lowercased()) }
        guard !wanted.isEmpty else { return nil }
        let resolved = resolvedFamily(of: font)
        guard !wanted.contains(where: { $0.lowercased() == resolved.lowercased() }) else { return nil }
        let list = wanted.map { "'\($0)'" }.joined(separator: ", ")
        return "font family \(list) is not available; '\(resolved)' is used instead"
    }

    /// Draws a label's text inside `frame` (points, in the context's user space) as UILabel does:
    /// laid out at the frame's width, centered vertically, shortened to fit per the line-break mode.
    func drawLabel(_ label: LabelProperties, in frame: Rect, context: CairoContext) {
        let parameters = TextParameters(text: label.text, font: label.font, width: frame.width, lines: max(0, label.lines),
                                        lineBreak: label.lineBreak, alignment: label.alignment, fitHeight: frame.height,
                                        language: label.language)
        fonts.withContext { pango in
            let layout = TextLayout(context: pango, parameters: parameters)
            let extent = layout.extent()
            let top = extent.height <= frame.height ? frame.minY + (frame.height - extent.height) / 2 : frame.minY
            context.setColor(red: label.color.red, green: label.color.green, blue: label.color.blue, alpha: label.color.alpha)
            layout.draw(in: context, x: frame.minX, y: top, visibleHeight: extent.height)
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension PangoTextMeasurer {
    /// Draws a small one-line tag (an annotation) with its top-left at `point`, on a translucent backing.
    func drawTag(_ text: String, at point: Point, color: Color, backing: Color, context: CairoContext) {
        let font = "DejaVu Sans 9"
        let parameters = TextParameters(text: text, font: font, width: nil, lines: 1, lineBreak: .clip)
        fonts.withContext { pango in
            let layout = TextLayout(context: pango, parameters: parameters)
            let extent = layout.extent()
            context.setColor(red: backing.red, green: backing.green, blue: backing.blue, alpha: backing.alpha)
            context.roundedRectangle(point.x, point.y, extent.width + 6, extent.height + 2, radius: 2)
            context.fill()
            context.setColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            layout.draw(in: context, x: point.x + 3, y: point.y + 1, visibleHeight: extent.height)
        }
    }
}
