import TrellisModel

/// Evenly spaced frames of an animation side by side in one image (for print and for snapshot tests).
public enum Filmstrip {
    /// The indices of `count` evenly spaced frames among `total`, the first and the last included.
    public static func frameIndices(count: Int, of total: Int) -> [Int] {
        guard total > 0, count > 0 else { return [] }
        guard count > 1, total > 1 else { return [0] }
        let shown = min(count, total)
        return (0..<shown).map { Int((Double($0) * Double(total - 1) / Double(shown - 1)).rounded()) }
    }

    /// The frames (all of one size) left to right, `gap` pixels of `gapColor` between them.
    public static func compose(_ frames: [PixelBuffer], gap: Int, gapColor: Color = Color(red: 0.5, green: 0.5, blue: 0.5)) -> PixelBuffer {
        guard let first = frames.first else { return PixelBuffer(width: 1, height: 1) }
        let width = frames.count * first.width + (frames.count - 1) * gap
        var strip = PixelBuffer(width: width, height: first.height)
        let word = UInt32(255) << 24 | UInt32(gapColor.red * 255) << 16 | UInt32(gapColor.green * 255) << 8 | UInt32(gapColor.blue * 255)
        let gapPixel = withUnsafeBytes(of: word) { Array($0) }
        for (index, frame) in frames.enumerated() where frame.width == first.width && frame.height == first.height {
            let x = index * (first.width + gap)
            for row in 0..<first.height {
                let from = row * frame.stride, to = row * strip.stride + x * 4
                strip.bytes.replaceSubrange(to ..< to + first.width * 4, with: frame.bytes[from ..< from + first.width * 4])
                if index + 1 < frames.count {
                    for column in 0..<gap {
                        let at = to + (first.width + column) * 4
                        strip.bytes.replaceSubrange(at ..< at + 4, with: gapPixel)
                    }
                }
            }
        }
        return strip
    }
}
