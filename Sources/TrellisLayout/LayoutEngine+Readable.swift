import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The widest a readable content guide gets at the default text size (Large), in points.
    static let readableWidth = 672.0

    /// The insets of a view's readable content guide from its bounds, from the current solution.
    ///
    /// UIKit's readableContentGuide is the layout margins guide, narrowed to the readable width at the user's text size
    /// and centred in it: 672 points at the default size, so on every iPhone in portrait it is the margins guide, and on a
    /// 1024-point iPad it is inset (1024 - 672) / 2 = 176 from each side.
    func effectiveReadableInsets(of index: Int) -> Insets {
        var insets = effectiveMargins(of: index)
        let width = value(nodes[index].width)
        let extra = max(0, (width - insets.left - insets.right - Self.readableWidth) / 2)
        insets.left += extra
        insets.right += extra
        return insets
    }

    /// The edit variables of a view's readable-guide insets, made when a constraint first uses the guide.
    func readableVariables(of index: Int) -> InsetVariables {
        if let existing = readableInsets[index] { return existing }
        let id = nodes[index].id
        let made = InsetVariables(top: makeVariable("\(id).readable.top", .margin(index)),
                                  left: makeVariable("\(id).readable.left", .margin(index)),
                                  bottom: makeVariable("\(id).readable.bottom", .margin(index)),
                                  right: makeVariable("\(id).readable.right", .margin(index)))
        let initial = effectiveReadableInsets(of: index)
        for (variable, target) in [(made.top, initial.top), (made.left, initial.left), (made.bottom, initial.bottom), (made.right, initial.right)] {
            makeEdit(variable, target)
        }
        readableInsets[index] = made
        return made
    }
}
