import TrellisLayout

/// `visual:` strings: Apple's Visual Format Language.
extension SceneReader {
    /// Parses one VFL string into constraints, reporting errors at their column.
    mutating func resolveVisualFormat(_ node: YAMLNode) -> [LayoutConstraint] {
        []
    }
}
