/// UIKit's text styles (`UIFont.TextStyle`) and their sizes at every Dynamic Type setting.
///
/// The point sizes and leadings are the iOS tables of Apple's Human Interface Guidelines ("Typography",
/// "Dynamic Type sizes"; the default column, Large, is also what `UIFont.preferredFont(forTextStyle:)` returns on
/// a device left at its default text size: body 17, headline 17 semibold, caption2 11 …). Weights: every style is
/// regular except headline, which is semibold.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's weight.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size and leading at a Dynamic Type setting.
    public func metrics(at category: ContentSizeCategory) -> (size: Double, leading: Double) {
        let row = Self.table[category.index]
        let pair = row[Self.allCases.firstIndex(of: self) ?? 0]
        return (pair.0, pair.1)
    }

    /// Rows in `ContentSizeCategory` order; columns in `TextStyle.allCases` order; (size, leading) in points.
    private static let table: [[(Double, Double)]] = [
        // largeTitle title1  title2  title3  headline body   callout subhead footnote caption1 caption2
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)], // xSmall
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)], // small
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)], // medium
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)], // large
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)], // xLarge
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)], // xxLarge
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)], // xxxLarge
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)], // AX1
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)], // AX2
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)], // AX3
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)], // AX4
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)], // AX5
    ]
}

/// The user's text size setting (`UIContentSizeCategory`), from the smallest to the largest accessibility size.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// UIKit's default.
    public static let `default` = ContentSizeCategory.large

    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

/// UIKit's font weights (`UIFont.Weight`), lightest first, with the OpenType weight class of the font drawn for each.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight class (100 … 900) of the face used for it: UIKit's ultraLight is the lightest (100), thin 200.
    public var weightClass: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// The weight as a Pango font description names it (empty for regular).
    public var pangoName: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "Ultra-Light"
        case .light: return "Light"
        case .regular: return ""
        case .medium: return "Medium"
        case .semibold: return "Semi-Bold"
        case .bold: return "Bold"
        case .heavy: return "Ultra-Bold"
        case .black: return "Heavy"
        }
    }
}

/// The family Trellis draws for UIKit's system font: Inter (Debian's `fonts-inter`), the open design closest to
/// San Francisco's metrics and shapes.
public let systemFontFamily = "Inter"

/// UIKit's user interface style.
public enum Appearance: String, Sendable, Hashable, CaseIterable { case light, dark }
