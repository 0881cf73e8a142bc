internal import PNGSupport

/// The PNG row filter the writer uses: one of PNG's filter types for every row, `.all` (libpng tries each
/// per row, slowly), or `.adaptive` (per row: Up for a repeated row, None for mostly flat color, Sub
/// otherwise; our own zlib stream, tuned so runs of flat rows stay small at the fast levels).
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth, all, adaptive

    /// libpng's PNG_FILTER_* bits.
    var libpngMask: Int32 {
        switch self {
        case .none: return 0x08
        case .sub: return 0x10
        case .up: return 0x20
        case .average: return 0x40
        case .paeth: return 0x80
        case .all: return 0xf8
        case .adaptive: return 0x100
        }
    }
}

/// The deflate implementation behind the adaptive filter.
public enum PNGDeflater: String, Sendable, Hashable, CaseIterable {
    /// The runs engine (the measured default for every image size).
    case automatic
    /// zlib, tuned so runs of flat rows stay small at the fast levels.
    case zlib
    /// Intel ISA-L's igzip (levels 0–3; higher levels use 3); zlib when the library is missing. 10–20× faster
    /// than zlib but writes flat screens 1.3–3× larger than cairo (it codes runs of zeros at distance 258).
    case isal
    /// Our own deflate for drawn UI rows: runs at distance 1, one pixel and one row, the last two far distances
    /// and one hash entry, greedy, with dynamic Huffman blocks. Measured on the Samples (`TrellisBenchmarks png`):
    /// about as fast as ISA-L level 1 at 0.85× cairo's size.
    case runs

    /// The PNGSupport engine number.
    var engine: Int32 {
        switch self {
        case .automatic: return Int32(TPS_ENGINE_AUTO)
        case .zlib: return Int32(TPS_ENGINE_ZLIB)
        case .isal: return Int32(TPS_ENGINE_ISAL)
        case .runs: return Int32(TPS_ENGINE_RUNS)
        }
    }

    /// Whether this deflater runs as itself on this machine (zlib and runs always; ISA-L when its library loads).
    public var isAvailable: Bool { tps_engine_available(engine) != 0 }
}

/// How the PNG writer trades speed for size.
///
/// The defaults (level 1, adaptive filter, the runs deflater) were measured on the sample scenes' images
/// (`TrellisBenchmarks png`) against cairo_surface_write_to_png: see the README's benchmark figures.
public struct PNGWriteOptions: Sendable, Hashable {
    /// Compression level, 0 (store) to 9 (smallest); values outside are clamped. The runs deflater has one
    /// level (any level from 1 up), ISA-L levels 1–3.
    public var compressionLevel: Int
    /// The row filter.
    public var filter: PNGFilter
    /// Write RGB without an alpha channel (for images known to be opaque; `writePNG` and `encodePNG` detect this themselves).
    public var opaque: Bool
    /// The deflate implementation of the adaptive filter (the other filters go through libpng's zlib).
    public var deflater: PNGDeflater
    /// Threads that filter and compress bands of a tall image (adaptive filter); the bytes do not depend on it.
    public var threads: Int

    /// Options with the measured defaults.
    public init(
        compressionLevel: Int = 1, filter: PNGFilter = .adaptive, opaque: Bool = false,
        deflater: PNGDeflater = .automatic, threads: Int = 1
    ) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.opaque = opaque
        self.deflater = deflater
        self.threads = threads
    }

    var clampedLevel: Int32 { Int32(min(9, max(0, compressionLevel))) }
}
