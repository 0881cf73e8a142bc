/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable {
    /// The variable terms, in the order they were written (a variable may repeat).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × v`.
    public init(_ v: Variable) {
        self.terms = [Term(v, 1)]
        self.constant = 0
    }

    /// Creates an expression that is only a constant.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// This expression multiplied by a factor.
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// The relation of a constraint between its two sides.
public enum Relation: Sendable {
    /// Left side equals right side.
    case equal
    /// Left side is at most the right side.
    case lessThanOrEqual
    /// Left side is at least the right side.
    case greaterThanOrEqual
}

/// Identifies a constraint added to a `Solver`, for removal and in explanations.
public struct ConstraintHandle: Hashable, Sendable {
    /// The solver-assigned number of the constraint (in order of addition).
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}

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
}

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
}
