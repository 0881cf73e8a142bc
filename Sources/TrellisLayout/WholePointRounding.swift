import TrellisModel

/// The frames of the views below a stack that arranges on whole points (StackProperties.wholePointArrangement): each
/// view's edges are rounded to whole points at their place in the root view, and its frame is taken from its
/// parent's rounded origin there, as Xcode 7's canvas stores them (a row of a 430-pt column of five, at y = 172.4 and
/// 85.2 tall, is stored at 172, 86 tall, and the buttons in it 86 tall). A view marked `wholePointEdges` is rounded
/// likewise, except an edge exactly on a half pixel, which stays (IBWholePointCanvas). Every other view keeps the
/// device's pixels, rounded in its superview, or, on a device that `roundsPixelsInRoot` (Interface Builder's canvas),
/// at its place in the root view in the same way (IBPixelRoundingInRoot); there, on a device that
/// `keepsHalfPointTies`, an edge exactly on a half point that is not on the device's grid (3×) stays on it, and so
/// does its frame's distance from its parent's (IBHalfPointTies).
struct WholePointRounding {
    private let grid: PixelGrid
    private let wholePoints = PixelGrid(scale: 1)
    /// Whether every view's edges are rounded at their place in the root view, not only those below a whole-point stack.
    private let inRoot: Bool
    /// Whether an edge exactly on a half point keeps it there (in the root view only; `halfPointTies: keep`).
    private let keepsHalfPointTies: Bool
    /// Per node: its exact origin in the root view, its rounded origin there, and whether it is below such a stack.
    private var exactOrigin: [Point]
    private var roundedOrigin: [Point]
    private var below: [Bool]

    init(count: Int, grid: PixelGrid, inRoot: Bool = false, keepsHalfPointTies: Bool = false) {
        self.grid = grid
        self.inRoot = inRoot
        self.keepsHalfPointTies = inRoot && keepsHalfPointTies
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
        let own = !isBelow && nodes[index].view.wholePointEdges
        if isBelow || inRoot || own {
            let minX = edge(exact.x, below: isBelow, own: own), maxX = edge(exact.x + frame.width, below: isBelow, own: own)
            let minY = edge(exact.y, below: isBelow, own: own), maxY = edge(exact.y + frame.height, below: isBelow, own: own)
            // Differences of values on the device's grid are on it: rounding them again drops the subtraction's last bits.
            // A kept half point is off the grid, and so is a difference with it: that one stays as it is.
            func local(_ a: Double, _ b: Double) -> Double { isKeptTie(a) || isKeptTie(b) ? a - b + 0.0 : grid.round(a - b) }
            rounded = Rect(x: local(minX, parentRounded.x), y: local(minY, parentRounded.y),
                           width: local(maxX, minX), height: local(maxY, minY))
        } else {
            rounded = grid.round(frame)
        }
        exactOrigin[index] = exact
        roundedOrigin[index] = Point(x: parentRounded.x + rounded.minX, y: parentRounded.y + rounded.minY)
        below[index] = isBelow
        return rounded
    }

    /// An edge at `value` in the root view rounded: to whole points below a whole-point stack, else to the device's
    /// grid, or for a view with `wholePointEdges` (`own`) to whole points unless exactly on a half point of the grid
    /// (a tie, which Xcode 6-7's one-pixel canvas stored either way: kept, within half a point of both).
    private func edge(_ value: Double, below: Bool, own: Bool) -> Double {
        if below { return wholePoints.round(value) }
        let onGrid = grid.round(value)
        if keepsHalfPointTies, !own, isHalfPoint(value) { return value.rounded(.down) + 0.5 }
        guard own else { return onGrid }
        let isHalf = abs(onGrid - onGrid.rounded(.down) - 0.5) < 1e-9
        return isHalf && abs(onGrid - value) < 1e-5 ? onGrid : wholePoints.round(value)
    }

    /// Whether `value` is within a millionth of a point of a half point (n + 0.5).
    private func isHalfPoint(_ value: Double) -> Bool { abs(value - value.rounded(.down) - 0.5) < 1e-6 }

    /// Whether `value` is a half point kept off the device's grid (`halfPointTies: keep`).
    private func isKeptTie(_ value: Double) -> Bool {
        keepsHalfPointTies && isHalfPoint(value) && abs(grid.round(value) - value) > 1e-9
    }
}
