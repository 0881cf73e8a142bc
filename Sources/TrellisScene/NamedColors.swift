import TrellisModel

/// The colors a scene may write: UIKit's named colors (``SystemColors``) and `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
enum NamedColors {
    /// The color a name or a `#RGB`, `#RRGGBB` or `#RRGGBBAA` string stands for, or nil.
    static func color(_ text: String, appearance: Appearance = .light) -> Color? {
        if let named = SystemColors.named(text, appearance: appearance) { return named }
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
