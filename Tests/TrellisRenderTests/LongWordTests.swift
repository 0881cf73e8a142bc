import Foundation
import Testing
import TrellisModel

/// Issue 17: a word longer than any screen line gets a break opportunity after each character, so Pango lays it
/// out in linear time.
@Suite("Long unbroken words")
struct LongWordTests {
    @Test("words up to the limit are kept as written, white space included")
    func shortWords() {
        let text = String(repeating: "a", count: TextLimits.longestUnbrokenWord) + " b\tc\n" + "配置"
        #expect(TextLimits.breakingLongWords(text) == text)
    }

    @Test("a longer word gets a zero-width space after each character; the words around it do not")
    func longWord() {
        let long = String(repeating: "x", count: 201)
        let broken = TextLimits.breakingLongWords("one " + long + " two")
        #expect(broken == "one " + String(repeating: "x\u{200B}", count: 201) + " two")
        // Removing the zero-width spaces gives the text back.
        #expect(broken.replacingOccurrences(of: "\u{200B}", with: "") == "one " + long + " two")
    }

    @Test("a grapheme cluster is never split: the space goes after the whole character")
    func clusters() {
        let word = String(repeating: "e\u{301}", count: 201)  // 201 characters of 2 scalars each
        let broken = TextLimits.breakingLongWords(word)
        #expect(broken.count == 402)
        #expect(broken.unicodeScalars.count == 603)
        #expect(!broken.unicodeScalars.contains { $0 == "\u{200B}" } || broken.hasPrefix("e\u{301}\u{200B}"))
    }
}
