/// The size and baselines of a text as a font lays it out.
public struct TextMetrics: Sendable, Hashable {
    /// The text's size in points (for a wrapped text, the width of the widest line).
    public var size: Size
    /// Distance from the top of the text to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the text to the last line's baseline.
    public var lastBaseline: Double
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }
}

/// Measures label text; the renderer supplies the Pango implementation, tests supply fakes.
public protocol TextMeasurer: Sendable {
    /// Measures `text` in `font` (a Pango description), wrapped at `width` when given, limited to `lines` (0: no limit).
    func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics
    /// Measures as above, with the text's language (`lang:`), which can choose the font of its CJK characters.
    func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode, language: TextLanguage?) -> TextMetrics
}
