/// The relation of a constraint between its two sides.
public enum Relation: Sendable {
    /// Left side equals right side.
    case equal
    /// Left side is at most the right side.
    case lessThanOrEqual
    /// Left side is at least the right side.
    case greaterThanOrEqual
}
