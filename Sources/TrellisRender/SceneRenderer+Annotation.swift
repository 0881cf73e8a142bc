import TrellisModel

extension SceneRenderer {
    /// The annotations of state `index`: the options' level for every view when they set one (`--annotate`), else
    /// the state's own `annotate:` or the scene's.
    func annotation(_ index: Int) -> AnnotationChoice {
        if let level = options.annotate { return AnnotationChoice(level: level) }
        guard result.states.indices.contains(index) else { return AnnotationChoice(level: scene.annotate, views: scene.annotatedViews) }
        return scene.annotation(forState: result.states[index].name)
    }
}
