import TrellisModel

extension IBSceneBuilder {
    /// `semanticContentAttribute` (UIView.semanticContentAttribute: the layout direction of the view's subtree) and
    /// the `<autoresizingMask>` of a view placed by its frame.
    func applyTraits(_ element: XMLElement, placement: IBPlacement, to node: inout ViewNode) {
        if let value = element["semanticContentAttribute"], let attribute = SemanticContentAttribute(rawValue: value) {
            node.traits.semanticContentAttribute = attribute
        }
        // UIKit applies the mask only to a view that translates it into constraints; Xcode writes the element on
        // every view, so it is kept only there (a `fixedFrame` view gets fixed constraints at build time instead),
        // and only where every ancestor is placed by frame, so the size its superview was designed at is known.
        if node.frame != nil, placement.ancestorsPlacedByFrame, element["translatesAutoresizingMaskIntoConstraints"] != "NO", let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            node.traits.autoresizing = Self.autoresizingMask(mask)
        }
    }

    /// Xcode's spelling of UIView.AutoresizingMask: `flexibleMinX`, `widthSizable`, `flexibleMaxX`, `flexibleMinY`,
    /// `heightSizable`, `flexibleMaxY` (each `YES`); none of them is UIViewAutoresizingNone.
    static func autoresizingMask(_ element: XMLElement) -> AutoresizingMask {
        let bits: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: AutoresizingMask = []
        for (name, bit) in bits where element.flag(name) == true { mask.insert(bit) }
        return mask
    }

    /// UIScrollView.ContentInsetAdjustmentBehavior as Xcode writes it; nil for an unknown value (the default stays).
    static func insetAdjustment(_ value: String?) -> InsetAdjustment? {
        switch value {
        case "automatic": return .automatic
        case "scrollableAxes": return .scrollableAxes
        case "never": return .never
        case "always": return .always
        default: return nil
        }
    }

    /// A view's own `<layoutGuide>`s (UILayoutGuide): rectangles that take part in constraints, neither drawn nor
    /// reported, placed in the owner's coordinates like a subview. Xcode writes them as children of the view or
    /// inside a `<layoutGuides>` list.
    mutating func customGuides(of element: XMLElement) -> [ViewNode] {
        let candidates = element.children("layoutGuide") + (element.child("layoutGuides")?.children("layoutGuide") ?? [])
        var guides: [ViewNode] = []
        for guide in candidates where guide["key"] == nil {
            guard let id = guide["id"], variations.isIncluded(id), !viewIDs.contains(id) else { continue }
            var node = ViewNode(.view, id: id)
            node.isLayoutGuide = true
            node.location = SourceLocation(file: file, line: guide.line, column: guide.column)
            node.designDescription = "UILayoutGuide \(guide["userLabel"].map { "'\($0)' " } ?? "")(\(id))"
            viewIDs.insert(id)
            guides.append(node)
        }
        return guides
    }
}
