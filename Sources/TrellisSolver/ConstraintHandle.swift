/// Identifies a constraint added to a `Solver`, for removal and in explanations.
public struct ConstraintHandle: Hashable, Sendable {
    /// The solver-assigned number of the constraint (in order of addition).
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}
