/// The language a label's text is written in (`lang:`), which picks the CJK glyph forms its Han characters take:
/// the same code point is drawn differently in Japanese, Korean, Simplified and Traditional Chinese (Unicode's Han
/// unification), as iOS draws it with the font of the text's language.
public enum TextLanguage: String, Sendable, Hashable, CaseIterable {
    case ja, ko
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"

    /// The language tag given to Pango and fontconfig, whose language table names Chinese by region
    /// (`zh-cn`, `zh-tw`) rather than by script.
    public var pangoTag: String {
        switch self {
        case .ja: return "ja"
        case .ko: return "ko"
        case .zhHans: return "zh-cn"
        case .zhHant: return "zh-tw"
        }
    }
}

extension TextMeasurer {
    /// Measures as ``TextMeasurer/measure(_:font:width:lines:lineBreak:)``; a measurer that lays text out per
    /// language overrides it (the language can change which font draws a character, and so its width).
    public func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode,
                        language: TextLanguage?) -> TextMetrics {
        measure(text, font: font, width: width, lines: lines, lineBreak: lineBreak)
    }
}
