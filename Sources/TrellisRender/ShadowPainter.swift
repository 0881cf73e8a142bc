import TrellisModel

/// Draws a layer's shadow as Core Animation does: the layer's rounded bounds, moved by the offset, blurred and painted
/// in the shadow color below the view; it is not clipped by the view's own bounds, only by an ancestor's clip.
enum ShadowPainter {
    /// The blur's standard deviation for a CALayer shadowRadius: half the radius. Apple does not document the
    /// relation; σ = r / 2 is the one the CSS Backgrounds specification and the HTML canvas define for a blur radius.
    static func deviation(radius: Double) -> Double { radius / 2 }

    /// The half width of each of three box blurs giving a Gaussian of `sigma` pixels: three boxes of width w have
    /// variance 3 (w² − 1) / 12, so w = √(4σ² + 1).
    static func boxHalfWidth(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        let width = (4 * sigma * sigma + 1).squareRoot()
        return max(0, Int(((width - 1) / 2).rounded()))
    }

    /// Draws `shadow` for a view occupying `box` (points, snapped) with `radius` corners.
    static func draw(_ shadow: Shadow, box: Rect, radius: Double, on canvas: Canvas) {
        let alpha = shadow.color.alpha * shadow.opacity
        guard alpha > 0, box.width > 0, box.height > 0 else { return }
        let scale = canvas.scale
        let halfWidth = boxHalfWidth(sigma: deviation(radius: shadow.radius) * scale)
        // Three passes spread coverage 3 × halfWidth pixels past the shape.
        let pad = 3 * halfWidth + 1
        let pixelWidth = Int((box.width * scale).rounded(.up)), pixelHeight = Int((box.height * scale).rounded(.up))
        guard let mask = AlphaMask(width: pixelWidth + 2 * pad, height: pixelHeight + 2 * pad),
              mask.fillRoundedRectangle(Rect(x: Double(pad), y: Double(pad), width: box.width * scale, height: box.height * scale),
                                        radius: radius * scale) else { return }
        mask.boxBlur(halfWidth: halfWidth)
        let context = canvas.context
        context.saved {
            context.translate(box.minX + shadow.offset.x - Double(pad) / scale, box.minY + shadow.offset.y - Double(pad) / scale)
            context.scale(1 / scale, 1 / scale)
            canvas.setColor(shadow.color, alpha: shadow.opacity)
            mask.paint(on: context)
        }
    }
}
