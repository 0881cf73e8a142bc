import TrellisModel

extension GestureSimulator {
    /// A simulator for a scene's `gestures:`, starting from a solved state (the scene's first).
    public init(scene: Scene, start state: SolvedState) {
        var parents: [String: String] = [:]
        var properties: [String: ScrollProperties] = [:]
        for view in scene.allViews {
            for child in view.children { parents[child.id] = view.id }
            if view.kind == .scroll { properties[view.id] = view.scroll }
        }
        let scrolls = state.views.compactMap { view -> MotionScrollView? in
            guard view.kind == .scroll, let scroll = properties[view.id] else { return nil }
            return MotionScrollView(solved: view, properties: scroll)
        }
        self.init(scrollViews: scrolls, parents: parents, motion: scene.motion)
    }
}

extension MotionScrollView {
    /// A scroll view as a state solved it: UIKit's range from `-adjustedContentInset` to `content + inset − frame`.
    public init(solved view: SolvedView, properties: ScrollProperties) {
        let inset = view.adjustedContentInset ?? .zero
        let content = view.contentSize ?? .zero
        let minimum = Point(x: -inset.left, y: -inset.top)
        let maximum = Point(x: max(minimum.x, content.width + inset.right - view.frame.width),
                            y: max(minimum.y, content.height + inset.bottom - view.frame.height))
        self.init(id: view.id, frameSize: view.frame.size, minimum: minimum, maximum: maximum,
                  offset: view.contentOffset ?? minimum, properties: properties)
    }
}
