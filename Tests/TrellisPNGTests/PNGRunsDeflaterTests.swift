import Foundation
import Testing

@testable import TrellisPNG

/// The Output/ folder of the package, two levels above this file.
private let outputFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Output").path

/// An image of `width` × `height` whose pixels come from `pixel(x, y)`.
private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA8) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height)
    for y in 0..<height { for x in 0..<width { image[x, y] = pixel(x, y) } }
    return image
}

/// Noise from a fixed linear congruential sequence: nothing for a match to find, so every byte is a literal.
private func noise(_ width: Int, _ height: Int, alpha: Bool) -> PixelBuffer {
    var seed: UInt32 = 99
    return image(width, height) { _, _ in
        seed = seed &* 1_664_525 &+ 1_013_904_223
        let a = alpha ? UInt8(seed >> 24) : 255
        // Premultiplied: no channel above alpha.
        return RGBA8(r: min(a, UInt8((seed >> 16) & 0xff)), g: min(a, UInt8((seed >> 8) & 0xff)), b: min(a, UInt8(seed & 0xff)), a: a)
    }
}

@Suite("The runs deflater: our own deflate for drawn rows")
struct PNGRunsDeflaterTests {
    static let runs = PNGWriteOptions(deflater: .runs)

    /// Shapes that reach the encoder's edges: one pixel; one column; one row of one colour (a single distinct
    /// literal, so its Huffman code must still be complete); rows equal to the row above (runs at distance 1);
    /// flat spans beside stripes (distance 3 or 4); a hatch whose rows repeat at a far distance; noise larger
    /// than a block (literals only); and the same with alpha.
    static let shapes: [(String, PixelBuffer)] = [
        ("1x1", image(1, 1) { _, _ in RGBA8(r: 10, g: 20, b: 30) }),
        ("1x300 column", image(1, 300) { _, y in RGBA8(r: UInt8(y % 7), g: 0, b: 0) }),
        ("flat 900x1", image(900, 1) { _, _ in RGBA8(r: 0, g: 0, b: 0) }),
        ("flat 400x400", image(400, 400) { _, _ in RGBA8(r: 242, g: 242, b: 247) }),
        ("stripes", image(333, 500) { x, y in x % 41 < 3 || y % 57 == 0 ? RGBA8(r: 20, g: 20, b: 20) : RGBA8(r: 255, g: 255, b: 255) }),
        ("hatch", image(600, 700) { x, y in (x + y) % 28 < 2 || (x + 700 - y) % 28 < 2 ? RGBA8(r: 230, g: 80, b: 80) : RGBA8(r: 160, g: 160, b: 160) }),
        ("noise", noise(700, 900, alpha: false)),
        ("noise with alpha", noise(300, 300, alpha: true)),
        ("translucent rows", image(500, 300) { x, y in RGBA8(r: 30, g: 160, b: 90, a: UInt8((x + y) % 200 + 40)) }),
    ]

    @Test("each shape written with the runs deflater reads back as the same pixels, on 1 and 3 threads",
          arguments: 0..<shapes.count)
    func shapesRoundTrip(index: Int) throws {
        let (name, pixels) = Self.shapes[index]
        let one = try encodePNG(pixels, text: [], options: Self.runs)
        #expect(try readPNG(data: one, name: name) == pixels, "\(name)")
        var three = Self.runs
        three.threads = 3
        #expect(try encodePNG(pixels, text: [], options: three) == one, "\(name): threads do not change the bytes")
    }

    @Test("rows equal to the row above cost a few bytes each, not the 10 of runs coded at distance 258")
    func flatRowsAreSmall() throws {
        // 750 × 1334 of one colour: 1333 rows equal to the one above, each a filter byte (Up) and 2250 zero
        // residuals. Coded as two literals and 9 matches at distance 1 (8 of 258 bytes and one of 186), the
        // block's codes are short (a handful of symbols in use, these the most frequent: about 3 bits each, plus 5 extra bits for 186),
        // so a row costs at most 2 × 3 + 8 × (3 + 3) + (3 + 5 + 3) = 65 bits, under 8.2 bytes. Runs coded at
        // distance 258 (igzip's way: 7 extra bits per match) would cost at least 9 × 8 bits = 9 bytes a row.
        let flat = image(750, 1334) { _, _ in RGBA8(r: 242, g: 242, b: 247) }
        let bytes = try encodePNG(flat, text: [], options: Self.runs)
        #expect(bytes.count < 1334 * 82 / 10, "\(bytes.count) bytes")
        #expect(try readPNG(data: bytes, name: "flat") == flat)
    }

    @Test("the same pixels give the same bytes on every run")
    func deterministic() throws {
        let pixels = Self.shapes[5].1
        let first = try encodePNG(pixels, text: [], options: Self.runs)
        for _ in 0..<3 { #expect(try encodePNG(pixels, text: [], options: Self.runs) == first) }
    }

    @Test("every Output image re-encoded with the runs deflater decodes to the reference's pixels")
    func outputImagesKeepTheirPixels() throws {
        let names = (FileManager.default.enumerator(atPath: outputFolder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        try #require(names.count > 20, "the Output folder holds the references")
        for name in names {
            let reference = try readPNG(atPath: outputFolder + "/" + name)
            let bytes = try encodePNG(reference, text: [], options: Self.runs)
            #expect(try readPNG(data: bytes, name: name) == reference, "\(name)")
        }
    }
}
