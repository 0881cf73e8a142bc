import TrellisModel
// The stack's distribution along its axis (UIStackView.Distribution); see StackLayout.swift for sources.

extension StackConstraintBuilder {
    mutating func buildDistribution() {
        switch properties.distribution {
        case .fill:
            buildFillOrder()
        case .fillEqually:
            buildFillEqually()
        case .fillProportionally:
            buildFillProportionally()
        case .equalSpacing, .equalCentering:
            buildGapGuides(centering: properties.distribution == .equalCentering)
            buildFillOrder()
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first visible one, required.
    mutating func buildFillEqually() {
        guard let reference = visible.first else { return }
        let size = Self.size(axis)
        for index in visible.dropFirst() {
            add("UISV-fill-equally", item(index), size, .equal, item(reference), size)
        }
    }

    /// `UISV-fill-proportionally`: each visible view's length a share of the canvas's, its fitting length
    /// over the sum of the visible ones plus the spacings; falls back to fillEqually, as UIKit does, when the
    /// views have (almost) no length.
    mutating func buildFillProportionally() {
        let lengths = visible.map { max(fittingLengths[$0] ?? 0, 0) }
        let spacing = properties.spacing
        let denominator = lengths.reduce(0, +) + totalSpacing
        dependsOnIntrinsicSizes = visible.contains { Self.lengthChangesBetweenPasses(items[$0]) }
        guard !visible.isEmpty, denominator > max(spacing * Double(items.count - 1), 1) else {
            buildFillEqually()
            return
        }
        let size = Self.size(axis)
        for (index, length) in zip(visible, lengths) {
            let share = length / denominator
            if share <= 0 {
                add("UISV-fill-proportionally", item(index), size, .equal, nil, nil, constant: 0)
            } else {
                add("UISV-fill-proportionally", item(index), size, .equal, canvas, size, multiplier: share,
                    priority: share == 1 ? StackPriority.required : StackPriority.proportional(index: index))
            }
        }
    }

    /// The gap guides of equalSpacing (between neighbours' edges) and equalCentering (between their centers),
    /// kept equal; the spacing chain already holds the minimum spacing.
    mutating func buildGapGuides(centering: Bool) {
        let stackItem = LayoutItem(stack.id)
        if properties.fitsCanvasAlongAxis { add("UISV-canvas-fit", stackItem, Self.size(axis), .equal, nil, nil, constant: 0, priority: StackPriority.canvasFit) }
        guard visible.count > 1 else { return }
        let size = Self.size(axis)
        var firstGap: LayoutItem?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = newSpacer(unusedAxis: cross)
            let previousEdge = centering ? Self.center(axis) : Self.end(axis)
            let nextEdge = centering ? Self.center(axis) : Self.start(axis)
            add("UISV-distributing-edge", gap, Self.start(axis), .equal, item(previous), previousEdge)
            add("UISV-distributing-edge", gap, Self.end(axis), .equal, item(next), nextEdge)
            if let firstGap {
                add("UISV-fill-equally", gap, size, .equal, firstGap, size,
                    priority: centering ? StackPriority.equalCentering(index: previous) : StackPriority.required)
            } else {
                firstGap = gap
            }
        }
    }

    /// `UISV-fill-order`: the index tie-break. Every visible view but the first asks to keep its intrinsic
    /// length at a priority between 1 and 10 that grows with its index, so among equal hugging (or
    /// compression) priorities the later views hold and the lowest index stretches (or shrinks) first, as
    /// UIKit documents. One two-term constraint per view (a tie-break spanning several views made every row
    /// as long as the stack and the solve quadratic).
    ///
    /// A multi-line label's length changes between the label passes, and regenerating a whole stack's set
    /// after each pass is slow (100 rows: seconds), so a multi-line label gets `length <= 0` instead, which
    /// embeds no size: it still does not stretch while an earlier view can, but when the views do not fit
    /// it gives before earlier multi-line labels (the one known departure from "the first shrinks first").
    mutating func buildFillOrder() {
        let size = Self.size(axis)
        for index in visible.dropFirst() {
            guard let length = intrinsicLength(index, along: axis) else { continue }
            let priority = StackPriority.fillOrder(index: index, count: items.count)
            if Self.lengthChangesBetweenPasses(items[index]) {
                add("UISV-fill-order", item(index), size, .lessThanOrEqual, nil, nil, constant: 0, priority: priority)
            } else {
                add("UISV-fill-order", item(index), size, .equal, nil, nil, constant: length, priority: priority)
            }
        }
    }

    /// Whether a view's intrinsic size can change between the engine's label passes: a multi-line label, or a
    /// stack holding one (for fitting lengths).
    static func lengthChangesBetweenPasses(_ view: ViewNode, depth: Int = 0) -> Bool {
        if view.kind == .label { return (view.label?.lines ?? 1) != 1 }
        guard view.kind == .stack, depth < 64 else { return false }
        return view.children.contains { !$0.isHidden && lengthChangesBetweenPasses($0, depth: depth + 1) }
    }
}
