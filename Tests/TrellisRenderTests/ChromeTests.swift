import Testing
import TrellisModel
import TrellisLayout
import TrellisScene
@testable import TrellisRender

/// Lays a scene written in YAML out on its first device and renders every image in memory.
func renderYAML(_ yaml: String) throws -> (scene: Scene, result: LayoutResult, images: [String: RenderedImage]) {
    let scene = try #require(try SceneLoader.load(yaml: yaml, file: "test.yaml").scenes.first)
    let device = try #require(LayoutEngine(scene: scene, measurer: sharedMeasurer).devices.first)
    let resolved = scene.resolved(for: device)
    let result = LayoutEngine(scene: resolved, measurer: sharedMeasurer).layout(device: device)
    var options = RenderOptions()
    options.annotate = Annotation.none
    let renderer = SceneRenderer(scene: resolved, result: result, measurer: sharedMeasurer, options: options)
    var images: [String: RenderedImage] = [:]
    for image in try renderer.renderImages().images { images[image.fileName] = image }
    return (resolved, result, images)
}

/// Where the status bar, the home indicator and the bars lie (numbers from the cited metrics, worked by hand).
@Suite("Chrome layout")
struct ChromeLayoutTests {
    static func layout(_ name: String, _ orientation: Orientation = .portrait, container: Container = Container(),
                       chrome: Bool = true) throws -> ChromeLayout {
        ChromeLayout(device: try #require(Device.named(name, orientation: orientation)), container: container, showsChrome: chrome)
    }

    @Test("iPhone 14: a 47-point status bar, a large-title bar of 44 + 52, a tab bar and a toolbar above the 34-point home area")
    func iPhone14() throws {
        let layout = try Self.layout("iphone-14", container: Container(navigationBar: .large, tabBar: true, toolbar: true))
        // 390 × 844, safe area top 47 and bottom 34 (the devices table).
        #expect(layout.statusBar == Rect(x: 0, y: 0, width: 390, height: 47))
        #expect(layout.navigationBar == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(layout.largeTitleRow == Rect(x: 0, y: 91, width: 390, height: 52))
        #expect(layout.navigationBackground == Rect(x: 0, y: 0, width: 390, height: 143))
        // Tab bar: 844 − 34 − 49 = 761; toolbar above it: 761 − 44 = 717, its background ends at the tab bar.
        #expect(layout.tabBar == Rect(x: 0, y: 761, width: 390, height: 49))
        #expect(layout.tabBackground == Rect(x: 0, y: 761, width: 390, height: 83))
        #expect(layout.toolbar == Rect(x: 0, y: 717, width: 390, height: 44))
        #expect(layout.toolbarBackground == Rect(x: 0, y: 717, width: 390, height: 44))
        // Home indicator 134 × 5, 8 above the bottom: x (390 − 134) / 2 = 128, y 844 − 8 − 5 = 831.
        #expect(layout.homeIndicator == Rect(x: 128, y: 831, width: 134, height: 5))
    }

    @Test("iPhone 8: a 20-point status bar, no home indicator; a standard bar of 44 below it")
    func iPhone8() throws {
        let layout = try Self.layout("iphone-8", container: Container(navigationBar: .standard))
        #expect(layout.statusBar == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(layout.homeIndicator == nil)
        #expect(layout.navigationBackground == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(layout.tabBar == nil && layout.toolbar == nil)
    }

    @Test("a phone in landscape hides the status bar and keeps the home indicator (bottom safe area 21)")
    func landscape() throws {
        let layout = try Self.layout("iphone-15-pro", .landscape)
        #expect(layout.statusBar == nil)
        // 852 × 393: x (852 − 134) / 2 = 359, y 393 − 13 = 380.
        #expect(layout.homeIndicator == Rect(x: 359, y: 380, width: 134, height: 5))
    }

    @Test("chrome: false hides the status bar and the home indicator but not the bars; a hidden bar draws nothing")
    func chromeOff() throws {
        let layout = try Self.layout("iphone-14", container: Container(navigationBar: .hidden, tabBar: true), chrome: false)
        #expect(layout.statusBar == nil && layout.homeIndicator == nil)
        #expect(layout.navigationBar == nil && layout.navigationBackground == nil)
        #expect(layout.tabBar == Rect(x: 0, y: 761, width: 390, height: 49))
    }
}

/// Pixels of the drawn chrome, at hand-computed positions.
@Suite("Drawing the chrome")
struct ChromeDrawingTests {
    static let dark = 100

    @Test("the status bar is drawn within the top 47 points of an iPhone 14, the home indicator at 831…836")
    func statusBarAndHomeIndicator() throws {
        let (_, _, images) = try renderYAML("device: iphone-14\n")
        let pixels = try #require(images["screen.png"]?.pixels)
        // @3x: the status bar's rows are 0 ..< 141; "9:41" is centred in the left 114 points ((390 − 162) / 2).
        let inked = (0..<pixels.height).filter { y in (0..<pixels.width).contains { pixels[$0, y].r < Self.dark } }
        let statusRows = inked.filter { $0 < 141 }, otherRows = inked.filter { $0 >= 141 }
        #expect(!statusRows.isEmpty)
        // Below the status bar only the home indicator's rows, 831 × 3 = 2493 ..< 836 × 3 = 2508.
        #expect(otherRows.allSatisfy { (2493..<2508).contains($0) }, "\(otherRows.prefix(5))")
        #expect(pixels[195 * 3, 833 * 3 + 1].r < 10)
        #expect(pixels[195 * 3, 828 * 3] == white8)
        // Outside the indicator's 134 points (128 … 262) the row stays white.
        #expect(pixels[126 * 3, 833 * 3 + 1] == white8)
        let time = inked.isEmpty ? false : (0..<(114 * 3)).contains { pixels[$0, 25 * 3].r < Self.dark }
        #expect(time)
    }

    @Test("chrome: false draws nothing over an empty screen")
    func chromeOff() throws {
        let (_, _, images) = try renderYAML("device: iphone-14\nchrome: false\n")
        let pixels = try #require(images["screen.png"]?.pixels)
        #expect(inkRange(pixels) == nil)
    }

    @Test("the tab bar's selected item is drawn in the tint, the others in systemGray")
    func tabBarTint() throws {
        let (_, _, images) = try renderYAML("""
            device: iphone-14
            container: {tabBar: {items: [{title: A, icon: circle}, {title: B, icon: circle}], selected: 1}}
            """)
        let pixels = try #require(images["screen.png"]?.pixels)
        // Two items of 195 points; the icon boxes are 25 points, 6 below the bar's top (761): centre y 779.5.
        // The selected (second) icon is a filled circle of radius 10.5 centred at x 292.5: systemBlue (0, 122, 255).
        #expect(close(pixels[Int(292.5 * 3), Int(779.5 * 3)], RGBA8(r: 0, g: 122, b: 255), tolerance: 3))
        // The first is an outline: white inside, systemGray (142, 142, 147) on its ring at x 97.5 − 10.5 = 87.
        #expect(pixels[Int(97.5 * 3), Int(779.5 * 3)] == white8)
        #expect(close(pixels[87 * 3, Int(779.5 * 3)], RGBA8(r: 142, g: 142, b: 147), tolerance: 12))
    }

    static let scrolling = """
        device: iphone-14
        container: {navigationBar: {title: Title}, tabBar: true}
        views:
          - scroll: list
            layout: [edges == superview]
            offsets: [top, 500]
            children:
              - view: content
                background: red
                layout: [edges == list, width == list.width, height == 2000]
        """

    @Test("at the top edge the navigation bar is transparent; scrolled, it is the material over the blurred content")
    func scrollEdge() throws {
        let (_, _, images) = try renderYAML(Self.scrolling)
        // The content starts at y 47 + 44 = 91 (adjusted inset); at the top the bar shows the white root behind it.
        let top = try #require(images["list.top.screen.png"]?.pixels)
        #expect(top[5 * 3, 70 * 3] == white8)
        // Scrolled by 500 the red content lies under the bar: the fill (249, 249, 249) at 80% over blurred red
        // (255, 0, 0) gives about (250, 199, 199).
        let scrolled = try #require(images["list.0,500.screen.png"]?.pixels)
        let pixel = scrolled[5 * 3, 70 * 3]
        #expect(close(pixel, RGBA8(r: 250, g: 199, b: 199), tolerance: 8), "\(pixel)")
        // The tab bar: the content (2000 tall) does not reach its end in either state, so it is the material too.
        #expect(close(scrolled[5 * 3, 800 * 3], RGBA8(r: 250, g: 199, b: 199), tolerance: 8))
    }
}
