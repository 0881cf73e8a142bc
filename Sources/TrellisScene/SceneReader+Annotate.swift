import TrellisModel

/// `annotate:` at the top of a scene and in a named state: a level, or the ids of the only views to annotate.
extension SceneReader {
    /// A level (`none`, `viewport`, `all`) or a list of view ids (level `all` with only those views outlined and
    /// badged); nil when it has errors (reported: an unknown id as `unknown-view`, with the nearest id as a hint).
    func readAnnotation(_ node: YAMLNode, key: String = "annotate") -> AnnotationChoice? {
        guard let items = node.sequence else {
            guard let level = choice(node, key, [Annotation.none, .viewport, .all]) else { return nil }
            return AnnotationChoice(level: level)
        }
        var ids: [String] = []
        var valid = true
        for item in items {
            guard let id = item.scalar, !item.isNull else {
                error(.badValue, "\(key): expected a view id, found \(item.kindDescription)", at: item.mark)
                valid = false
                continue
            }
            guard context.views[id] != nil else {
                let hint = NameSuggestion.hint(for: id, among: context.viewOrder)
                let fallback = "; \(key) lists ids of this scene's views, or is one of none, viewport, all"
                error(.unknownView, "unknown view '\(id)' in \(key)\(hint.isEmpty ? fallback : hint)", at: item.mark)
                valid = false
                continue
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return valid ? AnnotationChoice(level: .all, views: ids) : nil
    }
}
