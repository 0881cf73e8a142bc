import TrellisModel

/// A drawing context set up for one region of a drawing: coordinates in points, edges snapped to device pixels.
struct Canvas {
    let context: CairoContext
    /// Pixels per point (used for snapping even on vector surfaces).
    let scale: Double
    /// The part of the drawing's coordinates this canvas shows; views outside it are skipped.
    let visibleRect: Rect

    /// Sets the context's transform so that drawing coordinate `origin` (points) lands on the surface's top-left.
    /// On a pixel surface, `origin` must lie on the pixel grid (`origin × scale` whole).
    init(context: CairoContext, scale: Double, origin: Point, size: Size, pixelSurface: Bool) {
        self.context = context
        self.scale = scale
        visibleRect = Rect(origin: origin, size: size)
        if pixelSurface { context.scale(scale, scale) }
        context.translate(-origin.x, -origin.y)
    }

    /// A coordinate moved to the nearest device pixel edge.
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// A rectangle whose edges lie on device pixel edges, as UIKit places views.
    func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }

    /// Sets the source color.
    func setColor(_ color: Color, alpha: Double = 1) {
        context.setColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha)
    }

    /// Fills a rectangle (rounded at `corners` when `radius` > 0) with a color.
    func fill(_ rect: Rect, color: Color, radius: Double = 0, corners: CornerSet = .all) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        setColor(color)
        context.roundedRectangle(rect, radius: radius, corners: corners)
        context.fill()
    }
}
