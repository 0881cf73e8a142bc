/// Something that stopped the solver short of an optimal solution; the values it holds may then be wrong.
///
/// None of these happens on a well-formed problem within the limits: each is reported (issue 10, rule 8: solver trouble
/// is never silent) rather than returned as a quiet success.
public enum SolverTrouble: Sendable, Equatable, CustomStringConvertible {
    /// A simplex phase ran more iterations than its limit (a cycle, or numerical noise) and stopped.
    case iterationLimit(Int)
    /// The objective decreased without bound, which a well-formed problem cannot do (its errors are non-negative).
    case unbounded
    /// The tableau updates exceeded the work limit; every later operation is refused with `SolverError.workLimit`.
    case workLimit(Int)

    /// A sentence for a diagnostic.
    public var description: String {
        switch self {
        case .iterationLimit(let limit): return "the simplex stopped after \(limit) iterations without reaching the optimum"
        case .unbounded: return "the objective was unbounded, which constraints with non-negative errors cannot be"
        case .workLimit(let limit): return "solving needed more than \(limit) tableau updates"
        }
    }
}

/// The bounds on a solver's work (the defaults hold for any scene of the documented size limits).
public struct SolverLimits: Sendable, Equatable {
    /// Iterations of one simplex phase; nil: 50 per symbol plus 10 000.
    public var iterations: Int?
    /// Tableau cell updates over the solver's life (row substitutions and expansions), a bound on its time and memory.
    public var work: Int

    /// The default limits: 2 × 10⁸ tableau updates (minutes of work), a hundred times what the largest benchmark layout
    /// needs (a 10 000-row list: about 1.3 × 10⁶), so that only a runaway solve reaches it.
    public static let standard = SolverLimits(iterations: nil, work: 200_000_000)

    public init(iterations: Int? = nil, work: Int) {
        self.iterations = iterations
        self.work = work
    }
}
