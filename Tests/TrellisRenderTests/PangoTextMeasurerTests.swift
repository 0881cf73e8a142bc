import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Pango text measurement")
struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer()

    @Test("The shipped font configuration is in use")
    func setup() {
        #expect(measurer.setupProblem == nil)
        #expect(measurer.resolvedFamily(of: "DejaVu Sans 17") == "DejaVu Sans")
        #expect(measurer.resolvedFamily(of: "sans-serif 12") == "DejaVu Sans")
    }

    @Test("A longer string is wider")
    func longerIsWider() {
        let short = measurer.measure("Hello", font: "DejaVu Sans 17", width: nil, lines: 1, lineBreak: .truncateTail)
        let long = measurer.measure("Hello, world", font: "DejaVu Sans 17", width: nil, lines: 1, lineBreak: .truncateTail)
        #expect(long.size.width > short.size.width)
        #expect(long.size.height == short.size.height)
        #expect(short.size.height >= 17 && short.size.height < 30)
        #expect(short.firstBaseline > 10 && short.firstBaseline < short.size.height)
    }

    @Test("Wrapping at a narrower width gives more lines and a greater height")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running across the field"
        let wide = measurer.info(text, font: "DejaVu Sans 17", width: 300, lines: 0, lineBreak: .wordWrap)
        let narrow = measurer.info(text, font: "DejaVu Sans 17", width: 120, lines: 0, lineBreak: .wordWrap)
        #expect(narrow.lineCount > wide.lineCount)
        #expect(narrow.metrics.size.height > wide.metrics.size.height)
        #expect(narrow.metrics.size.width <= 120)
        #expect(narrow.metrics.lastBaseline > narrow.metrics.firstBaseline)
    }

    @Test("A line limit caps the height; truncation shortens the text")
    func lineLimit() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running across the field"
        let all = measurer.info(text, font: "DejaVu Sans 17", width: 120, lines: 0, lineBreak: .truncateTail)
        let two = measurer.info(text, font: "DejaVu Sans 17", width: 120, lines: 2, lineBreak: .truncateTail)
        #expect(two.visibleLines == 2)
        #expect(two.isTruncated)
        #expect(two.metrics.size.height < all.metrics.size.height)
        let clipped = measurer.info(text, font: "DejaVu Sans 17", width: 120, lines: 2, lineBreak: .wordWrap)
        #expect(clipped.visibleLines == 2)
        #expect(clipped.metrics.size.height == two.metrics.size.height)
    }

    @Test("A CJK string has zero unknown glyphs and resolves to the CJK fallback")
    func cjk() {
        let info = measurer.info("你好，世界。日本語の文章です。", font: "DejaVu Sans 17", width: nil, lines: 1, lineBreak: .truncateTail)
        #expect(info.unknownGlyphs == 0)
        #expect(info.metrics.size.width > 100)
    }

    @Test("A character no font has is counted as an unknown glyph")
    func unknownGlyph() {
        #expect(measurer.unknownGlyphCount("abc\u{10FFFD}", font: "DejaVu Sans 17") == 1)
        #expect(measurer.unknownGlyphCount("abc", font: "DejaVu Sans 17") == 0)
    }

    @Test("An unknown font family falls back to DejaVu Sans and is reported")
    func unknownFamily() throws {
        #expect(measurer.resolvedFamily(of: "Comic Nonexistent 17") == "DejaVu Sans")
        let message = try #require(measurer.fallbackMessage(for: "Comic Nonexistent 17"))
        #expect(message.contains("Comic Nonexistent"))
        #expect(message.contains("DejaVu Sans"))
        #expect(measurer.fallbackMessage(for: "DejaVu Sans Bold 17") == nil)
        #expect(measurer.fallbackMessage(for: "sans-serif 12") == nil)
        let fallback = measurer.measure("Hello", font: "Comic Nonexistent 17", width: nil, lines: 1, lineBreak: .clip)
        let dejavu = measurer.measure("Hello", font: "DejaVu Sans 17", width: nil, lines: 1, lineBreak: .clip)
        #expect(fallback == dejavu)
    }

    @Test("Measuring from many threads at once gives the same result")
    func concurrent() async {
        let expected = measurer.measure("Concurrent text", font: "DejaVu Sans 15", width: 80, lines: 0, lineBreak: .wordWrap)
        let measurer = self.measurer
        let results = await withTaskGroup(of: TextMetrics.self) { group in
            for _ in 0..<16 {
                group.addTask { measurer.measure("Concurrent text", font: "DejaVu Sans 15", width: 80, lines: 0, lineBreak: .wordWrap) }
            }
            var all: [TextMetrics] = []
            for await metrics in group { all.append(metrics) }
            return all
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
