internal import CCairo
import TrellisModel

/// iOS's continuous corner (CALayer.cornerCurve = .continuous, the "squircle" of its icons and system shapes) as
/// cubic Bézier segments.
///
/// The shape is the one PaintCode measured from UIBezierPath(roundedRect:cornerRadius:) on iOS 7 and published
/// ("Code for iOS 7 rounded rectangles", paintcodeapp.com): per corner of radius r, the curve leaves each edge
/// 1.52866483 × r from the corner (where a circular corner leaves it at 1 × r) and is made of three cubic
/// segments joined by two short lines, symmetric about the corner's diagonal. The same curve is what
/// `cornerCurve = .continuous` draws on CALayer since iOS 13. The numbers below are those published
/// coordinates, in units of r, measured from the corner back along the incoming edge (`along`) and along the
/// outgoing edge (`across`).
enum ContinuousCorner {
    /// How far along each edge the curve reaches, in radii.
    static let extent = 1.52866483

    /// Whether a continuous corner of `radius` fits `rect`: its two extents along each side must not overlap.
    /// When they would (a radius near half the shorter side, as in a capsule), the corner is drawn circular,
    /// which is what the continuous curve tends to as it fills the side.
    static func fits(radius: Double, in rect: Rect) -> Bool {
        extent * radius <= min(rect.width, rect.height) / 2
    }

    /// Adds one corner at `corner` to the path: the incoming edge runs towards the corner against `back`, the
    /// outgoing edge leaves it along `out` (unit vectors); the path's current point is on the incoming edge.
    static func add(corner: Point, back: (Double, Double), out: (Double, Double), radius r: Double, to cr: OpaquePointer) {
        func point(_ along: Double, _ across: Double) -> (Double, Double) {
            (corner.x + (back.0 * along + out.0 * across) * r, corner.y + (back.1 * along + out.1 * across) * r)
        }
        func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
            let a = point(c1.0, c1.1), b = point(c2.0, c2.1), e = point(end.0, end.1)
            cairo_curve_to(cr, a.0, a.1, b.0, b.1, e.0, e.1)
        }
        let start = point(extent, 0)
        cairo_line_to(cr, start.0, start.1)
        // The first half as published, then its mirror image in the diagonal (along and across swapped) backwards.
        curve((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600))
        let joint = point(0.63149399, 0.07491100)
        cairo_line_to(cr, joint.0, joint.1)
        curve((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491100, 0.63149399))
        let mirrored = point(0.06549600, 0.66993427)
        cairo_line_to(cr, mirrored.0, mirrored.1)
        curve((0, 0.86840689), (0, 1.08849323), (0, extent))
    }
}
