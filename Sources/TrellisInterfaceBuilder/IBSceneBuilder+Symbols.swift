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
            // A stack sets an arranged view's height when vertical (unless its stored layout shows it did not stretch
            // it: IBSymbolStackIntrinsic) or filling across a horizontal axis; an image view nothing else sizes is its
            // unscaled image, at its intrinsic height or stretched between two views by its edges' pins.
            let stackSetsHeight = parent?.stack.map { $0.axis == .vertical || $0.alignment == .fill } ?? false
            let intrinsic = element.name == "imageView" && summary.heightIsUnconstrained(node.id) && (!stackSetsHeight
                || IBSymbolStackIntrinsic.keepsLineBox(id: node.id, in: parent, pointSize: IBSymbolImages.pointSize(element)))
            let own = IBSymbolOwnSizeBroken.size(summary.constrainedSize(of: node.id, in: parent), stored: stored,
                                                 without: summary.constrainedSize(of: node.id, in: parent, ignoringOwn: true))
            let lineBox = IBSymbolLineBoxInsets.lineBox(element, toolsVersion: context.toolsVersion)
            var insets = IBSymbolImages.insets(stored: stored, own: own,
                                               intrinsicHeightPointSize: intrinsic ? IBSymbolImages.pointSize(element) : nil, lineBox: lineBox)
            // An aspect ratio of its own sets the rectangle's height from its width (IBSymbolAspect), an image view's or
            // a symbol button's.
            insets = IBSymbolAspect.insets(insets, stored: stored, own: own, heightPerWidth: summary.heightPerWidth(node.id), lineBox: lineBox)
            // A glyph off its line box's centre (the star, the heart, a badged person) moves its image (IBSymbolGlyphOffsets).
            insets = IBSymbolGlyphOffsets.insets(insets, element: element, stored: stored, own: own,
                                                 intrinsic: intrinsic && IBSymbolImages.pointSize(element) != nil,
                                                 toolsVersion: context.toolsVersion, heightPerWidth: summary.heightPerWidth(node.id))
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
