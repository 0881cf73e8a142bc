import TrellisModel

/// View entries: kinds, ids, the keys of every kind, `repeat`; guides (`+Guides`) and `contentSize` sources.
struct ViewEntryReader: SceneReaderPart {
    let context: SceneReadContext
}

extension ViewEntryReader {
    /// The largest `repeat` accepted.
    static let maximumRepeat = 10_000
    /// The most views a scene may hold (nested repeats multiply).
    static let maximumViews = 20_000
    /// The most bytes of text all `repeat` copies of a scene may hold together, checked before copying (a long text
    /// with `{i}` repeated 10 000 times would otherwise take gigabytes).
    static let maximumRepeatedBytes = 64 << 20

    /// Reads a list of view entries whose superview is `parent`.
    func readEntries(_ node: YAMLNode, parent: String, key: String, depth: Int) -> [ViewNode] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            error(.badValue, "\(key): expected a list of view entries (- view: id), found \(node.kindDescription)", at: node.mark)
            return []
        }
        var result: [ViewNode] = []
        for item in items where !tooManyViews {
            guard let pairs = item.mapping, !pairs.isEmpty else {
                error(.badValue, "\(key): expected a view entry such as '- view: id', found \(item.kindDescription)", at: item.mark)
                continue
            }
            var copies = 1
            if let repeatNode = pairs.first(where: { $0.key.scalar == "repeat" })?.value {
                guard let count = wholeNumber(repeatNode, "repeat", in: 1...Self.maximumRepeat,
                                              expected: "a whole number from 1 to \(Self.maximumRepeat)") else { continue }
                copies = count
                let idNode = pairs[0].value
                if count > 1, !idNode.isNull, let id = idNode.scalar, !id.contains("{i") {
                    error(.duplicateID, "duplicate view id '\(id)': a repeated entry needs {i} in its id ('\(id){i}')", at: idNode.mark)
                    continue
                }
                // Each copy holds the entry's text with `{i}` replaced by at most 5 more digits per occurrence.
                let copyBytes = item.bytes + 5 * item.weight
                guard copyBytes <= (Self.maximumRepeatedBytes - repeatedBytes) / count else {
                    let megabytes = (count * copyBytes + repeatedBytes) >> 20
                    error(.badValue, "repeat: \(count) copies of this entry would bring the text of the scene's copies to "
                          + "about \(megabytes) MB; the copies of a scene may hold at most \(Self.maximumRepeatedBytes >> 20) MB",
                          at: repeatNode.mark)
                    tooManyViews = true
                    return result
                }
                repeatedBytes += count * copyBytes
                for copy in 1...count {
                    // Every copy counts, kept or not: copies whose ids collide (nested repeats of one id) are no
                    // views, but reading 10 000 × 10 000 of them would still take minutes.
                    context.repeatedCopies += 1
                    guard context.viewOrder.count < Self.maximumViews, context.repeatedCopies <= Self.maximumViews else {
                        if !tooManyViews {
                            error(.badValue, "repeat: the scene would hold more than \(Self.maximumViews) views", at: repeatNode.mark)
                        }
                        tooManyViews = true
                        return result
                    }
                    let expanded = Self.substitute(item, index: copy, isEntry: true)
                    if let view = readEntry(expanded, parent: parent, depth: depth, repeated: true) { result.append(view) }
                }
            }
            if copies == 1, !pairs.contains(where: { $0.key.scalar == "repeat" }) {
                if let view = readEntry(item, parent: parent, depth: depth, repeated: false) { result.append(view) }
            }
        }
        return result
    }

    /// One entry: `- kind: id` and its keys.
    func readEntry(_ node: YAMLNode, parent: String, depth: Int, repeated: Bool) -> ViewNode? {
        guard let pairs = node.mapping, let first = pairs.first else { return nil }
        let kindName = first.key.scalar ?? ""
        if kindName == SceneKeys.tableKind { return TableReader(context: context).readTable(node, parent: parent, depth: depth, repeated: repeated) }
        let isGuide = kindName == SceneKeys.guideKind
        guard let kind = isGuide ? ViewKind.view : ViewKind(rawValue: kindName) else {
            let kinds = ViewKind.allCases.map(\.rawValue) + [SceneKeys.guideKind, SceneKeys.tableKind]
            var message = "unknown view kind '\(kindName)'"
            if let near = NameSuggestion.nearest(to: kindName, among: kinds) {
                message += "; did you mean '\(near)'?"
            } else {
                message += "; an entry starts with its kind: \(kinds.joined(separator: ", "))"
            }
            error(.unknownKey, message, at: first.key.mark)
            return nil
        }
        guard let id = entryID(first.value, kind: kind, repeated: repeated) else { return nil }
        let entryLocation = location(first.key.mark)
        if let earlier = context.views[id] {
            let advice = repeated ? " (a repeated entry needs {i} in its id)" : ""
            error(.duplicateID, "duplicate view id '\(id)'\(advice)", at: first.value.mark,
                  notes: [Diagnostic.Note(message: "'\(id)' is first defined here", location: earlier.location)])
            return nil
        }
        let outerView = currentView
        currentView = id
        defer { currentView = outerView }
        context.views[id] = ViewInfo(kind: kind, parent: parent, location: entryLocation)
        context.viewOrder.append(id)
        context.viewIDs.insert(id)

        var elsewhere: [String: String] = [:]
        // In ViewKind's order, the first kind that has a key names it (a label's `text` before a text field's).
        for otherKind in ViewKind.allCases where otherKind != kind {
            for key in SceneKeys.kindKeys[otherKind] ?? [] where !(SceneKeys.kindKeys[kind] ?? []).contains(key) && elsewhere[key] == nil {
                elsewhere[key] = "'\(otherKind.rawValue)'"
            }
        }
        let keys = isGuide ? readGuideKeys(Array(pairs.dropFirst()), parent: parent, at: first.key.mark)
            : checkKeys(Array(pairs.dropFirst()), allowed: SceneKeys.commonKeys + (SceneKeys.kindKeys[kind] ?? []),
                        in: "a '\(kind.rawValue)' entry", elsewhere: elsewhere)
        var view = ViewNode(kind, id: id)
        view.isLayoutGuide = isGuide
        view.isAnonymous = first.value.isNull
        view.location = entryLocation
        kinds.readCommonKeys(keys, into: &view)
        kinds.readMarginKeys(keys, into: &view)
        traits.readViewTraitKeys(keys, into: &view)
        LayerStyleReader(context: context).readLayerStyleKeys(keys, into: &view)
        switch kind {
        case .view: break
        case .scroll: kinds.readScrollKeys(keys, into: &view); kinds.readInsetAdjustmentKeys(keys, into: &view)
        case .label: kinds.readLabelKeys(keys, into: &view, at: first.key.mark)
        case .image: kinds.readImageKeys(keys, into: &view, at: first.key.mark)
        case .stack: kinds.readStackKeys(keys, into: &view); kinds.readStackExtraKeys(keys, into: &view)
        default: ControlReader(context: context).readControlKeys(keys, into: &view)
        }
        kinds.readAlignmentInsets(keys, into: &view)
        if let layout = keys["layout"] {
            for item in traits.conditionalConstraintStrings(layout, key: "layout") {
                context.pending.append(PendingConstraint(owner: id, text: item.node.scalar ?? "", node: item.node, condition: item.condition))
            }
        }
        if let children = keys["children"] {
            if depth >= 100 {
                error(.badValue, "children: views nested more than 100 deep", at: children.mark)
            } else {
                view.children = readEntries(children, parent: id, key: "children", depth: depth + 1)
                if kind == .stack { kinds.checkArrangedIds(of: view, keys) }
            }
        }
        return view
    }

    /// The id of an entry: a valid, unreserved name, or `NAME#N` for an anonymous one.
    private func entryID(_ node: YAMLNode, kind: ViewKind, repeated: Bool) -> String? {
        if node.isNull {
            anonymousCount += 1
            return "\(sceneName)#\(anonymousCount)"
        }
        guard let id = node.scalar, node.mapping == nil else {
            error(.badValue, "\(kind.rawValue): expected a view id, found \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard ViewEntryReader.isIdentifier(id) else {
            let advice = id.contains("{") ? " ({i} is replaced only in entries with 'repeat')" : ""
            error(.badValue, "view id '\(id)' must be a letter or '_' followed by letters, digits or '_'\(advice)", at: node.mark)
            return nil
        }
        guard !["view", "superview", "safeArea"].contains(id) else {
            error(.badValue, "'\(id)' is reserved and cannot be a view id", at: node.mark)
            return nil
        }
        return id
    }

    /// Whether `text` matches `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The scalar items of a list of constraint strings (a single string is accepted as a list of one).
    func constraintStrings(_ node: YAMLNode, key: String) -> [YAMLNode] {
        if node.isNull { return [] }
        if node.scalar != nil { return [node] }
        guard let items = node.sequence else {
            error(.badValue, "\(key): expected a list of constraint strings, found \(node.kindDescription)", at: node.mark)
            return []
        }
        var result: [YAMLNode] = []
        for item in items {
            if item.scalar != nil, !item.isNull {
                result.append(item)
            } else {
                error(.badValue, "\(key): expected a constraint string such as 'top == 20', found \(item.kindDescription)", at: item.mark)
            }
        }
        return result
    }

    /// A copy of an entry with `{i}` and `{i-1}` replaced; in the first copy, constraints using `{i-1}` are left out.
    static func substitute(_ node: YAMLNode, index: Int, isEntry: Bool) -> YAMLNode {
        switch node.content {
        case .scalar(let value, let style, let tag):
            guard value.containsPlaceholder else { return node }
            let replaced = value.replacingAll("{i-1}", with: String(index - 1)).replacingAll("{i}", with: String(index))
            return YAMLNode(.scalar(replaced, style, tag: tag), mark: node.mark)
        case .sequence(let items):
            return YAMLNode(.sequence(items.map { substitute($0, index: index, isEntry: false) }), mark: node.mark)
        case .mapping(let pairs):
            // A nested entry with its own `repeat` keeps its `{i}` for its own copies.
            if !isEntry, pairs.contains(where: { $0.key.scalar == "repeat" }) { return node }
            var result: [(key: YAMLNode, value: YAMLNode)] = []
            for pair in pairs {
                var value = pair.value
                if ["layout", "constraints", "visual"].contains(pair.key.scalar ?? ""), index == 1 {
                    if let items = value.sequence {
                        value = YAMLNode(.sequence(items.filter { !($0.scalar ?? "").contains("{i-1}") }), mark: value.mark)
                    } else if (value.scalar ?? "").contains("{i-1}") {
                        value = YAMLNode(.sequence([]), mark: value.mark)
                    }
                }
                result.append((pair.key, substitute(value, index: index, isEntry: false)))
            }
            return YAMLNode(.mapping(result), mark: node.mark)
        }
    }
}

extension String {
    /// Whether the string holds `{i` (the start of `{i}` or `{i-1}`), by a byte scan.
    var containsPlaceholder: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == UInt8(ascii: "{"), byte == UInt8(ascii: "i") { return true }
            previous = byte
        }
        return false
    }

    /// The string with every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
               bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
