import TrellisModel

extension LayoutEngine {
    /// `contentSize: VIEW.size`: the content area's width and height equal that view's solved size, at the priority of
    /// a manual `contentSize` (so constraints that determine the content size still win, as UIKit's layout pass does).
    func addContentSizeFromView(_ node: EngineNode) {
        guard let source = node.view.scroll.contentSizeOf, let sourceIndex = indexByID[source], let scroll = node.scroll else { return }
        let sourceNode = nodes[sourceIndex]
        for (variable, target, axis) in [(scroll.contentWidth, sourceNode.width, Axis.horizontal),
                                         (scroll.contentHeight, sourceNode.height, .vertical)] {
            add(engineConstraint(source: .contentSizeOf(axis, source), owner: node.id, location: node.view.location, view: node.id,
                       axis: axis, priority: priorities.contentSizeFallback, lhs: form(variable), relation: .equal,
                       rhs: form(target)))
        }
    }
}
