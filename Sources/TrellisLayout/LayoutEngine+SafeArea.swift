import TrellisModel
import TrellisSolver

/// Edit variables holding a non-root view's safe-area insets.
struct SafeAreaVariables {
    let top: Int, left: Int, bottom: Int, right: Int
}

extension LayoutEngine {
    /// The part of the root's safe-area insets that a view's frame overlaps, from the current solution.
    ///
    /// Nil when a scroll view above it adjusts its content inset for the safe area: its content then no longer sees it, as in UIKit.
    func safeAreaOverlap(of index: Int) -> Insets? {
        let node = nodes[index]
        guard node.parent != nil else {
            return Insets(top: value(safeTop), left: value(safeLeft), bottom: value(safeBottom), right: value(safeRight))
        }
        var originX = value(node.x), originY = value(node.y)
        var current = node.parent
        while let ancestor = current, nodes[ancestor].parent != nil {
            let outer = nodes[ancestor]
            if outer.isScroll {
                if outer.view.scroll.insetAdjustment == .automatic { return nil }
                originX -= value(outer.offsetX); originY -= value(outer.offsetY)
            }
            originX += value(outer.x); originY += value(outer.y)
            current = outer.parent
        }
        let width = value(node.width), height = value(node.height)
        let screenWidth = value(rootWidth), screenHeight = value(rootHeight)
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        return Insets(top: clamp(value(safeTop) - originY, height),
                      left: clamp(value(safeLeft) - originX, width),
                      bottom: clamp(originY + height - (screenHeight - value(safeBottom)), height),
                      right: clamp(originX + width - (screenWidth - value(safeRight)), width))
    }

    /// The edit variables of a non-root view's safe-area insets, made when a constraint first uses its safeArea guide.
    func safeAreaVariables(of index: Int) -> SafeAreaVariables {
        if let existing = safeAreaInsets[index] { return existing }
        let id = nodes[index].id
        let made = SafeAreaVariables(top: makeVariable("\(id).safeArea.top", .safeArea), left: makeVariable("\(id).safeArea.left", .safeArea),
                                     bottom: makeVariable("\(id).safeArea.bottom", .safeArea), right: makeVariable("\(id).safeArea.right", .safeArea))
        for variable in [made.top, made.left, made.bottom, made.right] { makeEdit(variable, 0) }
        safeAreaInsets[index] = made
        return made
    }

    /// Suggests the used non-root safe areas from the current solution; true when one changed (another pass is needed).
    func updateSafeAreas() -> Bool {
        var changed = false
        for (index, variables) in safeAreaInsets {
            let insets = safeAreaOverlap(of: index) ?? .zero
            for (variable, target) in [(variables.top, insets.top), (variables.left, insets.left),
                                       (variables.bottom, insets.bottom), (variables.right, insets.right)]
            where abs(value(variable) - target) > 1e-9 {
                suggest(variable, target)
                changed = true
            }
        }
        return changed
    }
}
