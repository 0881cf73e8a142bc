import Foundation
import Testing
import TrellisPNG

/// The tests' own reader of PNG chunks: length, type, data, CRC, with the CRC checked by its own table.
enum ChunkReader {
    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
    }

    static func be32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    static func be16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c & 1) == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    /// The chunks, or nil when the signature, a length or a CRC is wrong.
    static func chunks(_ bytes: [UInt8]) -> [Chunk]? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var result: [Chunk] = []
        var at = 8
        while at < bytes.count {
            guard at + 12 <= bytes.count else { return nil }
            let length = be32(bytes, at)
            guard at + 12 + length <= bytes.count else { return nil }
            let stored = UInt32(be32(bytes, at + 8 + length))
            guard crc(bytes[at + 4 ..< at + 8 + length]) == stored else { return nil }
            result.append(Chunk(type: String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self),
                                data: Array(bytes[at + 8 ..< at + 8 + length])))
            at += 12 + length
        }
        return result
    }
}

@Suite("Animated PNG")
struct APNGTests {
    /// An opaque 10 × 8 image of one colour (cairo ARGB32: 0xAARRGGBB words).
    static func image(_ color: UInt32, width: Int = 10, height: Int = 8) -> PixelBuffer {
        let word = withUnsafeBytes(of: color) { Array($0) }
        return PixelBuffer(width: width, height: height, stride: width * 4,
                           bytes: Array((0..<(width * height)).map { _ in word }.joined()))
    }

    /// Frame 1 white; frame 2 the same with a red 2 × 3 block at (4, 1); frame 3 the same as frame 2.
    static let frames: [PixelBuffer] = {
        var second = image(0xFFFF_FFFF)
        for y in 1...3 { for x in 4...5 { second.bytes.replaceSubrange((y * 10 + x) * 4 ..< (y * 10 + x + 1) * 4, with: withUnsafeBytes(of: UInt32(0xFFFF_0000)) { Array($0) }) } }
        return [image(0xFFFF_FFFF), second, second]
    }()

    @Test("the chunks are IHDR, acTL, fcTL, IDAT, fcTL, fdAT, IEND with valid CRCs; the change is a 2 × 3 sub-rectangle")
    func chunks() throws {
        let bytes = try APNGWriter(frameRate: 60).encode(Self.frames)
        let chunks = try #require(ChunkReader.chunks(bytes))
        #expect(chunks.map(\.type).filter { $0 != "tEXt" } == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        let header = chunks[0].data
        #expect(ChunkReader.be32(header, 0) == 10 && ChunkReader.be32(header, 4) == 8)
        // Two frames: the third equals the second, so the second is shown longer.
        let actl = try #require(chunks.first { $0.type == "acTL" }).data
        #expect(ChunkReader.be32(actl, 0) == 2 && ChunkReader.be32(actl, 4) == 0)
        let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        // fcTL: sequence, width, height, x, y, delay numerator, denominator, dispose, blend.
        #expect(ChunkReader.be32(controls[0], 0) == 0)
        #expect([4, 8, 12, 16].map { ChunkReader.be32(controls[0], $0) } == [10, 8, 0, 0])
        #expect(ChunkReader.be32(controls[1], 0) == 1)
        #expect([4, 8, 12, 16].map { ChunkReader.be32(controls[1], $0) } == [2, 3, 4, 1])
        // At 60 fps the first frame shows 1/60 s; the second 2/60 s plus the 1 s hold at the end: 62/60.
        #expect(ChunkReader.be16(controls[0], 20) == 1 && ChunkReader.be16(controls[0], 22) == 60)
        #expect(ChunkReader.be16(controls[1], 20) == 62 && ChunkReader.be16(controls[1], 22) == 60)
        #expect(controls.allSatisfy { $0[24] == 0 && $0[25] == 0 })
        // fdAT carries the next sequence number, 2.
        let fdat = try #require(chunks.first { $0.type == "fdAT" }).data
        #expect(ChunkReader.be32(fdat, 0) == 2)
    }

    @Test("libpng, which ignores the animation chunks, reads the first frame")
    func firstFrameForPlainReaders() throws {
        let bytes = try APNGWriter(frameRate: 60).encode(Self.frames)
        let plain = try readPNG(data: bytes, name: "animation.png")
        #expect(plain.width == 10 && plain.height == 8)
        #expect(plain[4, 1] == plain[0, 0])
    }

    @Test("decoding gives every frame back, the sub-rectangle drawn over the previous frame")
    func roundTrip() throws {
        let bytes = try APNGWriter(frameRate: 60).encode(Self.frames)
        let decoded = try APNGReader.frames(of: bytes, name: "animation.png")
        #expect(decoded.count == 2)
        #expect(decoded[0].pixels[4, 1] == RGBA8(r: 255, g: 255, b: 255))
        #expect(decoded[1].pixels[4, 1] == RGBA8(r: 255, g: 0, b: 0))
        #expect(decoded[1].pixels[6, 1] == RGBA8(r: 255, g: 255, b: 255))
        #expect(decoded[1].pixels[5, 3] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test("the same frames give the same bytes")
    func deterministic() throws {
        #expect(try APNGWriter(frameRate: 60).encode(Self.frames) == APNGWriter(frameRate: 60).encode(Self.frames))
    }

    @Test("frames of different sizes are refused")
    func sizes() {
        #expect(throws: PNGError.self) { try APNGWriter(frameRate: 60).encode([Self.image(0xFFFF_FFFF), Self.image(0xFFFF_FFFF, width: 9)]) }
    }
}
