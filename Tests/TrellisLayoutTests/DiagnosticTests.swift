import Testing
import TrellisModel
import TrellisLayout

/// The layout's diagnostics: codes, views, axes, locations and message texts.
@Suite("Layout diagnostics")
struct DiagnosticTests {
    static func written(_ constraint: LayoutConstraint, _ text: String) -> LayoutConstraint {
        var constraint = constraint
        constraint.text = text
        return constraint
    }

    @Test("unsatisfiable: the set as written, the last one in file order broken, the layout continuing")
    func unsatisfiable() throws {
        let box = node(.view, "box", [
            Self.written(make("box", .left, .equal, "view", line: 2), "left == superview"),
            Self.written(make("box", .top, .equal, "view", line: 3), "top == superview"),
            Self.written(make("box", .width, constant: 100, line: 4), "width == 100"),
            Self.written(make("box", .height, constant: 50, line: 5), "height == 50"),
            Self.written(make("box", .width, constant: 200, line: 6), "width == 200"),
        ])
        let (_, result) = layOut(Scene(name: "conflict", views: [box]))
        #expect(result.frame("box") == Rect(x: 0, y: 0, width: 100, height: 50))
        let diagnostic = try #require(result.diagnostics("unsatisfiable").first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.view == "box")
        #expect(diagnostic.axis == .horizontal)
        #expect(diagnostic.location == SourceLocation(file: "test.yaml", line: 6, column: 9))
        #expect(diagnostic.message == "unable to simultaneously satisfy constraints: `width == 100` (box, test.yaml:4:9); `width == 200` (box, test.yaml:6:9); breaking `width == 200` (box, test.yaml:6:9), the layout continues without it")
        #expect(diagnostic.notes.map(\.message) == ["conflicting constraint `width == 100`", "conflicting constraint `width == 200` (broken)"])
    }

    @Test("unsatisfiable: the member written last is broken even when it was added first")
    func unsatisfiableFileOrder() throws {
        // The box's own list (line 10) is added before the top-level list (line 5): line 10 is still the one broken.
        let box = node(.view, "box", [
            make("box", .left, .equal, "view"), make("box", .top, .equal, "view"), make("box", .height, constant: 50),
            Self.written(make("box", .width, constant: 100, line: 10), "width == 100"),
        ])
        let scene = Scene(name: "order", views: [box], constraints: [
            Self.written(make("box", .width, constant: 200, line: 5), "box.width == 200"),
        ])
        let (_, result) = layOut(scene)
        #expect(result.frame("box")?.width == 200)
        let diagnostic = try #require(result.diagnostics("unsatisfiable").first)
        #expect(diagnostic.location?.line == 10)
        #expect(diagnostic.message.hasSuffix("breaking `width == 100` (box, test.yaml:10:9), the layout continues without it"))
    }

    @Test("A device too narrow for a required constraint breaks it, as UIKit breaks one when the window resizes")
    func deviceConflict() throws {
        let box = node(.view, "box", [
            make("box", .left, .equal, "view"), make("box", .top, .equal, "view"), make("box", .height, constant: 10),
            Self.written(make("box", .width, .equal, "view", line: 2), "width == superview"),
            Self.written(make("box", .width, .greaterThanOrEqual, nil, constant: 380, line: 3), "width >= 380"),
        ])
        var scene = Scene(name: "narrow", views: [box])
        scene.devices = [try #require(Device.named("iphone-xr")), try #require(Device.named("iphone-se"))]
        let engine = LayoutEngine(scene: scene, measurer: FakeMeasurer())
        let wide = engine.layout(device: engine.devices[0])
        #expect(wide.diagnostics.isEmpty)
        #expect(wide.frame("box")?.width == 414)
        let narrow = engine.layout(device: engine.devices[1])
        #expect(narrow.frame("box")?.width == 320)
        let diagnostic = try #require(narrow.diagnostics("unsatisfiable").first)
        #expect(diagnostic.message == "unable to simultaneously satisfy constraints: the screen's width 320; `width == superview` (box, test.yaml:2:9); `width >= 380` (box, test.yaml:3:9); breaking `width >= 380` (box, test.yaml:3:9), the layout continues without it")
        #expect(engine.statistics.solverBuilds == 1)
    }

    @Test("A required constraint against the screen size is broken at once")
    func screenConflict() throws {
        let box = node(.view, "box", [
            make("box", .left, .equal, "view"), make("box", .top, .equal, "view"), make("box", .height, constant: 10),
            make("box", .width, constant: 100),
        ])
        let scene = Scene(name: "root", views: [box], constraints: [Self.written(make("view", .width, constant: 500, line: 7), "view.width == 500")])
        let (_, result) = layOut(scene)
        #expect(result.frame("view")?.width == 375)
        let diagnostic = try #require(result.diagnostics("unsatisfiable").first)
        #expect(diagnostic.message.hasPrefix("unable to simultaneously satisfy constraints: `view.width == 500` (test.yaml:7:9)"))
        #expect(diagnostic.location?.line == 7)
    }

    @Test("ambiguous-layout names the view, the axis and the free quantity, and uses the superview's origin and 0")
    func ambiguousLayout() throws {
        let loose = node(.view, "loose", [make("loose", .width, constant: 40), make("loose", .height, constant: 30)])
        let open = node(.view, "open", [
            make("open", .left, .equal, "view", constant: 5), make("open", .top, .equal, "view", constant: 5),
            make("open", .height, constant: 10),
        ])
        let (_, result) = layOut(Scene(name: "ambiguous", views: [loose, open]))
        #expect(result.frame("loose") == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(result.frame("open") == Rect(x: 5, y: 5, width: 0, height: 10))
        let warnings = result.diagnostics("ambiguous-layout")
        #expect(warnings.map(\.view) == ["loose", "loose", "open"])
        #expect(warnings.map(\.axis) == [.horizontal, .vertical, .horizontal])
        #expect(warnings[0].message == "the horizontal position of 'loose' is ambiguous: its constraints do not determine it; using its superview's origin")
        #expect(warnings[2].message == "the width of 'open' is ambiguous: its constraints do not determine it; using a width of 0")
    }

    @Test("A view free on both position and size along an axis gets size 0 at the end its constraints fix")
    func ambiguousPositionAndSize() throws {
        let pinned = node(.view, "pinned", [
            make("pinned", .right, .equal, "view", constant: -10), make("pinned", .top, .equal, "view"),
            make("pinned", .height, constant: 10),
        ])
        let (_, result) = layOut(Scene(name: "ambiguous", views: [pinned]))
        #expect(result.frame("pinned") == Rect(x: 365, y: 0, width: 0, height: 10))
        let warning = try #require(result.diagnostics("ambiguous-layout").first)
        #expect(warning.message == "the horizontal position and width of 'pinned' are ambiguous: its constraints do not determine them; using its superview's origin and a width of 0")
    }

    @Test("content-size-overridden when the constraints determine what contentSize also sets")
    func contentSizeOverridden() throws {
        let (_, result) = layOut(SeedLayoutTests.uniqueView(contentSize: Size(width: 100, height: 100)))
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 395, height: 820))
        let warnings = result.diagnostics("content-size-overridden")
        #expect(warnings.map(\.axis) == [.horizontal, .vertical])
        #expect(warnings.last?.message == "the constraints of 'scrollView' determine its content height (820), so the contentSize height 100 is not used")
    }

    @Test("A constraint relating a position to a size is reported and ignored")
    func badConstraint() throws {
        let box = node(.view, "box", [
            make("box", .left, .equal, "view", .width), make("box", .left, .equal, "view"), make("box", .top, .equal, "view"),
            make("box", .width, constant: 10), make("box", .height, constant: 10),
        ])
        let (_, result) = layOut(Scene(name: "bad", views: [box]))
        #expect(result.frame("box") == Rect(x: 0, y: 0, width: 10, height: 10))
        let warning = try #require(result.diagnostics("bad-constraint").first)
        #expect(warning.message == "a position attribute cannot be related to a size attribute: `box.left == view.width`; it is ignored")
    }

    @Test("Constraints built in code that name an unknown view or hold non-finite numbers are reported, not fatal")
    func robustness() throws {
        let box = node(.view, "box", [
            make("box", .left, .equal, "view"), make("box", .top, .equal, "view"), make("box", .width, constant: 10),
            make("box", .height, constant: 10), make("box", .left, .equal, "nowhere"),
            make("box", .top, .equal, "view", constant: .infinity), make("box", .width, .equal, nil, constant: 20, priority: .nan),
        ])
        var scrollView = scroll("scrollView", [], contentSize: Size(width: .nan, height: 100), [])
        scrollView.frame = Rect(x: 0, y: 100, width: 100, height: 100)
        let (_, result) = layOut(Scene(name: "robust", views: [box, scrollView]))
        #expect(result.frame("box") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.diagnostics("bad-constraint").map(\.message) == [
            "unknown view 'nowhere' in constraint: `box.left == nowhere.left`; it is ignored",
            "the multiplier, constant and priority must be finite numbers: `box.top == view.top + inf`; it is ignored",
            "the multiplier, constant and priority must be finite numbers: `box.width == 20 @nan`; it is ignored",
        ])
        #expect(result.states.first?.view("scrollView")?.contentSize?.height == 100)
    }

    /// A measurer whose wrapped width never settles: at width w it answers 400 - w.
    struct SeesawMeasurer: TextMeasurer {
        func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
            TextMetrics(size: Size(width: 400 - (width ?? 0), height: 20), firstBaseline: 16, lastBaseline: 16)
        }
    }

    @Test("Labels that never settle end after a bounded number of passes with a warning")
    func unsettled() throws {
        let text = label("text", "seesaw", lines: 0, [make("text", .left, .equal, "view"), make("text", .top, .equal, "view")])
        let engine = LayoutEngine(scene: Scene(name: "seesaw", views: [text]), measurer: SeesawMeasurer())
        let result = engine.layout(device: engine.devices[0])
        let warning = try #require(result.diagnostics("unstable-layout").first)
        #expect(warning.message == "multi-line labels (text) did not settle after 10 layout passes; the last pass is shown")
        #expect(result.diagnostics("unstable-layout").count == 1)
    }
}
