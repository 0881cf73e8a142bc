import TrellisModel

/// A dimension line of a content image: a line along one side of the content with a tick across each end, and the
/// value it measures, placed as a badge next to `anchor`.
struct DimensionLine: Equatable {
    var from: Point
    var to: Point
    var text: String
    /// A shorter text for an image too narrow for `text`'s badge.
    var shortText: String?
    /// The point (a 1-point square) the value's badge is placed next to.
    var anchor: Rect

    /// The tick's half length across the line, in points.
    static let tick = 6.0

    init(from: Point, to: Point, text: String, shortText: String? = nil, anchorAt point: Point? = nil) {
        self.from = from; self.to = to; self.text = text; self.shortText = shortText
        let at = point ?? Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        anchor = Rect(x: at.x - 0.5, y: at.y - 0.5, width: 1, height: 1)
    }

    /// The content size's lines in a content image whose region is `region`: the width along the top and the height
    /// along the right, each in the band the adjusted content inset leaves outside the content when that band is
    /// wide enough for the tick (off the content), else just inside the content's edge. The width's value goes by
    /// the middle of its line; the height's by the line's top end when the top band can hold a badge (so that it
    /// lies off the content too), else by its middle.
    static func contentSize(_ content: Size, region: Rect, snap: (Double) -> Double) -> [DimensionLine] {
        var lines: [DimensionLine] = []
        let room = 2 * tick + 2, badgeRoom = 20.0
        let topBand = max(0, -region.minY)
        if content.width > 0 {
            let y = topBand >= room ? snap(-topBand / 2) + 0.5 : snap(min(tick + 1, content.height / 2)) + 0.5
            lines.append(DimensionLine(from: Point(x: 0, y: y), to: Point(x: content.width, y: y),
                                       text: "width \(formatLayoutNumber(content.width))"))
        }
        if content.height > 0 {
            let rightBand = max(0, region.maxX - content.width)
            let x = rightBand >= room ? snap(content.width + rightBand / 2) - 0.5
                : snap(content.width - min(tick + 1, content.width / 2)) - 0.5
            let end = topBand >= badgeRoom ? Point(x: x, y: 0) : nil
            lines.append(DimensionLine(from: Point(x: x, y: 0), to: Point(x: x, y: content.height),
                                       text: "contentSize \(formatLayoutNumber(content.width)) × \(formatLayoutNumber(content.height))",
                                       shortText: "height \(formatLayoutNumber(content.height))", anchorAt: end))
        }
        return lines
    }

    /// Whether the line runs across (x changes) rather than down.
    var isHorizontal: Bool { from.y == to.y }

    /// The line's ends moved half a pixel inward, so the ticks' strokes lie inside the measured span.
    var ticks: [(Point, Point)] {
        if isHorizontal {
            return [(Point(x: from.x + 0.5, y: from.y - Self.tick), Point(x: from.x + 0.5, y: from.y + Self.tick)),
                    (Point(x: to.x - 0.5, y: to.y - Self.tick), Point(x: to.x - 0.5, y: to.y + Self.tick))]
        }
        return [(Point(x: from.x - Self.tick, y: from.y + 0.5), Point(x: from.x + Self.tick, y: from.y + 0.5)),
                (Point(x: to.x - Self.tick, y: to.y - 0.5), Point(x: to.x + Self.tick, y: to.y - 0.5))]
    }
}
