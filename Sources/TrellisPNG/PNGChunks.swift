/// PNG's chunk layer: reading a file's chunks and writing chunks with their CRC (for APNG).
enum PNGChunks {
    /// One chunk: its four-letter type and its data.
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG file in order; stops at the first malformed one.
    static func parse(_ bytes: [UInt8]) -> [Chunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return [] }
        var chunks: [Chunk] = []
        var position = 8
        while position + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: position))
            guard length <= bytes.count - position - 12 else { break }
            let type = String(decoding: bytes[position + 4 ..< position + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[position + 8 ..< position + 8 + length])))
            position += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// The concatenated data of the IDAT chunks: the image's zlib stream.
    static func imageData(_ chunks: [Chunk]) -> [UInt8] {
        chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    /// Appends a chunk: length, type, data, and the CRC-32 of type and data.
    static func append(_ type: String, _ data: [UInt8], to bytes: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &bytes)
        let typeBytes = Array(type.utf8)
        bytes += typeBytes
        bytes += data
        appendUInt32(crc32(typeBytes + data), to: &bytes)
    }

    /// CRC-32 as PNG specifies it (polynomial 0xEDB88320, reflected, inverted).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
