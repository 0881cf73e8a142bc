#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TrellisModel
@testable import TrellisRender

/// Image files as the renderer reads them: links followed, FIFOs refused, sizes checked before allocating.
@Suite("Reading image files")
struct ImageFileTests {
    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320), as the PNG specification's annex D gives it.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG that declares `width` × `height` 8-bit RGBA and holds almost no data: signature, IHDR, an IDAT
    /// with an empty zlib stream, IEND.
    static func headerOnly(width: UInt32, height: UInt32) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let emptyStream: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", emptyStream) + chunk("IEND", [])
    }

    static func smallPNG(in folder: String) throws -> String {
        var image = PixelBuffer(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { image[x, y] = red8 } }
        let path = folder + "/small.png"
        try writePNG(image, toPath: path, text: [])
        return path
    }

    @Test("A PNG reached through a symbolic link is read, and decoded once for every spelling of its path")
    func symlink() throws {
        let folder = try temporaryFolder()
        let path = try Self.smallPNG(in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: path)
        let store = ImageStore(maxPixels: 100)
        let direct = try store.surface(for: path)
        let linked = try store.surface(for: folder + "/link.png")
        let dotted = try store.surface(for: folder + "/./small.png")
        #expect(direct === linked && linked === dotted)
        #expect(direct.width == 4 && direct.height == 2)
    }

    @Test("A FIFO in an image's place is refused at once, not waited on")
    func fifo() throws {
        let folder = try temporaryFolder()
        let path = folder + "/pipe.png"
        #expect(mkfifo(path, 0o644) == 0)
        let start = Date()
        #expect(throws: RenderError.imageFile(path: path, message: "not a regular file (a folder, pipe or device); images must be PNG, JPEG or SVG files")) {
            try ImageStore(maxPixels: nil).surface(for: path)
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("A 16384 × 16384 header is refused against the pixel budget before any pixel is allocated")
    func headerBomb() throws {
        let folder = try temporaryFolder()
        let path = folder + "/bomb.png"
        let bytes = Self.headerOnly(width: 16384, height: 16384)
        // 8 (signature) + 25 (IHDR) + 20 (IDAT) + 12 (IEND).
        #expect(bytes.count == 65)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        do {
            _ = try ImageStore(maxPixels: 100_000_000).surface(for: path)
            Issue.record("the bomb was accepted")
        } catch {
            // 16384 × 16384 = 268435456 pixels, more than 100000000; the path is named once.
            #expect(error.description == "\(path): image too large (16384×16384 pixels): more than the budget of 100000000 pixels per image (--max-pixels)")
        }
    }
}
