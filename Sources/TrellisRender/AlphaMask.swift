internal import CCairo
import TrellisModel

/// An owned cairo A8 image surface: a coverage mask that can be drawn into, blurred, and used to paint a color.
final class AlphaMask {
    let handle: OpaquePointer
    let width: Int
    let height: Int

    /// A transparent mask of `width` × `height` pixels; nil when cairo cannot make one of that size.
    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= CairoSurface.maxImageSide, height <= CairoSurface.maxImageSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        handle = surface; self.width = width; self.height = height
    }

    deinit { cairo_surface_destroy(handle) }

    /// Fills a rounded rectangle given in mask pixels; false if cairo failed.
    func fillRoundedRectangle(_ rect: Rect, radius: Double) -> Bool {
        guard let cr = cairo_create(handle) else { return false }
        defer { cairo_destroy(cr) }
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        if r > 0 {
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
            cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
            cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        } else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        }
        cairo_fill(cr)
        return cairo_status(cr) == CAIRO_STATUS_SUCCESS
    }

    /// Blurs the mask with three box blurs per axis, each `2 × halfWidth + 1` pixels wide (a close approximation of a
    /// Gaussian whose variance is three times a box's, (w² − 1) / 12).
    func boxBlur(halfWidth: Int) {
        guard halfWidth > 0 else { return }
        cairo_surface_flush(handle)
        guard let data = cairo_image_surface_get_data(handle) else { return }
        let stride = Int(cairo_image_surface_get_stride(handle))
        var line = [Int](repeating: 0, count: max(width, height))
        var out = line
        for _ in 0..<3 {
            for y in 0..<height {
                for x in 0..<width { line[x] = Int(data[y * stride + x]) }
                Self.blurLine(line, count: width, halfWidth: halfWidth, into: &out)
                for x in 0..<width { data[y * stride + x] = UInt8(out[x]) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = Int(data[y * stride + x]) }
                Self.blurLine(line, count: height, halfWidth: halfWidth, into: &out)
                for y in 0..<height { data[y * stride + x] = UInt8(out[y]) }
            }
        }
        cairo_surface_mark_dirty(handle)
    }

    /// One box blur of `count` values with a running sum; values beyond the ends count as 0 (transparent).
    private static func blurLine(_ values: [Int], count: Int, halfWidth: Int, into out: inout [Int]) {
        let size = 2 * halfWidth + 1
        var sum = 0
        for i in 0..<min(halfWidth, count) { sum += values[i] }
        for i in 0..<count {
            let entering = i + halfWidth, leaving = i - halfWidth - 1
            if entering < count { sum += values[entering] }
            if leaving >= 0 { sum -= values[leaving] }
            out[i] = (sum + size / 2) / size
        }
    }

    /// Paints the current source of `context` through this mask, its top-left pixel at the context's origin.
    func paint(on context: CairoContext) {
        cairo_mask_surface(context.handle, handle, 0, 0)
    }
}
