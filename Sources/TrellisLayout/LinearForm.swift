import TrellisModel
/// A linear combination of the engine's variables (by index) plus a constant, built before it goes to the solver.
struct LinearForm: Sendable {
    var terms: [(variable: EngineVariable, coefficient: Double)]
    var constant: Double

    init(_ constant: Double = 0) { terms = []; self.constant = constant }
    init(variable: EngineVariable, coefficient: Double = 1) { terms = [(variable, coefficient)]; constant = 0 }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        result.terms.append(contentsOf: rhs.terms)
        result.constant += rhs.constant
        return result
    }
    /// `lhs + rhs * -1`, computed the same way in one copy.
    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { result.terms.append((term.variable, term.coefficient * -1)) }
        result.constant += rhs.constant * -1
        return result
    }
    static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
        var result = lhs
        result.constant += rhs
        return result
    }
    static func - (lhs: LinearForm, rhs: Double) -> LinearForm { lhs + -rhs }
    static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
        // Multiplying by 1 changes no coefficient and no constant (not even -0 or NaN): nothing to copy.
        if rhs == 1 { return lhs }
        var result = lhs
        result.terms = result.terms.map { ($0.variable, $0.coefficient * rhs) }
        result.constant *= rhs
        return result
    }

    /// The same form with each variable once and zero coefficients dropped.
    var merged: LinearForm {
        if terms.count < 2 { return terms.first?.coefficient == 0 ? LinearForm(constant) : self }
        if terms.count <= 8 {
            var result = LinearForm(constant)
            for term in terms {
                if let at = result.terms.firstIndex(where: { $0.variable == term.variable }) {
                    result.terms[at].coefficient += term.coefficient
                } else {
                    result.terms.append(term)
                }
            }
            result.terms.removeAll { $0.coefficient == 0 }
            return result
        }
        var order: [EngineVariable] = []
        var sums: [EngineVariable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        var result = LinearForm(constant)
        for variable in order {
            if let sum = sums[variable], sum != 0 { result.terms.append((variable, sum)) }
        }
        return result
    }

    /// Its value given each variable's value.
    func evaluate(_ value: (EngineVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }
}
