import Foundation

/// The folders of the font files Trellis draws with, for callers that must notice when a font changes (the
/// render manifest).
public enum FontFolders {
    /// Every `<dir>` of the embedded fontconfig configuration, in its order.
    public static let all: [String] = FontConfiguration.xml.split(separator: "\n").compactMap { line in
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("<dir>"), text.hasSuffix("</dir>") else { return nil }
        return String(text.dropFirst(5).dropLast(6))
    }
}
