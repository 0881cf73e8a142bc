import Foundation
import Testing

@testable import TrellisPNG

@Suite("Streaming rows into a PNG file")
struct PNGStreamWriterTests {
    /// Appends the image's rows in bands of the given heights.
    func stream(_ image: PixelBuffer, bands: [Int], to path: String, options: PNGWriteOptions = .init()) throws {
        let writer = try PNGStreamWriter(
            path: path, width: image.width, height: image.height, text: [("State", "bands")], options: options)
        var row = 0
        for band in bands {
            try image.bytes.withUnsafeBytes { all in
                let start = row * image.stride
                let slice = UnsafeRawBufferPointer(rebasing: all[start..<(start + band * image.stride)])
                try writer.append(rows: slice, stride: image.stride, rowCount: band)
            }
            row += band
        }
        try writer.finish()
    }

    @Test("rows appended in several bands give the same file as one write", arguments: [[40], [1, 39], [7, 7, 7, 7, 7, 5], [0, 20, 0, 20]])
    func bands(bands: [Int]) throws {
        let directory = try TemporaryDirectory()
        let image = samplePixels(width: 50, height: 40)
        let whole = directory.path + "/whole.png", banded = directory.path + "/banded.png"
        try stream(image, bands: [40], to: whole)
        try stream(image, bands: bands, to: banded)
        #expect(try readPNG(atPath: banded) == image)
        #expect(FileManager.default.contents(atPath: banded) == FileManager.default.contents(atPath: whole))
        #expect(try readPNGText(atPath: banded).map(\.key) == ["State", PixelDigest.key])
        #expect(try directory.contents() == ["banded.png", "whole.png"])
    }

    @Test("an opaque stream is written as RGB")
    func opaqueStream() throws {
        let directory = try TemporaryDirectory()
        var image = PixelBuffer(width: 6, height: 6)
        for y in 0..<6 { for x in 0..<6 { image[x, y] = RGBA8(r: 9, g: UInt8(x * 40), b: UInt8(y * 40)) } }
        let path = directory.path + "/opaque.png"
        try stream(image, bands: [2, 4], to: path, options: PNGWriteOptions(opaque: true))
        #expect(try readPNG(atPath: path) == image)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes[25] == 2, "IHDR color type RGB")
    }

    @Test("a writer dropped without finish leaves no file and no temporary file")
    func droppedWriter() throws {
        let directory = try TemporaryDirectory()
        let image = samplePixels(width: 10, height: 10)
        do {
            let writer = try PNGStreamWriter(path: directory.path + "/dropped.png", width: 10, height: 10, text: [])
            try image.bytes.withUnsafeBytes { try writer.append(rows: $0, stride: image.stride, rowCount: 4) }
            #expect(try directory.contents().count == 1, "the temporary file exists while writing")
            #expect(!FileManager.default.fileExists(atPath: directory.path + "/dropped.png"))
        }
        #expect(try directory.contents().isEmpty)
    }

    @Test("finish before every row is an error and leaves nothing behind")
    func finishTooEarly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/short.png"
        let image = samplePixels(width: 10, height: 10)
        let writer = try PNGStreamWriter(path: path, width: 10, height: 10, text: [])
        try image.bytes.withUnsafeBytes { try writer.append(rows: $0, stride: image.stride, rowCount: 9) }
        let error = #expect(throws: PNGError.self) { try writer.finish() }
        #expect(error?.path == path)
        #expect(try directory.contents().isEmpty)
        #expect(throws: PNGError.self) { try writer.finish() }
    }

    @Test("more rows than the height, or too few bytes, are errors and leave nothing behind")
    func tooManyRows() throws {
        let directory = try TemporaryDirectory()
        let image = samplePixels(width: 10, height: 10)
        let writer = try PNGStreamWriter(path: directory.path + "/long.png", width: 10, height: 5, text: [])
        #expect(throws: PNGError.self) {
            try image.bytes.withUnsafeBytes { try writer.append(rows: $0, stride: image.stride, rowCount: 6) }
        }
        #expect(try directory.contents().isEmpty)
        let other = try PNGStreamWriter(path: directory.path + "/short-buffer.png", width: 10, height: 10, text: [])
        #expect(throws: PNGError.self) {
            try image.bytes.withUnsafeBytes {
                try other.append(rows: UnsafeRawBufferPointer(rebasing: $0[0..<60]), stride: image.stride, rowCount: 2)
            }
        }
        #expect(try directory.contents().isEmpty)
    }

    @Test("a size PNG cannot hold is refused before any file is made", arguments: [(0, 10), (10, 0), (-1, 5), (1 << 31, 1)])
    func badSize(width: Int, height: Int) throws {
        let directory = try TemporaryDirectory()
        let error = #expect(throws: PNGError.self) {
            _ = try PNGStreamWriter(path: directory.path + "/huge.png", width: width, height: height, text: [])
        }
        guard case .tooLarge? = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(try directory.contents().isEmpty)
    }
}
