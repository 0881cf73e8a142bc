internal import CCairo
import TrellisModel

extension CairoContext {
    /// Ends the group started by `beginGroup` by painting `color` through the group's alpha: every pixel takes the
    /// colour, at the coverage the group drew there (a template image's shape filled with the tint).
    func endGroupAsMask(color: Color) {
        guard let group = cairo_pop_group(handle) else { return }
        defer { cairo_pattern_destroy(group) }
        cairo_set_source_rgba(handle, color.red, color.green, color.blue, color.alpha)
        cairo_mask(handle, group)
        cairo_set_source_rgb(handle, 0, 0, 0)
    }
}
