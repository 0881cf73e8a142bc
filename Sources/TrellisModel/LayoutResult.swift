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

    /// Every view's screen origin: its frame's origin plus each ancestor's, minus each scroll view ancestor's content
    /// offset (UIKit's bounds origin), added from the view up.
    private static func screenOrigins(_ views: [SolvedView], _ indexByID: [String: Int]) -> [Point] {
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
