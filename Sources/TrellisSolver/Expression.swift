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
