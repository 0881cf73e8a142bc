import Testing
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisScene

/// The Swift API examples of the README, run as they are written there.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("a scene from YAML text: its content size, its frames and its pixels")
    func sceneFromText() throws {
        // README: begin yaml example
        let yaml = """
            name: unique-view
            size: [375, 667]
            views:
              - scroll: scrollView
                layout: [edges == superview]
                children:
                  - view: uniqueView
                    background: blue
                    layout:
                      - edges == scrollView inset 10    # the content area, 10 points in
                      - width == scrollView.width       # the scroll view's frame
                      - height == 800
            """
        let (scenes, _) = try SceneLoader.load(yaml: yaml, file: "unique-view.yaml")
        let scene = try #require(scenes.first)
        let measurer = PangoTextMeasurer()
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        let result = engine.layout(device: engine.devices[0])
        let state = try #require(result.states.first)
        let contentSize = state.view("scrollView")?.contentSize   // 395 × 820
        let (images, _) = try SceneRenderer(scene: scene, result: result, measurer: measurer).renderImages()
        // README: end yaml example
        #expect(contentSize == Size(width: 395, height: 820))
        #expect(state.view("uniqueView")?.frame == Rect(x: 10, y: 10, width: 375, height: 800))
        #expect(result.diagnostics.isEmpty)
        let screen = try #require(images.first { $0.fileName == "screen.png" }?.pixels)
        #expect(screen.width == 750 && screen.height == 1334)
        #expect(screen[40, 40] == RGBA8(r: 0, g: 0, b: 255, a: 255))   // inside uniqueView at (20, 20) pt
        #expect(screen[10, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // the 10-point gap
    }

    @Test("a view tree built in Swift, with the same vocabulary")
    func sceneInCode() throws {
        // README: begin code example
        var box = ViewNode(.view, id: "box", constraints: [
            LayoutConstraint(LayoutItem("box"), .centerX, .equal, LayoutItem("view")),
            LayoutConstraint(LayoutItem("box"), .top, .equal, LayoutItem("view", guide: .safeArea), constant: 20),
            LayoutConstraint(LayoutItem("box"), .width, .equal, LayoutItem("view"), multiplier: 0.5),
            LayoutConstraint(LayoutItem("box"), .height, .equal, constant: 100),
        ])
        box.background = Color(red: 1, green: 0, blue: 0)
        let iPhoneX = try #require(Device.named("iphone-x"))
        let scene = Scene(name: "box", devices: [iPhoneX], views: [box])
        let engine = LayoutEngine(scene: scene, measurer: PangoTextMeasurer())
        let frame = engine.layout(device: engine.devices[0]).states[0].view("box")?.frame
        // x 93.666…, y 64, width 187.666…, height 100: the engine's edges 93.75 and 281.25 rounded to the @3x pixel grid
        // README: end code example
        // 93.75 × 3 = 281.25 pixels rounds to 281 (93.666…); 281.25 × 3 = 843.75 rounds to 844 (281.333…).
        let solved = try #require(frame)
        #expect(abs(solved.minX - 281.0 / 3) < 1e-9 && abs(solved.maxX - 844.0 / 3) < 1e-9)
        #expect(solved.minY == 64 && solved.height == 100)
    }
}
