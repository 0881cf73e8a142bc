import Foundation
import Testing
import TrellisModel
@testable import TrellisRender

@Suite("SVG documents: ids, escaping, numbers, text lines")
struct SVGDocumentTests {
    @Test("a view id becomes a valid, unique XML id", arguments: [
        // an NCName starts with a letter or `_` and holds letters, digits, `-`, `.` and `_` only
        (["title"], ["title"]),
        (["2nd row"], ["_2nd_row"]),
        (["a:b<c>"], ["a_b_c_"]),
        ([""], ["_"]),
        (["cell", "cell", "cell"], ["cell", "cell-2", "cell-3"]),
        (["Überschrift"], ["Überschrift"]),
    ])
    func ids(names: [String], expected: [String]) {
        var document = SVGDocument(region: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(names.map { document.uniqueID(for: $0) } == expected)
    }

    @Test("attribute and text values are escaped, and characters XML cannot hold are left out")
    func escaping() {
        #expect(SVGDocument.escape("a & <b> \"c\"") == "a &amp; &lt;b&gt; &quot;c&quot;")
        #expect(SVGDocument.escape("bell\u{7}tab\t") == "belltab\t")
    }

    @Test("numbers to 1/1000 without trailing zeros", arguments: [
        (10.0, "10"), (31.92449, "31.924"), (-0.0004, "0"), (0.5, "0.5"), (-12.25, "-12.25"), (Double.nan, "0"),
    ])
    func numbers(value: Double, text: String) {
        #expect(SVGDocument.number(value) == text)
    }

    @Test("colours as #RRGGBB with an opacity when translucent")
    func colours() {
        let paint = SVGDocument.paint(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        // 0.5 × 255 = 127.5, rounded half away from zero to 128 = 0x80
        #expect(paint.map(\.0) == ["fill", "fill-opacity"])
        #expect(paint.map(\.1) == ["#FF8000", "0.25"])
    }

    @Test("a truncated line keeps its ellipsis; wrapped lines are in order")
    func lines() {
        // "one two three four five six" at 17 points in 60 points with one line and tail truncation shows the start
        // and an ellipsis; Pango marks the ellipsis run, which stands for the characters it hides.
        var label = LabelProperties(text: "one two three four five six")
        label.lines = 1
        let truncated = sharedMeasurer.drawnText(label, in: Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(truncated.lines.count == 1)
        #expect(truncated.lines.first?.text.hasSuffix("…") == true)
        #expect(truncated.lines.first?.text.hasPrefix("one") == true)
        label.lines = 0
        let wrapped = sharedMeasurer.drawnText(label, in: Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(wrapped.lines.map(\.text).joined() == "one two three four five six")
        #expect(wrapped.lines.count == 3)
    }
}
