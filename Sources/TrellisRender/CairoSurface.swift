internal import CCairo

/// The raw cairo surface calls: one owned `cairo_surface_t` (an ARGB32 image or a vector document).
final class CairoSurface {
    /// Cairo's limit on an image surface's side, in pixels.
    static let maxImageSide = 32767

    let handle: OpaquePointer
    /// Pixel size for an image surface; point size (rounded) for a vector surface.
    let width: Int
    let height: Int
    let isImage: Bool
    /// Keeps the stream sink of a vector surface alive while cairo writes to it.
    private let sink: ByteSink?

    /// A transparent ARGB32 image surface of `width` × `height` pixels.
    init(width: Int, height: Int) throws(RenderError) {
        guard width >= 0, height >= 0, width <= Self.maxImageSide, height <= Self.maxImageSide else {
            throw .surfaceTooLarge(width: width, height: height)
        }
        handle = try Self.checkedImage(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                                       width: width, height: height)
        self.width = width; self.height = height; isImage = true; sink = nil
    }

    /// An ARGB32 image surface drawing into `pixels` (`width * 4` bytes per row), which the caller owns and keeps
    /// alive until the surface is gone; cairo neither clears nor frees them.
    init(drawingInto pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= Self.maxImageSide, height <= Self.maxImageSide else {
            throw .surfaceTooLarge(width: width, height: height)
        }
        handle = try Self.checkedImage(
            cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
            width: width, height: height)
        self.width = width; self.height = height; isImage = true; sink = nil
    }

    /// `surface` when cairo made it without error; otherwise it is destroyed and the error names the size.
    private static func checkedImage(_ surface: OpaquePointer?, width: Int, height: Int) throws(RenderError) -> OpaquePointer {
        guard let surface else {
            throw .cairo(operation: "create a \(width) × \(height) image surface", message: "no memory")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: "create a \(width) × \(height) image surface", message: message(status))
        }
        return surface
    }

    /// A vector surface (SVG or PDF) of `width` × `height` points whose bytes collect in memory.
    init(vector format: VectorFormat, width: Double, height: Double) throws(RenderError) {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let created: OpaquePointer?
        switch format {
        case .svg: created = cairo_svg_surface_create_for_stream(write, closure, width, height)
        case .pdf: created = cairo_pdf_surface_create_for_stream(write, closure, width, height)
        }
        guard let surface = created else {
            throw .cairo(operation: "create a \(format) surface", message: "no memory")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: "create a \(format) surface", message: Self.message(status))
        }
        if format == .pdf {
            // A fixed creation date keeps PDF bytes the same run after run.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "trellis")
        }
        handle = surface; self.width = Int(width.rounded(.up)); self.height = Int(height.rounded(.up))
        isImage = false; self.sink = sink
    }

    deinit { cairo_surface_destroy(handle) }

    /// Throws if cairo has put the surface in an error state.
    func check(_ operation: String) throws(RenderError) {
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(operation: operation, message: Self.message(status)) }
    }

    /// Bytes per row of an image surface.
    var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

    /// Makes pending drawing visible in the pixel data, then lends the pixel bytes (premultiplied BGRA in memory).
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>?, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(handle)
        let data = cairo_image_surface_get_data(handle)
        defer { cairo_surface_mark_dirty(handle) }
        return try body(data, stride)
    }

    /// Makes pending drawing visible in the pixel data and ends the surface: it draws nothing more.
    func finishDrawing() {
        cairo_surface_flush(handle)
        cairo_surface_finish(handle)
    }

    /// Copies the pixels of an image surface (row by row, `width * 4` bytes each) into a new array.
    func copyPixels() -> [UInt8] {
        withPixels { data, stride in
            let rowBytes = width * 4
            var bytes = [UInt8](repeating: 0, count: rowBytes * height)
            guard let data else { return bytes }
            bytes.withUnsafeMutableBytes { target in
                guard let base = target.baseAddress else { return }
                for row in 0..<height {
                    base.advanced(by: row * rowBytes).copyMemory(from: data + row * stride, byteCount: rowBytes)
                }
            }
            return bytes
        }
    }

    /// Ends a vector document and returns its bytes.
    func finishDocument() throws(RenderError) -> [UInt8] {
        cairo_surface_finish(handle)
        try check("finish the document")
        return sink?.bytes ?? []
    }

    /// Cairo's description of a status.
    static func message(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(cString: text)
    }
}

/// The vector formats cairo writes.
enum VectorFormat: String, Sendable { case svg, pdf }

/// Collects the bytes cairo streams out of a vector surface.
private final class ByteSink {
    var bytes: [UInt8] = []
}
