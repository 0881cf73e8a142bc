/// Leading and trailing resolved to left and right, as Auto Layout resolves them for a layout direction.
extension LayoutConstraint {
    /// Whether either side uses leading or trailing (the only attributes a layout direction changes).
    public var usesDirectionalAttributes: Bool {
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        return directional.contains(firstAttribute) || secondAttribute.map(directional.contains) == true
    }

    /// The constraint with leading/trailing written as left/right for a view laying out in `direction`.
    ///
    /// Left to right, leading is left and trailing right. Right to left, Auto Layout measures leading positions from
    /// the right edge of the coordinate space, growing leftwards: a position P becomes W − P (W the width of the space
    /// of the constraint's items, their nearest common ancestor). So `a.leading == b.leading + 16` reads
    /// `W − a.right == W − b.right + 16`: `a.right == b.right − 16`, a's right edge 16 points left of b's; an
    /// inequality turns round (`a.leading >= b.trailing + 8` → `a.right <= b.left − 8`), and centerX is mirrored
    /// with the rest (`W − a.centerX`). With a multiplier m other than 1 the W terms no longer cancel:
    /// `W − A == m (W − B) + c`. When the second item is the nearest common ancestor itself (the percentage inset,
    /// `leading == superview.trailing * 0.1`), its mirrored position is k·W (k = 0 leading, ½ centerX, 1 trailing),
    /// so `A == W (1 − m k) − c`, written as `A == second.right * (1 − m k) − c`; otherwise the constraint is
    /// written `A == m B − c` (exact only for m = 1, a documented limit). A constraint mixing leading/trailing with
    /// left/right, which UIKit refuses to make, only has its leading/trailing renamed.
    public func resolvingLayoutDirection(_ direction: LayoutDirection, secondIsAncestor: Bool = false) -> LayoutConstraint {
        guard usesDirectionalAttributes else { return self }
        var result = self
        let rightToLeft = direction == .rightToLeft
        func renamed(_ attribute: LayoutAttribute) -> LayoutAttribute {
            switch attribute {
            case .leading: return rightToLeft ? .right : .left
            case .trailing: return rightToLeft ? .left : .right
            default: return attribute
            }
        }
        result.firstAttribute = renamed(firstAttribute)
        result.secondAttribute = secondAttribute.map(renamed)
        let mirrored: Set<LayoutAttribute> = [.leading, .trailing, .centerX]
        guard rightToLeft, mirrored.contains(firstAttribute), let secondAttribute, mirrored.contains(secondAttribute) else { return result }
        switch relation {
        case .equal: break
        case .lessThanOrEqual: result.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: result.relation = .lessThanOrEqual
        }
        result.constant = -constant
        if multiplier != 1, secondIsAncestor, let second {
            let k: Double = secondAttribute == .leading ? 0 : secondAttribute == .centerX ? 0.5 : 1
            let coefficient = 1 - multiplier * k
            result.second = second
            result.secondAttribute = coefficient == 0 ? .left : .right
            result.multiplier = coefficient == 0 ? 1 : coefficient
        }
        return result
    }
}
