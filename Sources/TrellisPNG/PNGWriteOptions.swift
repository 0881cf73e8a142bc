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

/// How the PNG writer trades speed for size.
///
/// The defaults (zlib level 1, adaptive filter) were measured on the sample scenes' 750 × 1334 to
/// 1536 × 2048 screens to write about 3× faster than cairo_surface_write_to_png at 0.8–1.0× its file
/// size (1.1–1.25× on photos).
public struct PNGWriteOptions: Sendable, Hashable {
    /// zlib compression level, 0 (store) to 9 (smallest); values outside are clamped.
    public var compressionLevel: Int
    /// The row filter.
    public var filter: PNGFilter
    /// Write RGB without an alpha channel (for images known to be opaque; `writePNG` and `encodePNG` detect this themselves).
    public var opaque: Bool

    /// Options with the measured defaults.
    public init(compressionLevel: Int = 1, filter: PNGFilter = .adaptive, opaque: Bool = false) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.opaque = opaque
    }

    var clampedLevel: Int32 { Int32(min(9, max(0, compressionLevel))) }
}
