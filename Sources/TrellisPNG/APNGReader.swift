/// Decodes the frames of an animated PNG written by ``APNGWriter`` (or any APNG whose frames replace their region
/// and are kept): each frame as the whole image, and how many periods it is shown.
public enum APNGReader {
    /// One decoded frame: the whole image after the frame is drawn, and its delay as a fraction of a second.
    public struct Frame: Sendable, Equatable {
        public var pixels: PixelBuffer
        public var delayNumerator: Int
        public var delayDenominator: Int
    }

    /// The frames of an APNG; a plain PNG gives one frame.
    public static func frames(of bytes: [UInt8], name: String) throws(PNGError) -> [Frame] {
        let chunks = PNGChunks.parse(bytes)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw .corrupt(path: name, message: "no IHDR chunk")
        }
        guard chunks.contains(where: { $0.type == "acTL" }) else {
            return [Frame(pixels: try readPNG(data: bytes, name: name), delayNumerator: 0, delayDenominator: 1)]
        }
        let width = Int(PNGChunks.readUInt32(header.data, at: 0)), height = Int(PNGChunks.readUInt32(header.data, at: 4))
        var canvas = PixelBuffer(width: width, height: height)
        var frames: [Frame] = []
        var control: [UInt8]? = nil
        var data: [UInt8] = []
        func flush() throws(PNGError) {
            guard let fctl = control else { return }
            let w = Int(PNGChunks.readUInt32(fctl, at: 4)), h = Int(PNGChunks.readUInt32(fctl, at: 8))
            let x = Int(PNGChunks.readUInt32(fctl, at: 12)), y = Int(PNGChunks.readUInt32(fctl, at: 16))
            guard w > 0, h > 0, x >= 0, y >= 0, x + w <= width, y + h <= height else {
                throw .corrupt(path: name, message: "a frame's region lies outside the image")
            }
            var ihdr = header.data
            ihdr.replaceSubrange(0..<8, with: [UInt8](repeating: 0, count: 8))
            var sizeBytes: [UInt8] = []
            PNGChunks.appendUInt32(UInt32(w), to: &sizeBytes)
            PNGChunks.appendUInt32(UInt32(h), to: &sizeBytes)
            ihdr.replaceSubrange(0..<8, with: sizeBytes)
            var png = PNGChunks.signature
            PNGChunks.append("IHDR", ihdr, to: &png)
            PNGChunks.append("IDAT", data, to: &png)
            PNGChunks.append("IEND", [], to: &png)
            let part = try readPNG(data: png, name: name)
            for row in 0..<h {
                let from = row * part.stride, to = (y + row) * canvas.stride + x * 4
                canvas.bytes.replaceSubrange(to ..< to + w * 4, with: part.bytes[from ..< from + w * 4])
            }
            let numerator = Int(fctl[20]) << 8 | Int(fctl[21]), denominator = Int(fctl[22]) << 8 | Int(fctl[23])
            frames.append(Frame(pixels: canvas, delayNumerator: numerator, delayDenominator: denominator == 0 ? 100 : denominator))
            control = nil
            data = []
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try flush()
                guard chunk.data.count >= 26 else { throw .corrupt(path: name, message: "a short fcTL chunk") }
                control = chunk.data
            case "IDAT" where control != nil: data += chunk.data
            case "fdAT" where chunk.data.count >= 4: data += chunk.data[4...]
            default: break
            }
        }
        try flush()
        return frames
    }
}
