import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Annotations")
struct AnnotationTests {
    @Test("annotate all outlines views, bands the insets and the safe area, and draws the content size")
    func all() throws {
        let (scene, states) = OutputFileTests.nestedScene()
        let (plain, _) = try render(scene, states, scale: 1, annotate: .none)
        let (annotated, _) = try render(scene, states, scale: 1, annotate: .all)
        let (marked, _) = try render(scene, states, scale: 1, annotate: .viewport)
        let viewportOnly = try #require(marked["outer.0,-10.content.png"]?.pixels)
        let before = try #require(plain["outer.0,-10.content.png"]?.pixels)
        let after = try #require(annotated["outer.0,-10.content.png"]?.pixels)
        // The footer (blue) spans image y 290…310: its bottom row becomes the outline color.
        #expect(before[50, 309] == blue8)
        #expect(after[50, 309].r > 200 && after[50, 309].b < 150)
        // Inside the footer, away from the tag, only the viewport level's dimming applies.
        #expect(after[80, 300] == viewportOnly[80, 300])
        // The 10-point top inset is a translucent orange band.
        #expect(before[50, 5] == white8)
        #expect(after[50, 5].r > after[50, 5].b + 40)
        // The content height's dimension line runs down inside the right edge (no right inset to hold it), 7 points
        // in (the tick's 6 and 1): x = 100 - 7 - 0.5 = 92.5, pixel column 92 at scale 1.
        let column = (91...93).map { after[$0, 200] }
        #expect(column.contains { $0.b > $0.g + 60 })
        // The screen gets the outlines too: the outer scroll view's top edge at y = 20.
        let screenBefore = try #require(plain["screen.png"]?.pixels)
        let screenAfter = try #require(annotated["screen.png"]?.pixels)
        #expect(screenAfter[60, 20] != screenBefore[60, 20])
    }

    @Test("annotate none leaves content images as drawn")
    func none() throws {
        let (scene, states) = OutputFileTests.nestedScene()
        let (plain, _) = try render(scene, states, scale: 1, annotate: .none)
        let content = try #require(plain["outer.0,170.content.png"]?.pixels)
        #expect(content[50, 5] == white8)
        #expect(content[50, 100] == white8)
    }
}

@Suite("Annotations of some views")
struct AnnotateSomeViewsTests {
    /// A 200 × 100 scene at scale 1: blue view a at (10, 10, 80, 40), red view b at (110, 10, 80, 40).
    static func scene(_ views: [String]?, state: AnnotationChoice? = nil) -> (Scene, [SolvedState]) {
        var scene = Scene(name: "some", size: Size(width: 200, height: 100), views: [view("a", background: blue), view("b", background: red)])
        scene.annotate = .all
        scene.annotatedViews = views
        if let state { scene.states = [ScrollState(name: "first", offsets: [:])]; scene.states[0].annotation = state }
        let frames = ["a": Rect(x: 10, y: 10, width: 80, height: 40), "b": Rect(x: 110, y: 10, width: 80, height: 40)]
        return (scene, [solvedState(scene, name: state == nil ? "initial" : "first", frames: frames)])
    }

    static func screen(_ scene: Scene, _ states: [SolvedState]) throws -> PixelBuffer {
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states, scale: 1), measurer: sharedMeasurer)
        let images = try renderer.renderImages().images
        return try #require(images.first { $0.fileName == "screen.png" }?.pixels)
    }

    @Test("annotate: [a] outlines and badges a and leaves b as drawn")
    func onlyA() throws {
        let (scene, states) = Self.scene(["a"])
        let pixels = try Self.screen(scene, states)
        // a's top edge row (y 10) under the outline colour (1, 0.18, 0.33 at 0.9 over blue): red rises above 200.
        #expect(pixels[60, 10].r > 200)
        // a's badge sits in its top-left corner, 1 point in: (11, 11) is the badge's light backing.
        #expect(pixels[12, 12].g > 200)
        // b keeps its pixels: its top edge and its top-left corner are plain red.
        #expect(pixels[150, 10] == red8)
        #expect(pixels[112, 12] == red8)
    }

    @Test("a named state's annotate: [b] replaces the scene's list in that state")
    func stateList() throws {
        let (scene, states) = Self.scene(["a"], state: AnnotationChoice(level: .all, views: ["b"]))
        let pixels = try Self.screen(scene, states)
        #expect(pixels[60, 10] == blue8)
        #expect(pixels[150, 10].g > 30)
    }
}

@Suite("Badges kept off the text, in pixels")
struct BadgePixelTests {
    /// 200 × 100; a label at (10, 40, 180, 30) whose text starts at its left edge, so its top-left corner (the
    /// badge's first choice, 11…, 41…) covers text.
    static func scene() -> (Scene, [SolvedState]) {
        var label = ViewNode(.label, id: "title")
        label.label = LabelProperties(text: "Evening run by the river")
        var scene = Scene(name: "badge", size: Size(width: 200, height: 100), views: [label])
        scene.annotate = .all
        return (scene, [solvedState(scene, frames: ["title": Rect(x: 10, y: 40, width: 180, height: 30)])])
    }

    @Test("a label's badge goes above it, outside, and leaves the label's text pixels as drawn")
    func labelBadgeOutside() throws {
        let (scene, states) = Self.scene()
        func screen(_ level: Annotation) throws -> PixelBuffer {
            try #require(try render(scene, states, scale: 1, annotate: level).images["screen.png"]?.pixels)
        }
        let plain = try screen(.none), annotated = try screen(.all)
        // Inside the label, within its 1-point outline and below the leader's dot (radius 1.5 on the top edge, so
        // it reaches y 41.5), every pixel is as drawn: no badge over the text.
        for y in 42..<69 { for x in 11..<189 { #expect(annotated[x, y] == plain[x, y]) } }
        // The badge sits above the label: its bottom 4 points above the label's top (y 36), so rows 23…35 of
        // the 13-point badge hold its backing and text, which change the white background.
        let changed = (23..<36).contains { y in (10..<60).contains { x in annotated[x, y] != plain[x, y] } }
        #expect(changed)
        // The leader runs down from the badge (y 36) to the label's top edge (y 40): the pixel under it at y 38
        // is the outline colour, somewhere along x 10…60.
        #expect((10..<60).contains { x in annotated[x, 38].r > 200 && annotated[x, 38].g < 150 })
    }

    @Test("in SVG the badge is a rect above the label, left-aligned with it, and the leader a path")
    func svgBadge() throws {
        let (scene, states) = Self.scene()
        var options = RenderOptions()
        options.format = .svg
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states, scale: 1), measurer: sharedMeasurer,
                                     options: options)
        let data = try #require(try renderer.renderImages().images.first { $0.fileName == "screen.svg" }?.data)
        let svg = String(decoding: data, as: UTF8.self)
        let badge = try #require(svg.firstMatch(of: /<rect x="([0-9.]+)" y="([0-9.]+)" width="[0-9.]+" height="([0-9.]+)" rx="2" class="badge"/))
        // x 10 (the label's left edge); its bottom 4 points above the label's top: y + height = 40 - 4 = 36.
        #expect(Double(badge.1) == 10)
        #expect((Double(badge.2) ?? 0) + (Double(badge.3) ?? 0) == 36)
        #expect(svg.contains("class=\"leader\""))
        #expect(svg.contains(">title</"))
    }
}
