/// What `annotate:` asks for in one state: a level, and with a list of ids only those views outlined and badged.
public struct AnnotationChoice: Sendable, Hashable {
    public var level: Annotation
    /// The views whose outline and id badge are drawn; nil: every view (at level `all`).
    public var views: [String]?

    public init(level: Annotation, views: [String]? = nil) {
        self.level = level; self.views = views
    }
}

extension Scene {
    /// The annotations of the solved state named `state`: that named state's own `annotate:`, else the scene's.
    public func annotation(forState state: String) -> AnnotationChoice {
        if let own = states.first(where: { $0.name == state })?.annotation { return own }
        return AnnotationChoice(level: annotate, views: annotatedViews)
    }

    /// Sets every annotation of the scene to `level` for every view (a command line's `--annotate`).
    public mutating func overrideAnnotation(_ level: Annotation) {
        annotate = level
        annotatedViews = nil
        for index in states.indices { states[index].annotation = nil }
    }
}
