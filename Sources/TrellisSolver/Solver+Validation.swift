// Checking and normalizing a constraint before it is inserted or waits for its batch.

extension Solver {
    /// `raw` normalized, after checking its numbers, its variables and the work limit (and counting its work allowance).
    func validated(_ raw: Expression, priority: Double) throws(SolverError) -> Expression {
        guard raw.isFinite else { throw .nonFinite }
        guard priority.isFinite, priority > 0, priority <= Solver.required else { throw .badPriority(priority) }
        guard !tableau.mustStop() else { throw .workLimit }
        let expression = normalized(raw)
        var largest = -1
        for term in expression.terms {
            if term.variable.id < 0 { throw .unknownConstraint }
            largest = max(largest, term.variable.id)
        }
        ensureSymbol(largest)
        // A variable made by another solver may name one of this solver's internal symbols.
        for term in expression.terms where tableau.kinds[term.variable.id] != .external { throw .unknownConstraint }
        tableau.workAllowance += tableau.limits.workPerConstraint
        return expression
    }

    /// `expression` with each variable once, in order of first appearance, near-zero terms dropped.
    func normalized(_ expression: Expression) -> Expression {
        let terms = expression.terms
        if terms.count <= 4 {
            var distinct = true
            for i in 0..<terms.count {
                if abs(terms[i].coefficient) < nearZero { distinct = false }
                for j in 0..<i where terms[j].variable.id == terms[i].variable.id { distinct = false }
            }
            if distinct { return expression }
        }
        var order: [Int] = []
        var sums: [Int: Double] = [:]
        for term in expression.terms {
            let symbol = term.variable.id
            if sums[symbol] == nil { order.append(symbol) }
            sums[symbol, default: 0] += term.coefficient
        }
        var merged: [Term] = []
        for symbol in order {
            let coefficient = sums[symbol] ?? 0
            if abs(coefficient) >= nearZero { merged.append(Term(Variable(id: symbol), coefficient)) }
        }
        return Expression(merged, constant: expression.constant)
    }
}
