import Foundation
import Testing

@testable import TrellisPNG

@Suite("Reading bad PNG files throws errors that name the file")
struct PNGReadFailureTests {
    /// Writes the bytes to a file in the directory and returns its path.
    func file(_ bytes: [UInt8], named name: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func validPNG() throws -> [UInt8] {
        try encodePNG(samplePixels(), text: [("Software", "trellis")], options: PNGWriteOptions(compressionLevel: 6))
    }

    @Test("a missing file")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/Images/absent.png"
        let error = #expect(throws: PNGError.self) { try readPNG(atPath: path) }
        #expect(error == .fileNotFound(path: path))
        #expect(error?.description == "\(path): no such file")
        #expect(throws: PNGError.fileNotFound(path: path)) { try readPNGText(atPath: path) }
    }

    @Test("a text file named .png")
    func textFile() throws {
        let directory = try TemporaryDirectory()
        let path = try file(Array("this is not an image\n".utf8), named: "notes.png", in: directory)
        #expect(throws: PNGError.notPNG(path: path)) { try readPNG(atPath: path) }
        #expect(throws: PNGError.notPNG(path: path)) { try readPNGText(atPath: path) }
        let empty = try file([], named: "empty.png", in: directory)
        #expect(throws: PNGError.notPNG(path: empty)) { try readPNG(atPath: empty) }
        #expect(throws: PNGError.notPNG(path: "bytes")) { try readPNG(data: Array("GIF89a".utf8), name: "bytes") }
    }

    @Test("a truncated PNG, cut anywhere after the signature", arguments: [0.02, 0.3, 0.7, 0.99])
    func truncated(fraction: Double) throws {
        let directory = try TemporaryDirectory()
        let png = try validPNG()
        let cut = max(9, Int(Double(png.count) * fraction))
        let path = try file(Array(png[..<cut]), named: "cut.png", in: directory)
        let error = #expect(throws: PNGError.self) { try readPNG(atPath: path) }
        guard case .corrupt(let errorPath, let message)? = error else {
            Issue.record("expected corrupt, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(message.contains("truncated"))
        #expect(throws: PNGError.self) { try readPNGText(atPath: path) }
        #expect(throws: PNGError.self) { try readPNG(data: Array(png[..<cut]), name: "cut.png") }
    }

    @Test("a PNG without its end chunk is truncated")
    func missingEnd() throws {
        let directory = try TemporaryDirectory()
        let png = try validPNG()
        let path = try file(Array(png.dropLast(12)), named: "noend.png", in: directory)
        #expect(throws: PNGError.self) { try readPNG(atPath: path) }
    }

    @Test("a damaged chunk is a corrupt PNG with libpng's message", arguments: [(20, "IHDR"), (-1, "IDAT")])
    func damagedData(offset: Int, chunk: String) throws {
        let directory = try TemporaryDirectory()
        var png = try validPNG()
        if offset >= 0 {
            png[offset] ^= 0x5a
        } else {
            // The first byte of the IDAT chunk's CRC (its type starts 4 bytes after its length).
            let type = try #require((8..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == Array("IDAT".utf8) })
            let length = png[(type - 4)..<type].reduce(0) { $0 << 8 | Int($1) }
            png[type + 4 + length] ^= 0x5a
        }
        let path = try file(png, named: "damaged.png", in: directory)
        let error = #expect(throws: PNGError.self) { try readPNG(atPath: path) }
        guard case .corrupt(let errorPath, let message)? = error else {
            Issue.record("expected corrupt, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(message.contains(chunk), "libpng names the chunk: \(message)")
        #expect(error?.description == "\(path): corrupt PNG: \(message)")
    }

    @Test("an Xcode-optimized (CgBI) PNG is refused with a message that says so")
    func appleCgBI() throws {
        let png = try validPNG()
        let crushed = Array(png[..<8]) + HandPNG.chunk("CgBI", [0x50, 0x00, 0x20, 0x02]) + Array(png[8...])
        let error = #expect(throws: PNGError.self) { try readPNG(data: crushed, name: "Icon@2x.png") }
        #expect(error?.description.contains("CgBI") == true)
        #expect(error?.path == "Icon@2x.png")
    }

    @Test("a folder named .png is unreadable, not a crash")
    func folder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/folder.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = #expect(throws: PNGError.self) { try readPNG(atPath: path) }
        #expect(error?.path == path)
    }

    @Test("an image of 40000 × 40000 pixels is refused from its header, naming the size")
    func tooLarge() throws {
        var header = HandPNG.be32(40000) + HandPNG.be32(40000)
        header += [8, HandPNG.rgba, 0, 0, 0]
        let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + HandPNG.chunk("IHDR", header)
            + HandPNG.chunk("IDAT", HandPNG.zlibStored([0, 0, 0, 0, 0])) + HandPNG.chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try readPNG(data: png, name: "huge.png") }
        guard case .tooLarge(let path, let width, let height, _)? = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(path == "huge.png" && width == 40000 && height == 40000)
        #expect(error?.description.contains("40000×40000") == true)
    }
}
