import TrellisModel

/// Keys about traits: `layoutDirection`, `designSize`, a view's `semanticContentAttribute`, `autoresizing` and
/// `variations`, and `when:` groups in constraint lists; devices, orientations and size classes (`+Devices`).
struct TraitReader: SceneReaderPart {
    let context: SceneReadContext
}

extension TraitReader {

    /// One constraint string of a list and the size classes it is installed in (nil: all).
    struct ConditionalConstraint {
        var node: YAMLNode
        var condition: TraitCondition?
    }

    /// `layoutDirection` and `designSize`.
    func readSceneTraitKeys(_ keys: [String: YAMLNode], into scene: inout Scene) {
        if let node = keys["layoutDirection"], let value = choice(node, "layoutDirection", LayoutDirection.allCases) {
            scene.traits.layoutDirection = value
        }
        if let node = keys["designSize"], let size = size(node, "designSize") {
            if size.width <= 0 || size.height <= 0 {
                error(.badValue, "designSize: the designed screen needs a width and height above 0", at: node.mark)
            }
            scene.traits.designSize = size
        }
    }

    /// A view's `semanticContentAttribute`, `autoresizing` and `variations`.
    func readViewTraitKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["semanticContentAttribute"],
           let value = choice(node, "semanticContentAttribute", SemanticContentAttribute.allCases) {
            view.traits.semanticContentAttribute = value
        }
        if let node = keys["autoresizing"] {
            view.traits.autoresizing = autoresizingMask(node)
            if view.frame == nil {
                error(.badValue, "autoresizing: applies to a view placed by 'frame' (translatesAutoresizingMaskIntoConstraints); "
                      + "'\(view.id)' has no frame", at: node.mark)
            }
        }
        if let node = keys["variations"] { view.traits.variations = variations(node, kind: view.kind) }
    }

    /// `[flexibleWidth, flexibleBottomMargin]`, one name, or `none`.
    private func autoresizingMask(_ node: YAMLNode) -> AutoresizingMask? {
        let items = node.sequence ?? [node]
        var mask = AutoresizingMask()
        let names = AutoresizingMask.names.map(\.name)
        for item in items {
            guard let name = item.scalar, !item.isNull else {
                error(.badValue, "autoresizing: expected a list of \(names.joined(separator: ", ")), found \(item.kindDescription)", at: item.mark)
                return nil
            }
            if name == "none", items.count == 1 { return AutoresizingMask() }
            guard let entry = AutoresizingMask.names.first(where: { $0.name == name }) else {
                let hint = NameSuggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" }
                    ?? " (expected \(names.joined(separator: ", ")), or none)"
                error(.badValue, "autoresizing: unknown option '\(name)'\(hint)", at: item.mark)
                return nil
            }
            mask.insert(entry.mask)
        }
        return mask
    }

    /// `variations: [{when: {vertical: compact}, hidden: true, axis: vertical, spacing: 4}]`.
    private func variations(_ node: YAMLNode, kind: ViewKind) -> [ViewVariation] {
        guard let items = node.sequence else {
            error(.badValue, "variations: expected a list of {when: {horizontal: compact}, hidden: true, …}, found \(node.kindDescription)",
                  at: node.mark)
            return []
        }
        var result: [ViewVariation] = []
        for item in items {
            guard let pairs = item.mapping else {
                error(.badValue, "variations: expected a variation such as {when: {vertical: compact}, hidden: true}, found \(item.kindDescription)",
                      at: item.mark)
                continue
            }
            let allowed = kind == .stack ? ["when", "hidden", "axis", "spacing"] : ["when", "hidden"]
            let keys = checkKeys(pairs, allowed: allowed, in: "a variation", elsewhere: kind == .stack ? [:] : ["axis": "a stack's variation", "spacing": "a stack's variation"])
            guard let whenNode = keys["when"] else {
                error(.badValue, "a variation needs 'when' (the size classes it applies to, {horizontal: compact})", at: item.mark)
                continue
            }
            guard let condition = traitCondition(whenNode) else { continue }
            var variation = ViewVariation(condition: condition)
            if let value = keys["hidden"] { variation.isHidden = bool(value, "hidden") }
            if let value = keys["axis"] { variation.axis = choice(value, "axis", [Axis.horizontal, .vertical]) }
            if let value = keys["spacing"] { variation.spacing = number(value, "spacing") }
            result.append(variation)
        }
        return result
    }

    /// `when: {horizontal: compact, vertical: regular}` (either side may be left out; `any` matches both classes).
    func traitCondition(_ node: YAMLNode) -> TraitCondition? {
        guard let pairs = node.mapping else {
            error(.badValue, "when: expected size classes such as {horizontal: compact, vertical: regular}, found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["horizontal", "vertical"], in: "when")
        var condition = TraitCondition()
        let options = ["compact", "regular", "any"]
        for (side, value) in [("horizontal", keys["horizontal"]), ("vertical", keys["vertical"])] {
            guard let value else { continue }
            guard let text = value.scalar, options.contains(text) else {
                _ = choice(value, "when.\(side)", SizeClass.allCases)
                return nil
            }
            let sizeClass = SizeClass(rawValue: text)
            if side == "horizontal" { condition.horizontal = sizeClass } else { condition.vertical = sizeClass }
        }
        return condition
    }

    /// The strings of a constraint list, where an entry may be a group `{when: {…}, then: [strings]}`: its constraints
    /// are installed only in those size classes (Interface Builder's installed-per-variation constraints).
    func conditionalConstraintStrings(_ node: YAMLNode, key: String) -> [ConditionalConstraint] {
        guard let items = node.sequence else {
            return entries.constraintStrings(node, key: key).map { ConditionalConstraint(node: $0, condition: nil) }
        }
        var result: [ConditionalConstraint] = []
        for item in items {
            guard let pairs = item.mapping else {
                result += entries.constraintStrings(YAMLNode(.sequence([item]), mark: item.mark), key: key)
                    .map { ConditionalConstraint(node: $0, condition: nil) }
                continue
            }
            let keys = checkKeys(pairs, allowed: ["when", "then"], in: "a size-class group of \(key)")
            guard let whenNode = keys["when"], let thenNode = keys["then"] else {
                error(.badValue, "\(key): a group of constraints is {when: {horizontal: compact}, then: [constraints]}", at: item.mark)
                continue
            }
            guard let condition = traitCondition(whenNode) else { continue }
            result += entries.constraintStrings(thenNode, key: "then").map { ConditionalConstraint(node: $0, condition: condition) }
        }
        return result
    }

    /// The constraints, installed only in `condition`'s size classes.
    static func installed(_ constraints: [LayoutConstraint], in condition: TraitCondition?) -> [LayoutConstraint] {
        guard let condition else { return constraints }
        return constraints.map { constraint in
            var conditioned = constraint
            conditioned.condition = condition
            return conditioned
        }
    }

    /// Checks the autoresizing masks once every view is read, and fixes the design size of a scene that uses them
    /// (the scene's own size, so that `trellis render --device` resizes from it rather than from the new device).
    func finishTraits(_ scene: inout Scene) {
        checkAutoresizing(scene.root, parentPlacedByFrame: true)
        if scene.traits.designSize == nil, scene.root.allViews.contains(where: { $0.traits.autoresizing != nil }) {
            scene.traits.designSize = scene.size
        }
    }

    /// Refuses an autoresizing mask whose superview's designed size is unknown (a superview placed by constraints).
    func checkAutoresizing(_ node: ViewNode, parentPlacedByFrame: Bool) {
        for child in node.children {
            if let mask = child.traits.autoresizing, !mask.isEmpty, !parentPlacedByFrame, let location = child.location {
                error(.badValue, "autoresizing: '\(child.id)''s superview '\(node.id)' is placed by constraints, so the size it was "
                      + "designed at is unknown; give '\(node.id)' a frame, or place '\(child.id)' by constraints", at: location)
            }
            checkAutoresizing(child, parentPlacedByFrame: child.frame != nil)
        }
    }
}
