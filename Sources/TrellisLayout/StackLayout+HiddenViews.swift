import TrellisModel

extension StackConstraintBuilder {
    /// The spacing chain of a stack some of whose hidden arranged views keep the size their own constraints give
    /// (`StackProperties.hiddenViewsKeepingOwnSize`, Interface Builder documents): the visible views are chained and
    /// connected to the canvas as if every hidden view were collapsed, and each hidden view sits at that collapsed
    /// place (after the visible view before it, at its end or mid-spacing; else ending at the canvas start if it is
    /// named and a view is visible: a hidden first 56-pt button at x = −56); for those named, `UISV-hiding` is below
    /// required so their own size wins, the others collapse. Measured: a hidden image view with a required 32-pt width
    /// is stored 32 wide at the end of a fill-equally stack; UIKit at run time breaks its constraint (`UISV-hiding`).
    /// With `hiddenViewsUnplaced` (Interface Builder documents of Xcode 8 to 10.1) a hidden view gets no place: nothing
    /// sets its position along the axis, so it keeps the one it was given (measured: two Xcode 9.2 storyboards of one
    /// app store a hidden error label after a visible one 0 wide at minus the stack's x in the root, the root's origin).
    /// With `hiddenEndViewsAtStart` (Xcode 15 and 16) a hidden view with no visible view before it, or none after it,
    /// starts at the canvas start, keeping its size if named, else 0 long (IBStackHiddenAtStart); with
    /// `hiddenTrailingViewsAtStart` (Xcode 14.0–14.2) only one after them all does (IBStackTrailingHiddenAtStart).
    mutating func buildChainKeepingHiddenSizes() {
        let start = Self.start(axis), end = Self.end(axis), size = Self.size(axis)
        let spreading = properties.distribution == .equalSpacing || properties.distribution == .equalCentering
        let baselines = properties.baselineRelative && axis == .vertical
        let first = visible.first ?? 0, last = visible.last ?? items.count - 1
        add("UISV-canvas-connection", canvas, start, .equal, item(first), start)
        // Nothing visible: the canvas closes up as if every hidden view were collapsed (Xcode stores such a stack 0 long).
        add("UISV-canvas-connection", visible.isEmpty ? canvas : item(last), end, .equal, canvas, visible.isEmpty ? start : end)
        var lastVisible: Int?
        for index in items.indices {
            if items[index].isHidden {
                let keepsSize = properties.hiddenViewsKeepingOwnSize.contains(items[index].id)
                if properties.hiddenViewsUnplaced, !visible.isEmpty {
                    // No place along the axis (Xcode 9's canvas).
                } else if let lastShown = visible.last,
                          properties.hiddenEndViewsAtStart && (lastVisible == nil || lastShown < index)
                            || properties.hiddenTrailingViewsAtStart && lastShown < index {
                    // Before every visible view or after them all: at the canvas start (Xcode 15's and 16's canvases),
                    // at its own size or, without one, 0 long; after them all only (Xcode 14.0–14.2's canvases).
                    add("UISV-spacing", item(index), start, .equal, canvas, start)
                } else if let previous = lastVisible {
                    add("UISV-spacing", item(index), start, .equal, item(previous), end, constant: properties.hiddenViewsMidSpacing && (visible.last ?? 0) > index ? spacing(after: previous) / 2 : 0)
                } else {
                    add("UISV-spacing", canvas, start, .equal, item(index), keepsSize && !visible.isEmpty ? end : start)
                }
                add("UISV-hiding", item(index), size, .equal, nil, nil, constant: 0,
                    priority: keepsSize ? StackPriority.hidingBelowOwnSize : StackPriority.hiding)
                continue
            }
            if let previous = lastVisible {
                add("UISV-spacing", item(index), baselines ? .firstBaseline : start, spreading ? .greaterThanOrEqual : .equal,
                    item(previous), baselines ? .lastBaseline : end, constant: spacing(after: previous))
            }
            lastVisible = index
        }
    }
}

/// The arranged views as a stack with `hiddenViewsKeepSlot` arranges them (Interface Builder documents of Xcode 8).
enum StackHiddenSlots {
    /// A hidden view named in `hiddenViewsKeepingOwnSize` counts as visible (IBStackHiddenSlot), so it keeps its slot
    /// and the spacing on both sides, with no `UISV-hiding`; it is still not drawn (only the stack's copy of the node
    /// changes). Measured: an Xcode 8.3 storyboard stores a hidden 18-pt row at y = 0 in a vertical stack spaced 8
    /// and the visible view after it at y = 26.
    static func arranged(_ children: [ViewNode], _ properties: StackProperties) -> [ViewNode] {
        children.map { child in
            guard child.isHidden, properties.hiddenViewsKeepingOwnSize.contains(child.id) else { return child }
            var shown = child
            shown.isHidden = false
            return shown
        }
    }
}
