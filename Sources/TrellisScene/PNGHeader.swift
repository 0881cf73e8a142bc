import Foundation
import TrellisModel

/// Reads a PNG file's pixel size from its IHDR chunk, without decoding the image.
enum PNGHeader {
    /// Why a file's size could not be read.
    enum Problem: Error {
        case missing
        case notPNG(String)
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in pixels of the PNG at `path`.
    static func read(path: String) -> Result<Size, Problem> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .failure(.missing) }
        // Only regular files: a directory is not an image, and a device or pipe could block the read.
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return .failure(.notPNG("not a regular file")) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.missing) }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 24)) ?? Data()
        return parse(Array(data))
    }

    /// The size from the first 24 bytes of a PNG file.
    static func parse(_ bytes: [UInt8]) -> Result<Size, Problem> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .failure(.notPNG("no PNG signature")) }
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(.notPNG("no IHDR chunk"))
        }
        func bigEndian(_ start: Int) -> UInt32 {
            bytes[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        let width = bigEndian(16)
        let height = bigEndian(20)
        guard width > 0, height > 0 else { return .failure(.notPNG("a zero width or height")) }
        return .success(Size(width: Double(width), height: Double(height)))
    }
}
