import TrellisModel

extension SceneRenderer {
    /// Draws the status bar, the home indicator and the container's bars over a screen or viewport image.
    func drawChrome(_ geometry: StateGeometry, painter: ViewPainter, on canvas: Canvas) throws {
        let chrome = ChromePainter(scene: scene, device: result.device, geometry: geometry, measurer: measurer)
        guard !chrome.layout.isEmpty else { return }
        try chrome.draw(on: canvas, background: scene.background) { backdrop in
            try painter.draw(scene.root, origin: .zero, on: backdrop)
        }
        try canvas.context.check("draw the status bar and the bars")
    }
}
