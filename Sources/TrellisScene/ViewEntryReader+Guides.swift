import TrellisModel

/// `guide:` entries: UILayoutGuide rectangles owned by the enclosing view, with constraints and nothing else.
extension ViewEntryReader {

    /// A guide entry's keys (only `layout` and `repeat`); a guide cannot be a stack's arranged subview.
    func readGuideKeys(_ pairs: [(key: YAMLNode, value: YAMLNode)], parent: String, at mark: YAMLMark) -> [String: YAMLNode] {
        if context.views[parent]?.kind == .stack {
            error(.badValue, "a guide cannot be an arranged subview of the stack '\(parent)'; declare it on a view that holds the stack",
                  at: mark)
        }
        return checkKeys(pairs, allowed: ["layout", "repeat"], in: "a 'guide' entry")
    }
}
