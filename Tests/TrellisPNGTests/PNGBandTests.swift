import Foundation
import Testing

@testable import TrellisPNG

/// A tall image of several bands (4 MiB of filtered bytes each): a vertical gradient (flat rows that each
/// differ from the one above: Up), a horizontal gradient (Sub), noise, thin stripes (None) and a translucent
/// stripe, so the filters meet band boundaries; at 700 pixels wide a band of 1497 rows ends in the gradient.
func tallPixels(width: Int = 700, height: Int = 6000) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height)
    var seed: UInt32 = 7
    for y in 0..<height {
        for x in 0..<width {
            switch (y / 37) % 5 {
            case 0: image[x, y] = RGBA8(r: UInt8(y % 256), g: 240, b: 245)
            case 1: image[x, y] = RGBA8(r: UInt8(y % 256), g: 100, b: UInt8(x % 256))
            case 2:
                seed = seed &* 1_103_515_245 &+ 12345
                image[x, y] = RGBA8(r: UInt8(seed >> 24), g: UInt8((seed >> 16) & 0xff), b: 90)
            case 3: image[x, y] = x % 50 < 3 ? RGBA8(r: 20, g: 20, b: 20) : RGBA8(r: 255, g: 255, b: 255)
            default: image[x, y] = RGBA8(r: 30, g: 160, b: 90, a: UInt8(x % 200 + 40))
            }
        }
    }
    return image
}

/// The Output/ folder of the package, two levels above this file.
private let outputFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Output").path

@Suite("Bands compressed on their own, on several threads")
struct PNGBandTests {
    /// Every engine this machine can run, with zlib first.
    static let deflaters: [PNGDeflater] = PNGDeflater.isal.isAvailable ? [.zlib, .runs, .isal] : [.zlib, .runs]

    @Test("the bytes do not depend on the number of threads, and decode to the same pixels", arguments: deflaters)
    func threadsDoNotChangeBytes(deflater: PNGDeflater) throws {
        let image = tallPixels()
        let one = try encodePNG(image, text: [], options: PNGWriteOptions(deflater: deflater, threads: 1))
        for threads in [2, 3, 8] {
            let many = try encodePNG(image, text: [], options: PNGWriteOptions(deflater: deflater, threads: threads))
            #expect(many == one, "\(threads) threads")
        }
        #expect(try readPNG(data: one, name: "tall") == image)
    }

    @Test("rows streamed in odd bands give the same file as one write, across band boundaries", arguments: deflaters)
    func streamedBands(deflater: PNGDeflater) throws {
        let directory = try TemporaryDirectory()
        let image = tallPixels(width: 300, height: 16000)
        let options = PNGWriteOptions(deflater: deflater, threads: 2)
        let path = directory.path + "/tall.png"
        let writer = try PNGStreamWriter(path: path, width: image.width, height: image.height, text: [], options: options)
        var row = 0
        // 300 px RGBA rows are 1201 filtered bytes: a band is 3492 rows, so these appends straddle band ends.
        for band in [1, 3490, 2, 5000, 7000, 507] {
            try image.bytes.withUnsafeBytes { all in
                let slice = UnsafeRawBufferPointer(rebasing: all[(row * image.stride)..<((row + band) * image.stride)])
                try writer.append(rows: slice, stride: image.stride, rowCount: band)
            }
            row += band
        }
        try writer.finish()
        let streamed = try #require(FileManager.default.contents(atPath: path))
        #expect([UInt8](streamed) == (try encodePNG(image, text: [], options: options)))
        #expect(try readPNG(atPath: path) == image)
    }

    @Test("Output images of several bands re-encoded with each engine and 1 or 4 threads decode to the reference's pixels")
    func outputImagesKeepTheirPixels() throws {
        // The images of more than one band (over 4 MiB of filtered rows); the others are one segment as before.
        let names = (FileManager.default.enumerator(atPath: outputFolder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        try #require(names.count > 20, "the Output folder holds the references")
        let tall = try names.filter { name in
            let info = try readPNGInfo(atPath: outputFolder + "/" + name)
            return info.height * (1 + info.width * 3) > 4 << 20
        }
        try #require(tall.count >= 5)
        for name in tall.prefix(8) {
            let reference = try readPNG(atPath: outputFolder + "/" + name)
            for deflater in Self.deflaters {
                let one = try encodePNG(reference, text: [], options: PNGWriteOptions(deflater: deflater, threads: 1))
                let four = try encodePNG(reference, text: [], options: PNGWriteOptions(deflater: deflater, threads: 4))
                // Compared as a verdict with a short message: the byte arrays would fill the log and hide the name.
                let firstDifference = zip(one, four).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(one.count, four.count)
                let same = one == four
                #expect(same, "\(name) with \(deflater): 1 thread \(one.count) bytes, 4 threads \(four.count), first differing byte \(firstDifference)")
                let back = try readPNG(data: one, name: name)
                let decodes = back == reference
                #expect(decodes, "\(name) with \(deflater): the 1-thread bytes do not decode to the reference's pixels")
            }
        }
    }
}
