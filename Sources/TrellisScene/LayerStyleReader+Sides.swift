import TrellisModel

/// `border.sides: [top, bottom]`: the sides a border is drawn on.
extension LayerStyleReader {
    static let sideNames: [String: BorderSides] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]

    /// A list of side names (one name alone is accepted as a list of one).
    func borderSides(_ node: YAMLNode) -> BorderSides? {
        namedSet(node, key: "border.sides", what: "side", names: Self.sideNames, example: "[top, bottom]",
                 known: "the sides are top, left, bottom, right")
    }

    /// A list of names, each one member of an option set (one name alone is accepted as a list of one); an unknown
    /// name is an error at its column with the nearest known name.
    func namedSet<Value: OptionSet>(_ node: YAMLNode, key: String, what: String, names: [String: Value], example: String,
                                    known: String) -> Value? where Value.Element == Value {
        let items = node.scalar != nil && !node.isNull ? [node] : node.sequence
        guard let items else {
            error(.badValue, "\(key): expected a list of \(what)s such as \(example), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var set: Value = []
        for item in items {
            guard let name = item.scalar, let member = names[name] else {
                let text = item.scalar ?? item.kindDescription
                let hint = NameSuggestion.nearest(to: text, among: names.keys.sorted()).map { "; did you mean '\($0)'?" }
                    ?? " (\(known))"
                error(.badValue, "\(key): unknown \(what) '\(text)'\(hint)", at: item.mark)
                return nil
            }
            set.insert(member)
        }
        return set
    }
}
