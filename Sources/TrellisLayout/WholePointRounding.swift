import TrellisModel

/// The frames of the views below a stack that arranges on whole points (StackProperties.wholePointArrangement): each
/// view's edges are rounded to whole points at their place in the root view, and its frame is taken from its
/// parent's rounded origin there, as Xcode 7's canvas stores them (a row of a 430-pt column of five, at y = 172.4 and
/// 85.2 tall, is stored at 172, 86 tall, and the buttons in it 86 tall). Every other view keeps the device's pixels,
/// rounded in its superview.
struct WholePointRounding {
    private let grid: PixelGrid
    private let wholePoints = PixelGrid(scale: 1)
    /// Per node: its exact origin in the root view, its rounded origin there, and whether it is below such a stack.
    private var exactOrigin: [Point]
    private var roundedOrigin: [Point]
    private var below: [Bool]

    init(count: Int, grid: PixelGrid) {
        self.grid = grid
        exactOrigin = Array(repeating: Point(x: 0, y: 0), count: count)
        roundedOrigin = exactOrigin
        below = Array(repeating: false, count: count)
    }

    /// The rounded frame of `nodes[index]`, whose exact frame in its parent is `frame`; parents come before children.
    mutating func round(_ frame: Rect, at index: Int, in nodes: [EngineNode]) -> Rect {
        let parent = nodes[index].parent.flatMap { $0 < index ? $0 : nil }
        let parentExact = parent.map { exactOrigin[$0] } ?? Point(x: 0, y: 0)
        let parentRounded = parent.map { roundedOrigin[$0] } ?? Point(x: 0, y: 0)
        let isBelow = parent.map { nodes[$0].view.kind == .stack && nodes[$0].view.stack.wholePointArrangement || below[$0] } ?? false
        let exact = Point(x: parentExact.x + frame.minX, y: parentExact.y + frame.minY)
        let rounded: Rect
        if isBelow {
            let minX = wholePoints.round(exact.x), maxX = wholePoints.round(exact.x + frame.width)
            let minY = wholePoints.round(exact.y), maxY = wholePoints.round(exact.y + frame.height)
            rounded = Rect(x: minX - parentRounded.x + 0.0, y: minY - parentRounded.y + 0.0, width: maxX - minX + 0.0, height: maxY - minY + 0.0)
        } else {
            rounded = grid.round(frame)
        }
        exactOrigin[index] = exact
        roundedOrigin[index] = Point(x: parentRounded.x + rounded.minX, y: parentRounded.y + rounded.minY)
        below[index] = isBelow
        return rounded
    }
}
