import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// UIKit's `systemMinimumLayoutMargins` of a view controller's root view on a screen that wide.
    ///
    /// 16 points leading and trailing below 414 points of width, 20 from 414 up (every iPad), 0 at the top and bottom:
    /// the values UIKit reports and Xcode's stored frames follow (see docs/scene-format.md, Layout margins).
    static func systemMinimumMargins(screenWidth: Double) -> Insets {
        let side = screenWidth < 414 ? 16.0 : 20.0
        return Insets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The insets of a view's layout margins guide from its bounds, from the current solution.
    ///
    /// The root's margins are the scene's, at least the system minimum (`viewRespectsSystemMinimumLayoutMargins`); with
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default) the part of the safe area the view overlaps is added, so an
    /// 8-point top margin under a 20-point status bar sits at 28; with `preservesSuperviewLayoutMargins` each margin is at
    /// least the superview's margin where the view comes closer than it to that edge.
    func effectiveMargins(of index: Int, depth: Int = 0) -> Insets {
        let node = nodes[index]
        var margins = node.view.margins
        let safe: Insets
        if node.parent == nil {
            margins = scene.margins
            if scene.respectsSystemMinimumMargins {
                let minimum = Self.systemMinimumMargins(screenWidth: value(root?.width))
                margins = Insets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                 bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
            }
            safe = scene.root.insetsLayoutMarginsFromSafeArea ? (safeAreaOverlap(of: index) ?? .zero) : .zero
        } else {
            safe = node.view.insetsLayoutMarginsFromSafeArea ? (safeAreaOverlap(of: index) ?? .zero) : .zero
        }
        var result = Insets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        if node.view.preservesSuperviewLayoutMargins, let parent = node.parent, !nodes[parent].isScroll, depth < 100 {
            let outer = effectiveMargins(of: parent, depth: depth + 1)
            let x = value(node.x), y = value(node.y), width = value(node.width), height = value(node.height)
            let outerWidth = value(nodes[parent].width), outerHeight = value(nodes[parent].height)
            result.left = max(result.left, outer.left - x)
            result.top = max(result.top, outer.top - y)
            result.right = max(result.right, outer.right - (outerWidth - x - width))
            result.bottom = max(result.bottom, outer.bottom - (outerHeight - y - height))
        }
        return result
    }

    /// The edit variables of a view's margins-guide insets, made when a constraint first uses its margins guide.
    func marginVariables(of index: Int) -> InsetVariables {
        if let existing = marginInsets[index] { return existing }
        let id = nodes[index].id
        let made = InsetVariables(top: makeVariable("\(id).margins.top", .margin(index)),
                                  left: makeVariable("\(id).margins.left", .margin(index)),
                                  bottom: makeVariable("\(id).margins.bottom", .margin(index)),
                                  right: makeVariable("\(id).margins.right", .margin(index)))
        let initial = effectiveMargins(of: index)
        for (variable, target) in [(made.top, initial.top), (made.left, initial.left), (made.bottom, initial.bottom), (made.right, initial.right)] {
            makeEdit(variable, target)
        }
        marginInsets[index] = made
        return made
    }
}
