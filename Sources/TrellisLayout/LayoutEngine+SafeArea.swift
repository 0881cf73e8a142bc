import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The part of the root's safe-area insets that a view's frame overlaps, from the current solution.
    ///
    /// On an axis where a scroll view above it adjusts its content inset for the safe area, its content no longer sees the
    /// safe area (UIKit moves it into the adjusted content inset), so that axis's insets are 0; nil when both axes are.
    func safeAreaOverlap(of index: Int) -> Insets? {
        let node = nodes[index]
        guard node.parent != nil, let root else {
            return Insets(top: value(root?.safeTop), left: value(root?.safeLeft), bottom: value(root?.safeBottom),
                          right: value(root?.safeRight))
        }
        var originX = value(node.x), originY = value(node.y)
        var seesHorizontal = true, seesVertical = true
        var current = node.parent
        while let ancestor = current, nodes[ancestor].parent != nil {
            let outer = nodes[ancestor]
            if let scroll = outer.scroll {
                let axes = adjustedAxes(of: ancestor)
                if axes.horizontal { seesHorizontal = false }
                if axes.vertical { seesVertical = false }
                originX -= value(scroll.offsetX); originY -= value(scroll.offsetY)
            }
            originX += value(outer.x); originY += value(outer.y)
            current = outer.parent
        }
        if !seesHorizontal && !seesVertical { return nil }
        let width = value(node.width), height = value(node.height)
        let screenWidth = value(root.width), screenHeight = value(root.height)
        func clamp(_ value: Double, _ limit: Double, _ sees: Bool) -> Double { sees ? min(max(value, 0), max(limit, 0)) : 0 }
        return Insets(top: clamp(value(root.safeTop) - originY, height, seesVertical),
                      left: clamp(value(root.safeLeft) - originX, width, seesHorizontal),
                      bottom: clamp(originY + height - (screenHeight - value(root.safeBottom)), height, seesVertical),
                      right: clamp(originX + width - (screenWidth - value(root.safeRight)), width, seesHorizontal))
    }

    /// The edit variables of a view's inset guide, made when a constraint first uses it.
    func insetVariables(_ guide: InsetGuide, of index: Int) -> InsetVariables {
        switch guide {
        case .safeArea: return safeAreaVariables(of: index)
        case .margins: return marginVariables(of: index)
        case .readable: return readableVariables(of: index)
        }
    }

    /// The edit variables of a non-root view's safe-area insets, made when a constraint first uses its safeArea guide.
    func safeAreaVariables(of index: Int) -> InsetVariables {
        if let existing = safeAreaInsets[index] { return existing }
        let id = nodes[index].id
        let made = InsetVariables(top: makeVariable("\(id).safeArea.top", .safeArea), left: makeVariable("\(id).safeArea.left", .safeArea),
                                     bottom: makeVariable("\(id).safeArea.bottom", .safeArea), right: makeVariable("\(id).safeArea.right", .safeArea))
        for variable in made.all { makeEdit(variable, 0) }
        safeAreaInsets[index] = made
        return made
    }

    /// Suggests the used non-root safe areas and margins from the current solution; true when one changed (another pass is needed).
    func updateSafeAreas() -> Bool {
        var changed = false
        for (index, variables) in safeAreaInsets where suggestInsets(variables, safeAreaOverlap(of: index) ?? .zero) {
            changed = true
        }
        for (index, variables) in marginInsets where suggestInsets(variables, effectiveMargins(of: index)) {
            changed = true
        }
        for (index, variables) in readableInsets where suggestInsets(variables, effectiveReadableInsets(of: index)) {
            changed = true
        }
        return changed
    }

    /// Suggests four inset values; true when one of them changed.
    func suggestInsets(_ variables: InsetVariables, _ insets: Insets) -> Bool {
        var changed = false
        for (variable, target) in [(variables.top, insets.top), (variables.left, insets.left),
                                   (variables.bottom, insets.bottom), (variables.right, insets.right)]
        where abs(value(variable) - target) > 1e-9 {
            suggest(variable, target)
            changed = true
        }
        return changed
    }
}
