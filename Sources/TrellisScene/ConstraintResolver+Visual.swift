import TrellisModel

/// `visual:` strings: Apple's Visual Format Language turned into constraints.
extension ConstraintResolver {
    /// The standard space between sibling views.
    static let standardSiblingSpacing = 8.0
    /// The standard space between a view and its superview's edge.
    static let standardSuperviewSpacing = 20.0

    /// Parses one VFL string into constraints, reporting errors at their column.
    func resolveVisualFormat(_ node: YAMLNode) -> [LayoutConstraint] {
        let text = node.scalar ?? ""
        do {
            var parser = VisualFormatParser(text, metrics: context.metrics)
            let format = try parser.parse()
            return try build(format, node: node, text: text)
        } catch let problem {
            error(problem.code, problem.message, at: location(in: node, offset: problem.offset))
            return []
        }
    }

    private func build(_ format: VisualFormat, node: YAMLNode, text: String) throws(ConstraintSyntaxError) -> [LayoutConstraint] {
        let horizontal = format.axis == .horizontal
        let leadingAttribute: LayoutAttribute = horizontal ? .leading : .top
        let trailingAttribute: LayoutAttribute = horizontal ? .trailing : .bottom
        let sizeAttribute: LayoutAttribute = horizontal ? .width : .height
        let sourceLocation = location(in: node, offset: 0)
        var result: [LayoutConstraint] = []

        func known(_ name: LocatedName) throws(ConstraintSyntaxError) -> String {
            guard context.views[name.name] != nil else {
                throw ConstraintSyntaxError(offset: name.offset, message: "unknown view '\(name.name)' in visual format\(viewHint(for: name.name))",
                                            code: .unknownView)
            }
            return name.name
        }
        let ids = try format.views.map { view throws(ConstraintSyntaxError) in try known(view.name) }

        var superview: LayoutItem?
        if format.leading != nil || format.trailing != nil {
            let parents = Set(ids.map { context.views[$0]?.parent ?? "" })
            guard parents.count == 1, let parent = parents.first, !parent.isEmpty else {
                let name = format.views[ids.firstIndex { context.views[$0]?.parent != context.views[ids[0]]?.parent } ?? 0].name
                throw ConstraintSyntaxError(offset: name.offset, message:
                    "'|' stands for the views' superview, but the views of this string have different superviews (or none)", code: .badVFL)
            }
            superview = LayoutItem(parent)
        }

        func spacing(_ connection: VisualFormat.Connection, toSuperview: Bool)
            -> [(relation: LayoutRelation, constant: Double, priority: Double)] {
            switch connection {
            case .flush: return [(.equal, 0, LayoutConstraint.required)]
            case .standard:
                return [(.equal, toSuperview ? Self.standardSuperviewSpacing : Self.standardSiblingSpacing, LayoutConstraint.required)]
            case .predicates(let predicates):
                return predicates.compactMap { predicate in
                    guard case .constant(let value) = predicate.object else { return nil }
                    return (predicate.relation, value, predicate.priority)
                }
            }
        }
        func make(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
                  _ secondAttribute: LayoutAttribute?, constant: Double, priority: Double) -> LayoutConstraint {
            LayoutConstraint(first, firstAttribute, relation, second, secondAttribute, constant: constant, priority: priority,
                             location: sourceLocation, text: text, origin: .visualFormat)
        }

        if let leading = format.leading, let superview {
            for space in spacing(leading, toSuperview: true) {
                result.append(make(LayoutItem(ids[0]), leadingAttribute, space.relation, superview, leadingAttribute,
                                   constant: space.constant, priority: space.priority))
            }
        }
        for (position, view) in format.views.enumerated() {
            let item = LayoutItem(ids[position])
            for predicate in view.predicates {
                switch predicate.object {
                case .constant(let value):
                    result.append(make(item, sizeAttribute, predicate.relation, nil, nil, constant: value, priority: predicate.priority))
                case .view(let name):
                    let other = try known(name)
                    result.append(make(item, sizeAttribute, predicate.relation, LayoutItem(other), sizeAttribute,
                                       constant: 0, priority: predicate.priority))
                }
            }
            if position > 0 {
                let previous = LayoutItem(ids[position - 1])
                for space in spacing(format.connections[position - 1], toSuperview: false) {
                    result.append(make(item, leadingAttribute, space.relation, previous, trailingAttribute,
                                       constant: space.constant, priority: space.priority))
                }
            }
        }
        if let trailing = format.trailing, let superview, let last = ids.last {
            for space in spacing(trailing, toSuperview: true) {
                result.append(make(superview, trailingAttribute, space.relation, LayoutItem(last), trailingAttribute,
                                   constant: space.constant, priority: space.priority))
            }
        }
        return result
    }
}
