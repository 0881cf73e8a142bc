import TrellisModel

/// One view as the engine sees it: its place in the tree, its solver variables and its label state.
struct EngineNode {
    let view: ViewNode
    let parent: Int?
    let depth: Int
    /// The frame's origin in the superview's space; nil for the root, which is at 0, 0.
    let x: EngineVariable?, y: EngineVariable?
    /// The frame's size (the root's: the screen's, an edit variable).
    let width: EngineVariable, height: EngineVariable
    /// Scroll views only: the content area's size and the scroll offset.
    let scroll: ScrollVariables?
    /// Labels only.
    var label: LabelState?
    /// True for a stack's invisible spacer (a layout guide): laid out, never reported or drawn.
    let isSpacer: Bool

    init(view: ViewNode, parent: Int?, depth: Int, x: EngineVariable?, y: EngineVariable?, width: EngineVariable,
         height: EngineVariable, scroll: ScrollVariables? = nil, isSpacer: Bool = false) {
        self.view = view; self.parent = parent; self.depth = depth; self.isSpacer = isSpacer
        self.x = x; self.y = y; self.width = width; self.height = height; self.scroll = scroll
    }

    var id: String { view.id }
    var isScroll: Bool { view.kind == .scroll }

    /// The position variable on an axis (nil for the root).
    func position(_ axis: Axis) -> EngineVariable? { axis == .horizontal ? x : y }
    /// The size variable on an axis.
    func size(_ axis: Axis) -> EngineVariable { axis == .horizontal ? width : height }
}

/// What the engine knows about a label's text: its last measurement and, for multi-line labels, the edit variables of its intrinsic size.
struct LabelState {
    var metrics: TextMetrics
    /// True when the label wraps at its solved width (lines != 1 and no preferredMaxWidth).
    var wrapsAtSolvedWidth: Bool
    /// The width the current metrics were measured at (nil: unconstrained).
    var measuredAt: Double?
    /// Edit variables holding the intrinsic width and height (multi-line labels only).
    var intrinsicWidthVariable: EngineVariable? = nil
    var intrinsicHeightVariable: EngineVariable? = nil
}
