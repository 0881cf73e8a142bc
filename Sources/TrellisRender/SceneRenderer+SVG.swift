import Foundation
import TrellisModel

extension SceneRenderer {
    /// The plan's image as an SVG document written by `SVGWriter`.
    func drawSVG(_ plan: OutputPlan) throws -> [UInt8] {
        var writer = SVGWriter(geometry: geometry(plan.stateIndex), scene: scene, device: result.device, measurer: measurer,
                               images: images, scale: scale, annotation: annotation(plan.stateIndex),
                               region: Rect(origin: plan.origin, size: plan.size))
        if showsProblem(plan) {
            writer.problemLayers = (try problemLayer(.hatching, plan), try problemLayer(.panels, plan))
        }
        return try writer.write(plan)
    }

    /// Whether `ProblemOverlay` draws over this image: a content image of a scroll view with a content-size problem
    /// (any annotation level but none), or a screen or viewport image showing one (`annotate: all`).
    private func showsProblem(_ plan: OutputPlan) -> Bool {
        let state = result.states[plan.stateIndex]
        let level = annotation(plan.stateIndex).level
        switch plan.kind {
        case let .content(id):
            guard level != .none, let view = state.view(id) else { return false }
            return ContentSizeProblem.find(view, diagnostics: result.diagnostics) != nil
        case .screen, .viewport:
            return level == .all && state.views.contains {
                $0.kind == .scroll && ContentSizeProblem.find($0, diagnostics: result.diagnostics) != nil
            }
        }
    }

    /// One layer of the problem picture drawn alone on a transparent surface of the image's size, as a PNG `data:`
    /// URL; nil when it would not fit one surface.
    private func problemLayer(_ layer: ProblemOverlay.Layer, _ plan: OutputPlan) throws -> String? {
        guard fitsOneSurface(plan) else { return nil }
        let surface = try CairoSurface(width: plan.pixelWidth, height: plan.pixelHeight)
        let context = try CairoContext(surface: surface)
        let canvas = Canvas(context: context, scale: scale, origin: plan.origin, size: plan.size, pixelSurface: true)
        ProblemOverlay(geometry: geometry(plan.stateIndex), device: result.device, diagnostics: result.diagnostics,
                       level: annotation(plan.stateIndex).level, measurer: measurer).draw(layer, plan, on: canvas)
        try context.check("draw the problem picture of \(plan.baseName)")
        let pixels = PixelBuffer(width: surface.width, height: surface.height, stride: surface.width * 4, bytes: surface.copyPixels())
        do {
            return "data:image/png;base64," + Data(try encodePNG(pixels, text: [])).base64EncodedString()
        } catch {
            throw RenderError.cairo(operation: "encode the problem picture of \(plan.baseName)", message: error.description)
        }
    }
}
