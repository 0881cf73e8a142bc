import TrellisModel
import TrellisPNG

/// What the render benchmark (`TrellisBenchmarks render`) needs from a renderer, open to the package only: the
/// first state's images that fit one surface, drawn again on demand. The timing itself lives in TrellisBenchmarks.
package struct BenchmarkDrawing {
    /// One image to time: its file name, its size in pixels and the text chunks the writer stores.
    package struct Image {
        package let fileName: String
        package let width: Int
        package let height: Int
        package let text: [(key: String, value: String)]
        let plan: OutputPlan
    }

    let renderer: SceneRenderer

    /// A drawing source for `renderer`'s scene.
    package init(_ renderer: SceneRenderer) { self.renderer = renderer }

    /// The PNG options the renderer writes with.
    package var pngOptions: PNGWriteOptions { renderer.options.png }

    /// The first state's screen and content images (not the viewports, which are parts of the screen) that fit
    /// one cairo surface.
    package func images() throws -> [Image] {
        try renderer.plans().compactMap { plan in
            guard plan.stateIndex == 0, renderer.fitsOneSurface(plan) else { return nil }
            if case .viewport = plan.kind { return nil }
            return Image(fileName: renderer.fileName(plan), width: plan.pixelWidth, height: plan.pixelHeight,
                         text: plan.text, plan: plan)
        }
    }

    /// Draws `image` onto a new surface and returns its pixels with the time the drawing took (copying the pixels
    /// out of the surface is not counted).
    package func draw(_ image: Image) throws -> (pixels: PixelBuffer, duration: Duration) {
        let clock = ContinuousClock()
        var surface: CairoSurface? = nil
        let duration = try clock.measure {
            surface = try renderer.drawTile(image.plan, x: 0, y: 0, width: image.width, height: image.height)
        }
        guard let surface else { throw RenderError.badState("the benchmark drew no surface for \(image.fileName)") }
        let pixels = PixelBuffer(width: surface.width, height: surface.height, stride: surface.width * 4,
                                 bytes: surface.copyPixels())
        return (pixels, duration)
    }
}
