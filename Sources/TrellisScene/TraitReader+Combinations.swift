import TrellisModel

/// `traits:` at the top of a scene: the trait combinations (appearance, Dynamic Type size, layout direction) the
/// scene is read, solved and drawn with, one copy each, as `devices:` lists screens.
extension TraitReader {
    /// The three keys of a combination, in the order their values make a folder name.
    static let combinationKeys = ["appearance", "contentSize", "layoutDirection"]

    /// Reads `traits:` into the context (a list of combinations, or a matrix of values per trait).
    func readTraitCombinations(_ keys: [String: YAMLNode]) {
        guard let node = keys["traits"] else { return }
        if let pairs = node.mapping {
            context.traitCombinations = matrix(pairs, at: node)
            return
        }
        guard let items = node.sequence, !items.isEmpty else {
            let found = node.sequence != nil ? "an empty list" : node.kindDescription
            error(.badValue, "traits: expected a list of combinations such as [light, dark, {appearance: dark, contentSize: AX3}], "
                  + "or a matrix {appearance: [light, dark], contentSize: [large, AX3]}, found \(found)", at: node.mark)
            return
        }
        context.traitCombinations = items.compactMap { item in combination(item).map { ($0, item.mark) } }
    }

    /// While a copy is read: the combination's values replace the scene's appearance, content size and layout
    /// direction, and the root's background follows the appearance unless the scene names one.
    func applyCombination(_ keys: [String: YAMLNode], into scene: inout Scene) {
        guard let combination = context.combination else { return }
        if let value = combination.appearance {
            appearance = value
            scene.appearance = value
            if keys["background"] == nil, let background = NamedColors.color("systemBackground", appearance: value) {
                scene.background = background
            }
        }
        if let value = combination.contentSize {
            contentSize = value
            scene.contentSize = value
        }
        if let value = combination.layoutDirection { scene.traits.layoutDirection = value }
    }

    /// One entry: a single trait value (`dark`, `AX3`, `rightToLeft`) or `{appearance, contentSize, layoutDirection}`.
    private func combination(_ node: YAMLNode) -> TraitCombination? {
        if let pairs = node.mapping {
            let keys = checkKeys(pairs, allowed: Self.combinationKeys, in: "a trait combination")
            var result = TraitCombination()
            if let value = keys["appearance"] { result.appearance = choice(value, "traits.appearance", Appearance.allCases) }
            if let value = keys["contentSize"] { result.contentSize = choice(value, "traits.contentSize", ContentSizeCategory.allCases) }
            if let value = keys["layoutDirection"] {
                result.layoutDirection = choice(value, "traits.layoutDirection", LayoutDirection.allCases)
            }
            return result
        }
        guard let text = node.scalar, !node.isNull else {
            error(.badValue, "traits: expected a trait value (dark, AX3, rightToLeft) or {appearance, contentSize, layoutDirection}, "
                  + "found \(node.kindDescription)", at: node.mark)
            return nil
        }
        if let value = Appearance(rawValue: text) { return TraitCombination(appearance: value) }
        if let value = ContentSizeCategory(rawValue: text) { return TraitCombination(contentSize: value) }
        if let value = LayoutDirection(rawValue: text) { return TraitCombination(layoutDirection: value) }
        let names = Appearance.allCases.map(\.rawValue) + ContentSizeCategory.allCases.map(\.rawValue) + LayoutDirection.allCases.map(\.rawValue)
        let hint = NameSuggestion.nearest(to: text, among: names).map { "; did you mean '\($0)'?" }
            ?? " (an appearance: light, dark; a content size: xSmall … AX5; a layout direction: leftToRight, rightToLeft)"
        error(.badValue, "traits: unknown trait value '\(text)'\(hint)", at: node.mark)
        return nil
    }

    /// `{appearance: [light, dark], contentSize: [large, AX3]}`: every combination of the listed values, the
    /// appearance varying slowest and the layout direction fastest.
    private func matrix(_ pairs: [(key: YAMLNode, value: YAMLNode)], at node: YAMLNode) -> [(TraitCombination, YAMLMark)] {
        let keys = checkKeys(pairs, allowed: Self.combinationKeys, in: "traits")
        func values<T: RawRepresentable>(_ key: String, _ options: [T]) -> [T?] where T.RawValue == String {
            guard let value = keys[key] else { return [nil] }
            let items = value.sequence ?? [value]
            let read = items.compactMap { choice($0, "traits.\(key)", options) }
            if value.sequence?.isEmpty == true {
                error(.badValue, "traits.\(key): expected a list of values, found an empty list", at: value.mark)
            }
            return read.isEmpty ? [nil] : read
        }
        var result: [(TraitCombination, YAMLMark)] = []
        for appearance in values("appearance", Appearance.allCases) {
            for size in values("contentSize", ContentSizeCategory.allCases) {
                for direction in values("layoutDirection", LayoutDirection.allCases) {
                    result.append((TraitCombination(appearance: appearance, contentSize: size, layoutDirection: direction), node.mark))
                }
            }
        }
        return result
    }
}
