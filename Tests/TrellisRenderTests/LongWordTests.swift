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

    @Test("a longer word gets a zero-width space after each character past its 200th; the words around it do not")
    func longWord() {
        let long = String(repeating: "x", count: 202)
        let broken = TextLimits.breakingLongWords("one " + long + " two")
        // Characters 200, 201 and 202 are each followed by one.
        #expect(broken == "one " + String(repeating: "x", count: 199) + String(repeating: "x\u{200B}", count: 3) + " two")
        // Removing the zero-width spaces gives the text back.
        #expect(broken.replacingOccurrences(of: "\u{200B}", with: "") == "one " + long + " two")
    }

    @Test("a grapheme cluster is never split: the space goes after the whole character")
    func clusters() {
        let word = String(repeating: "e\u{301}", count: 201)  // 201 characters of 2 scalars each
        let broken = TextLimits.breakingLongWords(word)
        // Two spaces (after characters 200 and 201), each after a whole "e" + accent.
        #expect(broken.count == 203)
        #expect(broken.unicodeScalars.count == 404)
        #expect(broken.hasSuffix("e\u{301}\u{200B}e\u{301}\u{200B}"))
    }
}
