import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// `cornerCurve: continuous` (CALayer.cornerCurve): iOS's continuous corner, whose curve leaves each edge
/// 1.52866 × the radius from the corner (PaintCode's measurement of iOS's rounded rectangles), where a circular
/// corner leaves it at 1 × the radius; the same outline for the fill, the clip and the border.
@Suite("Continuous corner curve")
struct CornerCurveTests {
    /// A red 200 × 200 view at the origin of a white screen, radius 40, drawn at 4 pixels per point.
    static func box(_ curve: CornerCurve, border: Border? = nil, clipsChild: Bool = false) throws -> PixelBuffer {
        var box = view("box", background: clipsChild ? .clear : red)
        box.cornerRadius = 40
        box.cornerCurve = curve
        box.border = border
        var frames = ["box": Rect(x: 0, y: 0, width: 200, height: 200)]
        if clipsChild {
            box.clipsToBounds = true
            box.children = [view("child", background: red)]
            frames["child"] = Rect(x: 0, y: 0, width: 200, height: 200)
        }
        let scene = Scene(name: "curve", size: Size(width: 200, height: 200), views: [box])
        return try screen(scene, frames: frames, scale: 4)
    }

    // Where the top edge's first pixel row (y 0 … 0.25 pt) is cut, 39 pt from the left edge (0.975 r):
    // - circular: the arc's centre is (40, 40); at x = 39 the arc is 40 − √(40² − 1²) = 0.0125 pt below the top,
    //   so the row is over 90% covered: red within 30 levels;
    // - continuous: at 0.975 r along the edge the first published segment (from 1.5287 r to 0.6699 r) is
    //   0.0106 r = 0.42 pt below the top (its across coordinate is 0.0655 r × t³ at t ≈ 0.545): the row is empty.
    static let edgePixel = (x: 39 * 4, y: 0)

    @Test("the continuous corner leaves the edge farther from the corner than the circular one, on both edges")
    func leavesEdgeLater() throws {
        let circular = try Self.box(.circular)
        let continuous = try Self.box(.continuous)
        #expect(close(circular[Self.edgePixel.x, Self.edgePixel.y], red8, tolerance: 30))
        #expect(continuous[Self.edgePixel.x, Self.edgePixel.y] == white8)
        // The same by symmetry on the left edge, and at the other three corners.
        #expect(continuous[0, 156] == white8)
        #expect(continuous[799 - 156, 0] == white8)
        #expect(continuous[799, 799 - 156] == white8)
        #expect(continuous[156, 799] == white8)
        #expect(close(circular[0, 156], red8, tolerance: 30))
        // Past 1.5287 r = 61.1 pt from the corner the edge is straight in both.
        #expect(continuous[62 * 4, 0] == red8)
    }

    @Test("the continuous corner's diagonal point is 0.2915 r from each edge, as the circle's 0.2929 r")
    func diagonal() throws {
        // Middle segment at t = ½: (0.6315 + 3 × 0.3728 + 3 × 0.1691 + 0.0749) / 8 = 0.2915 r = 11.66 pt; the circle's
        // 40 − 40/√2 = 11.72 pt. Both leave (11, 11) outside and (12.5, 12.5) inside.
        let continuous = try Self.box(.continuous)
        #expect(continuous[44, 44] == white8)
        #expect(continuous[50, 50] == red8)
    }

    @Test("the clip and the border follow the continuous outline too")
    func clipAndBorder() throws {
        let clipped = try Self.box(.continuous, clipsChild: true)
        #expect(clipped[Self.edgePixel.x, Self.edgePixel.y] == white8)
        #expect(clipped[62 * 4, 0] == red8)
        let bordered = try Self.box(.continuous, border: Border(width: 4, color: .black))
        let circularBorder = try Self.box(.circular, border: Border(width: 4, color: .black))
        #expect(bordered[Self.edgePixel.x, Self.edgePixel.y] == white8)
        #expect(close(circularBorder[Self.edgePixel.x, Self.edgePixel.y], RGBA8(r: 0, g: 0, b: 0), tolerance: 20))
    }
}
