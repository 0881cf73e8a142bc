import Testing
import TrellisModel
import TrellisRender

@Suite("A tall image's bands drawn on one surface")
struct BandSurfaceTests {
    @Test("every full band of a translucent content image shows the background the first band shows")
    func reusedSurfaceStartsClear() throws {
        // 50 × 50 000 points at scale 2: 100 × 100 000 pixels, bands of 32 767 rows (cairo's largest side), so
        // three full bands share one surface and a shorter fourth gets its own. The scene's background is
        // translucent and the scroll view's clear, so a band drawn over the previous band's pixels would show
        // the background composited twice (alpha 0.75 instead of 0.5): every band must match the first.
        let scroll = view("list", .scroll, children: [view("mark", background: red)])
        var scene = Scene(name: "tall", size: Size(width: 50, height: 100), views: [scroll])
        scene.background = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let height = 50_000.0
        let state = solvedState(scene, name: "list.0,0", scrollView: "list",
                                frames: ["list": Rect(x: 0, y: 0, width: 50, height: 100),
                                         "mark": Rect(x: 0, y: 20_000, width: 50, height: 1)],
                                scroll: ["list": ScrollValues(contentSize: Size(width: 50, height: height))])
        var options = RenderOptions()
        options.annotate = Annotation.none
        let (files, diagnostics, folder) = try writeOutputs(scene, layoutResult(scene, states: [state], scale: 2),
                                                            options: options, into: try temporaryFolder())
        #expect(diagnostics.isEmpty)
        #expect(files.contains("list.0,0.content.png"))
        let pixels = try readPNG(atPath: folder + "/list.0,0.content.png")
        #expect(pixels.width == 100 && pixels.height == 100_000)
        let background = pixels[50, 10]
        #expect(background.a > 0 && background.a < 255, "the background stays translucent")
        // The first rows of the second and third bands (on the reused surface), the last row of the third, and the
        // fourth band (a surface of its own).
        for row in [32_767, 45_000, 65_534, 65_535, 98_300, 99_999] {
            #expect(pixels[50, row] == background, "row \(row)")
        }
        // The opaque red mark (points 20 000, pixels 40 000 and 40 001) lies inside the second band.
        #expect(pixels[50, 40_000] == red8 && pixels[50, 40_001] == red8 && pixels[50, 40_002] == background)
    }
}
