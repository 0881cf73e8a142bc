import TrellisModel
import TrellisSolver

/// One axis of an item's rectangle in some view's child space.
struct AxisSpan {
    var origin: LinearForm
    var length: LinearForm
    /// Overrides for a scroll view seen from inside: the far edge is the content's, the center half the frame's size.
    var far: LinearForm? = nil
    var center: LinearForm? = nil
}

/// Turns a model constraint into a linear relation over the engine's variables: pure, no solver involved.
///
/// Views have variables in their superview's coordinates (a scroll view's subviews: its content coordinates); a
/// constraint is expressed in the nearest common ancestor's space, so scroll offsets appear only in constraints that
/// cross a scroll view's boundary. The scroll-view rule of TN2154: constraints from inside to a scroll view's edges
/// bind to its content area, while its width, height and centers bind to its frame.
struct ConstraintTranslator {
    let nodes: [EngineNode]
    let indexByID: [String: Int]
    let root: RootVariables
    /// The edit variables of a view's inset guide (safe area, margins, readable), made by the engine when first asked for.
    let insetVariables: (InsetGuide, Int) -> InsetVariables

    /// A variable as a form.
    private func form(_ variable: EngineVariable) -> LinearForm { LinearForm(variable: variable) }

    /// Whether `ancestor` is a strict ancestor of `view`.
    func isStrictAncestor(_ ancestor: Int, of view: Int) -> Bool {
        var current = nodes[view].parent
        while let index = current {
            if index == ancestor { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// The nearest common ancestor of two spaces (views whose child space they are).
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while nodes[a].depth > nodes[b].depth, let parent = nodes[a].parent { a = parent }
        while nodes[b].depth > nodes[a].depth, let parent = nodes[b].parent { b = parent }
        while a != b {
            guard let pa = nodes[a].parent, let pb = nodes[b].parent else { return 0 }
            a = pa; b = pb
        }
        return a
    }

    /// Re-expresses a position given in `space`'s child coordinates in the child coordinates of its ancestor `target`.
    func lift(_ position: LinearForm, axis: Axis, from space: Int, to target: Int) -> LinearForm {
        var result = position
        var current = space
        while current != target, let parent = nodes[current].parent {
            if let origin = nodes[current].position(axis) { result = result + form(origin) }
            if let scroll = nodes[current].scroll {
                result = result - form(axis == .horizontal ? scroll.offsetX : scroll.offsetY)
            }
            current = parent
        }
        return result
    }

    /// The span of an item on an axis, and the view whose child space it is expressed in.
    ///
    /// `inside` says the constraint's other item is a descendant of this view: the item is then seen in its own child space
    /// (for a scroll view: edges are the content area, sizes and centers the frame).
    func span(of guide: LayoutGuide, view index: Int, axis: Axis, inside: Bool) -> (AxisSpan, space: Int) {
        // Fields are read in place: copying the node would copy its whole view tree entry.
        let horizontal = axis == .horizontal
        guard let parent = nodes[index].parent else {
            // The root: its frame is (0, 0, W, H) in its own space.
            let length = form(horizontal ? root.width : root.height)
            let near = form(horizontal ? root.safeLeft : root.safeTop), farInset = form(horizontal ? root.safeRight : root.safeBottom)
            switch guide {
            case .safeArea:
                return (AxisSpan(origin: near, length: length - near - farInset), index)
            case .margins, .readable:
                // The scene's margins (at least the system minimum) plus the safe area, as edit values; the readable
                // guide narrows them to the readable width.
                let m = insetVariables(guide == .margins ? .margins : .readable, index)
                let a = form(horizontal ? m.left : m.top), b = form(horizontal ? m.right : m.bottom)
                return (AxisSpan(origin: a, length: length - a - b), index)
            case .view, .content, .frame:
                return (AxisSpan(origin: LinearForm(), length: length), index)
            }
        }
        let scroll = nodes[index].scroll
        let position = nodes[index].position(axis).map(form) ?? LinearForm()
        let size = form(nodes[index].size(axis))
        let offset = scroll.map { form(horizontal ? $0.offsetX : $0.offsetY) } ?? LinearForm()
        let contentLength = scroll.map { form(horizontal ? $0.contentWidth : $0.contentHeight) } ?? size
        let isScroll = scroll != nil
        let space = inside ? index : parent
        // The bounds' origin in the view's own child space (the offset for a scroll view), or the frame's in the parent's.
        let boundsOrigin = inside ? offset : position
        switch guide {
        case .view where isScroll && inside:
            // TN2154: edges are the content area; width, height and centers are the frame as laid out, fixed in content
            // coordinates (changing the bounds origin moves no subview), so a view centred on its scroll view scrolls.
            return (AxisSpan(origin: LinearForm(), length: size, far: contentLength, center: size * 0.5), space)
        case .content where isScroll:
            return (AxisSpan(origin: inside ? LinearForm() : position - offset, length: contentLength), space)
        case .margins where isScroll && inside, .readable where isScroll && inside:
            // Apple's Auto Layout Guide (Working with Scroll Views): constraints between the edges *or margins* of a
            // scroll view and its content attach to the content area, so the margins are inset from the content's
            // edges; sizes and centers stay the frame's, as for the edges above. Measured: WSDOT's RestArea storyboard
            // (Xcode 14.3) stores a stack pinned to the scroll view's trailing margin ending 8 pt before its 363-pt
            // content width, at 355, not before the 375-pt frame (`ScrollViewMarginsTests`).
            let m = insetVariables(guide == .margins ? .margins : .readable, index)
            let a = form(horizontal ? m.left : m.top), b = form(horizontal ? m.right : m.bottom)
            let length = size - a - b
            return (AxisSpan(origin: a, length: length, far: contentLength - b, center: a + length * 0.5), space)
        case .margins, .readable:
            // The view's margins plus the safe area it overlaps (insetsLayoutMarginsFromSafeArea), as edit values.
            let m = insetVariables(guide == .margins ? .margins : .readable, index)
            let a = form(horizontal ? m.left : m.top), b = form(horizontal ? m.right : m.bottom)
            return (AxisSpan(origin: boundsOrigin + a, length: size - a - b), space)
        case .safeArea:
            // The bounds inset by the part of the root's safe area the view overlaps (edit values updated between passes).
            let insets = insetVariables(.safeArea, index)
            let near = form(horizontal ? insets.left : insets.top), farInset = form(horizontal ? insets.right : insets.bottom)
            let origin = inside && !isScroll ? LinearForm() : boundsOrigin
            return (AxisSpan(origin: origin + near, length: size - near - farInset), space)
        case .view, .content, .frame:
            return (AxisSpan(origin: inside && !isScroll ? LinearForm() : boundsOrigin, length: size), space)
        }
    }

    /// One attribute of an item as a form, and the space it is in.
    func attributeForm(_ item: LayoutItem, _ attribute: LayoutAttribute, view index: Int, inside: Bool) -> (LinearForm, space: Int) {
        let (span, space) = span(of: item.guide, view: index, axis: attribute.axis, inside: inside)
        let far = span.far ?? span.origin + span.length
        switch attribute {
        case .left, .leading, .top: return (span.origin, space)
        case .right, .trailing, .bottom: return (far, space)
        case .width, .height: return (span.length, space)
        case .centerX, .centerY: return (span.center ?? span.origin + span.length * 0.5, space)
        case .firstBaseline, .lastBaseline:
            // A view without text has no baseline: Auto Layout then uses its top edge for the first baseline and its
            // bottom edge for the last (UIView.forFirstBaselineLayout / forLastBaselineLayout documentation; Xcode
            // stores an image view's top on a `firstBaseline` line, nextcloud's HCIntroPage xib). A stack's first
            // baseline is the text of the arranged view it hands out (StackNestedBaselines).
            if attribute == .firstBaseline, item.guide == .view, !inside, nodes[index].label == nil,
               let inner = StackNestedBaselines.firstBaselineView(of: nodes[index].view), let innerIndex = indexByID[inner.id] {
                return attributeForm(LayoutItem(inner.id), .firstBaseline, view: innerIndex, inside: false)
            }
            guard item.guide == .view, !inside, let label = nodes[index].label else {
                return (attribute == .firstBaseline ? span.origin : far, space)
            }
            // The text is centred vertically in the label: baseline = top + (height - textHeight) / 2 + offset.
            let metrics = label.metrics
            let textHeight = label.intrinsicHeightVariable.map(form) ?? LinearForm(metrics.size.height)
            let middle = span.origin + span.length * 0.5
            if attribute == .firstBaseline {
                return (middle - textHeight * 0.5 + metrics.firstBaseline, space)
            }
            return (middle + textHeight * 0.5 - (metrics.size.height - metrics.lastBaseline), space)
        }
    }

    /// Translates a constraint of the model into solver forms, or says why it cannot be used.
    func translate(_ constraint: LayoutConstraint) -> Result<(LinearForm, Relation, LinearForm), TranslationError> {
        guard let first = indexByID[constraint.first.view] else { return .failure(.unknownView(constraint.first.view)) }
        let attribute = constraint.firstAttribute
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        guard constraint.multiplier.isFinite, constraint.constant.isFinite, !constraint.priority.isNaN else { return .failure(.notFinite) }
        guard let secondItem = constraint.second else {
            let (lhs, _) = attributeForm(constraint.first, attribute, view: first, inside: false)
            return .success((lhs, relation, LinearForm(constraint.constant)))
        }
        guard let second = indexByID[secondItem.view] else { return .failure(.unknownView(secondItem.view)) }
        let secondAttribute = constraint.secondAttribute ?? attribute
        if attribute.isSize != secondAttribute.isSize { return .failure(.positionAndSize) }
        if !attribute.isSize && attribute.axis != secondAttribute.axis { return .failure(.mixedAxes) }
        let firstInside = nodes[first].parent == nil || isStrictAncestor(first, of: second)
        let secondInside = nodes[second].parent == nil || isStrictAncestor(second, of: first)
        var (lhs, lhsSpace) = attributeForm(constraint.first, attribute, view: first, inside: firstInside)
        var (rhs, rhsSpace) = attributeForm(secondItem, secondAttribute, view: second, inside: secondInside)
        if !attribute.isSize {
            let common = commonAncestor(lhsSpace, rhsSpace)
            lhs = lift(lhs, axis: attribute.axis, from: lhsSpace, to: common)
            rhs = lift(rhs, axis: attribute.axis, from: rhsSpace, to: common)
            lhsSpace = common; rhsSpace = common
        }
        return .success((lhs, relation, rhs * constraint.multiplier + constraint.constant))
    }
}

/// Why a constraint could not be translated.
enum TranslationError: Error, Equatable {
    case unknownView(String), positionAndSize, mixedAxes, notFinite

    var message: String {
        switch self {
        case .unknownView(let id): return "unknown view '\(id)' in constraint"
        case .positionAndSize: return "a position attribute cannot be related to a size attribute"
        case .mixedAxes: return "a horizontal position cannot be related to a vertical one"
        case .notFinite: return "the multiplier, constant and priority must be finite numbers"
        }
    }
}
