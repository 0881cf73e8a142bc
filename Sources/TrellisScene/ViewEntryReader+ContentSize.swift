import TrellisModel

extension ViewEntryReader {
    /// `VIEW.size` as a `contentSize` value: the id, or nil when the value is not written that way.
    func viewSizeReference(_ node: YAMLNode) -> String? {
        guard case .scalar(let text, .plain, _) = node.content, text.hasSuffix(".size"), node.number == nil else { return nil }
        let id = String(text.dropLast(".size".count))
        guard context.viewIDs.contains(id) || isIdentifier(id) else { return nil }
        return id
    }

    /// Reports `contentSize: VIEW.size` naming a view the scene does not have (checked once every view is known).
    func checkContentSizeSources(_ view: ViewNode) {
        if let source = view.scroll.contentSizeOf, !context.viewIDs.contains(source), let at = view.location {
            error(.unknownView, "contentSize: unknown view '\(source)'\(viewHint(for: source)) in '\(source).size'", at: at)
        }
        for child in view.children { checkContentSizeSources(child) }
    }

    private func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
