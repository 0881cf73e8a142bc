import TrellisModel

/// The color names a scene may use: UIKit's fixed colors and its system colors in light mode.
enum NamedColors {
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Name → color.
    static let table: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "white": Color(red: 1, green: 1, blue: 1),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "clear": Color.clear,
        "systemRed": rgb(255, 59, 48),
        "systemOrange": rgb(255, 149, 0),
        "systemYellow": rgb(255, 204, 0),
        "systemGreen": rgb(52, 199, 89),
        "systemMint": rgb(0, 199, 190),
        "systemTeal": rgb(48, 176, 199),
        "systemCyan": rgb(50, 173, 230),
        "systemBlue": rgb(0, 122, 255),
        "systemIndigo": rgb(88, 86, 214),
        "systemPurple": rgb(175, 82, 222),
        "systemPink": rgb(255, 45, 85),
        "systemBrown": rgb(162, 132, 94),
        "systemGray": rgb(142, 142, 147),
        "systemGray2": rgb(174, 174, 178),
        "systemGray3": rgb(199, 199, 204),
        "systemGray4": rgb(209, 209, 214),
        "systemGray5": rgb(229, 229, 234),
        "systemGray6": rgb(242, 242, 247),
        "systemBackground": rgb(255, 255, 255),
        "secondarySystemBackground": rgb(242, 242, 247),
        "tertiarySystemBackground": rgb(255, 255, 255),
        "systemGroupedBackground": rgb(242, 242, 247),
        "secondarySystemGroupedBackground": rgb(255, 255, 255),
        "label": rgb(0, 0, 0),
        "secondaryLabel": rgb(60, 60, 67, 0.6),
        "tertiaryLabel": rgb(60, 60, 67, 0.3),
        "quaternaryLabel": rgb(60, 60, 67, 0.18),
        "separator": rgb(60, 60, 67, 0.29),
        "opaqueSeparator": rgb(198, 198, 200),
        "link": rgb(0, 122, 255),
    ]

    /// The color a name or a `#RGB`, `#RRGGBB` or `#RRGGBBAA` string stands for, or nil.
    static func color(_ text: String) -> Color? {
        if let named = table[text] { return named }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.allSatisfy({ $0.isHexDigit }) else { return nil }
        func value(_ characters: ArraySlice<Character>) -> Double? {
            UInt8(String(characters), radix: 16).map { Double($0) / 255 }
        }
        switch digits.count {
        case 3:
            let expanded = digits.flatMap { [$0, $0] }
            guard let r = value(expanded[0..<2]), let g = value(expanded[2..<4]), let b = value(expanded[4..<6]) else { return nil }
            return Color(red: r, green: g, blue: b)
        case 6, 8:
            guard let r = value(digits[0..<2]), let g = value(digits[2..<4]), let b = value(digits[4..<6]) else { return nil }
            let a = digits.count == 8 ? value(digits[6..<8]) : 1
            guard let a else { return nil }
            return Color(red: r, green: g, blue: b, alpha: a)
        default:
            return nil
        }
    }
}
