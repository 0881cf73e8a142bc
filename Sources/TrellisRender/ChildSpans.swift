import TrellisModel

/// Where the subtrees of a view's subviews lie vertically, so that a band of a tall image finds the subviews it
/// shows with two binary searches instead of testing every one: the 20000-row list's content image is drawn in
/// about a hundred bands, and testing its 20000 rows in each cost a tenth of its time (perf, TrellisBenchmarks
/// render --rows 20000), most of it dictionary lookups and copies of views that were then skipped.
///
/// The subviews keep their order (it is the drawing order); no sorting is needed: `reachDown[i]` is the lowest
/// bottom edge of subviews 0…i and `reachUp[i]` the highest top edge of subviews i…n-1, both never decreasing.
struct ChildSpans {
    /// Below this many subviews every one is tested.
    static let minimumChildren = 64
    private var reachDown: [Double] = []
    private var reachUp: [Double] = []
    /// The number of subviews.
    var count: Int { reachDown.count }

    /// The spans of subviews whose subtree bounds (in the view's content coordinates) are `bounds`; nil for a
    /// subview without a solved frame, which is never drawn (as a NaN edge, which never intersects anything).
    init(_ bounds: [Rect?]) {
        var lowest = -Double.infinity
        for rect in bounds {
            if let rect, !rect.maxY.isNaN { lowest = Swift.max(lowest, rect.maxY) }
            reachDown.append(lowest)
        }
        var highest = Double.infinity
        reachUp = [Double](repeating: .infinity, count: bounds.count)
        for index in bounds.indices.reversed() {
            if let rect = bounds[index], !rect.minY.isNaN { highest = Swift.min(highest, rect.minY) }
            reachUp[index] = highest
        }
    }

    /// The indices of the subviews that may reach into `top`…`bottom` (content coordinates): every subview
    /// before the range ends above `top`, every one after it starts below `bottom`. The margin keeps a subview
    /// whose edge rounds onto the band's edge in the range; the caller still tests each one it draws.
    func candidates(top: Double, bottom: Double) -> Range<Int> {
        let margin = 1.0
        let first = firstIndex(in: reachDown) { $0 >= top - margin }
        let end = firstIndex(in: reachUp) { $0 > bottom + margin }
        return first < end ? first..<end : first..<first
    }

    /// The first index whose value satisfies `isPast`, in an array that never decreases (count when none does).
    private func firstIndex(in values: [Double], where isPast: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension StateGeometry {
    /// The indices of `node`'s subviews that may show in `visible` (canvas coordinates), whose content origin
    /// lies at `origin` on the canvas: all of them for a view with few subviews.
    func visibleChildren(of node: ViewNode, origin: Point, in visible: Rect) -> Range<Int> {
        guard let spans = childSpans[node.id], spans.count == node.children.count else { return node.children.indices }
        return spans.candidates(top: visible.minY - origin.y, bottom: visible.maxY - origin.y)
    }
}
