import TrellisModel

extension ProblemOverlay {
    /// With `annotate: all`, tags the subviews of a problem scroll view that have no area (`subView1 0 × 0`): they
    /// draw nothing, as on a phone, and have no outline, so the tag is what says where the layout put them. A tag
    /// that would cover another view's id (the scroll view's own, at the same corner) goes below it.
    func tagEmptyViews(of problem: ContentSizeProblem, contentOrigin: Point, scrollOrigin: Point?, measurer: PangoTextMeasurer,
                       on canvas: Canvas) {
        guard level == .all, let scroll = geometry.nodes[problem.scrollView] else { return }
        var framed: [(ViewNode, Rect)] = []
        func walk(_ node: ViewNode, origin: Point) {
            guard !node.isHidden, let view = geometry.state.view(node.id) else { return }
            framed.append((node, canvas.snap(view.frame.offsetBy(origin.x, origin.y))))
            let offset = geometry.contentOffset(of: node.id)
            let inner = Point(x: origin.x + view.frame.minX - offset.x, y: origin.y + view.frame.minY - offset.y)
            for child in node.children { walk(child, origin: inner) }
        }
        for child in scroll.children { walk(child, origin: contentOrigin) }
        let tags = TagPlaces()
        if let scrollOrigin { _ = tags.place(Point(x: canvas.snap(scrollOrigin.x) + 1, y: canvas.snap(scrollOrigin.y) + 1)) }
        for (_, box) in framed where box.width > 0 && box.height > 0 {
            _ = tags.place(Point(x: box.minX + 1, y: box.minY + 1))
        }
        for (node, box) in framed where box.width <= 0 || box.height <= 0 {
            guard let view = geometry.state.view(node.id) else { continue }
            let size = "\(formatLayoutNumber(view.frame.width)) × \(formatLayoutNumber(view.frame.height))"
            measurer.drawTag("\(node.id) \(size)", at: tags.place(Point(x: box.minX + 1, y: box.minY + 1)),
                             color: ProblemPanel.headingColor, backing: Annotator.tagBacking, context: canvas.context)
        }
    }
}
