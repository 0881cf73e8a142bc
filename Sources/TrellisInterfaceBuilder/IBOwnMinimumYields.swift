import TrellisModel

/// Which constraint Interface Builder's canvas drops when a view's required minimum size of its own (`width >= N`,
/// `height >= N`, no second item) cannot hold with the rest: the minimum, whatever the order the constraints are
/// written in, where Trellis's solver otherwise breaks the last written member.
///
/// Measured in two documents of two projects, neither flagging a view (2 Dec 2026, thirteenth session's held-out
/// sets, both measured blind before this rule): an Xcode 14.2 xib (toolsVersion 21507) holds a 145-pt table cell whose
/// content view's margins pin a horizontal stack top and bottom, 11 pt in, around an image view with a required
/// `height >= 250`; Xcode stores the stack and the image 123 tall, the pins kept and the minimum dropped, and the
/// fillEqually column beside it 59 + 5 + 59 (Trellis had dropped the bottom pin and made them 250). An Xcode 15.3
/// storyboard (plug-in 22684, the prerelease `32700.99` tools number) gives two 50-pt buttons both a required
/// `width == 50` and `width >= 52`, and the same for their heights, and their 62-pt container `height == 62` and
/// `height >= 64`: Xcode stores all three at the equality (50, 50 and 62), where the minimum was written first in two
/// of the five pairs and last in three, so the written order does not decide; breaking the last written had placed
/// the two buttons, the stack around them and the field sized from it 2 pt off.
///
/// Earlier Xcodes are not measured (no document on disk with such a conflict before Xcode 14), so the rule starts at
/// Xcode 14 (toolsVersion 21000); a maximum (`<=`) is not measured either and keeps the last-written rule. The minimum
/// is marked to be broken first among equal-priority members (`LayoutConstraint.yieldsInConflict`); nothing changes
/// when the constraints can be satisfied.
enum IBOwnMinimumYields {
    /// Xcode 14.0's first tools version.
    static let firstToolsVersion = 21000

    /// Marks every required minimum width or height of a view's own, in documents of Xcode 14 and later.
    static func mark(_ constraints: inout [LayoutConstraint], toolsVersion: Int) {
        guard toolsVersion >= firstToolsVersion else { return }
        for index in constraints.indices where isOwnMinimum(constraints[index]) {
            constraints[index].yieldsInConflict = true
        }
    }

    static func isOwnMinimum(_ constraint: LayoutConstraint) -> Bool {
        constraint.priority >= LayoutConstraint.required && constraint.relation == .greaterThanOrEqual
            && constraint.second == nil && constraint.firstAttribute.isSize && constraint.first.guide == .view
    }
}
