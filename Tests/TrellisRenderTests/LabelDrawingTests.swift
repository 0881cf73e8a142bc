import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Drawing labels")
struct LabelDrawingTests {
    func labelScene(_ text: String, alignment: TextAlignment = .natural, lineBreak: LineBreakMode = .truncateTail,
                    font: String = "DejaVu Sans 17") -> Scene {
        var label = ViewNode(.label, id: "label")
        label.label = LabelProperties(text: text)
        label.label?.alignment = alignment
        label.label?.lineBreak = lineBreak
        label.label?.font = font
        return Scene(name: "label", size: Size(width: 300, height: 40), views: [label])
    }

    @Test("Alignment moves the text's ink: left, center, right")
    func alignment() throws {
        let frame = ["label": Rect(x: 0, y: 0, width: 300, height: 40)]
        let left = try #require(inkRange(try screen(labelScene("Hello", alignment: .left), frames: frame, scale: 1)))
        let center = try #require(inkRange(try screen(labelScene("Hello", alignment: .center), frames: frame, scale: 1)))
        let right = try #require(inkRange(try screen(labelScene("Hello", alignment: .right), frames: frame, scale: 1)))
        #expect(left.lowerBound < 5)
        #expect(right.upperBound > 295)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 150) <= 2)
        #expect(left.count == right.count)
    }

    @Test("Text is drawn where the measurer says, centered vertically in the label")
    func placement() throws {
        let scene = labelScene("Hello")
        let metrics = sharedMeasurer.measure("Hello", font: "DejaVu Sans 17", width: nil, lines: 1, lineBreak: .truncateTail)
        let pixels = try screen(scene, frames: ["label": Rect(x: 0, y: 0, width: 300, height: 40)], scale: 1)
        let ink = try #require(inkRange(pixels, horizontal: true))
        #expect(Double(ink.upperBound) < metrics.size.width)
        let rows = try #require(inkRange(pixels, horizontal: false))
        let top = (40 - metrics.size.height) / 2
        #expect(Double(rows.upperBound) <= top + metrics.firstBaseline + 1)  // no descenders in "Hello"
        #expect(Double(rows.lowerBound) >= top)
    }

    @Test("Truncation shortens the text to the label's width")
    func truncation() throws {
        let text = "A rather long label that cannot fit in a narrow frame"
        let scene = labelScene(text)
        let wide = try #require(inkRange(try screen(scene, frames: ["label": Rect(x: 0, y: 0, width: 300, height: 40)], scale: 1)))
        let narrow = try #require(inkRange(try screen(scene, frames: ["label": Rect(x: 0, y: 0, width: 100, height: 40)], scale: 1)))
        #expect(narrow.upperBound < 100)
        #expect(narrow.count < wide.count)
        let info = sharedMeasurer.info(text, font: "DejaVu Sans 17", width: 100, lines: 1, lineBreak: .truncateTail)
        #expect(info.isTruncated)
    }

    @Test("A clipped single line stops at the label's bounds")
    func clipMode() throws {
        let scene = labelScene("A rather long label that cannot fit in a narrow frame", lineBreak: .clip)
        let pixels = try screen(scene, frames: ["label": Rect(x: 0, y: 0, width: 100, height: 40)], scale: 1)
        let ink = try #require(inkRange(pixels))
        #expect(ink.upperBound <= 99)
        #expect(ink.upperBound > 90)  // the text runs to the edge: clipped, not ellipsized
    }

    @Test("A CJK label draws with no missing-glyphs warning")
    func cjk() throws {
        let scene = labelScene("你好，世界")
        let (images, diagnostics) = try render(scene, [solvedState(scene, frames: ["label": Rect(x: 0, y: 0, width: 300, height: 40)])])
        #expect(!diagnostics.contains { $0.code == .missingGlyphs })
        let pixels = try #require(images["screen.png"]?.pixels)
        #expect(inkRange(pixels) != nil)
    }

    @Test("A character no font has gives a missing-glyphs warning naming it")
    func missingGlyphs() throws {
        let scene = labelScene("Box: \u{10FFFD}")
        let (_, diagnostics) = try render(scene, [solvedState(scene, frames: ["label": Rect(x: 0, y: 0, width: 300, height: 40)])])
        let warning = try #require(diagnostics.first { $0.code == .missingGlyphs })
        #expect(warning.severity == .warning)
        #expect(warning.view == "label")
        #expect(warning.message.contains("U+10FFFD"))
    }

    @Test("A font family that is not installed is reported and drawn in the fallback")
    func unknownFont() throws {
        let scene = labelScene("Hello", font: "Nonexistent Grotesk 17")
        let (_, diagnostics) = try render(scene, [solvedState(scene, frames: ["label": Rect(x: 0, y: 0, width: 300, height: 40)])])
        let warning = try #require(diagnostics.first { $0.code == .unknownFont })
        #expect(warning.message.contains("Nonexistent Grotesk"))
    }
}
