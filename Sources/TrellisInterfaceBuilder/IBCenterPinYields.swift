import TrellisModel

/// Which pin Interface Builder's canvas drops when a view is both centred in its superview and pinned to its edges
/// by required constraints that cannot all hold.
///
/// Xcode keeps the edge pins (top, leading, trailing) and drops the centring pin, as it drops the bottom pin
/// (``IBBottomPinYields``). Measured in two documents of two authors, neither flagged by Xcode (the ninth held-out set
/// of 2 Dec 2026, measured blind before this rule): a table cell xib of Xcode 9.3 whose 152-pt poster is pinned 8 from
/// the top and the bottom of a 174.5-pt content view and also centred on it is stored at y = 8, not at the centre's
/// 11.25 (tmdb MovieViewCell; five views tied to the poster follow it); and an Xcode 10.0 card view pinned to all four
/// edges of a 430 × 270 view, centred on it and held at width = 1.586 × height is stored 430 × 271 at (0, 0): the side
/// and top pins and the ratio kept, the bottom and centerY pins dropped (course-correct UICreditCardView). The engine
/// would break the last written member (the top pin, written after the centring pin in the first, the leading pin in
/// the second), so the centring pin is marked to yield, like the bottom pin; it changes nothing when the constraints
/// can be satisfied.
enum IBCenterPinYields {
    /// Marks every required `centerX == centerX` and `centerY == centerY` constraint between a view and its direct
    /// superview (its edges, margins or safe area).
    static func mark(_ constraints: inout [LayoutConstraint], parents: [String: String]) {
        for index in constraints.indices where isCenterPin(constraints[index], parents: parents) {
            constraints[index].yieldsInConflict = true
        }
    }

    static func isCenterPin(_ constraint: LayoutConstraint, parents: [String: String]) -> Bool {
        guard constraint.priority >= LayoutConstraint.required, constraint.relation == .equal, constraint.multiplier == 1,
              constraint.firstAttribute == .centerX || constraint.firstAttribute == .centerY,
              let second = constraint.second, constraint.secondAttribute == constraint.firstAttribute else { return false }
        let first = constraint.first
        if first.guide == .view, parents[first.view] == second.view { return true }
        if second.guide == .view, parents[second.view] == first.view { return true }
        return false
    }
}
