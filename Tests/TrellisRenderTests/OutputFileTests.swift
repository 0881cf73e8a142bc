import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Output files")
struct OutputFileTests {
    /// A scroll view with a nested horizontal scroll view, in two default states of the outer one.
    static func nestedScene() -> (Scene, [SolvedState]) {
        let inner = view("inner", .scroll, background: yellow, children: [view("cell", background: red)])
        var label = ViewNode(.label, id: "title")
        label.label = LabelProperties(text: "Nested scroll views")
        let outer = view("outer", .scroll, background: .white, children: [label, inner, view("footer", background: blue)])
        let scene = Scene(name: "nested", file: "Samples/nested.yaml", size: Size(width: 100, height: 150), views: [outer])
        let frames = ["outer": Rect(x: 0, y: 20, width: 100, height: 130), "title": Rect(x: 8, y: 0, width: 84, height: 20),
                      "inner": Rect(x: 0, y: 30, width: 100, height: 60), "cell": Rect(x: 150, y: 0, width: 40, height: 60),
                      "footer": Rect(x: 0, y: 280, width: 100, height: 20)]
        func state(_ y: Double) -> SolvedState {
            solvedState(scene, name: "outer.0,\(formatLayoutNumber(y))", scrollView: "outer", frames: frames,
                        scroll: ["outer": ScrollValues(contentSize: Size(width: 100, height: 300), offset: Point(x: 0, y: y),
                                                       inset: Insets(top: 10, left: 0, bottom: 0, right: 0)),
                                 "inner": ScrollValues(contentSize: Size(width: 250, height: 60), offset: Point(x: 120, y: 0))])
        }
        return (scene, [state(-10), state(170)])
    }

    @Test("Every output file exists with its pixel size (points × scale) and tEXt chunks")
    func nestedOutputs() throws {
        let (scene, states) = Self.nestedScene()
        var options = RenderOptions()
        options.softwareVersion = "trellis 0.1.0"
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states, scale: 2),
                                     measurer: sharedMeasurer, options: options)
        let (files, diagnostics, folder) = try writeOutputs(scene, renderer.result, options: options,
                                                            into: try temporaryFolder() + "/out")
        #expect(diagnostics.isEmpty)
        let expected: [(String, Int, Int)] = [
            ("screen.png", 200, 300),
            ("outer.0,-10.screen.png", 200, 300), ("outer.0,-10.viewport.png", 200, 260), ("outer.0,-10.content.png", 200, 620),
            ("outer.0,170.screen.png", 200, 300), ("outer.0,170.viewport.png", 200, 260), ("outer.0,170.content.png", 200, 620),
        ]
        #expect(files == expected.map(\.0))
        for (name, width, height) in expected {
            let path = folder + "/" + name
            let pixels = try readPNG(atPath: path)
            #expect(pixels.width == width && pixels.height == height, "\(name)")
            let text = Dictionary(try readPNGText(atPath: path).map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            #expect(text["Software"] == "trellis 0.1.0")
            #expect(text["Scene"] == "nested.yaml")
            #expect(text["State"]?.hasPrefix(name == "screen.png" ? "outer.0,-10" : String(name.split(separator: ".")[0...1].joined(separator: "."))) == true)
            #expect(text["State"]?.contains("inner=120,0") == true)
            #expect((text["ContentSize"] == "100x300") == name.hasSuffix("content.png"), "\(name)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !files.contains($0) && $0 != "layout.json" }
        #expect(leftovers.isEmpty)
    }

    @Test("The viewport image is the scroll view's frame on screen; the content image shows its whole content")
    func viewportAndContent() throws {
        let (scene, states) = Self.nestedScene()
        let (images, _) = try render(scene, states, scale: 1, annotate: .none)
        let screen = try #require(images["screen.png"]?.pixels)
        let viewport = try #require(images["outer.0,170.viewport.png"]?.pixels)
        let first = try #require(images["outer.0,-10.viewport.png"]?.pixels)
        // The first state's viewport is the screen's region below y = 20.
        for (x, y) in [(5, 5), (50, 60), (99, 129), (20, 75)] {
            #expect(first[x, y] == screen[x, y + 20])
        }
        // Offset 170: the footer (content y 280…300) is at viewport y 110…130.
        #expect(viewport[50, 115] == blue8)
        let content = try #require(images["outer.0,170.content.png"]?.pixels)
        // Content image: 10 points of inset on top, then the content; the footer at 290…310, the cell at
        // content x 150 - 120 = 30 inside the nested scroll view at its own offset.
        #expect(content[50, 295] == blue8)
        #expect(content[40, 60] == red8)
        #expect(content[10, 60] == yellow8)
    }

    @Test("With annotate viewport, the content image dims what is outside the viewport and outlines it")
    func viewportAnnotation() throws {
        let (scene, states) = Self.nestedScene()
        let (plain, _) = try render(scene, states, scale: 1, annotate: .none)
        let (marked, _) = try render(scene, states, scale: 1, annotate: .viewport)
        let before = try #require(plain["outer.0,170.content.png"]?.pixels)
        let after = try #require(marked["outer.0,170.content.png"]?.pixels)
        // The viewport at offset 170 spans content y 170…300 (image y 180…310).
        #expect(after[50, 250] == before[50, 250])
        #expect(after[50, 100].r < before[50, 100].r)
        #expect(after[50, 180] != before[50, 180])
    }

    @Test("SVG and PDF outputs have the same names with their extensions", arguments: [OutputFormat.svg, .pdf])
    func vectorOutputs(format: OutputFormat) throws {
        let (scene, states) = Self.nestedScene()
        var options = RenderOptions()
        options.format = format
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states), measurer: sharedMeasurer, options: options)
        let (files, _, folder) = try writeOutputs(scene, renderer.result, options: options, into: try temporaryFolder())
        #expect(files.first == "screen.\(format.rawValue)")
        #expect(files.count == 7)
        for file in files {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + file))
            #expect(String(decoding: data.prefix(5), as: UTF8.self) == (format == .svg ? "<?xml" : "%PDF-"))
        }
    }

    @Test("Two renders are byte-identical")
    func determinism() throws {
        let (scene, states) = Self.nestedScene()
        func encoded() throws -> [[UInt8]] {
            let (images, _) = try render(scene, states, scale: 3, annotate: .all)
            return try images.keys.sorted().map { try encodePNG(images[$0]!.pixels!, text: images[$0]!.text) }
        }
        let first = try encoded(), second = try encoded()
        #expect(first.count == 7)
        #expect(first == second)
    }

    @Test("An image over the maxPixels limit is refused with too-large naming its size")
    func maxPixels() throws {
        let (scene, states) = Self.nestedScene()
        var options = RenderOptions()
        options.maxPixels = 100_000
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states), measurer: sharedMeasurer, options: options)
        let (images, diagnostics) = try renderer.renderImages()
        let tooLarge = diagnostics.filter { $0.code == .tooLarge }
        #expect(tooLarge.count == 2)
        #expect(tooLarge.allSatisfy { $0.severity == .error && $0.message.contains("200 × 620") })
        #expect(images.count == 5)  // the screen, and per state its screen and viewport
    }

    @Test("A content image wider than 32767 pixels is drawn in tiles with the right first and last columns")
    func wideContent() throws {
        let scroll = view("pager", .scroll, background: .white,
                          children: [view("first", background: red), view("seam", background: green), view("last", background: blue)])
        let scene = Scene(name: "wide", size: Size(width: 100, height: 50), views: [scroll])
        let width = 20_000.0
        let state = solvedState(scene, name: "pager.0,0", scrollView: "pager",
                                frames: ["pager": Rect(x: 0, y: 0, width: 100, height: 50),
                                         "first": Rect(x: 0, y: 0, width: 1, height: 50),
                                         "seam": Rect(x: 16383, y: 0, width: 1, height: 50),
                                         "last": Rect(x: width - 1, y: 0, width: 1, height: 50)],
                                scroll: ["pager": ScrollValues(contentSize: Size(width: width, height: 50))])
        var options = RenderOptions()
        options.annotate = Annotation.none
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: [state], scale: 2),
                                     measurer: sharedMeasurer, options: options)
        let (images, _) = try renderer.renderImages()
        let content = try #require(images.first { $0.fileName == "pager.0,0.content.png" })
        let pixels = try readPNG(data: try #require(content.data), name: "content")
        #expect(pixels.width == 40_000 && pixels.height == 100)
        #expect((0..<100).allSatisfy { pixels[0, $0] == red8 && pixels[39_999, $0] == blue8 })
        #expect(pixels[32_765, 50] == white8 && pixels[32_766, 50] == green8 && pixels[32_767, 50] == green8)
        #expect(pixels[32_768, 50] == white8 && pixels[2, 50] == white8 && pixels[39_997, 50] == white8)
    }

    @Test("A content image taller than 32767 pixels is produced in bands with the right first and last rows")
    func bigContent() throws {
        let scroll = view("list", .scroll, background: .white,
                          children: [view("first", background: red), view("middle", background: green), view("last", background: blue)])
        let scene = Scene(name: "big", size: Size(width: 50, height: 100), views: [scroll])
        let height = 20_000.0
        let state = solvedState(scene, name: "list.0,0", scrollView: "list",
                                frames: ["list": Rect(x: 0, y: 0, width: 50, height: 100),
                                         "first": Rect(x: 0, y: 0, width: 50, height: 1),
                                         "middle": Rect(x: 0, y: 16383, width: 50, height: 1),
                                         "last": Rect(x: 0, y: height - 1, width: 50, height: 1)],
                                scroll: ["list": ScrollValues(contentSize: Size(width: 50, height: height))])
        var options = RenderOptions()
        options.annotate = Annotation.none
        let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: [state], scale: 2),
                                     measurer: sharedMeasurer, options: options)
        let (files, diagnostics, folder) = try writeOutputs(scene, renderer.result, options: options, into: try temporaryFolder())
        #expect(diagnostics.isEmpty)
        #expect(files.contains("list.0,0.content.png"))
        let pixels = try readPNG(atPath: folder + "/list.0,0.content.png")
        #expect(pixels.width == 100 && pixels.height == 40_000)
        #expect((0..<100).allSatisfy { pixels[$0, 0] == red8 && pixels[$0, 1] == red8 })
        #expect(pixels[50, 2] == white8)
        // Rows 32766 and 32767 lie on either side of the first band's end.
        #expect(pixels[50, 32765] == white8 && pixels[50, 32766] == green8 && pixels[50, 32767] == green8 && pixels[50, 32768] == white8)
        #expect((0..<100).allSatisfy { pixels[$0, 39_999] == blue8 && pixels[$0, 39_998] == blue8 })
        #expect(pixels[50, 39_997] == white8)
        // In memory, too large for one surface: returned as the encoded file.
        let (images, _) = try renderer.renderImages()
        let content = try #require(images.first { $0.fileName == "list.0,0.content.png" })
        #expect(content.pixels == nil)
        let decoded = try readPNG(data: try #require(content.data), name: "content")
        #expect(decoded == pixels)
    }
}
