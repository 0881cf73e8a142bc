/// Turns a scene written with traits (size-class variations, a layout direction, autoresizing masks) into the plain
/// scene UIKit would lay out on one device, so that the layout engine never sees a trait.
///
/// Three steps, in this order:
/// 1. Size classes: every `variations:` entry and every `when:` constraint that matches the device's size classes is
///    applied; the most specific matching one wins (see ``TraitResolver/resolveConditions(_:)``).
/// 2. Layout direction: each view's direction is the scene's, or its own semantic content attribute's for its
///    subtree; leading/trailing become left/right in constraints held by right-to-left views (ConstraintDirection),
///    natural text alignment becomes right.
/// 3. Autoresizing: frames with an autoresizing mask are recomputed for the device's size (``Scene/autoresizedFrame``).
struct TraitResolver {
    let device: Device
    let sceneDirection: LayoutDirection
    /// Each view's superview id.
    var parents: [String: String] = [:]
    /// Each view's resolved direction (only kept when some view is right to left).
    var directions: [String: LayoutDirection] = [:]

    init(device: Device, sceneDirection: LayoutDirection) {
        self.device = device
        self.sceneDirection = sceneDirection
    }

    /// Step 1 and the directions of step 2, for a view and its subtree.
    mutating func resolveViews(_ node: inout ViewNode, inherited: LayoutDirection) {
        applyVariations(&node)
        let direction = node.traits.semanticContentAttribute.direction(inheriting: inherited)
        node.traits.layoutDirection = direction
        directions[node.id] = direction
        if direction == .rightToLeft, node.label?.alignment == .natural {
            // NSTextAlignment.natural: the alignment of the app's script direction, right for right-to-left.
            node.label?.alignment = .right
        }
        for index in node.children.indices {
            parents[node.children[index].id] = node.id
            resolveViews(&node.children[index], inherited: direction)
        }
    }

    /// The most specific matching variation's value of each property; among equally specific ones, the later one.
    private func applyVariations(_ node: inout ViewNode) {
        let matching = node.traits.variations.enumerated()
            .filter { $0.element.condition.matches(device.sizeClasses) }
            .sorted { ($0.element.condition.specificity, $0.offset) < ($1.element.condition.specificity, $1.offset) }
            .map(\.element)
        for variation in matching {
            if let hidden = variation.isHidden { node.isHidden = hidden }
            if let axis = variation.axis { node.stack.axis = axis }
            if let spacing = variation.spacing { node.stack.spacing = spacing }
        }
        node.traits.variations = []
    }

    /// Steps 1 and 2 for the constraints of every view of a subtree.
    func resolveConstraints(of node: inout ViewNode) {
        node.constraints = resolve(node.constraints)
        for index in node.children.indices { resolveConstraints(of: &node.children[index]) }
    }

    /// One list of constraints: conditions chosen, then leading/trailing resolved by the direction of the nearest view
    /// that holds both items (ConstraintDirection: a view's semantic content attribute flips its subviews only).
    func resolve(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var result = resolveConditions(constraints)
        for index in result.indices where result[index].usesDirectionalAttributes {
            let first = result[index].first.view
            let second = result[index].second
            let holder = ConstraintDirection.holder(of: first, second?.view, parents: parents)
            guard (holder.flatMap { directions[$0] } ?? sceneDirection) == .rightToLeft else { continue }
            let isAncestor = second.map { $0.guide == .view && isStrictAncestor($0.view, of: first) } ?? false
            result[index] = result[index].resolvingLayoutDirection(.rightToLeft, secondIsAncestor: isAncestor)
        }
        return result
    }

    /// Interface Builder's rule for a constraint that varies by size class: the same constraint (same items,
    /// attributes and relation) written for several size classes is installed once, from the most specific
    /// variation that matches the device (a base constraint, without `when`, is the least specific); a `when`
    /// constraint whose size classes do not match is not installed.
    func resolveConditions(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard constraints.contains(where: { $0.condition != nil }) else { return constraints }
        struct Key: Hashable {
            var first: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation
            var second: LayoutItem?, secondAttribute: LayoutAttribute?
        }
        func key(_ constraint: LayoutConstraint) -> Key {
            Key(first: constraint.first, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                second: constraint.second, secondAttribute: constraint.secondAttribute)
        }
        var best: [Key: Int] = [:]
        for constraint in constraints where constraint.condition?.matches(device.sizeClasses) ?? true {
            let specificity = constraint.condition?.specificity ?? -1
            best[key(constraint)] = max(best[key(constraint)] ?? -1, specificity)
        }
        return constraints.compactMap { constraint in
            guard constraint.condition?.matches(device.sizeClasses) ?? true,
                  (constraint.condition?.specificity ?? -1) == best[key(constraint)] else { return nil }
            var installed = constraint
            installed.condition = nil
            return installed
        }
    }

    func isStrictAncestor(_ ancestor: String, of view: String) -> Bool {
        var current = parents[view]
        while let id = current {
            if id == ancestor { return true }
            current = parents[id]
        }
        return false
    }
}

extension Scene {
    /// Whether the scene uses anything ``resolved(for:)`` changes.
    public var usesTraits: Bool {
        traits.layoutDirection == .rightToLeft || constraints.contains { $0.condition != nil } || Self.usesTraits(root)
    }

    private static func usesTraits(_ node: ViewNode) -> Bool {
        node.traits != ViewTraits() || node.constraints.contains { $0.condition != nil } || node.children.contains(where: usesTraits)
    }

    /// The plain scene UIKit lays out on `device`: size-class variations chosen, leading/trailing resolved for the
    /// layout direction, autoresizing frames recomputed; the scene itself when it uses no trait.
    public func resolved(for device: Device) -> Scene {
        guard usesTraits else { return self }
        var scene = self
        var resolver = TraitResolver(device: device, sceneDirection: traits.layoutDirection)
        resolver.resolveViews(&scene.root, inherited: traits.layoutDirection)
        resolver.resolveConstraints(of: &scene.root)
        scene.constraints = resolver.resolve(scene.constraints)
        let design = traits.designSize ?? (devices.first?.size ?? size)
        Self.autoresize(&scene.root, designedSize: design, size: device.size)
        return scene
    }
}
