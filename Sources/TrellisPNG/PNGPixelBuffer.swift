/// Pixels in cairo's ARGB32 layout: native-endian 32-bit words 0xAARRGGBB with premultiplied alpha.
///
/// Rows are `stride` bytes apart; pixel (x, y) is the word at byte `y * stride + x * 4`.
public struct PixelBuffer: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bytes from the start of one row to the start of the next (at least `width * 4`).
    public var stride: Int
    /// The pixel words, `stride * height` bytes.
    public var bytes: [UInt8]

    /// A transparent buffer with `stride = width * 4` (an empty one when a size is negative or too large to address).
    public init(width: Int, height: Int) {
        let w = max(0, width), h = max(0, height)
        let (stride, o1) = w.multipliedReportingOverflow(by: 4)
        let (count, o2) = stride.multipliedReportingOverflow(by: h)
        if o1 || o2 {
            self.init(width: 0, height: 0, stride: 0, bytes: [])
        } else {
            self.init(width: w, height: h, stride: stride, bytes: [UInt8](repeating: 0, count: count))
        }
    }

    /// A buffer over existing ARGB32 premultiplied bytes (the writers check that they cover `width × height`).
    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        for y in 0..<height {
            for x in 0..<width where word(at: y * stride + x * 4) >> 24 != 255 {
                return false
            }
        }
        return true
    }

    /// The pixel at (x, y) as straight (un-premultiplied) RGBA; setting premultiplies. Outside the buffer: transparent, and setting does nothing.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            guard let offset = offset(x: x, y: y) else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
            let p = word(at: offset)
            let a = p >> 24
            return RGBA8(
                r: unpremultiply((p >> 16) & 0xff, a),
                g: unpremultiply((p >> 8) & 0xff, a),
                b: unpremultiply(p & 0xff, a),
                a: UInt8(a))
        }
        set {
            guard let offset = offset(x: x, y: y) else { return }
            let a = UInt32(newValue.a)
            let p = a << 24 | premultiply(newValue.r, a) << 16 | premultiply(newValue.g, a) << 8 | premultiply(newValue.b, a)
            withUnsafeBytes(of: p) { word in
                for i in 0..<4 { bytes[offset + i] = word[i] }
            }
        }
    }

    private func offset(x: Int, y: Int) -> Int? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = y * stride + x * 4
        return offset + 4 <= bytes.count ? offset : nil
    }

    private func word(at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}

/// A straight (not premultiplied) 8-bit RGBA color.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    /// Red.
    public var r: UInt8
    /// Green.
    public var g: UInt8
    /// Blue.
    public var b: UInt8
    /// Alpha (255 is opaque).
    public var a: UInt8

    /// A color from its four channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `rgba(r, g, b, a)`.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

/// round(c * a / 255).
private func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
    let t = UInt32(c) * a + 128
    return (t + (t >> 8)) >> 8
}

/// round(c * 255 / a), clamped to 255.
private func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
    guard a > 0 else { return 0 }
    return UInt8(min(255, (c * 255 + a / 2) / a))
}
