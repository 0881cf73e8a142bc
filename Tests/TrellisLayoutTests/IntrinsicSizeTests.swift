import Testing
import TrellisModel
import TrellisLayout

/// Intrinsic content sizes: hugging and compression resistance, images, labels and their second pass.
@Suite("Intrinsic sizes")
struct IntrinsicSizeTests {
    static func place(_ view: ViewNode) -> Scene { Scene(name: "intrinsic", views: [view]) }

    @Test("A label takes its text's size (10 pt per character, 20 per line) and reports its baselines")
    func labelSize() throws {
        let (_, result) = layOut(Self.place(label("title", "hello", [
            make("title", .left, .equal, "view", constant: 20), make("title", .top, .equal, "view", constant: 30),
        ])))
        #expect(result.diagnostics.isEmpty)
        let title = try #require(result.states.first?.view("title"))
        #expect(title.frame == Rect(x: 20, y: 30, width: 50, height: 20))
        #expect(title.firstBaseline == 16)
        #expect(title.lastBaseline == 16)
    }

    @Test("Compression resistance (750) loses to a required width and wins over a weaker one", arguments: [
        (1000.0, 60.0), (500.0, 110.0),
    ])
    func compression(priority: Double, expected: Double) {
        // "hello world" is 110 wide; the constraint asks for at most 60.
        let (_, result) = layOut(Self.place(label("text", "hello world", [
            make("text", .left, .equal, "view"), make("text", .top, .equal, "view"),
            make("text", .width, .lessThanOrEqual, nil, constant: 60, priority: priority),
        ])))
        #expect(result.frame("text")?.width == expected)
    }

    @Test("Hugging (251 for labels) loses to a stronger stretch and wins when raised above it", arguments: [
        (251.0, 375.0), (600.0, 50.0),
    ])
    func hugging(hugging: Double, expected: Double) {
        var text = label("text", "hello", [
            make("text", .left, .equal, "view"), make("text", .top, .equal, "view"),
            make("text", .right, .equal, "view", priority: 500),
        ])
        text.hugging = AxisPriorities(horizontal: hugging, vertical: 251)
        let (_, result) = layOut(Self.place(text))
        #expect(result.frame("text")?.width == expected)
    }

    @Test("Of two labels filling a row, the one that hugs less stretches")
    func huggingBetweenLabels() {
        var first = label("first", "abc", [make("first", .left, .equal, "view"), make("first", .top, .equal, "view")])
        var second = label("second", "defgh", [
            make("second", .left, .equal, "first", .right), make("second", .right, .equal, "view"),
            make("second", .top, .equal, "view"),
        ])
        first.hugging = AxisPriorities(horizontal: 252, vertical: 251)
        second.hugging = AxisPriorities(horizontal: 251, vertical: 251)
        let (_, result) = layOut(Scene(name: "row", views: [first, second]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("first") == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.frame("second") == Rect(x: 30, y: 0, width: 345, height: 20))
    }

    @Test("An explicit intrinsic size on a plain view works per axis")
    func explicitIntrinsic() {
        var box = node(.view, "box", [make("box", .left, .equal, "view"), make("box", .top, .equal, "view"), make("box", .height, constant: 10)])
        box.intrinsicWidth = 120
        let (_, result) = layOut(Self.place(box))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("box") == Rect(x: 0, y: 0, width: 120, height: 10))
    }

    @Test("A multi-line label wraps at its solved width in a second pass")
    func secondPass() throws {
        // 30 characters in a 100-point column: 10 per line, 3 lines, 60 tall.
        let text = label("text", String(repeating: "x", count: 30), lines: 0, [
            make("text", .leading, .equal, "view", constant: 20), make("text", .top, .equal, "view", constant: 10),
            make("text", .width, constant: 100),
        ])
        let below = node(.view, "below", [
            make("below", .top, .equal, "text", .bottom), make("below", .left, .equal, "view"),
            make("below", .width, constant: 10), make("below", .height, constant: 10),
        ])
        let (engine, result) = layOut(Scene(name: "wrap", views: [text, below]))
        #expect(result.diagnostics.isEmpty)
        let solved = try #require(result.states.first?.view("text"))
        #expect(solved.frame == Rect(x: 20, y: 10, width: 100, height: 60))
        #expect(solved.lastBaseline == 56)
        #expect(result.frame("below")?.minY == 70)
        #expect(engine.statistics.labelPasses >= 1)
    }

    @Test("A wrapping label limited by a <= constraint takes the wrapped size")
    func secondPassWithLimit() {
        // Unwrapped it would be 300 wide; trailing <= 375 - 255 leaves 100, so it wraps to 3 lines.
        let text = label("text", String(repeating: "y", count: 30), lines: 0, [
            make("text", .leading, .equal, "view", constant: 20), make("text", .top, .equal, "view"),
            make("text", .trailing, .lessThanOrEqual, "view", constant: -255),
        ])
        let (_, result) = layOut(Self.place(text))
        #expect(result.frame("text") == Rect(x: 20, y: 0, width: 100, height: 60))
    }

    @Test("preferredMaxWidth fixes the wrapping width")
    func preferredMaxWidth() {
        var text = label("text", String(repeating: "z", count: 30), lines: 0, [
            make("text", .leading, .equal, "view"), make("text", .top, .equal, "view"),
        ])
        text.label?.preferredMaxWidth = 50
        let (_, result) = layOut(Self.place(text))
        // 5 characters a line: 6 lines.
        #expect(result.frame("text") == Rect(x: 0, y: 0, width: 50, height: 120))
    }

    @Test("Baseline attributes use the measured text, centred in the label")
    func baselines() {
        var tall = label("tall", "abc", [
            make("tall", .left, .equal, "view"), make("tall", .top, .equal, "view", constant: 100),
            make("tall", .height, constant: 40),
        ])
        tall.hugging = AxisPriorities(250)
        let marker = node(.view, "marker", [
            make("marker", .top, .equal, "tall", .firstBaseline), make("marker", .left, .equal, "view"),
            make("marker", .width, constant: 5), make("marker", .bottom, .equal, "tall", .lastBaseline, constant: 10),
        ])
        let (_, result) = layOut(Scene(name: "baselines", views: [tall, marker]))
        #expect(result.diagnostics.isEmpty)
        // The 20-point text is centred in 40: its baseline is 100 + 10 + 16 = 126.
        #expect(result.frame("marker") == Rect(x: 0, y: 126, width: 5, height: 10))
        #expect(result.states.first?.view("tall")?.firstBaseline == 26)
    }

    @Test("A vertical stack of labels inside a scroll view makes the content size")
    func stackInScroll() {
        var stack = node(.stack, "column", edges("column", "scrollView") + [make("column", .width, .equal, "scrollView")],
                         [label("a", "one"), label("b", "two"), label("c", "three")])
        stack.stack.axis = .vertical
        stack.stack.spacing = 10
        let (_, result) = layOut(Scene(name: "stack", views: [scroll("scrollView", edges("scrollView", "view"), [stack])]))
        #expect(result.diagnostics.isEmpty)
        // 3 × 20 + 2 × 10 = 80.
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 375, height: 80))
        #expect(result.frame("c") == Rect(x: 0, y: 60, width: 375, height: 20))
        #expect(result.states.first?.view("column#spacer1") == nil)
    }
}
