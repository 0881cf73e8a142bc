import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The planner of this scene's scroll offsets and states, over the current tree.
    var scrollPlanner: ScrollPlanner { ScrollPlanner(scene: scene, nodes: nodes, indexByID: indexByID) }

    /// Computes each scroll view's range and offsets from the solve at the first offsets.
    func scrollPlan() -> ScrollPlan {
        var measured: [ScrollGeometry] = []
        for index in nodes.indices {
            guard let scroll = nodes[index].scroll else { continue }
            let frame = Size(width: value(nodes[index].width), height: value(nodes[index].height))
            let content = Size(width: value(scroll.contentWidth), height: value(scroll.contentHeight))
            measured.append(ScrollGeometry(index: index, frameSize: frame, contentSize: content, adjustedInset: adjustedInset(of: index)))
        }
        return scrollPlanner.plan(measured)
    }

    /// contentInset plus, on the axes its `contentInsetAdjustmentBehavior` adjusts, the part of the root's safe area the frame overlaps.
    ///
    /// A scroll view inside a scroll view that already adjusts for the safe area does not see it again, as in UIKit.
    func adjustedInset(of index: Int) -> Insets {
        let node = nodes[index]
        var inset = node.view.scroll.contentInset
        let axes = adjustedAxes(of: index)
        guard axes.horizontal || axes.vertical, let overlap = safeAreaOverlap(of: index) else { return inset }
        if axes.vertical {
            inset.top += overlap.top
            inset.bottom += overlap.bottom
        }
        if axes.horizontal {
            inset.left += overlap.left
            inset.right += overlap.right
        }
        return inset
    }

    /// The axes on which a scroll view adds the safe area to its content inset (UIScrollView.ContentInsetAdjustmentBehavior).
    ///
    /// `scrollableAxes` adjusts an axis only when it scrolls: its content is larger than the frame on it, or it always
    /// bounces on it (Apple's documentation of the behaviour); `automatic` is the same, except that the content scroll view
    /// of a navigation controller's view controller always adjusts its top and bottom.
    func adjustedAxes(of index: Int) -> (horizontal: Bool, vertical: Bool) {
        let node = nodes[index]
        let scroll = node.view.scroll
        switch scroll.insetAdjustment {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes, .automatic:
            let tolerance = 1e-9
            let horizontal = scroll.alwaysBounceHorizontal || value(node.scroll?.contentWidth) > value(node.width) + tolerance
            var vertical = scroll.alwaysBounceVertical || value(node.scroll?.contentHeight) > value(node.height) + tolerance
            if scroll.insetAdjustment == .automatic && isNavigationContentScrollView(index) { vertical = true }
            return (horizontal, vertical)
        }
    }

    /// Whether a scroll view is the one a navigation controller adjusts regardless of scrolling: the root's first subview
    /// when the scene is inside a navigation controller (the view controller's scroll view of the legacy
    /// `automaticallyAdjustsScrollViewInsets`, which `.automatic` keeps for backward compatibility).
    func isNavigationContentScrollView(_ index: Int) -> Bool {
        scene.container.navigationBar != nil && nodes[index].parent == 0 && index == 1
    }

    /// Suggests a state's offsets, re-solves (with the labels' second pass) and reads every view.
    func solveState(_ request: StateRequest, plan: ScrollPlan, device: Device, diagnostics: inout [Diagnostic]) -> SolvedState {
        for (index, point) in request.offsets {
            suggest(nodes[index].scroll?.offsetX, point.x)
            suggest(nodes[index].scroll?.offsetY, point.y)
        }
        counters.stateSolves += 1
        if !settleLabels() { diagnostics.append(unsettledLabelsDiagnostic()) }
        diagnostics += negativeSizeDiagnostics()
        var views: [SolvedView] = []
        views.reserveCapacity(nodes.count)
        let grid = PixelGrid(scale: device.scale)
        for index in nodes.indices where !nodes[index].isSpacer {
            let node = nodes[index]
            // The root has no origin variables: it is at 0, 0.
            let frame = Rect(x: value(node.x), y: value(node.y), width: value(node.width), height: value(node.height))
            var solved = SolvedView(id: node.id, kind: node.view.kind, parent: node.parent.map { nodes[$0].id }, frame: grid.round(frame))
            solved.engineFrame = frame
            if let scroll = node.scroll {
                solved.contentSize = Size(width: value(scroll.contentWidth), height: value(scroll.contentHeight))
                solved.adjustedContentInset = plan.geometry(of: index)?.adjustedInset ?? node.view.scroll.contentInset
                solved.contentOffset = request.offsets[index] ?? Point(x: value(scroll.offsetX), y: value(scroll.offsetY))
            }
            if let label = node.label {
                let top = (frame.height - label.metrics.size.height) / 2
                solved.firstBaseline = top + label.metrics.firstBaseline
                solved.lastBaseline = top + label.metrics.lastBaseline
            }
            views.append(solved)
        }
        return SolvedState(name: request.name, scrollView: request.scrollView, views: views)
    }
}
