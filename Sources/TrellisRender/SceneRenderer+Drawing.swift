import TrellisModel

extension SceneRenderer {
    /// Draws everything `plan` shows onto `canvas` (whose visible rect is the part being produced), with the
    /// images of `store` when given (a band worker's own) or else the renderer's.
    func paint(_ plan: OutputPlan, on canvas: Canvas, replacing: Bool = false, images store: ImageStore? = nil) throws {
        let geometry = geometry(plan.stateIndex)
        var painter = ViewPainter(geometry: geometry, measurer: measurer, images: store ?? images)
        painter.layoutDirection = scene.traits.layoutDirection
        let context = canvas.context
        // Every image starts from the scene's background, so what no view covers looks as on screen.
        let base = replacing ? opaqueBase(plan, geometry: geometry) : nil
        if let base {
            if case let .content(id) = plan.kind, let node = geometry.nodes[id] {
                let indices = geometry.visibleChildren(of: node, origin: .zero, in: canvas.visibleRect)
                let strips = OpaqueCover.uncoveredStrips(of: node, indices: indices, geometry: geometry, canvas: canvas)
                replace(canvas, with: base, strips: strips)
            } else {
                replace(canvas, with: base)
            }
        } else {
            if replacing { replace(canvas, with: .clear) }
            canvas.fill(canvas.visibleRect, color: scene.background)
        }
        switch plan.kind {
        case .screen:
            try painter.draw(scene.root, origin: .zero, on: canvas)
            try drawChrome(geometry, painter: painter, on: canvas)
        case .viewport:
            try context.saved {
                context.rectangle(0, 0, result.device.size.width, result.device.size.height)
                context.clip()
                try painter.draw(scene.root, origin: .zero, on: canvas)
                try drawChrome(geometry, painter: painter, on: canvas)
            }
        case let .content(id):
            guard let node = geometry.nodes[id] else { return }
            if base != node.background { canvas.fill(Rect(origin: plan.origin, size: plan.size), color: node.background) }
            for index in geometry.visibleChildren(of: node, origin: .zero, in: canvas.visibleRect) where !node.isHidden {
                try painter.draw(node.children[index], origin: .zero, on: canvas)
            }
        }
        let choice = annotation(plan.stateIndex)
        let problems = ProblemOverlay(geometry: geometry, device: result.device, diagnostics: result.diagnostics,
                                      level: choice.level, measurer: measurer)
        problems.draw(.hatching, plan, on: canvas)
        try Annotator(geometry: geometry, scene: scene, device: result.device, choice: choice, measurer: measurer,
                      layouts: annotationLayouts).annotate(plan, on: canvas)
        problems.draw(.panels, plan, on: canvas)
        try context.check("draw \(plan.baseName)")
    }

    /// The opaque colour a pixel surface can start from in one pass, replacing what it held: a content image's
    /// background when opaque (it covers the whole plan, above the scene's), else the scene's when opaque.
    /// Clearing a band, filling the scene's background and then the content's background wrote every pixel
    /// three times: a fifth of the 20000-row list's time went to pixman's fills (perf). nil when neither is opaque.
    private func opaqueBase(_ plan: OutputPlan, geometry: StateGeometry) -> Color? {
        if case let .content(id) = plan.kind, let node = geometry.nodes[id], node.background.alpha >= 1 { return node.background }
        return scene.background.alpha >= 1 ? scene.background : nil
    }

    /// Sets every pixel of the canvas, or of the full-width `strips` (top and bottom in points), to `color` (cairo's
    /// SOURCE operator: what the surface held does not show).
    private func replace(_ canvas: Canvas, with color: Color, strips: [(top: Double, bottom: Double)]? = nil) {
        canvas.context.setOperatorSource(true)
        canvas.setColor(color)
        if let strips {
            let visible = canvas.visibleRect
            for strip in strips { canvas.context.rectangle(visible.minX, strip.top, visible.width, strip.bottom - strip.top) }
            canvas.context.fill()
        } else {
            canvas.context.paint()
        }
        canvas.context.setOperatorSource(false)
    }
}
