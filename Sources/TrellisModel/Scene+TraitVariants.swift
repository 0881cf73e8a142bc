/// The copies of a scene that a `traits:` list asks for.
extension Scene {
    /// The scenes to solve and draw: one per trait combination, each carrying its folder name in `traitName`,
    /// with this scene's screen (size, devices, scale), annotation and font folders, so that command-line overrides applied to
    /// this scene reach every copy; the scene itself (`traitName` nil) when it lists no traits.
    public var traitScenes: [Scene] {
        guard !traitVariants.isEmpty else { return [self] }
        return traitVariants.map { variant in
            var copy = variant.scene
            copy.traitName = variant.name
            copy.traitVariants = []
            copy.fontFolders = fontFolders
            copy.size = size
            copy.devices = devices
            copy.scale = scale
            copy.annotate = annotate
            copy.annotatedViews = annotatedViews
            for index in copy.states.indices {
                copy.states[index].annotation = states.first { $0.name == copy.states[index].name }?.annotation
            }
            return copy
        }
    }
}
