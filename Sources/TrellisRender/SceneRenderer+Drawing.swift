import TrellisModel

extension SceneRenderer {
    /// Draws everything `plan` shows onto `canvas` (whose visible rect is the part being produced).
    func paint(_ plan: OutputPlan, on canvas: Canvas) throws {
        let geometry = geometry(plan.stateIndex)
        var painter = ViewPainter(geometry: geometry, measurer: measurer, images: images)
        painter.layoutDirection = scene.traits.layoutDirection
        let context = canvas.context
        // Every image starts from the scene's background, so what no view covers looks as on screen.
        canvas.fill(canvas.visibleRect, color: scene.background)
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
            canvas.fill(Rect(origin: plan.origin, size: plan.size), color: node.background)
            for child in node.children where !node.isHidden {
                try painter.draw(child, origin: .zero, on: canvas)
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
}
