/// A YAML node with the mark where it starts; aliases are already replaced by the nodes they name.
struct YAMLNode: Sendable {
    /// What a node holds.
    enum Content: Sendable {
        case scalar(String, YAMLScalarStyle, tag: String?)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    var content: Content
    var mark: YAMLMark
    /// How many nodes the subtree holds (counted through aliases), to bound alias expansion.
    var weight: Int
    /// Bytes of scalar text the subtree holds (counted through aliases), to bound `repeat` before it copies them.
    var bytes: Int

    init(_ content: Content, mark: YAMLMark) {
        self.content = content
        self.mark = mark
        switch content {
        case .scalar(let value, _, _):
            weight = 1
            bytes = value.utf8.count
        case .sequence(let items):
            weight = items.reduce(1) { $0 + $1.weight }
            bytes = items.reduce(0) { $0 + $1.bytes }
        case .mapping(let pairs):
            weight = pairs.reduce(1) { $0 + $1.key.weight + $1.value.weight }
            bytes = pairs.reduce(0) { $0 + $1.key.bytes + $1.value.bytes }
        }
    }

    /// The scalar's text, whatever its style.
    var scalar: String? {
        if case .scalar(let value, _, _) = content { return value }
        return nil
    }

    /// The items of a sequence.
    var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs of a mapping, in file order.
    var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A plain `~`, `null` or empty scalar (YAML's null).
    var isNull: Bool {
        guard case .scalar(let value, let style, let tag) = content, !style.isQuoted, tag == nil else { return false }
        return value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL"
    }

    /// The value of a plain scalar that YAML reads as a finite number.
    var number: Double? {
        guard case .scalar(let value, let style, let tag) = content, !style.isQuoted else { return nil }
        if let tag, tag != "tag:yaml.org,2002:float", tag != "tag:yaml.org,2002:int" { return nil }
        return YAMLNode.parseNumber(value)
    }

    /// The value of a plain scalar that YAML reads as a boolean.
    var bool: Bool? {
        guard case .scalar(let value, let style, _) = content, !style.isQuoted else { return nil }
        switch value {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    /// Words for what the node is, for "expected …, found …" messages.
    var kindDescription: String {
        switch content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let value, let style, _):
            if isNull { return "nothing" }
            if style.isQuoted { return "a string" }
            if number != nil { return "a number" }
            if bool != nil { return "a boolean (\(value))" }
            return "a string"
        }
    }

    /// A finite number written as YAML writes numbers (`12`, `-3.5`, `.5`, `1e3`), else nil.
    static func parseNumber(_ text: String) -> Double? {
        var body = Substring(text)
        if body.hasPrefix("+") { body = body.dropFirst() }
        guard let first = body.first, first.isNumber || first == "-" || first == "." else { return nil }
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        guard let value = Double(body), value.isFinite else { return nil }
        return value
    }
}
