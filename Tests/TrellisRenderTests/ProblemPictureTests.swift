import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// The pictures of a scroll view whose content size is not determined or 0: what UIKit shows, the hatched axes, the
/// warning's text and the fix.
@Suite("Problem pictures")
struct ProblemPictureTests {
    /// A 200 × 600 root filled by a white scroll view `sv` holding a red `box` at (20, 40), 60 × 800 (it reaches
    /// y 840, past the frame's 600) and an `empty` view, 0 × 0 at (100, 100), with the content size and the `ambiguous-content-size` warnings given.
    static func scene(content: Size, ambiguous: [Axis]) -> (Scene, LayoutResult) {
        let sv = view("sv", .scroll, background: .white, children: [view("box", background: red), view("empty")])
        let scene = Scene(name: "problem", size: Size(width: 200, height: 600), views: [sv])
        let state = solvedState(scene, name: "sv.top", scrollView: "sv",
                                frames: ["sv": Rect(x: 0, y: 0, width: 200, height: 600),
                                         "box": Rect(x: 20, y: 40, width: 60, height: 800),
                                         "empty": Rect(x: 100, y: 100, width: 0, height: 0)],
                                scroll: ["sv": ScrollValues(contentSize: content)])
        let diagnostics = ambiguous.map { axis in
            let dimension = axis == .horizontal ? "width" : "height"
            // Worded as LayoutEngine+Diagnostics words it, hint after "(0 is used): ".
            return Diagnostic(severity: .warning, code: .ambiguousContentSize,
                              message: "the content \(dimension) of 'sv' is not determined by its subviews' constraints (0 is used): give 'box' a \(dimension), or set contentSize",
                              view: "sv", axis: axis)
        }
        let result = LayoutResult(device: Device(name: nil, size: scene.size, scale: 2, safeArea: .zero),
                                  states: [state], diagnostics: diagnostics)
        return (scene, result)
    }

    static func images(_ scene: Scene, _ result: LayoutResult, annotate: Annotation) throws -> [String: PixelBuffer] {
        var options = RenderOptions()
        options.annotate = annotate
        let renderer = SceneRenderer(scene: scene, result: result, measurer: sharedMeasurer, options: options)
        var byName: [String: PixelBuffer] = [:]
        for image in try renderer.renderImages().images { byName[image.fileName] = image.pixels }
        return byName
    }

    /// The problem of `sv` in the result's first state.
    static func problem(_ result: LayoutResult, diagnostics: [Diagnostic]? = nil) throws -> ContentSizeProblem {
        let sv = try #require(result.states[0].view("sv"))
        return try #require(ContentSizeProblem.find(sv, diagnostics: diagnostics ?? result.diagnostics))
    }

    // Hatch lines are 16 pt apart through the content origin, 1.5 pt wide, systemRed (255, 59, 48) at alpha 0.5.
    // At @2x, pixel (72, 56) covers points [36, 36.5] × [28, 28.5]: x + y runs over [64, 65], inside the rising line
    // x + y = 64 (which covers x + y within 64 ± 0.75·√2 = 64 ± 1.06), and x − y over [7.5, 8.5], 5.3 pt from any
    // falling line: on a width line only. Pixel (56, 56) covers x − y in [−0.5, 0.5] (the falling line x − y = 0) and
    // x + y in [56, 57] (5 pt from the rising lines 48 and 64): on a height line only. Both are above the box (y 40)
    // and below the scroll view's id tag (y 1…14). Over white, a line pixel is
    // (255, 255 − 0.5·196, 255 − 0.5·207) = (255, 157, 151).
    static let widthLinePixel = (x: 72, y: 56)
    static let heightLinePixel = (x: 56, y: 56)

    static func isHatched(_ pixel: RGBA8) -> Bool { pixel.r > 240 && pixel.g < 175 && pixel.g > 140 && pixel.b < 170 }

    @Test("A 0 × 0 content size: the content image is the frame's width and reaches the subview's bottom")
    func contentImageSize() throws {
        let (scene, result) = Self.scene(content: .zero, ambiguous: [.horizontal, .vertical])
        let images = try Self.images(scene, result, annotate: .none)
        let content = try #require(images["sv.top.content.png"])
        // Width: max(content 0, frame 200, box's right edge 80) = 200 pt; height: max(0, 600, 40 + 800) = 840 pt; @2x.
        #expect(content.width == 400)
        #expect(content.height == 1680)
        // The box is drawn at its frame: (50, 500) pt is inside it (x 20…80, y 40…840), (150, 500) is not.
        #expect(content[100, 1000] == red8)
        #expect(content[300, 1000] == white8)
    }

    @Test("The viewport shows the subviews at their frames, as UIKit does with a zero content size")
    func viewportShowsSubviews() throws {
        let (scene, result) = Self.scene(content: .zero, ambiguous: [.horizontal, .vertical])
        let plain = try #require(Self.images(scene, result, annotate: .none)["sv.top.viewport.png"])
        #expect(plain.width == 400 && plain.height == 1200)
        #expect(plain[100, 120] == red8)     // (50, 60) pt: inside the box
        #expect(plain[300, 120] == white8)   // (150, 60) pt: the scroll view's background
        // With annotate: all, (56.25, 96.25) pt lies 7.5 pt (along x + y and x − y) from any hatch line, away from the
        // box's id tag and above the panel: still the box.
        let annotated = try #require(Self.images(scene, result, annotate: .all)["sv.top.viewport.png"])
        #expect(annotated[112, 192] == red8)
        #expect(Self.isHatched(annotated[Self.widthLinePixel.x, Self.widthLinePixel.y]))
        #expect(Self.isHatched(annotated[Self.heightLinePixel.x, Self.heightLinePixel.y]))
    }

    @Test("Only the undetermined axis is hatched", arguments: [
        (Size(width: 0, height: 840), [Axis.horizontal], true, false),
        (Size(width: 200, height: 0), [Axis.vertical], false, true),
        (Size(width: 0, height: 0), [Axis.horizontal, .vertical], true, true),
    ])
    func hatchedAxes(content: Size, ambiguous: [Axis], width: Bool, height: Bool) throws {
        let (scene, result) = Self.scene(content: content, ambiguous: ambiguous)
        let image = try #require(Self.images(scene, result, annotate: .viewport)["sv.top.content.png"])
        let onWidthLine = image[Self.widthLinePixel.x, Self.widthLinePixel.y]
        let onHeightLine = image[Self.heightLinePixel.x, Self.heightLinePixel.y]
        #expect(Self.isHatched(onWidthLine) == width, "\(onWidthLine)")
        #expect(Self.isHatched(onHeightLine) == height, "\(onHeightLine)")
        // A pixel on the other axis's line only is the scroll view's white background.
        if !width { #expect(onWidthLine == white8) }
        if !height { #expect(onHeightLine == white8) }
        // Without annotations nothing is hatched.
        let plain = try #require(Self.images(scene, result, annotate: .none)["sv.top.content.png"])
        #expect(plain[Self.widthLinePixel.x, Self.widthLinePixel.y] == white8)
        #expect(plain[Self.heightLinePixel.x, Self.heightLinePixel.y] == white8)
    }

    @Test("A determined content size that is not 0 draws no problem")
    func noProblem() throws {
        let (scene, result) = Self.scene(content: Size(width: 200, height: 840), ambiguous: [])
        let image = try #require(Self.images(scene, result, annotate: .viewport)["sv.top.content.png"])
        #expect(image.width == 400 && image.height == 1680)
        #expect(image[Self.widthLinePixel.x, Self.widthLinePixel.y] == white8)
        #expect(image[Self.heightLinePixel.x, Self.heightLinePixel.y] == white8)
        let sv = try #require(result.states[0].view("sv"))
        #expect(ContentSizeProblem.find(sv, diagnostics: result.diagnostics) == nil)
    }

    @Test("The warning's code, sentence and fix are the diagnostic's own words")
    func panelText() throws {
        let (_, result) = Self.scene(content: .zero, ambiguous: [.horizontal, .vertical])
        let problem = try Self.problem(result)
        let texts = ProblemPanel(problem: problem).notes.map { $0.map(\.text) }
        #expect(texts == [
            ["warning: [ambiguous-content-size]",
             "the content width of 'sv' is not determined by its subviews' constraints (0 is used)",
             "fix: give 'box' a width, or set contentSize"],
            ["warning: [ambiguous-content-size]",
             "the content height of 'sv' is not determined by its subviews' constraints (0 is used)",
             "fix: give 'box' a height, or set contentSize"],
        ])
        // A message of another shape is kept whole, without a fix.
        #expect(ContentSizeProblem.split("no hint here") == ("no hint here", nil))
    }

    @Test("A content size set to 0 without a warning is hatched and named, with no fix")
    func zeroWithoutWarning() throws {
        let (_, result) = Self.scene(content: Size(width: 200, height: 0), ambiguous: [])
        let problem = try Self.problem(result, diagnostics: [])
        #expect(problem.axes == [.vertical])
        #expect(problem.notes[0].heading == nil && problem.notes[0].fix == nil)
        #expect(problem.notes[0].problem == "the content height of 'sv' is 0: it does not scroll vertically")
    }

    @Test("The panel's text is drawn inside the scroll view's area, at its bottom")
    func panelPixels() throws {
        let (scene, result) = Self.scene(content: .zero, ambiguous: [.horizontal, .vertical])
        let image = try #require(Self.images(scene, result, annotate: .all)["sv.top.viewport.png"])
        let problem = try Self.problem(result)
        let placement = ProblemPanel(problem: problem).placement(in: Rect(x: 0, y: 0, width: 200, height: 600))
        #expect(placement.fits)
        // At 12 pt the text fits in the 200 × 600 frame, with the 8 pt margin.
        #expect(placement.fontSize == 12)
        #expect(placement.box.minX == 8 && placement.box.maxX == 192)
        #expect(placement.box.maxY == 592 && placement.box.minY >= 8)
        // Text is near-black (28, 28, 31) or the heading's and fix's dark colors: count dark pixels in the box and
        // above it. Neither the hatching (over white at most (255, 157, 151)) nor the red box is dark.
        func darkPixels(rows: Range<Int>) -> Int {
            var count = 0
            for y in rows { for x in 0..<image.width where Int(image[x, y].r) + Int(image[x, y].g) < 200 { count += 1 } }
            return count
        }
        let top = Int((placement.box.minY * 2).rounded())
        #expect(darkPixels(rows: top..<image.height) > 500)
        #expect(darkPixels(rows: 0..<top) == 0)
    }

    @Test("In a small scroll view the text shrinks until it fits, never cut at the image's edge")
    func smallArea() throws {
        let (_, result) = Self.scene(content: .zero, ambiguous: [.horizontal, .vertical])
        let problem = try Self.problem(result)
        let area = Rect(x: 10, y: 20, width: 160, height: 90)
        let placement = ProblemPanel(problem: problem).placement(in: area)
        #expect(placement.fits)
        #expect(placement.fontSize < 12)
        #expect(placement.box.minX >= area.minX && placement.box.maxX <= area.maxX)
        #expect(placement.box.minY >= area.minY && placement.box.maxY <= area.maxY)
    }

    @Test("Seed 000's edges without width and height: the frame-sized picture names subView1's missing size")
    func seedSample() throws {
        let (scene, result) = try #require(SampleRenderTests.layouts("edges-without-size.yaml").first)
        let renderer = SceneRenderer(scene: scene, result: result, measurer: sharedMeasurer)
        let images = Dictionary(uniqueKeysWithValues: try renderer.renderImages().images.map { ($0.fileName, $0) })
        // Content 0 × 0 and subView1 0 × 0: the content image is the 375 × 667 frame, @2x.
        let content = try #require(images["scrollView.top.content.png"])
        #expect(content.width == 750 && content.height == 1334)
        let scroll = try #require(result.states[0].view("scrollView"))
        let problem = try #require(ContentSizeProblem.find(scroll, diagnostics: result.diagnostics))
        // subView1 is pinned by its four edges only, so the fix on each axis is to give it that size.
        #expect(problem.notes.map(\.fix) == ["give 'subView1' a width, or set contentSize",
                                              "give 'subView1' a height, or set contentSize"])
    }

    @Test("Seed 004's container without right and bottom: the content image shows the whole 375 × 1620 container")
    func containerSample() throws {
        let (scene, result) = try #require(SampleRenderTests.layouts("container-view.yaml").first)
        let renderer = SceneRenderer(scene: scene, result: result, measurer: sharedMeasurer)
        let images = Dictionary(uniqueKeysWithValues: try renderer.renderImages().images.map { ($0.fileName, $0) })
        // containerView: 20 + 300 + 50 + 400 + 100 + 700 + 50 = 1620 high, as wide as the 375-point frame.
        let content = try #require(images["scrollView.top.content.png"]?.pixels)
        #expect(content.width == 750 && content.height == 3240)
        // (184.25, 176.25) pt is inside childView1 (y 20…320, blue) and 7.5 pt from any hatch line
        // (x + y = 360.5, x − y = 8), inside the viewport at the top, so undimmed.
        #expect(content[368, 352] == blue8)
        // childView3 (green) starts at y 870: (192.25, 1000.25) → x + y = 1192.5, x − y = −808: 7.5 pt from lines too,
        // but below the viewport (0…667), so dimmed by the viewport annotation's 25% black: 0.75 × 255 ≈ 191.
        let dimmedGreen = content[384, 2000]
        #expect(dimmedGreen.r == 0 && dimmedGreen.b == 0 && abs(Int(dimmedGreen.g) - 191) <= 1)
    }

    @Test("With annotate: all a subview with no area is tagged with its id and size where the layout put it")
    func emptyViewTag() throws {
        let (scene, result) = Self.scene(content: .zero, ambiguous: [.horizontal, .vertical])
        // `empty` is 0 × 0 at (100, 100): its tag's text starts near (104, 102) pt, in the heading color (204, 26, 20).
        // The hatching over white is at most (255, 108, 100) where two lines cross, so it never counts as red text.
        func redText(_ image: PixelBuffer) -> Int {
            var count = 0
            for y in 202..<226 { for x in 202..<330 where image[x, y].r > 150 && image[x, y].g < 90 && image[x, y].b < 90 { count += 1 } }
            return count
        }
        let all = try Self.images(scene, result, annotate: .all)
        #expect(redText(try #require(all["sv.top.viewport.png"])) > 20)
        #expect(redText(try #require(all["sv.top.content.png"])) > 20)
        let viewportLevel = try Self.images(scene, result, annotate: .viewport)
        #expect(redText(try #require(viewportLevel["sv.top.content.png"])) == 0)
    }
}
