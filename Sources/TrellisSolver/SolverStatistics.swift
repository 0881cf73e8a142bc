/// Counters describing the work a solver has done.
public struct SolverStatistics: Sendable, Equatable {
    /// Constraints added successfully (edit variables included).
    public var constraintsAdded = 0
    /// Constraints removed (edit variables included).
    public var constraintsRemoved = 0
    /// Values suggested for edit variables.
    public var suggestions = 0
    /// Simplex pivots performed.
    public var pivots = 0
    /// Tableau cell updates (row substitutions and expansions), the measure `SolverLimits.work` bounds.
    public var work = 0
}
