import TrellisModel

extension SceneLoader {
    /// The copies a scene's `traits:` list asks for, each read again from the document with its combination, so
    /// that every named colour, text style and the layout direction resolve for it as they would in UIKit under that
    /// trait collection; errors when two combinations would share a folder name.
    static func traitVariants(of scene: Scene, combinations: [(TraitCombination, YAMLMark)], document: YAMLComposer.Document,
                              isFirst: Bool, defaultName: String) -> (variants: [TraitVariant], errors: [Diagnostic]) {
        var variants: [TraitVariant] = []
        var errors: [Diagnostic] = []
        var seen: [String: YAMLMark] = [:]
        for (combination, mark) in combinations {
            let name = combination.name(appearance: scene.appearance, contentSize: scene.contentSize,
                                        layoutDirection: scene.traits.layoutDirection)
            if let earlier = seen[name] {
                errors.append(Diagnostic(
                    severity: .error, code: .duplicateID,
                    message: "traits: two combinations are both '\(name)' (the traits that differ from UIKit's defaults name the folder); "
                        + "list each combination once",
                    location: SourceLocation(file: scene.file, line: mark.line, column: mark.column),
                    notes: [Diagnostic.Note(message: "the first one is here",
                                            location: SourceLocation(file: scene.file, line: earlier.line, column: earlier.column))]))
                continue
            }
            seen[name] = mark
            let reader = SceneReader(file: scene.file)
            reader.context.combination = combination
            // The first pass reported this document's problems; a copy differs only in trait values.
            guard let copy = reader.readScene(document, isFirst: isFirst, defaultName: defaultName) else { continue }
            variants.append(TraitVariant(name: name, scene: copy))
        }
        return (variants, errors)
    }
}
