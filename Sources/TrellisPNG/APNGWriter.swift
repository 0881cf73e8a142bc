import Foundation

/// Encodes an animated PNG (APNG): the first frame as the PNG's own image, each later one as the sub-rectangle
/// that changed, drawn over the previous frame.
///
/// APNG (acTL, fcTL and fdAT chunks, specified by Mozilla and added to the PNG 3rd edition, 2025) is shown animated by
/// every current browser and by GitHub, and as its first frame by any PNG reader that ignores the animation chunks.
/// Each frame is compressed by our PNG writer; its image data becomes the frame's `fdAT` data.
public struct APNGWriter {
    /// How long the last frame is held before the animation loops, in seconds.
    public static let finalHold = 1.0

    let options: PNGWriteOptions
    let text: [(key: String, value: String)]
    /// Frames per second.
    let frameRate: Double

    /// A writer of frames shown `frameRate` times a second, with text chunks and the PNG writer's options.
    public init(frameRate: Double, text: [(key: String, value: String)] = [], options: PNGWriteOptions = .init()) {
        self.frameRate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        self.text = text
        self.options = options
    }

    /// A frame to write: the region that changed and how many frame periods it stays on screen.
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var periods: Int
        var data: [UInt8]
    }

    /// The APNG bytes of frames of one size; identical consecutive frames become one frame shown longer.
    public func encode(_ frames: [PixelBuffer]) throws(PNGError) -> [UInt8] {
        guard let first = frames.first else {
            throw .writeFailed(path: "<APNG in memory>", message: "an animation needs at least one frame")
        }
        for frame in frames where frame.width != first.width || frame.height != first.height {
            throw .writeFailed(path: "<APNG in memory>",
                               message: "every frame must be \(first.width)×\(first.height), found \(frame.width)×\(frame.height)")
        }
        let hasAlpha = !frames.allSatisfy(\.isOpaque)
        let firstPNG = try encodeFrame(first, hasAlpha: hasAlpha, text: text)
        let firstChunks = PNGChunks.parse(firstPNG)
        var written: [Frame] = [Frame(x: 0, y: 0, width: first.width, height: first.height, periods: 1,
                                      data: PNGChunks.imageData(firstChunks))]
        for index in frames.indices.dropFirst() {
            guard let box = Self.changedRegion(frames[index - 1], frames[index]) else {
                written[written.count - 1].periods += 1
                continue
            }
            let part = Self.crop(frames[index], x: box.x, y: box.y, width: box.width, height: box.height)
            let png = try encodeFrame(part, hasAlpha: hasAlpha, text: [])
            written.append(Frame(x: box.x, y: box.y, width: box.width, height: box.height, periods: 1,
                                 data: PNGChunks.imageData(PNGChunks.parse(png))))
        }
        return assemble(firstChunks, frames: written)
    }

    private func assemble(_ firstChunks: [PNGChunks.Chunk], frames: [Frame]) -> [UInt8] {
        var out = PNGChunks.signature
        var sequence: UInt32 = 0
        let holdPeriods = Int((Self.finalHold * frameRate).rounded())
        let (denominator, scale) = delayUnits()
        for chunk in firstChunks where chunk.type != "IDAT" && chunk.type != "IEND" {
            PNGChunks.append(chunk.type, chunk.data, to: &out)
            if chunk.type == "IHDR" {
                var actl: [UInt8] = []
                PNGChunks.appendUInt32(UInt32(frames.count), to: &actl)
                PNGChunks.appendUInt32(0, to: &actl)  // loop forever
                PNGChunks.append("acTL", actl, to: &out)
            }
        }
        for (index, frame) in frames.enumerated() {
            let periods = frame.periods + (index == frames.count - 1 ? holdPeriods : 0)
            var fctl: [UInt8] = []
            PNGChunks.appendUInt32(sequence, to: &fctl)
            sequence += 1
            for value in [frame.width, frame.height, frame.x, frame.y] { PNGChunks.appendUInt32(UInt32(value), to: &fctl) }
            let numerator = min(65535, Int((Double(periods) * scale).rounded()))
            fctl += [UInt8(numerator >> 8), UInt8(numerator & 0xff), UInt8(denominator >> 8), UInt8(denominator & 0xff)]
            fctl += [0, 0]  // dispose: none (keep the frame); blend: source (the region replaces what was there)
            PNGChunks.append("fcTL", fctl, to: &out)
            if index == 0 {
                PNGChunks.append("IDAT", frame.data, to: &out)
            } else {
                var fdat: [UInt8] = []
                PNGChunks.appendUInt32(sequence, to: &fdat)
                sequence += 1
                PNGChunks.append("fdAT", fdat + frame.data, to: &out)
            }
        }
        PNGChunks.append("IEND", [], to: &out)
        return out
    }

    /// The delay's denominator, and frame periods to numerator units: the frame rate itself when it is a whole
    /// number (60 fps: 1/60 s per period), else milliseconds.
    private func delayUnits() -> (Int, Double) {
        if frameRate == frameRate.rounded(), frameRate <= 65535 { return (Int(frameRate), 1) }
        return (1000, 1000 / frameRate)
    }

    private func encodeFrame(_ image: PixelBuffer, hasAlpha: Bool, text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        // Every frame must have the first frame's colour type, so the alpha channel is decided once for all.
        try encodeInMemory(image, hasAlpha: hasAlpha, text: text, options: options, name: "<APNG frame>")
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRegion(_ a: PixelBuffer, _ b: PixelBuffer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = a.width, minY = a.height, maxX = -1, maxY = -1
        a.bytes.withUnsafeBytes { pa in
            b.bytes.withUnsafeBytes { pb in
                guard let baseA = pa.baseAddress, let baseB = pb.baseAddress else { return }
                for y in 0..<a.height {
                    let rowA = baseA + y * a.stride, rowB = baseB + y * b.stride
                    guard memcmp(rowA, rowB, a.width * 4) != 0 else { continue }
                    minY = min(minY, y); maxY = y
                    let wordsA = rowA.assumingMemoryBound(to: UInt32.self), wordsB = rowB.assumingMemoryBound(to: UInt32.self)
                    var left = 0
                    while left < a.width, wordsA[left] == wordsB[left] { left += 1 }
                    var right = a.width - 1
                    while right > left, wordsA[right] == wordsB[right] { right -= 1 }
                    minX = min(minX, left); maxX = max(maxX, right)
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// A copy of a region of an image.
    static func crop(_ image: PixelBuffer, x: Int, y: Int, width: Int, height: Int) -> PixelBuffer {
        var bytes = [UInt8](repeating: 0, count: width * 4 * height)
        for row in 0..<height {
            let from = (y + row) * image.stride + x * 4
            bytes.replaceSubrange(row * width * 4 ..< (row + 1) * width * 4, with: image.bytes[from ..< from + width * 4])
        }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
    }
}
