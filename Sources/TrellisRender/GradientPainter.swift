internal import CCairo
import TrellisModel

/// Draws a CAGradientLayer's axial gradient in a view's rounded bounds.
enum GradientPainter {
    /// Fills `box` (points, rounded at `corners`) with `gradient`, whose start and end are in the unit coordinates of `box`: the gradient is
    /// laid out in the unit square and stretched with it, so on a non-square view its bands are perpendicular to the
    /// axis in unit space (as CAGradientLayer draws them), not in points. Beyond the ends the end colors continue.
    static func draw(_ gradient: Gradient, box: Rect, radius: Double, corners: CornerSet, on canvas: Canvas) {
        guard box.width > 0, box.height > 0, gradient.colors.count >= 2,
              let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The pattern matrix maps drawing coordinates to unit coordinates: subtract the origin, then divide by the size.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / box.width, 1 / box.height)
        cairo_matrix_translate(&matrix, -box.minX, -box.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return }
        let context = canvas.context
        context.saved {
            cairo_set_source(context.handle, pattern)
            context.roundedRectangle(box, radius: radius, corners: corners)
            context.fill()
        }
    }
}
