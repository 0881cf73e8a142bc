/// One view's solved geometry in one state.
public struct SolvedView: Sendable, Hashable {
    public var id: String
    public var kind: ViewKind
    /// The superview's id; nil for the root.
    public var parent: String?
    /// UIKit's frame: in the superview's coordinates (for a scroll view's subview, its content coordinates),
    /// its edges rounded to the device's pixel grid as UIKit applies the engine's values.
    public var frame: Rect
    /// The frame as the engine solved it, before pixel rounding (nil for a view not laid out by the engine).
    public var engineFrame: Rect?
    /// For scroll views: the content size.
    public var contentSize: Size?
    /// For scroll views: contentInset plus the safe-area adjustment.
    public var adjustedContentInset: Insets?
    /// For scroll views: the offset in this state (UIKit's contentOffset).
    public var contentOffset: Point?
    /// For labels: where the text's first and last baselines are, from the frame's top.
    public var firstBaseline: Double?
    public var lastBaseline: Double?

    public init(id: String, kind: ViewKind, parent: String?, frame: Rect) {
        self.id = id; self.kind = kind; self.parent = parent; self.frame = frame
    }
}

/// Every view's geometry in one scroll state.
public struct SolvedState: Sendable, Hashable {
    /// `S.X,Y`, a `states:` name, or `initial`.
    public var name: String
    /// Offsets of every scroll view in this state, in scene order.
    public var offsets: [(id: String, offset: Point)] {
        views.compactMap { view in view.contentOffset.map { (view.id, $0) } }
    }
    /// The scroll view this default state is about (nil for `initial` and named states).
    public var scrollView: String?
    /// Views depth first, the root first.
    public private(set) var views: [SolvedView]
    private var indexByID: [String: Int]
    /// Each view's frame origin on screen, in `views` order.
    private var screenOrigins: [Point]

    public init(name: String, scrollView: String? = nil, views: [SolvedView]) {
        self.name = name; self.scrollView = scrollView; self.views = views
        var index: [String: Int] = [:]
        for (position, view) in views.enumerated() { index[view.id] = position }
        indexByID = index
        screenOrigins = Self.screenOrigins(views, index)
    }

    /// The view with that id.
    public func view(_ id: String) -> SolvedView? { indexByID[id].map { views[$0] } }

    /// The top-left of a view's frame in screen coordinates (every ancestor's position and scroll offset applied).
    public func screenOrigin(of id: String) -> Point? { indexByID[id].map { screenOrigins[$0] } }

    /// Every view's screen origin: its frame's origin plus its superview's screen origin, minus the superview's
    /// content offset when that is a scroll view (UIKit's bounds origin). `views` is depth first, so a superview
    /// comes before its subviews and is on the stack of open ancestors when they are reached: one pass, with no
    /// lookup by id. A list in another order is worked out by walking up each view's superviews instead.
    private static func screenOrigins(_ views: [SolvedView], _ indexByID: [String: Int]) -> [Point] {
        var origins: [Point] = []
        origins.reserveCapacity(views.count)
        var ancestors: [Int] = []
        for (index, view) in views.enumerated() {
            var base = Point.zero
            if let parentID = view.parent {
                while let last = ancestors.last, views[last].id != parentID { ancestors.removeLast() }
                guard let parent = ancestors.last else { return walkedScreenOrigins(views, indexByID) }
                base = origins[parent]
                if views[parent].kind == .scroll, let offset = views[parent].contentOffset {
                    base.x -= offset.x; base.y -= offset.y
                }
            } else {
                ancestors.removeAll(keepingCapacity: true)
            }
            origins.append(Point(x: base.x + view.frame.minX, y: base.y + view.frame.minY))
            ancestors.append(index)
        }
        return origins
    }

    /// The screen origins of a list in any order: each view's frame origin plus each ancestor's, minus each scroll
    /// view ancestor's content offset, added from the view up (a cycle of parents stops after 10 000 steps).
    private static func walkedScreenOrigins(_ views: [SolvedView], _ indexByID: [String: Int]) -> [Point] {
        let parents = views.map { view in view.parent.flatMap { indexByID[$0] } }
        return views.indices.map { start in
            var point = Point.zero
            var current: Int? = start
            var steps = 0
            while let index = current, steps < 10_000 {
                point.x += views[index].frame.minX; point.y += views[index].frame.minY
                guard let parent = parents[index] else { break }
                if views[parent].kind == .scroll, let offset = views[parent].contentOffset {
                    point.x -= offset.x; point.y -= offset.y
                }
                current = parent
                steps += 1
            }
            return point
        }
    }
}

/// A scene laid out on one device: every state, and the diagnostics found.
public struct LayoutResult: Sendable, Hashable {
    public var device: Device
    public var states: [SolvedState]
    public var diagnostics: [Diagnostic]
    public init(device: Device, states: [SolvedState], diagnostics: [Diagnostic]) {
        self.device = device; self.states = states; self.diagnostics = diagnostics
    }
}
