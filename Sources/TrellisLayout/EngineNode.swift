import TrellisModel
/// One view as the engine sees it: its place in the tree, its solver variables and its label state.
struct EngineNode {
    let view: ViewNode
    let parent: Int?
    let depth: Int
    /// Variable indices of the frame in the superview's space (the root has none for its origin: it is at 0, 0).
    var x = -1, y = -1, width = -1, height = -1
    /// Scroll views only: the content area's size and the scroll offset (edit variables).
    var contentWidth = -1, contentHeight = -1, offsetX = -1, offsetY = -1
    /// Labels only.
    var label: LabelState?
    /// True for a stack's invisible spacer (a layout guide): laid out, never reported or drawn.
    let isSpacer: Bool

    init(view: ViewNode, parent: Int?, depth: Int, isSpacer: Bool = false) {
        self.view = view; self.parent = parent; self.depth = depth; self.isSpacer = isSpacer
    }

    var id: String { view.id }
    var isScroll: Bool { view.kind == .scroll }
}

/// What the engine knows about a label's text: its last measurement and, for multi-line labels, the edit variables of its intrinsic size.
struct LabelState {
    var metrics: TextMetrics
    /// True when the label wraps at its solved width (lines != 1 and no preferredMaxWidth).
    var wrapsAtSolvedWidth: Bool
    /// The width the current metrics were measured at (nil: unconstrained).
    var measuredAt: Double?
    /// Edit variables holding the intrinsic width and height (multi-line labels only).
    var intrinsicWidthVariable = -1
    var intrinsicHeightVariable = -1
}

/// What an engine variable stands for, for diagnostics.
enum EngineQuantity: Equatable {
    case x(Int), y(Int), width(Int), height(Int)
    case contentWidth(Int), contentHeight(Int), offsetX(Int), offsetY(Int)
    case intrinsicWidth(Int), intrinsicHeight(Int)
    case rootWidth, rootHeight, safeArea
    case margin(Int)
    case auxiliary(String)

    /// Sizes are pinned to 0 when undetermined, positions to the superview's origin.
    var isSize: Bool {
        switch self {
        case .width, .height, .contentWidth, .contentHeight, .intrinsicWidth, .intrinsicHeight, .rootWidth, .rootHeight: return true
        default: return false
        }
    }
}
