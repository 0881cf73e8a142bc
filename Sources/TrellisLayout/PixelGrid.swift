import TrellisModel

/// The device's pixel grid, to which UIKit rounds the engine's values when it applies them to frames.
///
/// UIKit rounds a view's edges, its origin and its far edge, each to the nearest pixel of the screen's scale (half a
/// pixel rounds up, away from zero), and takes the size from the rounded edges: on @2x 188.4375 points becomes 188.5 and
/// 100/3 becomes 33.5; on @3x 100/3 stays 33.333…, a whole number of pixels (see docs/scene-format.md, Pixel rounding).
struct PixelGrid {
    /// Pixels per point.
    let scale: Double

    /// A coordinate rounded to the nearest pixel.
    ///
    /// The value in pixels is first snapped to a millionth of a pixel, so that a solver result a rounding error away
    /// from a half pixel (0.4999999…) rounds as the exact value would.
    func round(_ value: Double) -> Double {
        guard scale > 0, scale.isFinite, value.isFinite else { return value }
        let pixels = ((value * scale) * 1e6).rounded() / 1e6
        return pixels.rounded(.toNearestOrAwayFromZero) / scale + 0.0
    }

    /// A frame whose origin and far edge are rounded to the nearest pixel; its size is the rounded edges' distance.
    func round(_ frame: Rect) -> Rect {
        let minX = round(frame.minX), minY = round(frame.minY)
        let maxX = round(frame.minX + frame.width), maxY = round(frame.minY + frame.height)
        return Rect(x: minX, y: minY, width: maxX - minX + 0.0, height: maxY - minY + 0.0)
    }
}
