import TrellisModel

/// Draws the annotations of the outputs document over an image: the viewport in content images, and with `all`
/// every view's outline and id badge (or those of the listed views only), content sizes, insets and the safe area.
struct Annotator {
    let geometry: StateGeometry
    let scene: Scene
    let device: Device
    let choice: AnnotationChoice
    let measurer: PangoTextMeasurer
    /// Where the layout of an image drawn in several bands is kept between them.
    var layouts: AnnotationLayoutCache? = nil

    static let viewportColor = Color(red: 0, green: 0.478, blue: 1)
    static let dimColor = Color(red: 0, green: 0, blue: 0, alpha: 0.25)

    func annotate(_ plan: OutputPlan, on canvas: Canvas) throws {
        guard choice.level != .none else { return }
        if case let .content(id) = plan.kind, let view = geometry.state.view(id) {
            markViewport(of: view, region: Rect(origin: plan.origin, size: plan.size), on: canvas)
        }
        if choice.level == .all { annotateAll(plan, on: canvas) }
    }

    /// Dims the content outside the viewport at this offset and outlines the viewport.
    private func markViewport(of view: SolvedView, region: Rect, on canvas: Canvas) {
        let offset = view.contentOffset ?? .zero
        let viewport = canvas.snap(Rect(origin: offset, size: view.frame.size))
        let context = canvas.context
        canvas.setColor(Self.dimColor)
        context.rectangle(region.minX, region.minY, region.width, region.height)
        context.rectangle(viewport.minX, viewport.minY, viewport.width, viewport.height)
        context.fillEvenOdd()
        let line = 2.0
        let inner = viewport.insetBy(line / 2)
        canvas.setColor(Self.viewportColor)
        context.setLineWidth(line)
        context.rectangle(inner.minX, inner.minY, inner.width, inner.height)
        context.stroke()
    }
}
