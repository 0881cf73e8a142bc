import Testing
import TrellisModel
import TrellisLayout

/// What an attribute of a scroll view means, floating and sticky views, and multipliers on positions.
@Suite("Scroll view semantics")
struct ScrollSemanticsTests {
    /// A full-screen scroll view (375 × 667) with a 375 × 2000 content view and extra children.
    static func scene(offsets: [ScrollOffset], _ extra: [ViewNode], rootExtra: [ViewNode] = []) -> Scene {
        let content = node(.view, "content", edges("content", "scrollView") + [
            make("content", .width, .equal, "scrollView"), make("content", .height, constant: 2000),
        ])
        let scrollView = scroll("scrollView", edges("scrollView", "view"), offsets: offsets, [content] + extra)
        return Scene(name: "scroll", views: [scrollView] + rootExtra)
    }

    @Test("A scroll view's edges are its content area; its width and height are its frame")
    func edgeVersusSize() {
        // right == scrollView is the content's right edge (2 × 375 wide content), width == scrollView the frame's width.
        let wide = node(.view, "wide", [
            make("wide", .left, .equal, "scrollView"), make("wide", .top, .equal, "scrollView"),
            make("wide", .width, .equal, "scrollView", multiplier: 2), make("wide", .height, .equal, "scrollView"),
            make("wide", .right, .equal, "scrollView"), make("wide", .bottom, .equal, "scrollView"),
        ])
        let scene = Scene(name: "bind", views: [scroll("scrollView", edges("scrollView", "view"), [wide])])
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 750, height: 667))
        #expect(result.frame("wide") == Rect(x: 0, y: 0, width: 750, height: 667))
    }

    @Test("The content and frame guides mean what they say; centers are the laid-out frame's and scroll with the content")
    func guides() {
        // content.width is the content's (2000 tall content is 375 wide); frame.height is the frame's 667.
        let probe = node(.view, "probe", [
            make("probe", .left, .equal, "scrollView.content"), make("probe", .top, .equal, "scrollView.content", .bottom, constant: -100),
            make("probe", .width, .equal, "scrollView.content", .width, multiplier: 0.5),
            make("probe", .height, .equal, "scrollView.frame", .height, multiplier: 0.1),
        ])
        let centered = node(.view, "centered", [
            make("centered", .centerX, .equal, "scrollView"), make("centered", .centerY, .equal, "scrollView"),
            make("centered", .width, constant: 100), make("centered", .height, constant: 100),
        ])
        let (_, result) = layOut(Self.scene(offsets: [.top, .vertical(500)], [probe, centered]))
        // probe: x 0, y 2000 - 100, width 375 / 2, height 66.7; on the @2x pixel grid its bottom edge 1966.7 rounds to
        // 1966.5 (3933.4 pixels to 3933), so the frame's height is 66.5 (the engine's 66.7 stays in engineFrame).
        let probeFrame = result.frame("probe")
        #expect(probeFrame?.minX == 0)
        #expect(probeFrame?.minY == 1900)
        #expect(probeFrame?.width == 187.5)
        #expect(probeFrame?.height == 66.5)
        #expect(abs((result.states.first?.view("probe")?.engineFrame?.height ?? 0) - 66.7) < 1e-9)
        // centered: TN2154, the centers are the frame's as laid out, fixed in content coordinates: (375 - 100) / 2 and
        // (667 - 100) / 2 at every offset, so it scrolls with the content (it does not float).
        #expect(result.state("scrollView.0,0")?.view("centered")?.frame == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
        #expect(result.state("scrollView.0,500")?.view("centered")?.frame == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
    }

    @Test("A view inside the scroll view tied to one outside floats: same place on screen at every offset")
    func floating() {
        let badge = node(.view, "badge", [
            make("badge", .top, .equal, "view", constant: 100), make("badge", .left, .equal, "view", constant: 20),
            make("badge", .width, constant: 50), make("badge", .height, constant: 30),
        ])
        let (_, result) = layOut(Self.scene(offsets: [.top, .vertical(300)], [badge]))
        #expect(result.diagnostics.isEmpty)
        // In content coordinates: y = 100 + offset.
        #expect(result.state("scrollView.0,0")?.view("badge")?.frame == Rect(x: 20, y: 100, width: 50, height: 30))
        #expect(result.state("scrollView.0,300")?.view("badge")?.frame == Rect(x: 20, y: 400, width: 50, height: 30))
        // The content does not move.
        #expect(result.state("scrollView.0,300")?.view("content")?.frame == Rect(x: 0, y: 0, width: 375, height: 2000))
    }

    @Test("Only the frame guide floats: centred on scrollView.frame, a view keeps its place on screen")
    func frameGuideCenterFloats() {
        let floating = node(.view, "floating", [
            make("floating", .centerX, .equal, "scrollView.frame"), make("floating", .centerY, .equal, "scrollView.frame"),
            make("floating", .width, constant: 100), make("floating", .height, constant: 100),
        ])
        let (_, result) = layOut(Self.scene(offsets: [.top, .vertical(500)], [floating]))
        #expect(result.diagnostics.isEmpty)
        // frameLayoutGuide is the frame at the scroll offset in content coordinates: y = offset + (667 - 100) / 2.
        #expect(result.state("scrollView.0,0")?.view("floating")?.frame == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
        #expect(result.state("scrollView.0,500")?.view("floating")?.frame == Rect(x: 137.5, y: 783.5, width: 100, height: 100))
    }

    @Test("top >= scrollView.frame.top makes a sticky header")
    func sticky() {
        let header = node(.view, "header", [
            make("header", .top, .equal, "scrollView", constant: 200, priority: 750),
            make("header", .top, .greaterThanOrEqual, "scrollView.frame"),
            make("header", .left, .equal, "scrollView"), make("header", .width, .equal, "scrollView"),
            make("header", .height, constant: 44),
        ])
        let (_, result) = layOut(Self.scene(offsets: [.vertical(100), .vertical(500)], [header]))
        #expect(result.diagnostics.isEmpty)
        // Before the header reaches the top it scrolls with the content (y 200); after, it stays at the offset.
        #expect(result.state("scrollView.0,100")?.view("header")?.frame.minY == 200)
        #expect(result.state("scrollView.0,500")?.view("header")?.frame.minY == 500)
    }

    @Test("Position multipliers are evaluated in the nearest common ancestor's coordinates")
    func multipliers() {
        let box = node(.view, "box", [
            make("box", .left, .equal, "view", constant: 100), make("box", .top, .equal, "view", constant: 100),
            make("box", .width, constant: 200), make("box", .height, constant: 200),
        ], [
            node(.view, "inner", [
                make("inner", .leading, .equal, "box", .trailing, multiplier: 0.1),
                make("inner", .top, .equal, "box", .top, multiplier: 0.5, constant: 10),
                make("inner", .width, constant: 10), make("inner", .height, constant: 10),
            ]),
        ])
        let side = node(.view, "side", [
            make("side", .leading, .equal, "view", .trailing, multiplier: 0.1),
            make("side", .top, .equal, "box", .bottom, multiplier: 0.5),
            make("side", .width, constant: 10), make("side", .height, constant: 10),
        ])
        let (_, result) = layOut(Scene(name: "multipliers", views: [box, side]))
        #expect(result.diagnostics.isEmpty)
        // inner: 10% of the box's width in the box's space (20); top × 0.5 is still the top (0) + 10.
        #expect(result.frame("inner") == Rect(x: 20, y: 10, width: 10, height: 10))
        // side: 10% of 375 = 37.5; half the box's bottom (300) in the root's space = 150.
        #expect(result.frame("side") == Rect(x: 37.5, y: 150, width: 10, height: 10))
    }

    @Test("Frame-placed views keep their frame; subviews of a scroll view are in content coordinates")
    func framePlacement() {
        var placed = node(.view, "placed")
        placed.frame = Rect(x: 10, y: 900, width: 100, height: 50)
        var scrollView = scroll("scrollView", [], contentSize: Size(width: 375, height: 1000), [placed])
        scrollView.frame = Rect(x: 0, y: 20, width: 375, height: 600)
        let (_, result) = layOut(Scene(name: "frames", views: [scrollView]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("scrollView") == Rect(x: 0, y: 20, width: 375, height: 600))
        #expect(result.frame("placed") == Rect(x: 10, y: 900, width: 100, height: 50))
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 375, height: 1000))
    }
}
