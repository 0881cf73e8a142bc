internal import PNGSupport

/// The two stages of the adaptive writer taken apart, so benchmarks can time deflate engines on the same bytes.
public enum PNGDeflateProbe {
    /// A deflate implementation that the probe can run on this machine.
    public enum Engine: String, Sendable, CaseIterable {
        case zlib, isal, libdeflate, runs

        var number: Int32 {
            switch self {
            case .zlib: return Int32(TPS_ENGINE_ZLIB)
            case .isal: return Int32(TPS_ENGINE_ISAL)
            case .libdeflate: return Int32(TPS_ENGINE_LIBDEFLATE)
            case .runs: return Int32(TPS_ENGINE_RUNS)
            }
        }

        /// Whether its library loaded (zlib always).
        public var isAvailable: Bool { tps_engine_available(number) != 0 }
    }

    /// The rows as the adaptive filter writes them (a filter byte, then RGB, or RGBA when `alpha`).
    public static func filtered(_ image: PixelBuffer, alpha: Bool) throws(PNGError) -> [UInt8] {
        let name = "<filter probe>"
        guard image.width > 0, image.height > 0, image.stride >= image.width * 4,
            image.bytes.count >= image.stride * image.height
        else { throw .writeFailed(path: name, message: "the pixel buffer does not cover its size") }
        let count = image.height * (1 + image.width * (alpha ? 4 : 3)) + 4
        var status: Int32 = 0
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = image.bytes.withUnsafeBufferPointer { rows in
                tps_filter_image(rows.baseAddress, image.stride, UInt32(image.width), UInt32(image.height),
                                 alpha ? 1 : 0, buffer.baseAddress)
            }
            if status != 0 { buffer.initialize(repeating: 0) }
            initialized = count
        }
        guard status == 0 else { throw pngError(status: status, path: name, message: "") }
        return Array(out.dropLast(4))
    }

    /// The size of `bytes` compressed as raw deflate by `engine` at `level`; `rowBytes` and `bytesPerPixel` describe
    /// the filtered rows (the runs engine looks one pixel and one row back; 0 when unknown).
    public static func deflatedSize(
        _ bytes: [UInt8], engine: Engine, level: Int, rowBytes: Int = 0, bytesPerPixel: Int = 0
    ) throws(PNGError) -> Int {
        let capacity = bytes.count + bytes.count / 8 + (1 << 16)
        var output = [UInt8](repeating: 0, count: capacity)
        var written = 0
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                tps_deflate_buffer(engine.number, Int32(level), input.baseAddress, input.count, rowBytes, bytesPerPixel,
                                   out.baseAddress, capacity, &written)
            }
        }
        guard status == 0 else {
            throw pngError(status: status, path: "<\(engine.rawValue) level \(level)>", message: "")
        }
        return written
    }
}
