import TrellisPNG

/// How two images are compared, in the manner of swift-snapshot-testing's `precision` and `perceptualPrecision`.
///
/// Without a perceptual precision a pixel matches only when it is exactly equal. With one, a pixel matches
/// when the CIEDE2000 difference of the two colors (each composited over white) is at most
/// `(1 − perceptualPrecision) × 100`. The images match when the fraction of pixels that do not is at most
/// `tolerance`; images of different sizes never match.
public struct SnapshotComparison: Sendable, Hashable {
    /// The fraction of pixels allowed to differ, 0…1.
    public var tolerance: Double
    /// 0…1, or nil for exact pixel comparison.
    public var perceptualPrecision: Double?

    /// A comparison; the defaults demand identical pixels.
    public init(tolerance: Double = 0, perceptualPrecision: Double? = nil) {
        self.tolerance = min(max(tolerance, 0), 1)
        self.perceptualPrecision = perceptualPrecision.map { min(max($0, 0), 1) }
    }

    /// A comparison named as swift-snapshot-testing names it: `precision` is the fraction of pixels that must match.
    public init(precision: Double, perceptualPrecision: Double? = nil) {
        self.init(tolerance: 1 - precision, perceptualPrecision: perceptualPrecision)
    }

    /// The fraction of pixels that must match (1 − tolerance).
    public var precision: Double { 1 - tolerance }

    /// The largest ΔE00 a pixel may have and still match (nil: exact comparison).
    public var maximumDeltaE: Double? { perceptualPrecision.map { (1 - $0) * 100 } }

    /// Compares `actual` with `reference`.
    public func compare(reference: PixelBuffer, actual: PixelBuffer) -> SnapshotResult {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let total = width * height
        guard reference.width == actual.width, reference.height == actual.height else {
            return SnapshotResult(matches: false, sizeMismatch: true, differingPixels: total, totalPixels: total,
                                  maximumDeltaE: 0, firstDifference: nil)
        }
        if reference.stride == actual.stride && reference.bytes == actual.bytes {
            return SnapshotResult(matches: true, sizeMismatch: false, differingPixels: 0, totalPixels: total,
                                  maximumDeltaE: 0, firstDifference: nil)
        }
        var differing = 0
        var maxDeltaE = 0.0
        var first: (x: Int, y: Int)?
        let limit = maximumDeltaE
        let left = SnapshotPixels(reference), right = SnapshotPixels(actual)
        for y in 0..<height {
            for x in 0..<width {
                let a = left.word(x, y), b = right.word(x, y)
                if a == b { continue }
                let deltaE = SnapshotPixels.deltaE(a, b)
                if let limit, deltaE <= limit { continue }
                differing += 1
                maxDeltaE = max(maxDeltaE, deltaE)
                if first == nil { first = (x, y) }
            }
        }
        let allowed = tolerance * Double(total)
        return SnapshotResult(matches: Double(differing) <= allowed, sizeMismatch: false, differingPixels: differing,
                              totalPixels: total, maximumDeltaE: maxDeltaE, firstDifference: first)
    }

    /// Whether one pixel pair counts as different under this comparison.
    func differs(_ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return false }
        guard let limit = maximumDeltaE else { return true }
        return SnapshotPixels.deltaE(a, b) > limit
    }
}

/// Read access to a pixel buffer's premultiplied ARGB32 words, and the color math on them.
struct SnapshotPixels {
    let buffer: PixelBuffer

    init(_ buffer: PixelBuffer) { self.buffer = buffer }

    /// The premultiplied word at (x, y); transparent outside the buffer.
    func word(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < buffer.width, y < buffer.height else { return 0 }
        let offset = y * buffer.stride + x * 4
        guard offset + 4 <= buffer.bytes.count else { return 0 }
        return buffer.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }

    /// A premultiplied word composited over white: (r, g, b).
    static func overWhite(_ word: UInt32) -> (UInt8, UInt8, UInt8) {
        let inverse = 255 - (word >> 24)
        return (UInt8(min(255, ((word >> 16) & 0xff) + inverse)),
                UInt8(min(255, ((word >> 8) & 0xff) + inverse)),
                UInt8(min(255, (word & 0xff) + inverse)))
    }

    /// ΔE00 between two premultiplied words, each composited over white.
    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        let (r1, g1, b1) = overWhite(a), (r2, g2, b2) = overWhite(b)
        return LabColor(red: r1, green: g1, blue: b1).deltaE2000(LabColor(red: r2, green: g2, blue: b2))
    }

    /// An opaque word from straight components.
    static func opaque(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        0xFF00_0000 | (min(r, 255) << 16) | (min(g, 255) << 8) | min(b, 255)
    }
}
