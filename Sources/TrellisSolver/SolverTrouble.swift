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
    /// Tableau cell updates (row substitutions and expansions) allowed over the solver's life, besides
    /// `workPerConstraint` for each constraint added: a bound on time and memory that grows linearly with the problem.
    public var work: Int
    /// Further cell updates allowed per constraint added.
    public var workPerConstraint: Int

    /// The default limits: 10⁷ updates plus 1000 per constraint. The largest benchmark layout (a 10 000-row list, 80 000
    /// constraints) needs about 1.3 × 10⁶ of its 9 × 10⁷; a solve past it is super-linear, stopped within seconds.
    public static let standard = SolverLimits(iterations: nil, work: 10_000_000, workPerConstraint: 1000)

    public init(iterations: Int? = nil, work: Int, workPerConstraint: Int = 0) {
        self.iterations = iterations
        self.work = work
        self.workPerConstraint = workPerConstraint
    }
}
