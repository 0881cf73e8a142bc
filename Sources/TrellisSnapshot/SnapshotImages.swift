import TrellisPNG

/// The pictures a failed comparison leaves behind: a difference image and a side-by-side image.
public enum SnapshotImages {
    /// The differing pixels in red over a faded copy of the reference; as large as the larger image.
    public static func difference(reference: PixelBuffer, actual: PixelBuffer,
                                  comparison: SnapshotComparison = SnapshotComparison()) -> PixelBuffer {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let left = SnapshotPixels(reference), right = SnapshotPixels(actual)
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let inside = x < reference.width && y < reference.height && x < actual.width && y < actual.height
                let a = left.word(x, y), b = right.word(x, y)
                if !inside || comparison.differs(a, b) {
                    words[y * width + x] = SnapshotPixels.opaque(255, 0, 0)
                } else {
                    let (r, g, bl) = SnapshotPixels.overWhite(a)
                    // a quarter of the reference over white: the picture stays readable, the red stands out
                    words[y * width + x] = SnapshotPixels.opaque(191 + UInt32(r) / 4, 191 + UInt32(g) / 4, 191 + UInt32(bl) / 4)
                }
            }
        }
        return buffer(words, width: width, height: height)
    }

    /// The captions of the side-by-side panels, left to right.
    public static let captions = ["REFERENCE", "ACTUAL", "DIFFERENCE"]

    /// The reference, the actual image and the difference next to each other on a gray background, each under
    /// its caption (in white, in a band `gap` pixels below the top).
    public static func sideBySide(reference: PixelBuffer, actual: PixelBuffer,
                                  comparison: SnapshotComparison = SnapshotComparison()) -> PixelBuffer {
        let diff = difference(reference: reference, actual: actual, comparison: comparison)
        let gap = 16
        let top = 2 * gap + SnapshotCaption.height
        let panels = [reference, actual, diff]
        let width = zip(panels, captions).reduce(gap) { $0 + max($1.0.width, SnapshotCaption.width($1.1)) + gap }
        let height = (panels.map(\.height).max() ?? 0) + top + gap
        var words = [UInt32](repeating: SnapshotPixels.opaque(128, 128, 128), count: width * height)
        var left = gap
        for (panel, caption) in zip(panels, captions) {
            SnapshotCaption.draw(caption, into: &words, width: width, x: left, y: gap, color: SnapshotPixels.opaque(255, 255, 255))
            let pixels = SnapshotPixels(panel)
            for y in 0..<panel.height {
                for x in 0..<panel.width {
                    let (r, g, b) = SnapshotPixels.overWhite(pixels.word(x, y))
                    words[(y + top) * width + left + x] = SnapshotPixels.opaque(UInt32(r), UInt32(g), UInt32(b))
                }
            }
            left += max(panel.width, SnapshotCaption.width(caption)) + gap
        }
        return buffer(words, width: width, height: height)
    }

    private static func buffer(_ words: [UInt32], width: Int, height: Int) -> PixelBuffer {
        let bytes = words.withUnsafeBytes { Array($0) }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
    }
}
