import TrellisModel
import TrellisSolver

/// Edit variables holding four insets of a view's bounds (its safe area or its layout margins guide).
struct InsetVariables {
    let top: Int, left: Int, bottom: Int, right: Int
}

extension LayoutEngine {
    /// The part of the root's safe-area insets that a view's frame overlaps, from the current solution.
    ///
    /// On an axis where a scroll view above it adjusts its content inset for the safe area, its content no longer sees the
    /// safe area (UIKit moves it into the adjusted content inset), so that axis's insets are 0; nil when both axes are.
    func safeAreaOverlap(of index: Int) -> Insets? {
        let node = nodes[index]
        guard node.parent != nil else {
            return Insets(top: value(safeTop), left: value(safeLeft), bottom: value(safeBottom), right: value(safeRight))
        }
        var originX = value(node.x), originY = value(node.y)
        var seesHorizontal = true, seesVertical = true
        var current = node.parent
        while let ancestor = current, nodes[ancestor].parent != nil {
            let outer = nodes[ancestor]
            if outer.isScroll {
                let axes = adjustedAxes(of: ancestor)
                if axes.horizontal { seesHorizontal = false }
                if axes.vertical { seesVertical = false }
                originX -= value(outer.offsetX); originY -= value(outer.offsetY)
            }
            originX += value(outer.x); originY += value(outer.y)
            current = outer.parent
        }
        if !seesHorizontal && !seesVertical { return nil }
        let width = value(node.width), height = value(node.height)
        let screenWidth = value(rootWidth), screenHeight = value(rootHeight)
        func clamp(_ value: Double, _ limit: Double, _ sees: Bool) -> Double { sees ? min(max(value, 0), max(limit, 0)) : 0 }
        return Insets(top: clamp(value(safeTop) - originY, height, seesVertical),
                      left: clamp(value(safeLeft) - originX, width, seesHorizontal),
                      bottom: clamp(originY + height - (screenHeight - value(safeBottom)), height, seesVertical),
                      right: clamp(originX + width - (screenWidth - value(safeRight)), width, seesHorizontal))
    }

    /// The edit variables of a non-root view's safe-area insets, made when a constraint first uses its safeArea guide.
    func safeAreaVariables(of index: Int) -> InsetVariables {
        if let existing = safeAreaInsets[index] { return existing }
        let id = nodes[index].id
        let made = InsetVariables(top: makeVariable("\(id).safeArea.top", .safeArea), left: makeVariable("\(id).safeArea.left", .safeArea),
                                     bottom: makeVariable("\(id).safeArea.bottom", .safeArea), right: makeVariable("\(id).safeArea.right", .safeArea))
        for variable in [made.top, made.left, made.bottom, made.right] { makeEdit(variable, 0) }
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
