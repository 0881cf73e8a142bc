import Foundation
import Testing

@testable import TrellisPNG

/// Known pixels: opaque colors, every alpha value on a row, and transparent pixels.
func samplePixels(width: Int = 64, height: Int = 40) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            switch y % 4 {
            case 0: image[x, y] = RGBA8(r: UInt8(x * 4 % 256), g: UInt8(y * 6 % 256), b: 200)
            case 1: image[x, y] = RGBA8(r: 200, g: 100, b: 50, a: UInt8((x * 4 + y) % 256))
            case 2: image[x, y] = RGBA8(r: UInt8(x * 3), g: 255, b: UInt8(255 - x), a: UInt8(128 + x))
            default: image[x, y] = RGBA8(r: 0, g: 0, b: 0, a: 0)
            }
        }
    }
    return image
}

/// The raw scanlines of a PNG written at level 0 with filter None (stored zlib blocks, no compression).
func storedScanlines(_ png: [UInt8]) throws -> [UInt8] {
    var idat: [UInt8] = []
    var i = 8
    while i + 8 <= png.count {
        let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
        let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
        if type == "IDAT" { idat += png[(i + 8)..<(i + 8 + length)] }
        i += 12 + length
    }
    var raw: [UInt8] = []
    var j = 2
    while j < idat.count - 4 {
        let header = idat[j]
        try #require(header & 0b110 == 0, "a stored block")
        let length = Int(idat[j + 1]) | Int(idat[j + 2]) << 8
        raw += idat[(j + 5)..<(j + 5 + length)]
        j += 5 + length
        if header & 1 == 1 { break }
    }
    return raw
}

@Suite("Writing PNG files and reading them back")
struct PNGRoundTripTests {
    let text: [(key: String, value: String)] = [
        ("Software", "trellis 0.1"), ("Scene", "feed.yaml"), ("State", "list.0,120"), ("ContentSize", "375x2400"),
    ]

    @Test("pixels and tEXt chunks survive a write and a read")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/screen.png"
        let image = samplePixels()
        try writePNG(image, toPath: path, text: text)
        let read = try readPNG(atPath: path)
        #expect(read == image, "premultiplied words are reproduced exactly")
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a >= 128 {
                let a = image[x, y], b = read[x, y]
                #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1)
            }
        }
        let chunks = try readPNGText(atPath: path)
        // The given chunks, then the pixel digest after the image data.
        #expect(chunks.map(\.key) == text.map(\.key) + [PixelDigest.key])
        #expect(chunks.dropLast().map(\.value) == text.map(\.value))
        #expect(try directory.contents() == ["screen.png"], "no temporary file is left")
    }

    @Test("the file holds straight alpha: semi-transparent colors within ±1 of the drawn ones")
    func unpremultipliedInFile() throws {
        var image = PixelBuffer(width: 5, height: 1)
        let colors = [
            RGBA8(r: 200, g: 100, b: 50, a: 128), RGBA8(r: 255, g: 255, b: 255, a: 200), RGBA8(r: 10, g: 20, b: 30),
            RGBA8(r: 0, g: 0, b: 0, a: 0), RGBA8(r: 90, g: 180, b: 240, a: 255 - 64),
        ]
        for (x, color) in colors.enumerated() { image[x, 0] = color }
        let png = try encodePNG(image, text: [], options: PNGWriteOptions(compressionLevel: 0, filter: .none))
        let raw = try storedScanlines(png)
        try #require(raw.count == 1 + 5 * 4)
        #expect(raw[0] == 0, "filter type None")
        for (x, color) in colors.enumerated() {
            let stored = Array(raw[(1 + x * 4)..<(5 + x * 4)])
            let wanted = [color.r, color.g, color.b, color.a]
            let close = zip(stored, wanted).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
            #expect(close, "pixel \(x): \(stored) for \(wanted)")
            #expect(stored[3] == color.a)
        }
    }

    @Test("every filter and level gives the same pixels", arguments: PNGFilter.allCases, [0, 1, 6, 9])
    func filtersAndLevels(filter: PNGFilter, level: Int) throws {
        let image = samplePixels(width: 33, height: 17)
        let png = try encodePNG(image, text: [], options: PNGWriteOptions(compressionLevel: level, filter: filter))
        #expect(try readPNG(data: png, name: "memory.png") == image)
    }

    @Test("the adaptive filter picks None for flat rows, Up for repeated rows and Sub for gradients")
    func adaptiveFilter() throws {
        var image = PixelBuffer(width: 40, height: 5)
        for x in 0..<40 {
            image[x, 0] = RGBA8(r: UInt8(x), g: 0, b: 0)  // the first row's filter is libpng's choice
            image[x, 1] = x < 30 ? RGBA8(r: 10, g: 20, b: 30) : RGBA8(r: 200, g: 0, b: 0)
            image[x, 2] = image[x, 1]
            image[x, 3] = RGBA8(r: UInt8(x * 6), g: UInt8(255 - x * 6), b: 128)
            image[x, 4] = RGBA8(r: 10, g: 20, b: 30, a: 100)
        }
        let png = try encodePNG(image, text: [], options: PNGWriteOptions(compressionLevel: 0, filter: .adaptive))
        let raw = try storedScanlines(png)
        let rowBytes = 1 + 40 * 4
        try #require(raw.count == 5 * rowBytes)
        let filterTypes: [UInt8] = (1..<5).map { row in raw[row * rowBytes] }
        #expect(filterTypes == [0, 2, 1, 0], "filter types None, Up, Sub, None")
        #expect(try readPNG(data: png, name: "adaptive.png") == image)
    }

    @Test("the adaptive filter codes a vertical gradient with Up, so its rows repeat after filtering")
    func adaptiveVerticalGradient() throws {
        var image = PixelBuffer(width: 30, height: 6)
        for y in 0..<6 {
            for x in 0..<30 { image[x, y] = x == 10 ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: UInt8(100 + y * 3), g: 150, b: UInt8(200 - y)) }
        }
        let png = try encodePNG(image, text: [], options: PNGWriteOptions(compressionLevel: 0, filter: .adaptive))
        let raw = try storedScanlines(png)
        let rowBytes = 1 + 30 * 3
        try #require(raw.count == 6 * rowBytes)
        let filterTypes: [UInt8] = (0..<6).map { row in raw[row * rowBytes] }
        #expect(filterTypes == [0, 2, 2, 2, 2, 2], "None for the first row, then Up")
        #expect(try readPNG(data: png, name: "gradient.png") == image)
    }

    @Test("an opaque image is written as RGB and reads back equal")
    func opaqueImageIsRGB() throws {
        var image = PixelBuffer(width: 7, height: 3)
        for y in 0..<3 { for x in 0..<7 { image[x, y] = RGBA8(r: UInt8(x * 30), g: UInt8(y * 80), b: 1) } }
        let png = try encodePNG(image, text: [])
        #expect(png[25] == 2, "IHDR color type RGB")
        #expect(try readPNG(data: png, name: "memory.png") == image)
        let translucent = try encodePNG(samplePixels(), text: [])
        #expect(translucent[25] == 6, "IHDR color type RGBA")
    }

    @Test("a buffer with a stride wider than its rows is written from its rows only")
    func widerStride() throws {
        let narrow = samplePixels(width: 9, height: 4)
        var padded = PixelBuffer(width: 9, height: 4, stride: 48, bytes: [UInt8](repeating: 0xee, count: 48 * 4))
        for y in 0..<4 { for x in 0..<9 { padded[x, y] = narrow[x, y] } }
        let png = try encodePNG(padded, text: [])
        #expect(try readPNG(data: png, name: "memory.png") == narrow)
    }

    @Test("a value outside Latin-1 is kept as UTF-8 (iTXt)")
    func unicodeText() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/unicode.png"
        try writePNG(samplePixels(width: 2, height: 2), toPath: path, text: [("Scene", "屏幕/ホーム.yaml"), ("State", "café")])
        let chunks = try readPNGText(atPath: path)
        #expect(chunks.dropLast().map(\.value) == ["屏幕/ホーム.yaml", "café"])
    }

    @Test("an invalid keyword is an error that names the file and the keyword, and leaves no file",
        arguments: ["", " Lead", "Trail ", "Two  spaces", String(repeating: "k", count: 80), "ключ"])
    func invalidKeyword(key: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/bad.png"
        let error = #expect(throws: PNGError.self) {
            try writePNG(samplePixels(width: 2, height: 2), toPath: path, text: [(key, "value")])
        }
        #expect(error?.description.contains(path) == true)
        #expect(error?.description.contains("keyword") == true)
        #expect(try directory.contents().isEmpty)
    }

    @Test("writing into a missing folder is a write error naming the file")
    func missingFolder() throws {
        let path = "/nonexistent-trellis-folder/screen.png"
        let error = #expect(throws: PNGError.self) { try writePNG(samplePixels(), toPath: path, text: []) }
        guard case .writeFailed(let errorPath, let message)? = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(message.contains("No such file"))
    }

    @Test("an existing file is replaced")
    func replacesExisting() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/screen.png"
        try writePNG(samplePixels(width: 3, height: 3), toPath: path, text: [])
        try writePNG(samplePixels(width: 5, height: 2), toPath: path, text: [])
        #expect(try readPNG(atPath: path) == samplePixels(width: 5, height: 2))
        #expect(try directory.contents() == ["screen.png"])
    }

    @Test("an empty or short buffer is an error, not a crash")
    func badBuffers() {
        #expect(throws: PNGError.self) { try encodePNG(PixelBuffer(width: 0, height: 4), text: []) }
        #expect(throws: PNGError.self) {
            try encodePNG(PixelBuffer(width: 4, height: 4, stride: 16, bytes: [UInt8](repeating: 0, count: 40)), text: [])
        }
        #expect(throws: PNGError.self) {
            try encodePNG(PixelBuffer(width: 4, height: 4, stride: 8, bytes: [UInt8](repeating: 0, count: 64)), text: [])
        }
    }
}
