// Checking and normalizing a constraint before it is inserted or waits for its batch.

extension Solver {
    /// `raw` normalized, after checking its numbers, its variables and the work limit (and counting its work allowance).
    func validated(_ raw: Expression, priority: Double) throws(SolverError) -> Expression {
        guard raw.isFinite else { throw .nonFinite }
        guard priority.isFinite, priority > 0, priority <= Solver.required else { throw .badPriority(priority) }
        guard !tableau.mustStop() else { throw .workLimit }
        let expression = raw.normalized()
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
}
