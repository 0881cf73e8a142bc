import TrellisModel

extension SceneRenderer {
    /// The plan's image as an SVG document written by `SVGWriter`.
    func drawSVG(_ plan: OutputPlan) throws -> [UInt8] {
        var writer = SVGWriter(geometry: geometry(plan.stateIndex), scene: scene, device: result.device, measurer: measurer,
                               images: images, scale: scale, annotation: annotation,
                               region: Rect(origin: plan.origin, size: plan.size))
        return try writer.write(plan)
    }
}
