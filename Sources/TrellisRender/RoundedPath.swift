internal import CCairo
import TrellisModel

/// The outline of a layer's shape: its bounds with corners of `cornerRadius` at the corners `maskedCorners`
/// names, square elsewhere (CALayer rounds only the masked corners); circular arcs, or with
/// `CornerSet.continuousCurve` iOS's continuous curve (``ContinuousCorner``).
enum RoundedPath {
    /// Adds the outline of `rect` to `cr`'s path, the radius clamped to half the shorter side as CALayer clamps it.
    static func add(_ rect: Rect, radius: Double, corners: CornerSet, to cr: OpaquePointer) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_new_sub_path(cr)
        if corners.contains(.continuousCurve), ContinuousCorner.fits(radius: r, in: rect) {
            // Clockwise from the top-right corner; a square corner is its point.
            let turns: [(CornerSet, Point, (Double, Double), (Double, Double))] = [
                (.topRight, Point(x: x1, y: y0), (-1, 0), (0, 1)), (.bottomRight, Point(x: x1, y: y1), (0, -1), (-1, 0)),
                (.bottomLeft, Point(x: x0, y: y1), (1, 0), (0, -1)), (.topLeft, Point(x: x0, y: y0), (0, 1), (1, 0)),
            ]
            for (corner, point, back, out) in turns {
                if corners.contains(corner) {
                    ContinuousCorner.add(corner: point, back: back, out: out, radius: r, to: cr)
                } else {
                    cairo_line_to(cr, point.x, point.y)
                }
            }
            cairo_close_path(cr)
            return
        }
        // Clockwise from the top-right corner, each corner an arc or a sharp point.
        if corners.contains(.topRight) { cairo_arc(cr, x1 - r, y0 + r, r, -Double.pi / 2, 0) } else { cairo_line_to(cr, x1, y0) }
        if corners.contains(.bottomRight) { cairo_arc(cr, x1 - r, y1 - r, r, 0, Double.pi / 2) } else { cairo_line_to(cr, x1, y1) }
        if corners.contains(.bottomLeft) { cairo_arc(cr, x0 + r, y1 - r, r, Double.pi / 2, Double.pi) } else { cairo_line_to(cr, x0, y1) }
        if corners.contains(.topLeft) { cairo_arc(cr, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(cr, x0, y0) }
        cairo_close_path(cr)
    }
}

extension CairoContext {
    /// A rectangle rounded at `corners` only.
    func roundedRectangle(_ rect: Rect, radius: Double, corners: CornerSet) {
        RoundedPath.add(rect, radius: radius, corners: corners, to: handle)
    }
}
