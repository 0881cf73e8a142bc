import Foundation
import Testing

@testable import TrellisPNG

/// Builds small PNG files by hand (stored zlib blocks, CRCs computed here), independent of our writer.
enum HandPNG {
    static let gray: UInt8 = 0, rgb: UInt8 = 2, palette: UInt8 = 3, grayAlpha: UInt8 = 4, rgba: UInt8 = 6

    /// A PNG of the given format; `pixel(x, y)` gives the samples of one pixel (1 to 4 of them, at `depth` bits).
    static func file(
        width: Int, height: Int, depth: Int, colorType: UInt8, interlaced: Bool = false,
        chunksBeforeData: [(String, [UInt8])] = [], chunksAfterData: [(String, [UInt8])] = [],
        pixel: (Int, Int) -> [UInt16]
    ) -> [UInt8] {
        var header = be32(UInt32(width)) + be32(UInt32(height))
        header += [UInt8(depth), colorType, 0, 0, interlaced ? 1 : 0]
        var raw: [UInt8] = []
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for pass in passes {
            let xs = Array(Swift.stride(from: pass.x0, to: width, by: pass.dx))
            let ys = Array(Swift.stride(from: pass.y0, to: height, by: pass.dy))
            guard !xs.isEmpty else { continue }
            for y in ys {
                raw.append(0)  // filter type None
                raw += pack(xs.map { pixel($0, y) }, depth: depth)
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        file += chunk("IHDR", header)
        for (type, data) in chunksBeforeData { file += chunk(type, data) }
        file += chunk("IDAT", zlibStored(raw))
        for (type, data) in chunksAfterData { file += chunk(type, data) }
        file += chunk("IEND", [])
        return file
    }

    static func pack(_ pixels: [[UInt16]], depth: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        switch depth {
        case 16:
            for sample in pixels.joined() { bytes += [UInt8(sample >> 8), UInt8(sample & 0xff)] }
        case 8:
            bytes = pixels.joined().map { UInt8($0) }
        default:
            var accumulator = 0, bits = 0
            for sample in pixels.joined() {
                accumulator = accumulator << depth | Int(sample)
                bits += depth
                if bits == 8 {
                    bytes.append(UInt8(accumulator))
                    accumulator = 0
                    bits = 0
                }
            }
            if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits))) }
        }
        return bytes
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(data.count, start + 65535)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// The ARGB32 premultiplied word cairo stores for a straight color.
    static func word(_ c: RGBA8) -> UInt32 {
        func pre(_ v: UInt8) -> UInt32 { (UInt32(v) * UInt32(c.a) * 2 + 255) / 510 }
        return UInt32(c.a) << 24 | pre(c.r) << 16 | pre(c.g) << 8 | pre(c.b)
    }
}

extension PixelBuffer {
    /// The raw ARGB32 word at (x, y).
    func word(x: Int, y: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }
}

@Suite("Reading PNG files of every format")
struct PNGHandBuiltTests {
    /// Reads the bytes and checks every pixel against `expected` (straight colors, compared as premultiplied words).
    func check(_ file: [UInt8], width: Int, height: Int, expected: (Int, Int) -> RGBA8) throws {
        let image = try readPNG(data: file, name: "hand-built.png")
        #expect(image.width == width && image.height == height)
        #expect(image.stride == width * 4)
        var mismatches: [String] = []
        for y in 0..<height {
            for x in 0..<width where image.word(x: x, y: y) != HandPNG.word(expected(x, y)) {
                mismatches.append("(\(x), \(y)): \(image[x, y]) instead of \(expected(x, y))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("8-bit gray reads as opaque gray")
    func gray8() throws {
        let file = HandPNG.file(width: 5, height: 3, depth: 8, colorType: HandPNG.gray) { x, y in [UInt16(x * 50 + y)] }
        try check(file, width: 5, height: 3) { x, y in
            let v = UInt8(x * 50 + y)
            return RGBA8(r: v, g: v, b: v)
        }
    }

    @Test("1-, 2- and 4-bit gray expand to full range", arguments: [1, 2, 4])
    func lowBitGray(depth: Int) throws {
        let levels = 1 << depth
        let file = HandPNG.file(width: 11, height: 2, depth: depth, colorType: HandPNG.gray) { x, y in
            [UInt16((x + y) % levels)]
        }
        try check(file, width: 11, height: 2) { x, y in
            let v = UInt8((x + y) % levels * 255 / (levels - 1))
            return RGBA8(r: v, g: v, b: v)
        }
    }

    @Test("gray with alpha reads premultiplied")
    func grayAlpha() throws {
        let file = HandPNG.file(width: 4, height: 4, depth: 8, colorType: HandPNG.grayAlpha) { x, y in
            [UInt16(200 - x * 10), UInt16(y * 80)]
        }
        try check(file, width: 4, height: 4) { x, y in
            let v = UInt8(200 - x * 10)
            return RGBA8(r: v, g: v, b: v, a: UInt8(y * 80))
        }
    }

    @Test("RGB and RGBA at 8 bits")
    func rgb8() throws {
        let colors = HandPNG.file(width: 3, height: 2, depth: 8, colorType: HandPNG.rgb) { x, y in
            [UInt16(x * 100), UInt16(y * 200), 77]
        }
        try check(colors, width: 3, height: 2) { x, y in RGBA8(r: UInt8(x * 100), g: UInt8(y * 200), b: 77) }
        let translucent = HandPNG.file(width: 3, height: 2, depth: 8, colorType: HandPNG.rgba) { x, y in
            [255, UInt16(x * 100), 10, UInt16(60 + y * 100)]
        }
        try check(translucent, width: 3, height: 2) { x, y in
            RGBA8(r: 255, g: UInt8(x * 100), b: 10, a: UInt8(60 + y * 100))
        }
    }

    @Test("palette with tRNS gives the palette's colors and alphas")
    func paletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 250, 250, 250]
        let alphas: [UInt8] = [255, 128, 0]  // the fourth entry has no tRNS entry: opaque
        let file = HandPNG.file(
            width: 6, height: 2, depth: 4, colorType: HandPNG.palette,
            chunksBeforeData: [("PLTE", palette), ("tRNS", alphas)]
        ) { x, y in [UInt16((x + y) % 4)] }
        try check(file, width: 6, height: 2) { x, y in
            let i = (x + y) % 4
            return RGBA8(
                r: palette[i * 3], g: palette[i * 3 + 1], b: palette[i * 3 + 2], a: i < alphas.count ? alphas[i] : 255)
        }
    }

    @Test("RGB with a tRNS color key makes that color transparent")
    func rgbColorKey() throws {
        let file = HandPNG.file(
            width: 2, height: 1, depth: 8, colorType: HandPNG.rgb, chunksBeforeData: [("tRNS", [0, 1, 0, 2, 0, 3])]
        ) { x, _ in x == 0 ? [1, 2, 3] : [9, 9, 9] }
        try check(file, width: 2, height: 1) { x, _ in x == 0 ? RGBA8(r: 0, g: 0, b: 0, a: 0) : RGBA8(r: 9, g: 9, b: 9) }
    }

    @Test("16-bit RGBA is scaled to 8 bits")
    func sixteenBit() throws {
        let file = HandPNG.file(width: 3, height: 1, depth: 16, colorType: HandPNG.rgba) { x, _ in
            [UInt16(x) * 0x7fff, 0xffff, 0x0101 * 40, 0xffff]
        }
        try check(file, width: 3, height: 1) { x, _ in
            // 0, 0x7fff, 0xfffe scale to 0, 127, 255 (v / 257 rounded).
            RGBA8(r: [0, 127, 255][x], g: 255, b: 40)
        }
    }

    @Test("interlaced (Adam7) files read like progressive ones", arguments: [(1, 1), (3, 5), (13, 9), (16, 16)])
    func interlaced(width: Int, height: Int) throws {
        let pixel: (Int, Int) -> [UInt16] = { x, y in [UInt16(x * 15 % 256), UInt16(y * 25 % 256), 99, UInt16(100 + x + y)] }
        let file = HandPNG.file(width: width, height: height, depth: 8, colorType: HandPNG.rgba, interlaced: true, pixel: pixel)
        try check(file, width: width, height: height) { x, y in
            let s = pixel(x, y)
            return RGBA8(r: UInt8(s[0]), g: UInt8(s[1]), b: UInt8(s[2]), a: UInt8(s[3]))
        }
    }

    @Test("text chunks before and after the image data are read, tEXt as Latin-1 and iTXt as UTF-8")
    func textChunks() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/text.png"
        let itxt = Array("Title".utf8) + [0, 0, 0, 0, 0] + Array("雪の日 ✓".utf8)
        let file = HandPNG.file(
            width: 1, height: 1, depth: 8, colorType: HandPNG.gray,
            chunksBeforeData: [("tEXt", Array("Software".utf8) + [0] + Array("trellis".utf8))],
            chunksAfterData: [("tEXt", Array("Author".utf8) + [0, 0x4a, 0xf6, 0x72, 0x67]), ("iTXt", itxt)]
        ) { _, _ in [0] }
        try Data(file).write(to: URL(fileURLWithPath: path))
        let text = try readPNGText(atPath: path)
        #expect(text.map(\.key) == ["Software", "Author", "Title"])
        #expect(text.map(\.value) == ["trellis", "Jörg", "雪の日 ✓"])
    }
}

/// A fresh directory under /tmp, removed when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "trellis-png-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The names of the files in the directory, hidden ones included.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
