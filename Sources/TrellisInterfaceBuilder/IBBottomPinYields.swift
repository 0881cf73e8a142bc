import TrellisModel

/// Which pin Interface Builder's canvas drops when a vertical chain cannot fit its container.
///
/// A cell's content view has the cell's stored height; a subview pinned to both its top and bottom with a required
/// height that does not add up to it makes the constraints unsatisfiable (Xcode then flags the content view
/// `ambiguous="YES"`). Xcode keeps the top pin and drops the bottom one: measured in four xibs of four apps, a 60-pt
/// button pinned top and bottom in a 61-pt content view stored at y = 0 (safe-ios ExternalURLCell, Xcode 12.4), a
/// 40-pt image pinned 15 from each edge of a 69.5-pt content view stored 15.5 down, within half a point of the top
/// pin and a point off the bottom one (gnosis WCSessionListCell, Xcode 10.2), a 35.5-pt view pinned 12 from each edge
/// of a 60-pt content view stored at y = 12 (Habitica ChallengeButtonTableViewCell, Xcode 16) and a 30-pt view pinned
/// 10 from each edge of a 59-pt content view stored at y = 10 (entourage MentionCell, Xcode 15). The engine breaks the
/// last written member of equal priority, and Xcode writes constraints sorted by id, so which pin broke depended on the
/// ids (the last two were right, the first two not). A required bottom-to-bottom pin between a view and its
/// superview is marked to be broken first among equal-priority members (`LayoutConstraint.yieldsInConflict`); it
/// changes nothing when the constraints can be satisfied.
enum IBBottomPinYields {
    /// Marks every required `bottom == bottom` constraint between a view and its direct superview.
    static func mark(_ constraints: inout [LayoutConstraint], parents: [String: String]) {
        for index in constraints.indices where isBottomPin(constraints[index], parents: parents) {
            constraints[index].yieldsInConflict = true
        }
    }

    static func isBottomPin(_ constraint: LayoutConstraint, parents: [String: String]) -> Bool {
        guard constraint.priority >= LayoutConstraint.required, constraint.relation == .equal,
              constraint.multiplier == 1, constraint.firstAttribute == .bottom,
              let second = constraint.second, constraint.secondAttribute == .bottom else { return false }
        let first = constraint.first
        return parents[first.view] == second.view && first.guide == .view
            || parents[second.view] == first.view && second.guide == .view
    }
}
