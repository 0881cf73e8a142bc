import Testing
import TrellisModel
import TrellisPNG
@testable import TrellisRender

/// Colour emoji and CJK glyph forms per language, through the shipped fontconfig configuration.
@Suite("Colour emoji and CJK per language")
struct EmojiAndCJKTests {
    func labelPixels(_ text: String, font: String = "Inter 24", language: TextLanguage? = nil) throws -> PixelBuffer {
        var label = ViewNode(.label, id: "label")
        label.label = LabelProperties(text: text)
        label.label?.font = font
        label.label?.language = language
        let scene = Scene(name: "text", size: Size(width: 120, height: 40), views: [label])
        return try screen(scene, frames: ["label": Rect(x: 0, y: 0, width: 120, height: 40)], scale: 2)
    }

    /// Pixels whose red, green and blue differ by more than 60: black text on white antialiases to greys only
    /// (r = g = b), so any such pixel was drawn by a colour glyph.
    func colouredPixels(_ pixels: PixelBuffer) -> Int {
        var count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 60 { count += 1 }
            }
        }
        return count
    }

    @Test("an emoji is drawn in colour (Noto Color Emoji), in Inter and in DejaVu Sans labels alike",
          arguments: ["Inter 24", "DejaVu Sans 24"])
    func colourEmoji(font: String) throws {
        // 😀 is a yellow face: hundreds of its pixels at 24 pt, 2× are far from grey.
        #expect(colouredPixels(try labelPixels("😀", font: font)) > 200)
        // Letters stay grey: the colour font draws only the emoji run.
        #expect(colouredPixels(try labelPixels("Hello", font: font)) == 0)
    }

    @Test("an emoji is measured at the label's size, not at the colour font's 109-pixel strike")
    func emojiSize() {
        // Noto Color Emoji's advance is 136 pixels of its 109-pixel strike, 1.25 em: 30 points at 24 pt once the
        // strike is scaled to the size asked for; unscaled it would be 136 points.
        let metrics = sharedMeasurer.measure("😀", font: "Inter 24", width: nil, lines: 1, lineBreak: .clip)
        #expect(metrics.size.width > 20 && metrics.size.width < 40)
    }

    @Test("Han characters take the glyph forms of the text's language: Japanese and Simplified Chinese differ")
    func glyphFormsPerLanguage() throws {
        // 骨 and 直 are unified code points drawn differently in Japan and mainland China (the inner stroke of 骨
        // turns the other way; 直 has a different lower-left stroke).
        let japanese = try labelPixels("骨直", language: .ja)
        let chinese = try labelPixels("骨直", language: .zhHans)
        let traditional = try labelPixels("骨直", language: .zhHant)
        #expect(japanese != chinese)
        #expect(chinese != traditional)
        // The Latin letters of a Japanese label are still drawn in the label's family (Inter), not the CJK font.
        #expect(try labelPixels("Hello", language: .ja) == (try labelPixels("Hello")))
    }

    @Test("text is drawn to the same pixels every time (emoji, CJK per language, Inter)")
    func deterministic() throws {
        let text = "Hi 😀 日本語"
        #expect(try labelPixels(text, language: .ja) == (try labelPixels(text, language: .ja)))
    }
}
