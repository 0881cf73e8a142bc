import TrellisModel

/// The `annotate: all` overlays (or those of a list of ids): outlines and id badges, content-size dimension lines,
/// inset and safe-area bands.
extension Annotator {
    static let outlineColor = Color(red: 1, green: 0.176, blue: 0.333, alpha: 0.9)
    static let tagBacking = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    static let insetColor = Color(red: 1, green: 0.584, blue: 0, alpha: 0.3)
    static let safeAreaColor = Color(red: 0.204, green: 0.78, blue: 0.349, alpha: 0.25)
    static let dimensionColor = Color(red: 0.345, green: 0.337, blue: 0.839)

    func annotateAll(_ plan: OutputPlan, on canvas: Canvas) {
        let region = Rect(origin: plan.origin, size: plan.size)
        if case let .content(id) = plan.kind {
            guard let view = geometry.state.view(id) else { return }
            if choice.views?.contains(id) ?? true { drawInsets(of: view, region: region, on: canvas) }
        } else if choice.views == nil {
            drawSafeArea(on: canvas)
        }
        let make = {
            AnnotationLayout.of(plan, geometry: self.geometry, scene: self.scene, device: self.device, views: self.choice.views,
                                measurer: self.measurer, scale: canvas.scale)
        }
        let key = "\(plan.stateIndex) \(plan.baseName)"
        guard let layout = layouts.map({ $0.layout(for: key, make) }) ?? make() else { return }
        draw(layout, on: canvas)
    }

    /// The outlines (clipped where the views' ancestors clip), the dimension lines, the leaders, then the badges
    /// over all of them.
    private func draw(_ layout: AnnotationLayout, on canvas: Canvas) {
        let context = canvas.context
        context.setLineWidth(1)
        canvas.setColor(Self.outlineColor)
        for outline in layout.outlines {
            context.save()
            if let clip = outline.clip {
                context.rectangle(clip.minX, clip.minY, clip.width, clip.height)
                context.clip()
            }
            let inner = outline.box.insetBy(0.5)
            context.rectangle(inner.minX, inner.minY, inner.width, inner.height)
            context.stroke()
            context.restore()
        }
        if !layout.dimensions.isEmpty {
            canvas.setColor(Self.dimensionColor)
            for line in layout.dimensions {
                context.moveTo(line.from.x, line.from.y); context.lineTo(line.to.x, line.to.y)
                for (a, b) in line.ticks { context.moveTo(a.x, a.y); context.lineTo(b.x, b.y) }
            }
            context.stroke()
        }
        for badge in layout.badges {
            guard let leader = badge.leader else { continue }
            canvas.setColor(badge.isDimension ? Self.dimensionColor : Self.outlineColor)
            context.moveTo(leader.from.x, leader.from.y); context.lineTo(leader.to.x, leader.to.y)
            context.stroke()
            context.arc(leader.to.x, leader.to.y, radius: 1.5, from: 0, to: 2 * Double.pi)
            context.fill()
        }
        for badge in layout.badges {
            measurer.drawTag(badge.text, at: badge.rect.origin, color: badge.isDimension ? Self.dimensionColor : Self.outlineColor,
                             backing: Self.tagBacking, context: context)
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
}
