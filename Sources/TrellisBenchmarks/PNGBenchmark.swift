// PNG writer timings: our writer with each deflate engine against cairo_surface_write_to_png, side by side on the
// same pixels (PNGEngineBenchmark.swift), and the synthetic screen it also uses.

import Foundation
import TrellisPNG

/// CPU time of the calling thread in milliseconds (user and system), which load on other cores does not inflate.
func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// The median thread CPU time in milliseconds of `runs` calls of `body`, and the size `body` last returned.
func pngMedianMilliseconds(runs: Int, _ body: () throws -> Int) rethrows -> (ms: Double, bytes: Int) {
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<max(1, runs) {
        let start = threadCPUMilliseconds()
        bytes = try body()
        times.append(threadCPUMilliseconds() - start)
    }
    return (median(times), bytes)
}

/// A 750 × 1624 screen-like image without cairo: a bar, cards with flat colors, and text-like strokes.
func syntheticPNGScreen(width: Int = 750, height: Int = 1624, translucent: Bool = false) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height)
    func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: RGBA8) {
        for y in max(0, y0)..<min(height, y1) { for x in max(0, x0)..<min(width, x1) { image[x, y] = color } }
    }
    fill(0, 0, width, height, translucent ? RGBA8(r: 0, g: 0, b: 0, a: 0) : RGBA8(r: 242, g: 242, b: 247))
    fill(0, 0, width, 132, RGBA8(r: 51, g: 102, b: 230))
    var seed: UInt32 = 12345
    func next() -> Int {
        seed = seed &* 1_103_515_245 &+ 12345
        return Int(seed >> 16)
    }
    for card in 0..<18 {
        let top = 140 + card * 82
        fill(24, top, width - 24, top + 74, RGBA8(r: 255, g: 255, b: 255, a: translucent ? 204 : 255))
        fill(40, top + 11, 92, top + 63, RGBA8(r: UInt8(card * 14), g: 128, b: 180))
        // "Text": runs of dark strokes with antialiased gray edges, in two lines.
        for (line, glyphHeight) in [(top + 14, 20), (top + 46, 14)] {
            var x = 110
            while x < width - 60 {
                let glyphWidth = 4 + next() % 9
                for y in line..<(line + glyphHeight) where next() % 3 != 0 {
                    let ink = UInt8(20 + next() % 200)
                    image[x + next() % glyphWidth, y] = RGBA8(r: ink / 3, g: ink / 3, b: ink / 3)
                }
                x += glyphWidth + (next() % 5 == 0 ? 10 : 2)
            }
        }
    }
    return image
}

