import TrellisModel

/// The `annotate: all` overlays: outlines and ids, content-size dimension lines, inset and safe-area bands.
extension Annotator {
    static let outlineColor = Color(red: 1, green: 0.176, blue: 0.333, alpha: 0.9)
    static let tagBacking = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    static let insetColor = Color(red: 1, green: 0.584, blue: 0, alpha: 0.3)
    static let safeAreaColor = Color(red: 0.204, green: 0.78, blue: 0.349, alpha: 0.25)
    static let dimensionColor = Color(red: 0.345, green: 0.337, blue: 0.839)

    func annotateAll(_ plan: OutputPlan, on canvas: Canvas) {
        switch plan.kind {
        case .screen, .viewport:
            drawSafeArea(on: canvas)
            outline(scene.root, origin: .zero, on: canvas, tags: TagPlaces())
        case let .content(id):
            guard let node = geometry.nodes[id], let view = geometry.state.view(id) else { return }
            drawInsets(of: view, region: Rect(origin: plan.origin, size: plan.size), on: canvas)
            let tags = TagPlaces()
            for child in node.children { outline(child, origin: .zero, on: canvas, tags: tags) }
            drawDimensions(of: view, on: canvas)
        }
    }

    /// The device's safe area as translucent bands at the screen's edges.
    private func drawSafeArea(on canvas: Canvas) {
        let size = device.size, inset = device.safeArea
        let bands = [Rect(x: 0, y: 0, width: size.width, height: inset.top),
                     Rect(x: 0, y: size.height - inset.bottom, width: size.width, height: inset.bottom),
                     Rect(x: 0, y: inset.top, width: inset.left, height: size.height - inset.top - inset.bottom),
                     Rect(x: size.width - inset.right, y: inset.top, width: inset.right, height: size.height - inset.top - inset.bottom)]
        for band in bands { canvas.fill(canvas.snap(band), color: Self.safeAreaColor) }
    }

    /// The content inset (adjusted) as translucent bands around the content area.
    private func drawInsets(of view: SolvedView, region: Rect, on canvas: Canvas) {
        let content = view.contentSize ?? .zero
        let insets = view.adjustedContentInset ?? .zero
        // A content image that reaches past content + inset (a content size that is 0 or not determined, see
        // SceneRenderer.contentRegion) has no inset band there.
        func band(_ extent: Double, _ expected: Double) -> Double { extent > expected + 1 ? expected : extent }
        let width = band(region.width, content.width + insets.left + insets.right)
        let height = band(region.height, content.height + insets.top + insets.bottom)
        canvas.setColor(Self.insetColor)
        let context = canvas.context
        context.rectangle(region.minX, region.minY, width, height)
        let area = canvas.snap(Rect(x: 0, y: 0, width: content.width, height: content.height))
        context.rectangle(area.minX, area.minY, area.width, area.height)
        context.fillEvenOdd()
    }

    /// Each visible view's outline and id, clipped where its ancestors clip.
    private func outline(_ node: ViewNode, origin: Point, on canvas: Canvas, tags: TagPlaces) {
        guard !node.isHidden, let view = geometry.state.view(node.id) else { return }
        if let bounds = geometry.subtreeBounds[node.id], !bounds.offsetBy(origin.x, origin.y).intersects(canvas.visibleRect) {
            return
        }
        let context = canvas.context
        let box = canvas.snap(view.frame.offsetBy(origin.x, origin.y))
        if node.id != scene.root.id, box.width > 0, box.height > 0 {
            let inner = box.insetBy(0.5)
            canvas.setColor(Self.outlineColor)
            context.setLineWidth(1)
            context.rectangle(inner.minX, inner.minY, inner.width, inner.height)
            context.stroke()
            measurer.drawTag(node.id, at: tags.place(Point(x: box.minX + 1, y: box.minY + 1)), color: Self.outlineColor,
                             backing: Self.tagBacking, context: context)
        }
        if node.clipsToBounds {
            context.save()
            context.rectangle(box.minX, box.minY, box.width, box.height)
            context.clip()
        }
        let offset = geometry.contentOffset(of: node.id)
        let childOrigin = Point(x: view.frame.minX + origin.x - offset.x, y: view.frame.minY + origin.y - offset.y)
        for child in node.children { outline(child, origin: childOrigin, on: canvas, tags: tags) }
        if node.clipsToBounds { context.restore() }
    }

    /// The content size as dimension lines: the width along the top, the height along the right edge.
    private func drawDimensions(of view: SolvedView, on canvas: Canvas) {
        let content = view.contentSize ?? .zero
        let context = canvas.context
        let tick = 6.0
        canvas.setColor(Self.dimensionColor)
        context.setLineWidth(1)
        if content.width > 0 {
            let y = canvas.snap(min(12, content.height / 2)) + 0.5
            context.moveTo(0, y); context.lineTo(content.width, y)
            context.moveTo(0.5, y - tick); context.lineTo(0.5, y + tick)
            context.moveTo(content.width - 0.5, y - tick); context.lineTo(content.width - 0.5, y + tick)
            context.stroke()
            measurer.drawTag("width \(formatLayoutNumber(content.width))", at: Point(x: content.width / 2 - 30, y: y + 3),
                             color: Self.dimensionColor, backing: Self.tagBacking, context: context)
        }
        if content.height > 0 {
            let x = canvas.snap(content.width - min(12, content.width / 2)) - 0.5
            canvas.setColor(Self.dimensionColor)
            context.moveTo(x, 0); context.lineTo(x, content.height)
            context.moveTo(x - tick, 0.5); context.lineTo(x + tick, 0.5)
            context.moveTo(x - tick, content.height - 0.5); context.lineTo(x + tick, content.height - 0.5)
            context.stroke()
            let label = "contentSize \(formatLayoutNumber(content.width)) × \(formatLayoutNumber(content.height))"
            measurer.drawTag(label, at: Point(x: max(0, x - 150), y: content.height / 2),
                             color: Self.dimensionColor, backing: Self.tagBacking, context: context)
        }
    }
}

/// Where id tags went, so that a view's tag at the same corner as another's is moved below it instead of over it.
final class TagPlaces {
    static let lineHeight = 14.0
    private var used: Set<Point> = []

    func place(_ point: Point) -> Point {
        var candidate = point
        while used.contains(candidate) { candidate.y += Self.lineHeight }
        used.insert(candidate)
        return candidate
    }
}
