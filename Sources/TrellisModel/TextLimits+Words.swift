extension TextLimits {
    /// The longest run of characters without white space that is laid out as written; a longer one gets a
    /// zero-width space (U+200B) after each of its characters past the first 200.
    ///
    /// Pango breaks a word wider than the line at a character inside it, and measured on Pango 1.50 that costs
    /// time growing with the square of the word's length (a 10 000-character word takes about 2 s, 20 labels of
    /// them 26 s); with a break opportunity after each character the same lines take linear time. No line of a
    /// phone or tablet screen holds 200 characters of a readable font, so a shorter word lays out as before, and
    /// a longer one still starts on a new line and breaks inside its first 200 characters as Pango breaks it.
    /// Past them its lines break where Pango would have broken it, without the hyphen Pango adds there (UIKit
    /// adds none: `hyphenationFactor` is 0 by default).
    public static let longestUnbrokenWord = 200

    /// `text` with a zero-width space after each character past the first `longestUnbrokenWord` of every run
    /// without white space longer than that; `text` itself when it has none.
    public static func breakingLongWords(_ text: String) -> String {
        var run = 0
        var hasLong = false
        for character in text {
            run = character.isWhitespace ? 0 : run + 1
            if run > longestUnbrokenWord { hasLong = true; break }
        }
        guard hasLong else { return text }
        var result = ""
        var word: [Character] = []
        func flush() {
            if word.count > longestUnbrokenWord {
                // The first 200 stay whole, so the word still starts on a line of its own when it does not fit
                // after the text before it, as UIKit's word wrapping starts it.
                for (index, character) in word.enumerated() {
                    result.append(character)
                    if index >= longestUnbrokenWord - 1 { result.append("\u{200B}") }
                }
            } else {
                result.append(contentsOf: word)
            }
            word.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isWhitespace {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }
}
