import TrellisModel

/// Rectangles held in a grid of buckets over an area, so that "does this rectangle overlap a held one" looks only at
/// the rectangles in the buckets it touches: placing n badges among m text rectangles costs about n + m bucket
/// visits per candidate, not n × m.
struct BadgeIndex {
    private let origin: Point
    private let cell: Double
    private let columns: Int
    private let rows: Int
    private var buckets: [[Int]]
    private var rects: [Rect] = []
    /// The query that last looked at each rectangle, so a rectangle in several buckets is counted once.
    private var seen: [Int] = []
    private var query = 0

    /// The most buckets an index holds; a larger area gets larger buckets (a 393 × 852 screen has 13 × 27 buckets of
    /// 32 points, a 100 000-point-tall content image 12 × 3125).
    static let maxBuckets = 1 << 18

    /// An empty index over `bounds` with buckets of `cell` points (larger when the area would need too many).
    init(bounds: Rect, cell: Double = 32) {
        let area = max(1, bounds.width) * max(1, bounds.height)
        let size = max(cell, (area / Double(Self.maxBuckets)).squareRoot().rounded(.up))
        origin = bounds.origin
        self.cell = size
        columns = max(1, Int(min(Double(Self.maxBuckets), (max(1, bounds.width) / size).rounded(.up))))
        rows = max(1, min(Self.maxBuckets / columns, Int(min(Double(Self.maxBuckets), (max(1, bounds.height) / size).rounded(.up)))))
        buckets = Array(repeating: [], count: columns * rows)
    }

    /// Adds a rectangle (one with no area is ignored: it covers nothing).
    mutating func insert(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let index = rects.count
        rects.append(rect)
        seen.append(0)
        let (c0, c1, r0, r1) = span(rect)
        for row in r0...r1 { for column in c0...c1 { buckets[row * columns + column].append(index) } }
    }

    /// Whether `rect` overlaps a held rectangle (touching edges do not count).
    mutating func overlaps(_ rect: Rect) -> Bool {
        var found = false
        visit(rect) { held in
            if held.intersects(rect) { found = true }
            return !found
        }
        return found
    }

    /// The area of `rect` that held rectangles cover, each counted once (overlaps between them count twice).
    mutating func coveredArea(of rect: Rect) -> Double {
        var area = 0.0
        visit(rect) { held in
            let width = min(held.maxX, rect.maxX) - max(held.minX, rect.minX)
            let height = min(held.maxY, rect.maxY) - max(held.minY, rect.minY)
            if width > 0, height > 0 { area += width * height }
            return true
        }
        return area
    }

    /// Calls `body` once for each held rectangle in the buckets `rect` touches, until it returns false.
    private mutating func visit(_ rect: Rect, _ body: (Rect) -> Bool) {
        guard !rects.isEmpty else { return }
        query += 1
        let (c0, c1, r0, r1) = span(rect)
        for row in r0...r1 {
            for column in c0...c1 {
                for index in buckets[row * columns + column] where seen[index] != query {
                    seen[index] = query
                    if !body(rects[index]) { return }
                }
            }
        }
    }

    /// The first and last column and row of the buckets a rectangle touches (clamped to the grid).
    private func span(_ rect: Rect) -> (Int, Int, Int, Int) {
        func bucket(_ value: Double, _ start: Double, _ count: Int) -> Int {
            let position = ((value - start) / cell).rounded(.down)
            guard position.isFinite else { return 0 }
            return Int(max(0, min(Double(count - 1), position)))
        }
        return (bucket(rect.minX, origin.x, columns), bucket(rect.maxX, origin.x, columns),
                bucket(rect.minY, origin.y, rows), bucket(rect.maxY, origin.y, rows))
    }
}
