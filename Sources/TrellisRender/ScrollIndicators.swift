import TrellisModel

/// iOS-style scroll indicators: a thumb whose length is the visible fraction of the content and whose place
/// follows the offset through the scrollable range.
enum ScrollIndicators {
    /// Thumb thickness in points.
    static let thickness = 3.0
    /// Distance from the frame's edges, in points.
    static let inset = 3.0
    /// The shortest thumb, in points.
    static let minimumLength = 36.0
    /// The default (dark) indicator style.
    static let color = Color(red: 0, green: 0, blue: 0, alpha: 0.35)

    /// The thumbs of a scroll view whose frame is at `frame`: vertical when its content is taller than its frame,
    /// horizontal when wider.
    static func thumbs(of view: SolvedView, frame: Rect) -> [Rect] {
        guard let content = view.contentSize else { return [] }
        let insets = view.adjustedContentInset ?? .zero
        let offset = view.contentOffset ?? .zero
        var thumbs: [Rect] = []
        let totalHeight = content.height + insets.top + insets.bottom
        if totalHeight > frame.height + 0.001 {
            let track = frame.height - 2 * inset
            let (start, length) = thumb(track: track, visible: frame.height, total: totalHeight, position: offset.y + insets.top)
            thumbs.append(Rect(x: frame.maxX - inset - thickness, y: frame.minY + inset + start, width: thickness, height: length))
        }
        let totalWidth = content.width + insets.left + insets.right
        if totalWidth > frame.width + 0.001 {
            let track = frame.width - 2 * inset
            let (start, length) = thumb(track: track, visible: frame.width, total: totalWidth, position: offset.x + insets.left)
            thumbs.append(Rect(x: frame.minX + inset + start, y: frame.maxY - inset - thickness, width: length, height: thickness))
        }
        return thumbs
    }

    /// The thumb's start and length along a track: length = track × visible / total, place by the scrolled fraction.
    static func thumb(track: Double, visible: Double, total: Double, position: Double) -> (start: Double, length: Double) {
        guard track > 0, total > 0 else { return (0, 0) }
        let length = min(track, max(minimumLength, track * visible / total))
        let range = total - visible
        let fraction = range > 0 ? min(1, max(0, position / range)) : 0
        return (fraction * (track - length), length)
    }
}
