import TrellisPNG
import TrellisRender

/// Timings of one image: drawing it, encoding it with our PNG writer, and with cairo's (medians of several runs).
struct ImageTiming {
    var fileName: String
    var width: Int
    var height: Int
    /// Drawing the image onto a cairo surface.
    var drawMilliseconds: Double
    /// Encoding it with `encodePNG` and the renderer's PNG options.
    var pngMilliseconds: Double
    /// The size of our encoding.
    var pngBytes: Int
    /// Encoding it with cairo's own PNG writer (`cairo_surface_write_to_png_stream`) into memory.
    var cairoPNGMilliseconds: Double
    /// The size of cairo's encoding.
    var cairoPNGBytes: Int

    /// Times the first state's screen and content images of `renderer` (those that fit one surface), `runs` times
    /// each: drawing, `encodePNG` with the renderer's options, and cairo's writer on the same pixels.
    static func measure(_ renderer: SceneRenderer, runs: Int) throws -> [ImageTiming] {
        let drawing = BenchmarkDrawing(renderer)
        var timings: [ImageTiming] = []
        for image in try drawing.images() {
            var draw: [Double] = [], ours: [Double] = [], theirs: [Double] = []
            var oursBytes = 0, theirsBytes = 0
            for _ in 0..<max(1, runs) {
                let clock = ContinuousClock()
                let (pixels, drawDuration) = try drawing.draw(image)
                draw.append(milliseconds(drawDuration))
                ours.append(milliseconds(try clock.measure {
                    oursBytes = try encodePNG(pixels, text: image.text, options: drawing.pngOptions).count
                }))
                let cairoSurface = try CairoPNGEncoder.Surface(pixels)
                theirs.append(milliseconds(try clock.measure { theirsBytes = try CairoPNGEncoder.encodedSize(of: cairoSurface) }))
            }
            timings.append(ImageTiming(fileName: image.fileName, width: image.width, height: image.height,
                                       drawMilliseconds: median(draw), pngMilliseconds: median(ours), pngBytes: oursBytes,
                                       cairoPNGMilliseconds: median(theirs), cairoPNGBytes: theirsBytes))
        }
        return timings
    }
}
