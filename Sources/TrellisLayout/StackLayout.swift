import TrellisModel
// UIStackView's constraints, in the model's vocabulary.
//
// HOW THE ENGINE USES THIS (LayoutEngine+Stacks does each of these)
//
// 1. For every view of kind `.stack`, call `stackConstraints(for: node, intrinsicSize: …)` and add every
//    constraint of the result exactly like a constraint the scene wrote: `first`/`second` are view ids of the
//    tree (the stack itself, `LayoutItem(stack.id, guide: .margins)` for its margins guide, and its arranged
//    subviews = `node.children`), so a stack↔child constraint is an ordinary superview relation. The stack's own
//    `layout:` constraints and the children's `layout:` constraints still apply on top, as in UIKit.
// 2. `spacers`: each id (`<stackId>#spacerN`, N from 1) is an invisible layout rectangle owned by the stack,
//    like a UILayoutGuide: treat it as an extra child of the stack with its own x, y, width, height in the
//    stack's coordinate space (left = x, centerX = x + width/2, …) and no intrinsic size, no margins, no
//    hugging or compression constraints. The set constrains all four of its values (the axis a guide does
//    not use is pinned to the stack's start with size 0). Never draw it, never put it in a `SolvedState` or
//    layout.json, never report it in `ambiguous-layout`. The `#` keeps its id apart from any scene id.
// 3. `intrinsicSize` must answer what the engine's intrinsic-size constraints use for that view (the measured
//    label, the image's point size, `intrinsicWidth`/`intrinsicHeight`); nil, or a negative component
//    (UIKit's noIntrinsicMetric is -1), means none on that axis. Only fillProportionally with a multi-line
//    label among its views sets `dependsOnIntrinsicSizes`: then, when a label pass changes that label's
//    size, generate the set again and replace the old one (UIKit recomputes its proportional constraints
//    when an arranged view's intrinsic size is invalidated). Every other set stays valid across passes.
// 4. Priorities are fractional on purpose (999.999, 999.5, 0.001): keep them exact. `text` is UIKit's
//    identifier and the equation, as UIKit's log shows them (`UISV-spacing: b.leading == a.trailing + 8`),
//    and `location` the stack entry's, for diagnostics.
// 5. Hidden arranged views are already collapsed by the set (size 0 along the axis, required, no spacing);
//    lay them out like any view (hidden views are laid out, only not drawn). When a required size of the
//    scene's own conflicts with `UISV-hiding`, the scene's constraint is the one broken, as UIKit does.
// 6. Baseline attributes mean the measured text's baselines on labels; on a view without text the translator
//    reads its top as the first baseline and its bottom as the last (Apple's forFirst/LastBaselineLayout); a stack's
//    first baseline is the text of the arranged view it hands out, when it has one (StackNestedBaselines.swift).
//
// SOURCES AND DECISIONS
// - The constraint groups, relations and which item is the reference are UIKit's as printed from
//   `stackView.constraints` (kean, "Let's Build UIStackView", 2017): canvas connections to the first/last
//   view, an alignment spanner for every alignment but fill, gap guides between neighbours for
//   equalSpacing/equalCentering, `UISV-hiding` for hidden views. One departure: UIKit aligns every view with
//   the first one, which the canvas holds; we align every view with the canvas directly (same frames, and
//   half the solve time on a 3000-row stack); baseline alignment still goes through the first view.
// - Priorities are UIKit's (from `_UIOrderedLayoutArrangement` and the same printouts): fill-equally
//   dimension constraints required; proportional ones max(999 - i, 751) (required when the multiplier is 1),
//   a zero share required; equal-centering gap equality max(150 - i, 50) with i the preceding view's index
//   (equal spacing's gap equality is required, as UIKit makes it); spanning boundary equalities 999.5;
//   `UISV-spanning-fit` 51 (0.001 with no visible view); `UISV-canvas-fit` 49; `UISV-ambiguity-suppression`
//   25; `UISV-text-width-disambiguation` 950 (UIKit's iOS 15+ `<=` form). `UISV-hiding` is required: UIKit
//   logs "Unable to simultaneously satisfy constraints" with `UISV-hiding` in the set when a hidden arranged
//   view also has a required width/height, breaks the view's own constraint and the view collapses
//   (Interface Builder's canvas keeps the view's own size instead: StackLayout+HiddenViews.swift).
// - Ties along the axis (fill, equalSpacing, equalCentering): Apple's UIStackView.Distribution.fill says
//   ambiguity is resolved "based on their index in the arrangedSubviews array", and Apple's
//   "Start Developing iOS Apps" stack view lesson says that with equal hugging priorities "it expands the
//   first view". Our solver minimises the sum of errors within a priority, so equal hugging (or compression)
//   leaves the split open; `UISV-fill-order` (our name: UIKit breaks such ties inside its engine) asks
//   every visible arranged view but the first to keep its intrinsic length, at a priority in (1, 10) that
//   grows with the index (below everything UIKit generates, the lowest of which is 25):
//   the later views hold, so among equals the first view stretches, and also shrinks first when the views do
//   not fit; then the second, and so on. Multi-line labels get `length <= 0` at that priority instead (no
//   embedded size to go stale between label passes): same for stretching, but the later one shrinks first.
// - Decisions where UIKit is not documented: in a vertical stack `firstBaseline` acts as `leading` and
//   `lastBaseline` as `trailing`; `lastBaseline` connects the spanner to both canvas edges, as
//   `firstBaseline` does; views without a baseline (anything but a label) align by top (first) or bottom
//   (last), as UIKit does for views without `_hasBaseline`; `UISV-text-width-disambiguation` is generated
//   for visible multi-line labels (`lines != 1`) in horizontal stacks of every distribution but fillEqually;
//   equalSpacing and equalCentering get `UISV-canvas-fit` along the axis so a stack whose length nothing
//   else fixes takes the minimum spacing; an empty stack gets `UISV-canvas-fit` on both axes; a hidden view
//   stays in the spacing chain with spacing 0 on its side, so the visible neighbours keep one spacing.
// - fillProportionally's lengths are UIKit's fitting lengths, estimated without a solve (`StackFittingLength`):
//   intrinsic length, else a required constant size in the view's own constraints or the scene's top-level
//   list (StackLayout+FittingLengths.swift), else a nested stack's content, else (a view an Interface Builder
//   document stored) its stored length; a view with none gets a zero share (required), as in UIKit.
// - StackBaselineEdges: a horizontal stack aligned by first baseline connects only its first visible view to
//   its top (`UISV-canvas-connection: stack.top <= first.top`); the others align by baseline and may reach
//   above it, while every view still bounds the bottom. lastBaseline mirrors it (only the first view bounds
//   the bottom). A UIKit behaviour since iOS 9, still so in iOS 13: rdar://32291130 (2017) and Use Your Loaf's
//   "Stack View Baseline Alignment Issue" (view-debugger printout of that single top connection); measured in
//   Apple's Auto Layout Cookbook "Nested Stack Views" storyboard (Xcode 7.3, toolsVersion 10117) and a copy of
//   it: a body label (21 pt) and a 30-pt text field aligned by first baseline in a stack stored 27 tall, the
//   label at y = 0 and the field at y = -3, reaching above the stack.

/// The constraints UIStackView generates for `stack`'s arranged subviews, in the model's vocabulary (on their
/// alignment rectangles: StackLayout+AlignmentInsets.swift).
///
/// `fixedLength` answers a required `width == N`/`height == N` on a view written outside its own `layout:` list
/// (a scene's top-level list, where Interface Builder documents put every constraint): fillProportionally's
/// fitting lengths use it like the view's own (StackLayout+FittingLengths.swift).
public func stackConstraints(for stack: ViewNode, intrinsicSize: (ViewNode) -> Size?,
                             fixedLength: (String, LayoutAttribute) -> Double? = { _, _ in nil }) -> StackConstraintSet {
    let rects = StackAlignmentRects(stack)
    var builder = StackConstraintBuilder(stack: stack, fixedLength: fixedLength) { rects.intrinsicSize(of: $0, intrinsicSize($0)) }
    builder.build()
    return rects.inFrameTerms(StackConstraintSet(constraints: builder.constraints, spacers: builder.spacers,
                                                 dependsOnIntrinsicSizes: builder.dependsOnIntrinsicSizes))
}

/// UIKit's priorities for the stack's constraints (see the file's comment for their sources).
enum StackPriority {
    static let required: Double = 1000
    static let hiding: Double = 1000
    /// `UISV-hiding` where the hidden view keeps a required size of its own (StackLayout+HiddenViews.swift).
    static let hidingBelowOwnSize: Double = 999.9
    static let spanningBoundary: Double = 999.5
    static let textWidthDisambiguation: Double = 950
    static let spanningFit: Double = 51
    static let spanningFitEmpty: Double = 0.001
    static let canvasFit: Double = 49
    static let ambiguitySuppression: Double = 25
    /// Our index tie-break for the arranged view at `index` of `count`: in (1, 10), growing with the index.
    static func fillOrder(index: Int, count: Int) -> Double { 1 + 9 * Double(index) / Double(max(count, 1)) }
    /// A proportional share at arranged index `index`.
    static func proportional(index: Int) -> Double { max(999 - Double(index), 751) }
    /// Equal-centering gap equality, with `index` the arranged index of the view before the gap.
    static func equalCentering(index: Int) -> Double { max(150 - Double(index), 50) }
}

/// Builds one stack's constraint set; see `stackConstraints(for:intrinsicSize:)`.
struct StackConstraintBuilder {
    let stack: ViewNode
    let properties: StackProperties
    let axis: Axis
    let cross: Axis
    /// The stack, or its margins guide when `layoutMarginsRelative`.
    let canvas: LayoutItem
    let items: [ViewNode]
    /// Indices (into `items`) of the arranged views that are not hidden.
    let visible: [Int]
    /// `intrinsicSize` of each arranged view, asked once.
    let intrinsicSizes: [Size?]
    /// For fillProportionally: each arranged view's fitting length along the axis (StackLayout+FittingLengths.swift).
    let fittingLengths: [Double?]
    var constraints: [LayoutConstraint] = []
    var spacers: [String] = []
    var dependsOnIntrinsicSizes = false

    init(stack: ViewNode, fixedLength: (String, LayoutAttribute) -> Double? = { _, _ in nil },
         intrinsicSize: (ViewNode) -> Size?) {
        self.stack = stack
        properties = stack.stack
        axis = properties.axis
        cross = axis == .horizontal ? .vertical : .horizontal
        canvas = LayoutItem(stack.id, guide: properties.layoutMarginsRelative ? .margins : .view)
        let arranged = properties.hiddenViewsKeepSlot ? StackHiddenSlots.arranged(stack.children, properties) : stack.children
        items = arranged
        visible = arranged.indices.filter { !arranged[$0].isHidden }
        intrinsicSizes = stack.children.map(intrinsicSize)
        let axis = properties.axis
        fittingLengths = properties.distribution == .fillProportionally
            ? stack.children.map { StackFittingLength.of($0, along: axis, intrinsicSize: intrinsicSize, fixedLength: fixedLength) }
            : []
    }

    // MARK: Attribute names per axis

    static func start(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .leading : .top }
    static func end(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    static func center(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    static func size(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .width : .height }

    // MARK: Helpers

    func item(_ index: Int) -> LayoutItem { LayoutItem(items[index].id) }

    /// The spacing after arranged view `index`: its custom spacing (setCustomSpacing(_:after:)), else the stack's.
    func spacing(after index: Int) -> Double { properties.customSpacing[items[index].id] ?? properties.spacing }

    /// The sum of the spacings between consecutive visible views.
    var totalSpacing: Double { zip(visible, visible.dropFirst()).reduce(0) { $0 + spacing(after: $1.0) } }

    /// The intrinsic length of arranged view `index` along `axis`, nil when it has none.
    func intrinsicLength(_ index: Int, along axis: Axis) -> Double? {
        guard let size = intrinsicSizes[index] else { return nil }
        let length = axis == .horizontal ? size.width : size.height
        return length.isFinite && length >= 0 ? length : nil
    }

    /// Appends `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`.
    mutating func add(_ name: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
                      _ relation: LayoutRelation = .equal, _ second: LayoutItem? = nil,
                      _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
                      priority: Double = StackPriority.required) {
        var constraint = LayoutConstraint(first, firstAttribute, relation, second, secondAttribute,
                                          multiplier: multiplier, constant: constant, priority: priority,
                                          location: stack.location, origin: .generated)
        constraint.yieldsToRestatement = properties.restatedPinsWin
        var text = name
        text += ": "
        text += constraint.equationText
        constraint.text = text
        constraints.append(constraint)
    }

    /// A new spacer whose `unusedAxis` is pinned to the canvas's start with length 0.
    mutating func newSpacer(unusedAxis: Axis) -> LayoutItem {
        let spacer = LayoutItem("\(stack.id)#spacer\(spacers.count + 1)")
        spacers.append(spacer.view)
        add("UISV-spacer-placement", spacer, Self.start(unusedAxis), .equal, canvas, Self.start(unusedAxis))
        add("UISV-spacer-placement", spacer, Self.size(unusedAxis), .equal, nil, nil, constant: 0)
        return spacer
    }

    // MARK: Building

    mutating func build() {
        guard !items.isEmpty else {
            // Nothing arranged: the stack collapses unless something else sizes it.
            let stackItem = LayoutItem(stack.id)
            add("UISV-canvas-fit", stackItem, .width, .equal, nil, nil, constant: 0, priority: StackPriority.canvasFit)
            add("UISV-canvas-fit", stackItem, .height, .equal, nil, nil, constant: 0, priority: StackPriority.canvasFit)
            return
        }
        buildSpacingChain()
        buildDistribution()
        buildAlignment()
        buildTextWidthDisambiguation()
    }

    /// Canvas connections along the axis, the spacing chain and the hidden views' collapse.
    mutating func buildSpacingChain() {
        if !properties.hiddenViewsKeepingOwnSize.isEmpty || (properties.hiddenViewsUnplaced || properties.hiddenEndViewsAtStart || properties.hiddenTrailingViewsAtStart) && !visible.isEmpty,
           visible.count < items.count { return buildChainKeepingHiddenSizes() }
        let start = Self.start(axis), end = Self.end(axis), size = Self.size(axis)
        let spreading = properties.distribution == .equalSpacing || properties.distribution == .equalCentering
        let baselines = properties.baselineRelative && axis == .vertical
        add("UISV-canvas-connection", canvas, start, .equal, item(0), start)
        add("UISV-canvas-connection", item(items.count - 1), end, .equal, canvas, end)
        var lastVisible: Int? = items[0].isHidden ? nil : 0
        for index in items.indices.dropFirst() {
            let isVisible = !items[index].isHidden
            if isVisible, let previous = lastVisible {
                // Baseline-relative: previous last baseline to this first one (a collapsed hidden neighbour has none: edges).
                let edges = baselines && !items[index - 1].isHidden
                let across = properties.hiddenViewsSpacedFromVisible && !baselines && !spreading && previous < index - 1 // from the visible view
                add("UISV-spacing", item(index), edges ? .firstBaseline : start, spreading ? .greaterThanOrEqual : .equal,
                    item(across ? previous : index - 1), edges ? .lastBaseline : end, constant: spacing(after: previous) * (properties.hiddenViewsMidSpacing && items[index - 1].isHidden && !across ? 0.5 : 1))
            } else if properties.hiddenViewsMidSpacing, let previous = lastVisible, previous == index - 1, (visible.last ?? 0) > index {
                // IB: hidden views between visible ones sit mid-spacing (Xcode 13: 34 + 15 / 2 → 41.667 at 3×, next visible at 49).
                add("UISV-spacing", item(index), start, .equal, item(index - 1), end, constant: spacing(after: previous) / 2)
            } else {
                // Next to a hidden view (or before the first visible one): no spacing on this side.
                add("UISV-spacing", item(index), start, .equal, item(index - 1), end)
            }
            if isVisible { lastVisible = index }
        }
        for index in items.indices where items[index].isHidden {
            add("UISV-hiding", item(index), size, .equal, nil, nil, constant: 0, priority: StackPriority.hiding)
        }
    }
}
