import TrellisModel

/// Resolving constraint strings against the scene's views: items, guides, compound attributes, Masonry's rules.
struct ConstraintResolver: SceneReaderPart {
    let context: SceneReadContext
}

extension ConstraintResolver {
    static let compoundAttributes: [String: [LayoutAttribute]] = [
        "edges": [.top, .left, .bottom, .right],
        "horizontalEdges": [.left, .right],
        "verticalEdges": [.top, .bottom],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
    ]
    static let guideNames: [String: LayoutGuide] = ["content": .content, "frame": .frame, "margins": .margins, "safeArea": .safeArea,
                                                   "readable": .readable]
    static var attributeNames: [String] { LayoutAttribute.allCases.map(\.rawValue) + compoundAttributes.keys.sorted() }

    /// The location of a character of a scalar's text (inside the quotes of a quoted scalar).
    func location(in node: YAMLNode, offset: Int) -> SourceLocation {
        var column = node.mark.column + offset
        if case .scalar(_, let style, _) = node.content, style == .singleQuoted || style == .doubleQuoted { column += 1 }
        return SourceLocation(file: file, line: node.mark.line, column: column)
    }

    /// Parses and resolves one constraint string; `owner` is the view of a `layout:` list (nil in `constraints:`).
    func resolveConstraint(_ node: YAMLNode, owner: String?) -> [LayoutConstraint] {
        let text = node.scalar ?? ""
        do {
            var parser = try ConstraintParser(text, metrics: context.metrics, viewIDs: context.viewIDs)
            let syntax = try parser.parse()
            return try build(syntax, owner: owner, node: node, text: text)
        } catch let problem {
            var message = problem.message
            if text.contains("{i") { message += " ({i} and {i-1} are replaced only in entries with 'repeat')" }
            error(problem.code, message, at: location(in: node, offset: problem.offset))
            return []
        }
    }

    private func build(_ syntax: ConstraintSyntax, owner: String?, node: YAMLNode, text: String) throws(ConstraintSyntaxError) -> [LayoutConstraint] {
        let firstItem: LayoutItem
        var attributeNames: [LocatedName]
        let path = syntax.lhsPath
        if let owner {
            if path.count == 1 {
                firstItem = LayoutItem(owner)
            } else if path.count == 2, let guide = Self.guideNames[path[0].name] {
                try checkGuide(guide, of: owner, at: path[0].offset)
                firstItem = LayoutItem(owner, guide: guide)
            } else {
                throw ConstraintSyntaxError(offset: path[0].offset, message:
                    "in a layout list the left-hand side is an attribute of '\(owner)' itself (as 'top == other.bottom'); constraints between other views go in 'constraints:'")
            }
            attributeNames = [path[path.count - 1]]
        } else {
            guard path.count >= 2 else {
                throw ConstraintSyntaxError(offset: path[0].offset, message:
                    "in 'constraints:' the left-hand side names its view, as in 'a.top == b.bottom'")
            }
            firstItem = try item(Array(path.dropLast()), lhsView: nil)
            attributeNames = [path[path.count - 1]]
        }
        attributeNames += syntax.moreAttributes
        var lhs: [(attribute: LayoutAttribute, offset: Int)] = []
        for name in attributeNames {
            lhs += try Self.expand(name).map { ($0, name.offset) }
        }
        let sourceLocation = location(in: node, offset: 0)
        func make(_ attribute: LayoutAttribute, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute?,
                  multiplier: Double = 1, constant: Double) -> LayoutConstraint {
            LayoutConstraint(firstItem, attribute, syntax.relation, second, secondAttribute, multiplier: multiplier,
                             constant: constant, priority: syntax.priority, location: sourceLocation, text: text,
                             origin: lhs.count > 1 ? .compound : .written)
        }

        switch syntax.rhs {
        case .constant(let value, _):
            return try lhs.map { entry throws(ConstraintSyntaxError) in
                if entry.attribute.isSize { return make(entry.attribute, nil, nil, constant: value) }
                let parent = try superviewItem(of: firstItem.view, offset: entry.offset)
                return make(entry.attribute, parent, entry.attribute, constant: value)
            }
        case .term(let path, let multiplier, let constant):
            let (second, pairs) = try pairUp(lhs, path, lhsView: firstItem.view)
            return try pairs.map { pair throws(ConstraintSyntaxError) in
                try checkPair(pair.0, pair.1, multiplier: multiplier, offset: pair.offset, multiplierOffset: syntax.multiplierOffset)
                return make(pair.0, second, pair.1, multiplier: multiplier, constant: constant)
            }
        case .inset(let path, let multiplier, let insets, _):
            let (second, pairs) = try pairUp(lhs, path, lhsView: firstItem.view)
            return try pairs.map { pair throws(ConstraintSyntaxError) in
                try checkPair(pair.0, pair.1, multiplier: multiplier, offset: pair.offset, multiplierOffset: syntax.multiplierOffset)
                return make(pair.0, second, pair.1, multiplier: multiplier, constant: Self.insetConstant(pair.0, insets))
            }
        }
    }

    /// The constant `inset` gives an attribute: left/top plus, right/bottom minus, sizes shrink by both sides.
    static func insetConstant(_ attribute: LayoutAttribute, _ insets: Insets) -> Double {
        switch attribute {
        case .left, .leading: return insets.left
        case .right, .trailing: return -insets.right
        case .top, .firstBaseline: return insets.top
        case .bottom, .lastBaseline: return -insets.bottom
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        }
    }

    /// An attribute name, simple or compound, as the attributes it stands for.
    static func expand(_ name: LocatedName) throws(ConstraintSyntaxError) -> [LayoutAttribute] {
        if let simple = LayoutAttribute(rawValue: name.name) { return [simple] }
        if let compound = compoundAttributes[name.name] { return compound }
        let hint = NameSuggestion.hint(for: name.name, among: attributeNames)
        throw ConstraintSyntaxError(offset: name.offset, message: "unknown attribute '\(name.name)'\(hint)")
    }

    /// The right-hand item and, for each left-hand attribute, the right-hand attribute it is related to.
    private func pairUp(_ lhs: [(attribute: LayoutAttribute, offset: Int)], _ path: [LocatedName], lhsView: String)
        throws(ConstraintSyntaxError) -> (LayoutItem, [(LayoutAttribute, LayoutAttribute, offset: Int)]) {
        var itemPath = path
        var rhsAttributes: [LayoutAttribute]?
        var rhsOffset = path[0].offset
        if path.count >= 2, let last = path.last,
           LayoutAttribute(rawValue: last.name) != nil || Self.compoundAttributes[last.name] != nil {
            rhsAttributes = try Self.expand(last)
            rhsOffset = last.offset
            itemPath.removeLast()
        } else if path.count == 1, context.views[path[0].name] == nil, !["superview", "view", "safeArea"].contains(path[0].name),
                  LayoutAttribute(rawValue: path[0].name) != nil || Self.compoundAttributes[path[0].name] != nil {
            throw ConstraintSyntaxError(offset: path[0].offset, message:
                "'\(path[0].name)' is an attribute; name its view first, as in 'superview.\(path[0].name)'")
        }
        let second = try item(itemPath, lhsView: lhsView)
        guard let rhsAttributes else {
            return (second, lhs.map { ($0.attribute, $0.attribute, $0.offset) })
        }
        if rhsAttributes.count == lhs.count {
            return (second, zip(lhs, rhsAttributes).map { ($0.attribute, $1, rhsOffset) })
        }
        if rhsAttributes.count == 1 {
            return (second, lhs.map { ($0.attribute, rhsAttributes[0], rhsOffset) })
        }
        throw ConstraintSyntaxError(offset: rhsOffset, message:
            "the left-hand side has \(lhs.count) attributes and the right-hand side \(rhsAttributes.count); they must match")
    }

    /// Refuses what NSLayoutConstraint refuses: a position with a size, positions on different axes, a zero multiplier on a position.
    private func checkPair(_ first: LayoutAttribute, _ second: LayoutAttribute, multiplier: Double, offset: Int,
                           multiplierOffset: Int?) throws(ConstraintSyntaxError) {
        if first.isSize != second.isSize {
            let (position, size) = first.isSize ? (second, first) : (first, second)
            throw ConstraintSyntaxError(offset: offset, message:
                "cannot relate position attribute '\(position.rawValue)' to size attribute '\(size.rawValue)'; NSLayoutConstraint refuses a position paired with a size")
        }
        if !first.isSize, first.axis != second.axis {
            throw ConstraintSyntaxError(offset: offset, message:
                "cannot relate \(first.axis.rawValue) attribute '\(first.rawValue)' to \(second.axis.rawValue) attribute '\(second.rawValue)'; positions must be on the same axis")
        }
        if !first.isSize, multiplier == 0 {
            throw ConstraintSyntaxError(offset: multiplierOffset ?? offset, message: "a multiplier of 0 on position attribute '\(first.rawValue)' is not allowed")
        }
    }

    /// The superview of a view, as an item.
    private func superviewItem(of view: String, offset: Int) throws(ConstraintSyntaxError) -> LayoutItem {
        guard let parent = context.views[view]?.parent else {
            throw ConstraintSyntaxError(offset: offset, message: "'\(view)' is the root view and has no superview")
        }
        return LayoutItem(parent)
    }

    private func checkGuide(_ guide: LayoutGuide, of view: String, at offset: Int) throws(ConstraintSyntaxError) {
        guard guide == .content || guide == .frame else { return }
        guard context.views[view]?.kind == .scroll else {
            let kind = context.views[view]?.kind.rawValue ?? "view"
            throw ConstraintSyntaxError(offset: offset, message:
                "'\(view).\(guide.rawValue)' names a scroll view's layout guide, but '\(view)' is a '\(kind)'")
        }
    }

    /// An item from a dotted path: `id`, `superview`, `view`, `safeArea`, then an optional guide.
    func item(_ path: [LocatedName], lhsView: String?) throws(ConstraintSyntaxError) -> LayoutItem {
        guard let head = path.first else { throw ConstraintSyntaxError(offset: 0, message: "expected an item") }
        var guide = LayoutGuide.view
        let view: String
        switch head.name {
        case "superview":
            guard let lhsView else {
                throw ConstraintSyntaxError(offset: head.offset, message: "'superview' needs a view on the left-hand side")
            }
            view = try superviewItem(of: lhsView, offset: head.offset).view
        case "view":
            view = "view"
        case "safeArea":
            view = "view"
            guide = .safeArea
        default:
            guard context.views[head.name] != nil else {
                let hint = viewHint(for: head.name, extra: ["superview", "safeArea"])
                throw ConstraintSyntaxError(offset: head.offset, message: "unknown view '\(head.name)' in constraint\(hint)", code: .unknownView)
            }
            view = head.name
        }
        var rest = path.dropFirst()
        if let next = rest.first {
            guard guide == .view, let named = Self.guideNames[next.name] else {
                let hint = NameSuggestion.hint(for: next.name, among: Self.attributeNames + Self.guideNames.keys.sorted())
                throw ConstraintSyntaxError(offset: next.offset, message: "unknown attribute or guide '\(next.name)'\(hint)")
            }
            try checkGuide(named, of: view, at: next.offset)
            guide = named
            rest = rest.dropFirst()
        }
        if let extra = rest.first {
            throw ConstraintSyntaxError(offset: extra.offset, message: "unexpected '.\(extra.name)'")
        }
        return LayoutItem(view, guide: guide)
    }
}
