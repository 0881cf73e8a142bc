import TrellisModel

extension IBSceneBuilder {
    /// Gives the scene's image views and buttons that show SF Symbols their alignment insets (``IBSymbolImages``),
    /// before the constraints are resolved (the resolver moves constraints by the insets) and stacks arrange them.
    mutating func applySymbolInsets(to node: inout ViewNode) {
        let symbols = IBSymbolImages.symbolViews(in: root.element, resources: context.resources)
        guard !symbols.isEmpty else { return }
        let summary = IBSymbolConstraints(pending: pending, ids: Set(symbols.keys))
        applySymbolInsets(to: &node, parent: nil, symbols: symbols, summary: summary)
    }

    /// `parent`: the superview's id, stored size and, when it is a stack, its arrangement.
    private mutating func applySymbolInsets(to node: inout ViewNode, parent: IBSymbolParent?,
                                            symbols: [String: XMLElement], summary: IBSymbolConstraints) {
        if let element = symbols[node.id], let stored = node.storedFrame {
            let insets = IBSymbolInsetRules.insets(of: node.id, element: element, stored: stored, parent: parent, summary: summary,
                                                   toolsVersion: context.toolsVersion)
            if insets != .zero {
                node.alignmentInsets = insets
                alignmentInsets[node.id] = insets
            }
            if let offset = IBSymbolBaselines.offset(element, insets: insets) { symbolBaselines[node.id] = offset }
        }
        let superview = IBSymbolParent(node)
        for index in node.children.indices {
            applySymbolInsets(to: &node.children[index], parent: superview, symbols: symbols, summary: summary)
        }
    }
}
