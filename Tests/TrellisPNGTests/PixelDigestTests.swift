import Foundation
import Testing

@testable import TrellisPNG

@Suite("The pixel digest in a text chunk after the image data")
struct PixelDigestTests {
    @Test("a written file carries the digest of the pixels it was given, readable without decoding")
    func storedDigest() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/screen.png"
        let image = samplePixels()
        try writePNG(image, toPath: path, text: [("Software", "trellis")])
        let digest = PixelDigest.of(image)
        #expect(digest.hasPrefix("v1 ") && digest.count == 19)
        #expect(try PixelDigest.stored(atPath: path) == digest)
    }

    @Test("one changed pixel, a changed size or a changed row order change the digest; padding past the width does not")
    func digestFollowsPixels() {
        let image = samplePixels(width: 20, height: 10)
        var changed = image
        changed[19, 9] = RGBA8(r: 1, g: 2, b: 3)
        #expect(PixelDigest.of(changed) != PixelDigest.of(image))
        // The same words seen as 10 × 20: the size is part of the digest.
        let reshaped = PixelBuffer(width: 10, height: 20, stride: 40, bytes: image.bytes)
        #expect(PixelDigest.of(reshaped) != PixelDigest.of(image))
        // Rows 0 and 1 swapped: each row is hashed with its index.
        var swapped = image
        swapped.bytes.replaceSubrange(0..<80, with: image.bytes[80..<160])
        swapped.bytes.replaceSubrange(80..<160, with: image.bytes[0..<80])
        #expect(PixelDigest.of(swapped) != PixelDigest.of(image))
        // The same pixels with 8 bytes of padding per row.
        var padded: [UInt8] = []
        for y in 0..<10 { padded += image.bytes[(y * 80)..<(y * 80 + 80)] + [9, 9, 9, 9, 9, 9, 9, 9] }
        #expect(PixelDigest.of(PixelBuffer(width: 20, height: 10, stride: 88, bytes: padded)) == PixelDigest.of(image))
    }

    @Test("an image written opaque: the digest ignores the unused fourth byte, as the file does")
    func opaqueIgnoresAlphaByte() throws {
        let directory = try TemporaryDirectory()
        let image = samplePixels(width: 21, height: 5) // 21 pixels: the 8-byte and byte-by-byte tails are hashed too
        var scribbled = image
        for index in Swift.stride(from: 3, to: scribbled.bytes.count, by: 4) { scribbled.bytes[index] = UInt8(index % 251) }
        let opaque = PNGWriteOptions(opaque: true)
        #expect(PixelDigest.of(scribbled, options: opaque) == PixelDigest.of(image, options: opaque))
        #expect(PixelDigest.of(scribbled) != PixelDigest.of(image))
        let path = directory.path + "/opaque.png"
        try writePNG(scribbled, toPath: path, text: [], options: opaque)
        #expect(try PixelDigest.stored(atPath: path) == PixelDigest.of(image, options: opaque))
    }

    @Test("rows hashed one at a time give the digest of rows hashed eight at a time", arguments: [false, true])
    func rowByRowMatchesEightRows(opaque: Bool) throws {
        // 21 pixels: 84 bytes a row, two 32-byte rounds then an 8-byte word, another and a 4-byte tail; 19 rows: two
        // groups of eight (hashed together where the processor has AVX-512) and three rows alone. Appending one row
        // at a time hashes every row alone.
        let directory = try TemporaryDirectory()
        let path = directory.path + "/rows.png"
        let image = samplePixels(width: 21, height: 19)
        let options = PNGWriteOptions(opaque: opaque)
        let writer = try PNGStreamWriter(path: path, width: image.width, height: image.height, text: [], options: options)
        for y in 0..<image.height {
            try image.bytes.withUnsafeBytes { all in
                let row = UnsafeRawBufferPointer(rebasing: all[(y * image.stride)..<((y + 1) * image.stride)])
                try writer.append(rows: row, stride: image.stride, rowCount: 1)
            }
        }
        try writer.finish()
        #expect(try PixelDigest.stored(atPath: path) == PixelDigest.of(image, options: options))
    }

    @Test("a tall image streamed in bands on several threads carries the digest of the whole image")
    func streamedDigest() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/tall.png"
        let image = tallPixels(width: 200, height: 30000)
        let writer = try PNGStreamWriter(path: path, width: image.width, height: image.height, text: [],
                                         options: PNGWriteOptions(threads: 3))
        for start in stride(from: 0, to: image.height, by: 7000) {
            let rows = min(7000, image.height - start)
            try image.bytes.withUnsafeBytes { all in
                let slice = UnsafeRawBufferPointer(rebasing: all[(start * image.stride)..<((start + rows) * image.stride)])
                try writer.append(rows: slice, stride: image.stride, rowCount: rows)
            }
        }
        try writer.finish()
        #expect(try PixelDigest.stored(atPath: path) == PixelDigest.of(image))
    }

    @Test("a file without a digest (libpng's filters, or another tool's) reads as none; a missing file throws")
    func noDigest() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/plain.png"
        try writePNG(samplePixels(), toPath: path, text: [], options: PNGWriteOptions(filter: .paeth))
        #expect(try PixelDigest.stored(atPath: path) == nil)
        #expect(throws: PNGError.fileNotFound(path: directory.path + "/none.png")) {
            try PixelDigest.stored(atPath: directory.path + "/none.png")
        }
    }
}
