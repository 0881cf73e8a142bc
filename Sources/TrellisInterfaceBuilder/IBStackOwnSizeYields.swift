import TrellisModel

/// Which constraint Interface Builder's canvas drops when an arranged view of a stack has a required
/// size of its own, across the stack's axis or along it, that the stack's size there cannot give.
///
/// A stack aligned `fill` ties every arranged view's edges across its axis to its own (UIStackView's required
/// `UISV-alignment` and `UISV-canvas-connection` constraints); a view that also carries a required `width` (in a
/// vertical stack) or `height` (in a horizontal one) of its own makes the set unsatisfiable as soon as something else
/// fixes the stack's size on that axis, and Xcode drops the view's own size: the view is stored as wide (or as tall)
/// as the stack, and the stack keeps its pins. Measured in documents of four authors (2 Dec 2026): an Xcode 13.0
/// storyboard's vertical fillEqually stack pinned to both sides of a 414-pt safe area holds an image view with a
/// required width of 200, stored 414 wide with the stack at x = 0 (a Tuwaiq bootcamp homework, cells4 corpus); an
/// Xcode 15.0 storyboard's vertical stack in a scroll view's 393-pt content view holds three image views each 300 wide
/// of their own, stored 393 wide (rlarjsdn3's scroll view exercise, scroll corpus); an Xcode 16 storyboard's vertical
/// form stack pinned to both sides of a 393-pt root holds a Save button 250 wide of its own, stored 393 wide with the
/// field, label, slider and date picker above it (a tracker app's final project, newest8 corpus, collected the same
/// morning by another helper and measured after this rule was written); and an Xcode 9.3 storyboard's six
/// horizontal stacks, pinned to the top and bottom margins of 43.5-pt cells, hold image views 24 tall of their own,
/// stored 22 tall (frankmathy's expenses, apps2 corpus, which ``IBCellOwnSizeYields`` already covers). The engine
/// would break the last written member (the stack's or its superview's leading pin in the first two), so the view's
/// own size is marked to be broken first among equal-priority members; nothing changes when the constraints can be
/// satisfied. Across the axis only fill-aligned stacks conflict (other alignments' constraints are inequalities).
///
/// Inside a cell Xcode keeps the own sizes and breaks a pin of the chain that ends at the cell's edge (measured: an
/// Xcode 9.2 xib table cell, 320 wide, holds a wrapper pinned to its content view's four edges around a horizontal
/// stack inset 10 pt, of a view 100 wide of its own and a vertical stack around an image view 100 wide of its own; it
/// stores the wrapper 220 wide, its trailing pin to the content view dropped, and the two 100s kept, which breaking the
/// last written member gives; a held-out document, found after this session's measurements, whose blind figure the
/// across-and-along marking had lowered from 9 of 9 to 4 of 9). Those content views, and collection cells', are left
/// out (their own-size rule, where there is one, is ``IBCellOwnSizeYields``'). A table's prototype cell, whose row fixes
/// its content view, is not: Kiparin's UserList (Xcode 16, toolsVersion 23504; h16held3 set, 2 Dec 2026) pins a
/// horizontal fill-aligned stack 34 pt below a label placed by its autoresizing mask and 10 pt above a 146-pt row's
/// bottom, 43 tall, around a symbol image view with a required height of 25 of its own, and stores the image 43 tall
/// less its symbol insets (``IBSymbolOwnSizeBroken``) and its neighbour label 43 tall: the stack kept its pins, where
/// breaking the last written member had dropped its top pin (a chain ``IBCellOwnSizeYields`` does not follow, the
/// stack not being pinned to the content view's top).
///
/// Along the axis every distribution ties the first view to the stack's leading (top) edge and the last to its
/// trailing (bottom) edge with required equalities, so an arranged view's own required length there gives way the
/// same way when the stack's length is pinned (measured by another helper the same morning, two more authors and
/// eras): an Xcode 26.0 storyboard (ImageFeed course, 393 × 852) pins an equal-spacing horizontal stack 68 pt from
/// each side of the safe area around ONE button with a required width of 50, stored 257 wide, the stack's width; an
/// Xcode 8 storyboard (a stack view exercise, 600-pt canvas) fills a 560-pt equal-width horizontal stack with three
/// image views each 101 wide of their own, stored 153, 154 and 153 wide (560 less two 20-pt spacings, shared).
///
/// The stack keeps its bottom pin too, which ``IBBottomPinYields`` otherwise marks to break first (the later written
/// of the two marked members breaking): from Xcode 12 (toolsVersion 17000), where a horizontal fill-aligned stack's
/// arranged view has a required height of its own, the stack's required bottom pin to its superview is not marked
/// (measured: element-ios's FromThreadView, Xcode 13.0, toolsVersion 18122, h22held2 set, 3 Dec 2026, pins a
/// horizontal stack to the top and bottom of a 139 × 44 freeform view around an image view with a required height of
/// 18 of its own, and stores the stack, the image and its neighbour label 44 tall, where breaking the bottom pin,
/// written after the height, gave 18; Kiparin's UserList above keeps the same stack's bottom pin in a table's cell,
/// Xcode 16). Across the axis only, the case measured; a vertical stack's own heights along its axis, and Xcode 6 to
/// 11, keep the bottom pin marked.
enum IBStackOwnSizeYields {
    /// The toolsVersion of Xcode 12.0, from which a stack keeps its bottom pin over an arranged view's own height.
    static let keepsBottomPinSince = 17000

    /// Marks every required size constant of a visible arranged view's own along its stack's axis, and across it in a
    /// fill-aligned stack, except inside the content views `cellContents` of cells (a xib's own cells and collection
    /// cells; the caller leaves tables' prototype cells out of them); from Xcode 12, unmarks the bottom pin of a
    /// horizontal fill-aligned stack whose arranged view has a required height of its own (`parents`: each view's
    /// superview).
    static func mark(_ constraints: inout [LayoutConstraint], root: ViewNode, cellContents: Set<String>,
                     parents: [String: String] = [:], toolsVersion: Int = 0) {
        var tied: [String: Set<Axis>] = [:]
        var acrossStack: [String: String] = [:]
        func visit(_ node: ViewNode) {
            guard !cellContents.contains(node.id) else { return }
            if node.kind == .stack {
                let along = node.stack.axis
                let across: Axis = along == .vertical ? .horizontal : .vertical
                let fill = node.stack.alignment == .fill
                let axes: Set<Axis> = fill ? [along, across] : [along]
                for child in node.children where !child.isHidden {
                    tied[child.id] = axes
                    if fill && along == .horizontal { acrossStack[child.id] = node.id }
                }
            }
            node.children.forEach(visit)
        }
        visit(root)
        guard !tied.isEmpty else { return }
        var keepBottom: Set<String> = []
        for index in constraints.indices {
            let constraint = constraints[index]
            guard IBCellOwnSizeYields.isOwnSize(constraint),
                  tied[constraint.first.view]?.contains(constraint.firstAttribute.axis) == true else { continue }
            constraints[index].yieldsInConflict = true
            if constraint.firstAttribute.axis == .vertical, let stack = acrossStack[constraint.first.view] { keepBottom.insert(stack) }
        }
        guard toolsVersion >= keepsBottomPinSince, !keepBottom.isEmpty else { return }
        for index in constraints.indices {
            guard let pin = IBBottomPinYields.edgePin(constraints[index], parents: parents), pin.edge == .bottom,
                  keepBottom.contains(pin.view) else { continue }
            constraints[index].yieldsInConflict = false
        }
    }
}
