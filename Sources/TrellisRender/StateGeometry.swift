import TrellisModel

/// Where the views of one solved state are: lookups by id, positions on screen and the area each subtree covers.
struct StateGeometry {
    let state: SolvedState
    let nodes: NodeIndex
    /// For each view, the area its subtree can draw into, in its superview's coordinates (clipped where it clips).
    private(set) var subtreeBounds: [String: Rect] = [:]
    /// For views with many subviews, where their subtrees lie vertically (see `visibleChildren`).
    private(set) var childSpans: [String: ChildSpans] = [:]

    /// `nodes` is every view of `scene` by id (shared by all states of a renderer).
    init(scene: Scene, nodes: NodeIndex, state: SolvedState) {
        self.state = state
        self.nodes = nodes
        _ = computeBounds(scene.root)
    }

    /// Every view of the scene by id.
    static func nodesByID(_ scene: Scene) -> NodeIndex { NodeIndex(scene.root) }

    /// The offset subtracted from a view's subviews' positions (a scroll view's content offset).
    func contentOffset(of id: String) -> Point {
        guard let view = state.view(id), view.kind == .scroll else { return .zero }
        return view.contentOffset ?? .zero
    }

    /// The top-left of a view's frame in screen coordinates, as the layout result holds it.
    func screenOrigin(of id: String) -> Point {
        state.screenOrigin(of: id) ?? .zero
    }

    /// The view's frame in screen coordinates.
    func screenFrame(of id: String) -> Rect? {
        guard let view = state.view(id) else { return nil }
        return Rect(origin: screenOrigin(of: id), size: view.frame.size)
    }

    /// Scroll views of the scene, in scene order, that this state has.
    func scrollViewIDs(in scene: Scene) -> [String] {
        var ids: [String] = []
        func walk(_ node: ViewNode) {
            if node.kind == .scroll, state.view(node.id) != nil { ids.append(node.id) }
            node.children.forEach(walk)
        }
        walk(scene.root)
        return ids
    }

    private mutating func computeBounds(_ node: ViewNode) -> Rect? {
        guard let view = state.view(node.id) else { return nil }
        var bounds = view.frame
        let offset = contentOffset(of: node.id)
        var children: [Rect?] = []
        for child in node.children {
            let childBounds = computeBounds(child)
            children.append(childBounds)
            guard let childBounds else { continue }
            let moved = Rect(x: childBounds.minX + view.frame.minX - offset.x, y: childBounds.minY + view.frame.minY - offset.y,
                             width: childBounds.width, height: childBounds.height)
            if !node.clipsToBounds { bounds = bounds.union(moved) }
        }
        subtreeBounds[node.id] = bounds
        if children.count >= ChildSpans.minimumChildren { childSpans[node.id] = ChildSpans(children) }
        return bounds
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two overlap (touching edges do not count).
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Moved by `dx`, `dy`.
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Shrunk by `d` on every side.
    func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: Swift.max(0, width - 2 * d), height: Swift.max(0, height - 2 * d))
    }
}
