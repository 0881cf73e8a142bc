/// Why a solver operation was refused; the solver is unchanged after any of these.
public enum SolverError: Error, Sendable, Equatable {
    /// A required constraint or required edit value conflicts with these present required constraints.
    case unsatisfiable(conflicting: [ConstraintHandle])
    /// A coefficient, constant or suggested value is infinite or NaN.
    case nonFinite
    /// A priority outside (0, 1000].
    case badPriority(Double)
    /// The constraint handle is not (or no longer) in this solver, or a variable comes from another solver.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// The solver exceeded its work limit earlier (see `Solver.trouble`) and does no more work.
    case workLimit
}
