import Testing
import TrellisModel
import TrellisLayout

/// Devices, safe areas, margins, insets, offsets and states, and the solver's reuse across them.
@Suite("Devices and states")
struct DeviceAndStateTests {
    @Test("The safe area and margins of a notched device (iPhone X: 44 top, 34 bottom)")
    func safeAreaAndMargins() throws {
        let bar = node(.view, "bar", [
            make("bar", .top, .equal, "view.safeArea"), make("bar", .bottom, .equal, "view.safeArea"),
            make("bar", .leading, .equal, "view.margins"), make("bar", .trailing, .equal, "view.margins"),
        ])
        let box = node(.view, "box", [
            make("box", .top, .equal, "view.margins"), make("box", .left, .equal, "view"),
            make("box", .width, constant: 100), make("box", .height, constant: 100),
        ], [
            node(.view, "boxChild", [
                make("boxChild", .top, .equal, "box.margins"), make("boxChild", .leading, .equal, "box.margins"),
                make("boxChild", .trailing, .equal, "box.margins"), make("boxChild", .height, constant: 10),
            ]),
        ])
        var scene = Scene(name: "notch", views: [bar, box])
        scene.devices = [try #require(Device.named("iphone-x"))]
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        // Safe area: 44 … 812 - 34 = 778; the root's margins are the system minimum on a 375-point screen: 16 at the
        // sides (375 - 32 = 343 wide), 0 at the top and bottom.
        #expect(result.frame("bar") == Rect(x: 16, y: 44, width: 343, height: 734))
        // The root's margins sit inside the safe area: 44 + 0.
        #expect(result.frame("box") == Rect(x: 0, y: 44, width: 100, height: 100))
        // A subview's margins: 8 on each side (box starts at the safe area's top edge, so it overlaps none of it).
        #expect(result.frame("boxChild") == Rect(x: 8, y: 8, width: 84, height: 10))
    }

    @Test("A subview's safe area is the part of the device's safe area its frame overlaps")
    func subviewSafeArea() throws {
        let card = node(.view, "card", [
            make("card", .top, .equal, "view"), make("card", .left, .equal, "view"), make("card", .right, .equal, "view"),
            make("card", .height, constant: 100),
        ], [node(.view, "cardContent", [
            make("cardContent", .top, .equal, "card.safeArea"), make("cardContent", .bottom, .equal, "card.safeArea"),
            make("cardContent", .left, .equal, "card.safeArea"), make("cardContent", .width, constant: 10),
        ])])
        let bar = node(.view, "bar", [
            make("bar", .bottom, .equal, "view"), make("bar", .left, .equal, "view"), make("bar", .right, .equal, "view"),
            make("bar", .height, constant: 80),
        ], [node(.view, "barContent", [
            make("barContent", .top, .equal, "bar.safeArea"), make("barContent", .bottom, .equal, "bar.safeArea"),
            make("barContent", .left, .equal, "bar"), make("barContent", .width, constant: 10),
        ])])
        var scene = Scene(name: "subview-safe-area", views: [card, bar])
        scene.devices = [try #require(Device.named("iphone-x"))]
        let (engine, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        // The card (0 … 100) overlaps the top 44: its safe area is 44 … 100.
        #expect(result.frame("cardContent") == Rect(x: 0, y: 44, width: 10, height: 56))
        // The bar (732 … 812) overlaps the bottom 34: its safe area is 0 … 46 in its own coordinates.
        #expect(result.frame("barContent") == Rect(x: 0, y: 0, width: 10, height: 46))
        // On a device without a notch at the bottom, the bar's safe area is all of it.
        let plain = engine.layout(device: try #require(Device.named("iphone-8")))
        #expect(plain.frame("barContent") == Rect(x: 0, y: 0, width: 10, height: 80))
        #expect(plain.frame("cardContent") == Rect(x: 0, y: 20, width: 10, height: 80))
    }

    static func fullScreenScroll(adjustment: InsetAdjustment, inset: Insets = .zero, offsets: [ScrollOffset]) -> Scene {
        let content = node(.view, "content", edges("content", "scrollView") + [
            make("content", .width, .equal, "scrollView", multiplier: 2), make("content", .height, constant: 1000),
        ])
        var scrollView = scroll("scrollView", edges("scrollView", "view"), offsets: offsets, [content])
        scrollView.scroll.insetAdjustment = adjustment
        scrollView.scroll.contentInset = inset
        var scene = Scene(name: "insets", views: [scrollView])
        scene.devices = [Device.named("iphone-x")!]
        return scene
    }

    @Test("automatic adds the safe area to the content inset; top and bottom are the range's ends")
    func automaticInsets() throws {
        let (_, result) = layOut(Self.fullScreenScroll(adjustment: .automatic, inset: Insets(all: 10), offsets: [.top, .bottom, .right]))
        let first = try #require(result.states.first?.view("scrollView"))
        #expect(first.adjustedContentInset == Insets(top: 54, left: 10, bottom: 44, right: 10))
        // top: -54; bottom: 1000 + 44 - 812 = 232; right: 750 + 10 - 375 = 385 (x), at the top (y -54).
        #expect(result.states.map { $0.view("scrollView")?.contentOffset } == [Point(x: -10, y: -54), Point(x: -10, y: 232), Point(x: 385, y: -54)])
        // The names keep the keywords, so they do not change when the content grows.
        #expect(result.states.map(\.name) == ["scrollView.top", "scrollView.bottom", "scrollView.right"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("never leaves the content inset as written")
    func neverInsets() {
        let (_, result) = layOut(Self.fullScreenScroll(adjustment: .never, offsets: [.top, .bottom]))
        #expect(result.states.first?.view("scrollView")?.adjustedContentInset == .zero)
        // bottom: 1000 - 812 = 188.
        #expect(result.states.map { $0.view("scrollView")?.contentOffset } == [Point(x: 0, y: 0), Point(x: 0, y: 188)])
        #expect(result.states.map(\.name) == ["scrollView.top", "scrollView.bottom"])
    }

    static func nestedInsets(outer adjustment: InsetAdjustment) -> Scene {
        let page = node(.view, "page", edges("page", "inner") + [
            make("page", .width, .equal, "inner", multiplier: 2), make("page", .height, .equal, "inner"),
        ])
        let inner = scroll("inner", [
            make("inner", .top, .equal, "outer", constant: 700), make("inner", .left, .equal, "outer"),
            make("inner", .right, .equal, "outer"), make("inner", .width, .equal, "outer"),
            make("inner", .height, constant: 200), make("inner", .bottom, .equal, "outer"),
        ], [page])
        var outer = scroll("outer", edges("outer", "view"), [inner])
        outer.scroll.insetAdjustment = adjustment
        var scene = Scene(name: "nested-insets", views: [outer])
        scene.devices = [Device.named("iphone-x")!]
        return scene
    }

    @Test("A scroll view inside one that adjusts for the safe area does not adjust again; inside a `never` one it does")
    func nestedInsets() {
        // Outer automatic: it takes 44 and 34; the inner view sees no safe area.
        let (_, adjusted) = layOut(Self.nestedInsets(outer: .automatic))
        #expect(adjusted.states.first?.view("outer")?.adjustedContentInset == Insets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(adjusted.states.first?.view("inner")?.adjustedContentInset == .zero)
        // Outer never: the inner view spans 700 … 900, past the screen's bottom at 812; the home indicator's band
        // 778 … 812 covers 34 pt of it (the 88 pt below the screen are covered by nothing: UIView.safeAreaInsets
        // reflect only the portion of the view that is covered). The inner view scrolls only horizontally (content
        // 750 × 200 in a 375 × 200 frame), so `automatic` (scrollableAxes) leaves its vertical inset alone; with
        // `always` it takes the 34.
        let (_, plain) = layOut(Self.nestedInsets(outer: .never))
        #expect(plain.states.first?.view("outer")?.adjustedContentInset == .zero)
        #expect(plain.states.first?.view("inner")?.adjustedContentInset == .zero)
        var always = Self.nestedInsets(outer: .never)
        always.root.children[0].children[0].scroll.insetAdjustment = .always
        let (_, adjustedInner) = layOut(always)
        #expect(adjustedInner.states.first?.view("inner")?.adjustedContentInset == Insets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(plain.states.first?.view("outer")?.contentSize == Size(width: 375, height: 900))
        #expect(plain.states.first?.view("inner")?.contentSize == Size(width: 750, height: 200))
    }

    @Test("pages: every multiple of the frame size within the range, plus its end")
    func pages() {
        let content = node(.view, "content", edges("content", "scrollView") + [
            make("content", .width, .equal, "scrollView"), make("content", .height, constant: 2000),
        ])
        let scrollView = scroll("scrollView", edges("scrollView", "view"), offsets: [.pages], paging: true, [content])
        let (_, result) = layOut(Scene(name: "pages", views: [scrollView]))
        // Frame 667, range 0 … 2000 - 667 = 1333: 0, 667, 1333.
        #expect(result.states.map { $0.view("scrollView")?.contentOffset } == [Point(x: 0, y: 0), Point(x: 0, y: 667), Point(x: 0, y: 1333)])
        // Pages are numbered from 1; a number written as an offset stays a number (next test).
        #expect(result.states.map(\.name) == ["scrollView.page-1", "scrollView.page-2", "scrollView.page-3"])
    }

    @Test("An offset outside the range is rendered as asked, with a warning")
    func outOfRange() throws {
        let (_, result) = layOut(Self.fullScreenScroll(adjustment: .never, offsets: [.vertical(-100), .point(x: 0, y: 50)]))
        #expect(result.states.map(\.name) == ["scrollView.0,-100", "scrollView.0,50"])
        let warning = try #require(result.diagnostics("offset-out-of-range").first)
        #expect(result.diagnostics("offset-out-of-range").count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.view == "scrollView")
        #expect(warning.message == "offset [0, -100] of 'scrollView' is outside its scrollable range (x 0…375, y 0…188); it is rendered as an overscroll would show it")
    }

    @Test("Named states combine offsets; scroll views not named stay at their first offset")
    func namedStates() {
        var scene = SeedLayoutTests.nestedPager()
        scene.states = [ScrollState(name: "second-page", offsets: ["subScrollView": .point(x: 375, y: 0), "scrollView": .bottom])]
        let (_, result) = layOut(scene)
        #expect(result.states.map(\.name) == ["second-page"])
        #expect(result.states.first?.view("subScrollView")?.contentOffset == Point(x: 375, y: 0))
        // bottom of the outer view: 920 - 812 = 108.
        #expect(result.states.first?.view("scrollView")?.contentOffset == Point(x: 0, y: 108))
        #expect(result.states.first?.scrollView == nil)
    }

    @Test("A named state's offset outside the range is warned about, with the state's name")
    func namedStateOutOfRange() throws {
        var scene = SeedLayoutTests.nestedPager()
        scene.states = [ScrollState(name: "too-far", offsets: ["scrollView": .vertical(500)],
                                    location: SourceLocation(file: "test.yaml", line: 40, column: 5))]
        let (_, result) = layOut(scene)
        let warning = try #require(result.diagnostics("offset-out-of-range").first)
        #expect(warning.location?.line == 40)
        #expect(warning.message == "offset [0, 500] of 'scrollView' is outside its scrollable range (x 0…0, y 0…108); it is rendered as an overscroll would show it (state 'too-far')")
        #expect(result.states.first?.view("scrollView")?.contentOffset == Point(x: 0, y: 500))
    }

    @Test("A scene without scroll views has one state, initial")
    func initialState() {
        let (_, result) = layOut(Scene(name: "plain", views: [node(.view, "box", edges("box", "view", inset: 20))]))
        #expect(result.states.map(\.name) == ["initial"])
        #expect(result.frame("view") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(result.frame("box") == Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(result.states.first?.view("box")?.parent == "view")
    }

    @Test("States re-solve the same solver: one build, one solve per state")
    func stateReuse() {
        let (engine, result) = layOut(SeedLayoutTests.containerView(contentSize: Size(width: 375, height: 1620)))
        #expect(result.states.count == 3)
        #expect(engine.statistics.solverBuilds == 1)
        #expect(engine.statistics.stateSolves == 3)
    }

    @Test("A second device suggests the root size to the same solver instead of rebuilding")
    func deviceReuse() throws {
        var scene = SeedLayoutTests.uniqueView()
        scene.devices = [try #require(Device.named("iphone-se")), try #require(Device.named("iphone-xr"))]
        let engine = LayoutEngine(scene: scene, measurer: FakeMeasurer())
        #expect(engine.devices.map(\.name) == ["iphone-se", "iphone-xr"])
        let small = engine.layout(device: engine.devices[0])
        let large = engine.layout(device: engine.devices[1])
        // 320 + 20 and 414 + 20 wide; 820 tall on both.
        #expect(small.states.first?.view("scrollView")?.contentSize == Size(width: 340, height: 820))
        #expect(large.states.first?.view("scrollView")?.contentSize == Size(width: 434, height: 820))
        #expect(large.frame("scrollView") == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(engine.statistics.solverBuilds == 1)
        #expect(engine.statistics.deviceSuggestions == 1)
        #expect(large.device.name == "iphone-xr")
    }

    @Test("Without devices, one unnamed device of the scene's size; the scene's scale overrides the devices'")
    func devices() {
        var scene = Scene(name: "sizes", size: Size(width: 320, height: 480))
        #expect(LayoutEngine(scene: scene, measurer: FakeMeasurer()).devices == [Device(name: nil, size: Size(width: 320, height: 480), scale: 2, safeArea: .zero)])
        scene.devices = [Device.named("iphone-x")!]
        scene.scale = 1
        #expect(LayoutEngine(scene: scene, measurer: FakeMeasurer()).devices.map(\.scale) == [1])
    }
}
