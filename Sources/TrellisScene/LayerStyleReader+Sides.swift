import TrellisModel

/// `border.sides: [top, bottom]`: the sides a border is drawn on.
extension LayerStyleReader {
    static let sideNames: [String: BorderSides] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]

    /// A list of side names (one name alone is accepted as a list of one).
    func borderSides(_ node: YAMLNode) -> BorderSides? {
        let items = node.scalar != nil && !node.isNull ? [node] : node.sequence
        guard let items else {
            error(.badValue, "border.sides: expected a list of sides such as [top, bottom], found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var sides: BorderSides = []
        for item in items {
            guard let name = item.scalar, let side = Self.sideNames[name] else {
                let text = item.scalar ?? item.kindDescription
                let hint = NameSuggestion.nearest(to: text, among: Self.sideNames.keys.sorted()).map { "; did you mean '\($0)'?" }
                    ?? " (the sides are top, left, bottom, right)"
                error(.badValue, "border.sides: unknown side '\(text)'\(hint)", at: item.mark)
                return nil
            }
            sides.insert(side)
        }
        return sides
    }
}
