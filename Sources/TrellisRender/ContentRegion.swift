import TrellisModel

/// The region a scroll view's content image shows.
enum ContentRegion {
    /// The region a scroll view's content image shows, in content coordinates: its content size plus the adjusted
    /// content inset, from the top-left of the scrollable range.
    ///
    /// On an axis whose content size is not determined by constraints or is 0, the region also reaches the frame's
    /// size (what the scroll view shows at rest; UIKit does not scroll along that axis) and the far edge of every
    /// subview (UIKit still lays them out and draws them at their frames), so the image shows what the scroll view
    /// holds instead of a 1-pixel strip.
    static func of(_ view: SolvedView, geometry: StateGeometry, diagnostics: [Diagnostic]) -> Rect {
        let content = view.contentSize ?? .zero
        let insets = view.adjustedContentInset ?? .zero
        var width = content.width + insets.left + insets.right
        var height = content.height + insets.top + insets.bottom
        if let problem = ContentSizeProblem.find(view, diagnostics: diagnostics) {
            var reach = Point(x: -insets.left, y: -insets.top)
            for child in geometry.nodes[view.id]?.children ?? [] where !child.isHidden {
                guard let bounds = geometry.subtreeBounds[child.id] else { continue }
                reach.x = max(reach.x, bounds.maxX)
                reach.y = max(reach.y, bounds.maxY)
            }
            if problem.axes.contains(.horizontal) {
                width = max(width, view.frame.width, reach.x + insets.left)
            }
            if problem.axes.contains(.vertical) {
                height = max(height, view.frame.height, reach.y + insets.top)
            }
        }
        return Rect(x: -insets.left, y: -insets.top, width: width, height: height)
    }
}
