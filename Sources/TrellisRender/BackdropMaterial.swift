import TrellisModel

/// A bar's translucent material: the content behind the bar, blurred, under a translucent fill, as UIKit draws a
/// bar's `UIBlurEffect` (`systemChromeMaterial`) over the content that scrolls beneath it.
///
/// Apple does not publish the material's blur; Trellis uses a Gaussian of σ = 20 points, the `blur(20px)` that CSS
/// reproductions of Apple's bars write (a CSS blur length is the Gaussian's standard deviation). The backdrop is
/// captured at one pixel per point (a blur this wide needs no finer grid), blurred with three box passes per axis
/// (as ShadowPainter's mask), and painted back scaled, filtered, clipped to the bar's background.
enum BackdropMaterial {
    /// The blur's standard deviation in points.
    static let deviation = 20.0

    /// Paints the blurred backdrop of `rect` (screen points), then `fill` over it. `content` draws the screen's views
    /// onto the canvas it is given (which covers the backdrop region, 1 pixel per point).
    static func draw(behind rect: Rect, screen: Size, background: Color, fill: Color, on canvas: Canvas,
                     content: (Canvas) throws -> Void) throws {
        let pad = 3 * deviation
        let x0 = max(0, (rect.minX - pad).rounded(.down)), y0 = max(0, (rect.minY - pad).rounded(.down))
        let x1 = min(screen.width, (rect.maxX + pad).rounded(.up)), y1 = min(screen.height, (rect.maxY + pad).rounded(.up))
        let width = Int(x1 - x0), height = Int(y1 - y0)
        if width > 0, height > 0, width <= CairoSurface.maxImageSide, height <= CairoSurface.maxImageSide {
            let surface = try CairoSurface(width: width, height: height)
            try {
                let context = try CairoContext(surface: surface)
                let backdrop = Canvas(context: context, scale: 1, origin: Point(x: x0, y: y0),
                                      size: Size(width: Double(width), height: Double(height)), pixelSurface: true)
                backdrop.fill(backdrop.visibleRect, color: background)
                try content(backdrop)
                try context.check("draw a bar's backdrop")
            }()
            surface.withPixels { data, stride in
                guard let data else { return }
                let halfWidth = ShadowPainter.boxHalfWidth(sigma: deviation)
                ColorBoxBlur(data: data, width: width, height: height, stride: stride).blur(halfWidth: halfWidth)
            }
            let context = canvas.context
            context.saved {
                context.rectangle(rect.minX, rect.minY, rect.width, rect.height)
                context.clip()
                context.paintImage(surface, x: x0, y: y0, scaleX: 1, scaleY: 1, smooth: true)
            }
        }
        canvas.fill(rect, color: fill)
    }
}

/// Three box blurs per axis over premultiplied 32-bit pixels, each channel on its own; beyond the edges the edge
/// pixel repeats (the backdrop ends at the screen's edge, where a phone has no more content to blur).
struct ColorBoxBlur {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int

    func blur(halfWidth: Int) {
        guard halfWidth > 0, width > 0, height > 0 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var out = line
        for _ in 0..<3 {
            for channel in 0..<4 {
                for y in 0..<height {
                    for x in 0..<width { line[x] = Int(data[y * stride + x * 4 + channel]) }
                    Self.blurLine(line, count: width, halfWidth: halfWidth, into: &out)
                    for x in 0..<width { data[y * stride + x * 4 + channel] = UInt8(out[x]) }
                }
                for x in 0..<width {
                    for y in 0..<height { line[y] = Int(data[y * stride + x * 4 + channel]) }
                    Self.blurLine(line, count: height, halfWidth: halfWidth, into: &out)
                    for y in 0..<height { data[y * stride + x * 4 + channel] = UInt8(out[y]) }
                }
            }
        }
    }

    /// One box blur with a running sum; indices outside 0..<count take the nearest end's value.
    static func blurLine(_ values: [Int], count: Int, halfWidth: Int, into out: inout [Int]) {
        let size = 2 * halfWidth + 1
        func value(_ index: Int) -> Int { values[min(max(index, 0), count - 1)] }
        var sum = 0
        for i in -halfWidth...halfWidth { sum += value(i) }
        for i in 0..<count {
            out[i] = (sum + size / 2) / size
            sum += value(i + halfWidth + 1) - value(i - halfWidth)
        }
    }
}
