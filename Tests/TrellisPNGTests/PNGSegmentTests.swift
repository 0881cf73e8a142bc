import Dispatch
import Foundation
import Testing

@testable import TrellisPNG

/// Segments made on several threads in any order, collected under a lock.
private final class SegmentBox: @unchecked Sendable {
    private let lock = NSLock()
    private var segments: [Int: PNGSegment] = [:]
    func put(_ segment: PNGSegment) { lock.withLock { segments[segment.band] = segment } }
    subscript(band: Int) -> PNGSegment? { lock.withLock { segments[band] } }
}

@Suite("Whole bands compressed apart by the caller's threads and appended in band order")
struct PNGSegmentTests {
    /// 300 px RGBA rows are 1 + 300 × 4 = 1201 filtered bytes; a band holds 4 MiB = 4 194 304 bytes, so
    /// ⌊4 194 304 / 1201⌋ = 3492 rows, and 16 000 rows make four full bands and a fifth of 16 000 − 4 × 3492 = 2032.
    private let image = tallPixels(width: 300, height: 16000)

    /// Compresses every band on several threads, the last bands first, and appends them in order.
    private func writeInBands(_ image: PixelBuffer, options: PNGWriteOptions, to path: String) throws {
        let writer = try PNGStreamWriter(path: path, width: image.width, height: image.height, text: [], options: options)
        let encoder = try #require(writer.bandEncoder)
        #expect(encoder.bandRows == 3492 && encoder.bandCount == 5)
        let box = SegmentBox()
        let bands = encoder.bandCount
        DispatchQueue.concurrentPerform(iterations: bands) { i in
            let band = bands - 1 - i
            let rows = encoder.rows(ofBand: band)
            image.bytes.withUnsafeBytes { all in
                // Even bands in one piece, odd ones in pieces of 777 rows (each with the row above it).
                let piece = band % 2 == 0 ? rows.count : 777
                guard let segment = try? encoder.begin(band: band) else { return }
                for first in stride(from: rows.lowerBound, to: rows.upperBound, by: piece) {
                    let count = min(piece, rows.upperBound - first)
                    let slice = UnsafeRawBufferPointer(rebasing: all[(first * image.stride)..<((first + count) * image.stride)])
                    let above = first > 0 ? all.baseAddress.map { $0 + (first - 1) * image.stride } : nil
                    guard (try? encoder.add(to: segment, above: above, rows: slice, stride: image.stride, count: count)) != nil else { return }
                }
                box.put(segment)
            }
        }
        for band in 0..<bands { try writer.append(try #require(box[band], "band \(band) compressed")) }
        try writer.finish()
    }

    @Test("bands given whole or in pieces give the bytes of one streamed write, and decode to the pixels",
          arguments: PNGBandTests.deflaters)
    func segmentsMatchStreamedRows(deflater: PNGDeflater) throws {
        let directory = try TemporaryDirectory()
        let options = PNGWriteOptions(deflater: deflater, threads: 1)
        let path = directory.path + "/tall.png"
        try writeInBands(image, options: options, to: path)
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        try PNGBandTests.expectSameFile(bytes, as: try encodePNG(image, text: [], options: options), of: image,
                                        deflater: deflater, "bands written apart")
        // Every band holds different rows (the stripes change every 37 rows, not a divisor of 3492): bands appended
        // in another order would put other rows at these band edges.
        let decoded = try readPNG(atPath: path)
        #expect(decoded == image)
        for y in [3491, 3492, 6984, 6985, 10_475, 10_476, 13_968, 15_999] {
            #expect(decoded[150, y] == image[150, y], "row \(y)")
        }
    }

    @Test("a band appended out of turn is refused and no file is left")
    func outOfOrderIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/tall.png"
        try {
            let writer = try PNGStreamWriter(path: path, width: image.width, height: image.height, text: [])
            let encoder = try #require(writer.bandEncoder)
            let segment = try image.bytes.withUnsafeBytes { all in
                let rows = encoder.rows(ofBand: 1)
                let slice = UnsafeRawBufferPointer(rebasing: all[(rows.lowerBound * image.stride)..<(rows.upperBound * image.stride)])
                return try encoder.compress(band: 1, above: all.baseAddress! + (rows.lowerBound - 1) * image.stride,
                                            rows: slice, stride: image.stride)
            }
            #expect(throws: PNGError.self) { try writer.append(segment) }
            #expect(throws: PNGError.self) { try writer.finish() }
        }()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a writer with one of libpng's filters has no band encoder")
    func libpngFiltersHaveNoBands() throws {
        let directory = try TemporaryDirectory()
        let writer = try PNGStreamWriter(path: directory.path + "/sub.png", width: 10, height: 10, text: [],
                                         options: PNGWriteOptions(filter: .sub))
        #expect(writer.bandEncoder == nil)
    }
}
