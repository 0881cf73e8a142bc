internal import CCairo

/// A cairo drawing context on one surface; owns its `cairo_t` and keeps the surface alive.
final class CairoContext {
    let handle: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws(RenderError) {
        guard let context = cairo_create(surface.handle) else {
            throw .cairo(operation: "create a drawing context", message: "no memory")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw .cairo(operation: "create a drawing context", message: CairoSurface.message(status))
        }
        handle = context
        self.surface = surface
    }

    deinit { cairo_destroy(handle) }

    /// Throws if cairo has put the context (or its surface) in an error state.
    func check(_ operation: String) throws(RenderError) {
        let status = cairo_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation, message: CairoSurface.message(status))
        }
        try surface.check(operation)
    }

    // MARK: State and transform

    func save() { cairo_save(handle) }
    func restore() { cairo_restore(handle) }
    func scale(_ sx: Double, _ sy: Double) { cairo_scale(handle, sx, sy) }
    func translate(_ tx: Double, _ ty: Double) { cairo_translate(handle, tx, ty) }

    /// Runs `body` between save and restore.
    func saved<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(handle)
        defer { cairo_restore(handle) }
        return try body()
    }

    // MARK: Paths

    func newPath() { cairo_new_path(handle) }
    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(handle, x, y, width, height)
    }
    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(handle, x, y) }
    func lineTo(_ x: Double, _ y: Double) { cairo_line_to(handle, x, y) }
    func closePath() { cairo_close_path(handle) }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    func roundedRectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) {
        let r = max(0, min(radius, width / 2, height / 2))
        guard r > 0 else { rectangle(x, y, width, height); return }
        cairo_new_sub_path(handle)
        cairo_arc(handle, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(handle, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(handle, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(handle, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(handle)
    }

    // MARK: Painting

    func setColor(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(handle, red, green, blue, alpha)
    }
    func fill() { cairo_fill(handle) }
    func fillEvenOdd() {
        cairo_set_fill_rule(handle, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(handle)
        cairo_set_fill_rule(handle, CAIRO_FILL_RULE_WINDING)
    }
    func stroke() { cairo_stroke(handle) }
    func clip() { cairo_clip(handle) }
    func paint() { cairo_paint(handle) }
    func setLineWidth(_ width: Double) { cairo_set_line_width(handle, width) }
    func setDash(_ lengths: [Double]) { cairo_set_dash(handle, lengths, Int32(lengths.count), 0) }
    func setAntialias(_ on: Bool) { cairo_set_antialias(handle, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    /// Replaces what is under the next fill instead of compositing over it.
    func setOperatorSource(_ on: Bool) { cairo_set_operator(handle, on ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER) }

    /// Starts drawing into a temporary group (everything until `endGroup` composites as one layer).
    func beginGroup() { cairo_push_group(handle) }
    /// Composites the group started by `beginGroup` with `alpha`.
    func endGroup(alpha: Double) {
        cairo_pop_group_to_source(handle)
        cairo_paint_with_alpha(handle, alpha)
        cairo_set_source_rgb(handle, 0, 0, 0)
    }

    /// Paints `image` (an image surface) placed at `x`, `y` with a scale, clipped to the current clip.
    func paintImage(_ image: CairoSurface, x: Double, y: Double, scaleX: Double, scaleY: Double, smooth: Bool) {
        cairo_save(handle)
        cairo_translate(handle, x, y)
        cairo_scale(handle, scaleX, scaleY)
        cairo_set_source_surface(handle, image.handle, 0, 0)
        if let pattern = cairo_get_source(handle) {
            cairo_pattern_set_filter(pattern, smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_paint(handle)
        cairo_restore(handle)
    }
}
