/// Builds node trees, one per YAML document, from libyaml's events; resolves anchors and aliases.
struct YAMLComposer {
    /// A YAML document: its root node and where it starts.
    struct Document {
        var root: YAMLNode
        var mark: YAMLMark
    }

    /// Deeper nesting than this is refused rather than risking the stack.
    static let maximumDepth = 256
    /// Alias expansion beyond this many nodes is refused (the "billion laughs" file).
    static let maximumWeight = 2_000_000

    /// A collection being built; mutated in place on the stack so appending stays cheap.
    private struct Frame {
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var merged: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
        var mark: YAMLMark
        var anchor: String?
    }

    /// Reads every document of `text`.
    static func documents(of text: String) throws(YAMLSyntaxError) -> [Document] {
        let reader = try YAMLEventReader(text: text)
        var documents: [Document] = []
        var anchors: [String: YAMLNode] = [:]
        var open: Set<String> = []
        var stack: [Frame] = []
        var documentMark = YAMLMark(line: 1, column: 1)
        var root: YAMLNode?
        var totalWeight = 0

        func add(_ node: YAMLNode) throws(YAMLSyntaxError) {
            totalWeight += node.weight
            guard totalWeight <= maximumWeight else {
                throw YAMLSyntaxError(mark: node.mark, message: "aliases expand to more than \(maximumWeight) nodes")
            }
            guard !stack.isEmpty else {
                root = node
                return
            }
            let top = stack.count - 1
            if !stack[top].isMapping {
                stack[top].items.append(node)
            } else if let key = stack[top].pendingKey {
                if key.scalar == "<<", case .scalar(_, .plain, _) = key.content {
                    merge(node, into: &stack[top].merged)
                } else {
                    stack[top].pairs.append((key, node))
                }
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = node
            }
        }

        func register(_ anchor: String?, _ node: YAMLNode) {
            guard let anchor else { return }
            anchors[anchor] = node
            open.remove(anchor)
        }

        func opening(_ anchor: String?, at mark: YAMLMark) throws(YAMLSyntaxError) {
            guard stack.count < maximumDepth else {
                throw YAMLSyntaxError(mark: mark, message: "nesting deeper than \(maximumDepth) levels")
            }
            if let anchor { open.insert(anchor) }
        }

        while true {
            let event = try reader.next()
            switch event.kind {
            case .streamStart: continue
            case .streamEnd: return documents
            case .documentStart:
                documentMark = event.start
                root = nil
                anchors = [:]
                open = []
            case .documentEnd:
                documents.append(Document(root: root ?? YAMLNode(.scalar("", .plain, tag: nil), mark: documentMark),
                                          mark: documentMark))
            case .mappingStart(let anchor, _):
                try opening(anchor, at: event.start)
                stack.append(Frame(isMapping: true, mark: event.start, anchor: anchor))
            case .sequenceStart(let anchor, _):
                try opening(anchor, at: event.start)
                stack.append(Frame(isMapping: false, mark: event.start, anchor: anchor))
            case .mappingEnd, .sequenceEnd:
                guard let top = stack.popLast() else { continue }
                let node: YAMLNode
                if top.isMapping {
                    // Merged keys (`<<: *base`) never override the mapping's own keys, wherever those are written.
                    let own = Set(top.pairs.compactMap { $0.key.scalar })
                    node = YAMLNode(.mapping(top.pairs + top.merged.filter { !own.contains($0.key.scalar ?? "") }), mark: top.mark)
                } else {
                    node = YAMLNode(.sequence(top.items), mark: top.mark)
                }
                let anchor = top.anchor
                register(anchor, node)
                try add(node)
            case .scalar(let value, let style, let anchor, let tag):
                let node = YAMLNode(.scalar(value, style, tag: tag), mark: event.start)
                register(anchor, node)
                try add(node)
            case .alias(let anchor):
                if open.contains(anchor) {
                    throw YAMLSyntaxError(mark: event.start, message: "alias '*\(anchor)' refers to a node that contains it", code: .cycle)
                }
                guard var node = anchors[anchor] else {
                    throw YAMLSyntaxError(mark: event.start, message: "unknown alias '*\(anchor)'; no anchor '&\(anchor)' before it")
                }
                node.mark = event.start
                try add(node)
            }
        }
    }

    /// YAML's merge key: the pairs of a mapping (or of a list of mappings) not already present.
    private static func merge(_ node: YAMLNode, into pairs: inout [(key: YAMLNode, value: YAMLNode)]) {
        let sources = node.sequence ?? [node]
        for source in sources {
            for pair in source.mapping ?? [] where !pairs.contains(where: { $0.key.scalar == pair.key.scalar }) {
                pairs.append(pair)
            }
        }
    }
}
