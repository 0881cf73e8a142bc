internal import CRSVG
import TrellisModel

/// One parsed SVG document (librsvg), drawn as vectors through cairo at whatever size it is placed at.
///
/// The document is parsed from the file's bytes with no base location, so it cannot load other files (images or
/// style sheets it links to are left out). librsvg lays out an SVG's `<text>` with the system's fonts, not the
/// shipped configuration: SVG images with text should have it converted to paths to draw the same everywhere.
final class SVGImage: @unchecked Sendable {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The document's size in points (its `width`/`height`, else its `viewBox`).
    let size: Size

    init(bytes: [UInt8], path: String) throws(RenderError) {
        var failure: UnsafeMutablePointer<GError>? = nil
        let created = bytes.withUnsafeBufferPointer { data in
            rsvg_handle_new_from_data(data.baseAddress, gsize(data.count), &failure)
        }
        guard let created else {
            throw .imageFile(path: path, message: "is not an SVG document that can be read (\(Self.take(failure)))")
        }
        _ = Self.take(failure)
        handle = created
        guard let size = Self.intrinsicSize(created) else {
            g_object_unref(UnsafeMutableRawPointer(created))
            throw .imageFile(path: path, message: "the SVG document gives no size: give its <svg> a width and height or a viewBox")
        }
        self.size = size
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The size an SVG document declares: its `width` and `height` in pixels (96 per inch for other units, as
    /// CSS), or its `viewBox`'s size when they are left out; nil when it has neither, or an empty one.
    static func intrinsicSize(_ handle: UnsafeMutablePointer<RsvgHandle>) -> Size? {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0, width.isFinite, height.isFinite {
            return Size(width: width, height: height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else { return nil }
        return Size(width: viewBox.width, height: viewBox.height)
    }

    /// Draws the whole document stretched to `target` (UIImageView scales an image to the rectangle its content
    /// mode gives, whatever its aspect ratio); `context` is a cairo context.
    func draw(in target: Rect, context: CairoContext, path: String) throws(RenderError) {
        var failure: UnsafeMutablePointer<GError>? = nil
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        let drawn: gboolean = context.saved {
            context.translate(target.minX, target.minY)
            context.scale(target.width / size.width, target.height / size.height)
            // librsvg lays out <text> with Pango: serialized with the labels' Pango calls.
            return FontSystem.shared.withContext { _ in rsvg_handle_render_document(handle, context.handle, &viewport, &failure) }
        }
        let message = Self.take(failure)
        guard drawn != 0 else { throw .imageFile(path: path, message: "the SVG document could not be drawn (\(message))") }
    }

    /// The message of a GError, which it frees; "" for none.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
