/// A solver variable: an opaque identifier created by `Solver.makeVariable(_:)`.
public struct Variable: Hashable, Sendable {
    /// The symbol number of this variable inside the solver that created it.
    @usableFromInline let id: Int

    init(id: Int) {
        self.id = id
    }
}

/// One variable scaled by a coefficient, a summand of an `Expression`.
public struct Term: Sendable {
    /// The variable this term scales.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates a term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Creates a term `coefficient × variable` (labelled form).
    public init(variable: Variable, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
