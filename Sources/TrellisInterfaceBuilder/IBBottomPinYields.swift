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
        edgePin(constraint, parents: parents)?.edge == .bottom
    }

    /// The view and the edge (top, bottom, leading or trailing; left and right count as leading and trailing) of a
    /// required pin between a view and its direct superview (its edges or its margins).
    static func edgePin(_ constraint: LayoutConstraint, parents: [String: String]) -> (view: String, edge: LayoutAttribute)? {
        guard constraint.priority >= LayoutConstraint.required, constraint.relation == .equal, constraint.multiplier == 1,
              let second = constraint.second, let secondAttribute = constraint.secondAttribute else { return nil }
        func edge(_ attribute: LayoutAttribute) -> LayoutAttribute? {
            switch attribute {
            case .top, .bottom, .leading, .trailing: return attribute
            case .left: return .leading
            case .right: return .trailing
            default: return nil
            }
        }
        guard let a = edge(constraint.firstAttribute), let b = edge(secondAttribute), a == b else { return nil }
        let first = constraint.first
        if first.guide == .view, parents[first.view] == second.view { return (first.view, a) }
        if second.guide == .view, parents[second.view] == first.view { return (second.view, a) }
        return nil
    }
}
