internal import CCairo

/// Arcs, curves and stroke styles for the drawn glyphs of the chrome (status bar icons, chevrons, bar icons).
extension CairoContext {
    /// A circular arc from `start` to `end` (radians, clockwise in UIKit's y-down coordinates).
    func arc(_ x: Double, _ y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc(handle, x, y, radius, start, end)
    }
    func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(handle, x1, y1, x2, y2, x3, y3)
    }
    func newSubPath() { cairo_new_sub_path(handle) }
    /// Round caps and joins (SF Symbols' strokes), or butt caps and miter joins.
    func setRoundStrokes(_ round: Bool) {
        cairo_set_line_cap(handle, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(handle, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
    }
    /// Fills and keeps the path (for a fill and a stroke of one shape).
    func fillPreserve() { cairo_fill_preserve(handle) }
}
