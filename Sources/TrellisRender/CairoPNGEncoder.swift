internal import CCairo

/// cairo's own PNG writer (`cairo_surface_write_to_png_stream`) on given pixels: the yardstick of the PNG benchmarks.
public enum CairoPNGEncoder {
    /// The pixels copied onto a cairo image surface, ready for `encodedSize(of:)`.
    public final class Surface {
        let surface: CairoSurface

        /// Copies the ARGB32 premultiplied pixels onto a new image surface.
        public init(_ image: PixelBuffer) throws {
            surface = try CairoSurface(width: image.width, height: image.height)
            let rowBytes = image.width * 4
            surface.withPixels { data, stride in
                guard let data else { return }
                image.bytes.withUnsafeBytes { source in
                    guard let base = source.baseAddress else { return }
                    for row in 0..<image.height {
                        (data + row * stride).update(
                            from: base.advanced(by: row * image.stride).assumingMemoryBound(to: UInt8.self), count: rowBytes)
                    }
                }
            }
        }
    }

    /// Encodes the surface with cairo's PNG writer into memory and returns the byte count.
    public static func encodedSize(of surface: Surface) throws -> Int {
        final class Counter { var bytes = 0 }
        let counter = Counter()
        let status = cairo_surface_write_to_png_stream(surface.surface.handle, { closure, _, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Counter>.fromOpaque(closure).takeUnretainedValue().bytes += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(counter).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "write a PNG", message: CairoSurface.message(status))
        }
        return counter.bytes
    }
}
