// Arithmetic that builds expressions: `x + 8`, `2 * w - y`, `(a + b) / 2`.

extension Variable {
    /// `v + w`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// `v - w`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// `v + c`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    /// `v - c`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    /// `c + v`.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
    /// `c - v`.
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// `c × v`.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    /// `v × c`.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    /// `v / c`.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
    /// `-v`.
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
}

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs.scaled(by: -1)
    }
    /// `e + v`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// `e - v`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// `v + e`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// `v - e`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// `e + c`.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    /// `e - c`.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }
    /// `c + e`.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    /// `c - e`.
    public static func - (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: -1) + lhs }
    /// `e × c`.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    /// `c × e`.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    /// `e / c`.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
    /// `-e`.
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
}
