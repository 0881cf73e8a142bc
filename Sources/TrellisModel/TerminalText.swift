/// Text made safe to print on a terminal: every character a terminal would act on instead of showing is written
/// as `\u{1B}`, so a scene name, view id, key, file name or source line cannot clear the screen, move the cursor,
/// set the window title or reorder what is shown.
public enum TerminalText {
    /// Whether `scalar` acts on a terminal: the C0 controls but tab (and newline when `keepingNewlines`), DEL,
    /// the C1 controls (U+0080–U+009F; some terminals read U+009B as a control sequence), the line and paragraph
    /// separators, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
    /// which reorder the characters shown after them (the "Trojan Source" spoof, CVE-2021-42574).
    public static func acts(_ scalar: Unicode.Scalar, keepingNewlines: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x0A: return !keepingNewlines
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with every scalar that `acts` written as `\u{HEX}`.
    public static func printable(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { acts($0, keepingNewlines: keepingNewlines) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if acts(scalar, keepingNewlines: keepingNewlines) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `\u{1B}` for U+001B.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
