import TrellisModel

/// Timings of one image: drawing it, encoding it with our PNG writer, and with cairo's (medians of several runs).
public struct ImageTiming: Sendable {
    /// The image's file name.
    public var fileName: String
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Drawing the image onto a cairo surface.
    public var drawMilliseconds: Double
    /// Encoding it with `encodePNG` and the renderer's PNG options.
    public var pngMilliseconds: Double
    /// The size of our encoding.
    public var pngBytes: Int
    /// Encoding it with cairo's own PNG writer.
    public var cairoPNGMilliseconds: Double
    /// The size of cairo's encoding.
    public var cairoPNGBytes: Int
}

extension SceneRenderer {
    /// Times the first state's screen and content images (those that fit one surface): drawing, `encodePNG` with
    /// the renderer's options, and `cairo_surface_write_to_png_stream` on the same surface, both into memory.
    public func benchmarkImages(runs: Int) throws -> [ImageTiming] {
        var timings: [ImageTiming] = []
        for plan in try plans() where plan.stateIndex == 0 && fitsOneSurface(plan) {
            if case .viewport = plan.kind { continue }
            var draw: [Double] = [], ours: [Double] = [], theirs: [Double] = []
            var oursBytes = 0, theirsBytes = 0
            for _ in 0..<max(1, runs) {
                let clock = ContinuousClock()
                var surface: CairoSurface? = nil
                draw.append(try milliseconds(clock.measure {
                    surface = try drawTile(plan, x: 0, y: 0, width: plan.pixelWidth, height: plan.pixelHeight)
                }))
                guard let surface else { continue }
                let pixels = surface.withPixels { data, stride in
                    PixelBuffer(width: surface.width, height: surface.height, stride: stride,
                                bytes: data.map { Array(UnsafeBufferPointer(start: $0, count: stride * surface.height)) } ?? [])
                }
                ours.append(try milliseconds(clock.measure {
                    oursBytes = try encodePNG(pixels, text: plan.text, options: options.png).count
                }))
                let cairoSurface = try CairoPNGEncoder.Surface(pixels)
                theirs.append(try milliseconds(clock.measure { theirsBytes = try CairoPNGEncoder.encodedSize(of: cairoSurface) }))
            }
            timings.append(ImageTiming(fileName: fileName(plan), width: plan.pixelWidth, height: plan.pixelHeight,
                                       drawMilliseconds: median(draw), pngMilliseconds: median(ours), pngBytes: oursBytes,
                                       cairoPNGMilliseconds: median(theirs), cairoPNGBytes: theirsBytes))
        }
        return timings
    }

    private func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    private func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
