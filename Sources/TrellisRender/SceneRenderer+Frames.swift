import TrellisModel

/// Single images of any state, for animations: the screen, or a scroll view's whole content.
extension SceneRenderer {
    /// The screen in state `index`, as pixels.
    public func screenPixels(state index: Int) throws -> PixelBuffer {
        try drawPixels(OutputPlan(kind: .screen, stateIndex: index, baseName: "screen", origin: .zero,
                                  size: result.device.size, scale: scale, text: []))
    }

    /// Scroll view `id`'s whole content region in state `index` (the visible part outlined, as in the content images).
    public func contentPixels(state index: Int, scrollView id: String) throws -> PixelBuffer {
        guard result.states.indices.contains(index), let view = result.states[index].view(id) else {
            throw RenderError.badState("state \(index) has no scroll view '\(id)'")
        }
        let region = ContentRegion.of(view, geometry: geometry(index), diagnostics: result.diagnostics)
        return try drawPixels(OutputPlan(kind: .content(id), stateIndex: index, baseName: "\(id).content",
                                         origin: region.origin, size: region.size, scale: scale, text: []))
    }
}
