// The simplex iterations: primal (lexicographic objective or scalar objective) and dual.

extension Tableau {
    /// An upper bound on iterations, so that no numerical accident can loop forever.
    var iterationLimit: Int { limits.iterations ?? 50 * symbolCount + 10_000 }

    /// Records the first trouble of the solver's life (later ones are usually its consequences).
    mutating func report(_ problem: SolverTrouble) {
        if trouble == nil { trouble = problem }
    }

    /// Whether a phase must stop now: past the work limit (recorded once).
    mutating func mustStop() -> Bool {
        guard isOverWorkLimit else { return false }
        report(.workLimit(limits.work + workAllowance))
        return true
    }

    /// Minimises the lexicographic objective from a feasible tableau.
    ///
    /// With `stoppingAtZeroError`, it stops before its first pivot when every error is zero: every level's summed error
    /// is then at its least possible value, so the point is optimal and every further pivot would be degenerate (the
    /// values cannot change), but the basis is not yet one whose costs prove it. `isOptimalBasis` says so until a full
    /// optimisation (which anything reading the costs runs first: Solver.settleToOptimalBasis).
    mutating func optimize(stoppingAtZeroError: Bool = false) {
        var iterations = 0
        var checked = !stoppingAtZeroError
        while !mustStop(), let entering = BasisChoice.lexEnteringSymbol(in: &self) {
            if !checked {
                checked = true
                if !hasNonzeroError() {
                    isOptimalBasis = false
                    return
                }
            }
            guard let leaving = BasisChoice.leavingRow(for: entering, in: &self) else {
                // Impossible for a well-formed problem (errors are bounded below): reported, and the symbol is left out.
                report(.unbounded)
                candidates.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit {
                report(.iterationLimit(iterationLimit))
                return
            }
        }
        if !mustStop() { isOptimalBasis = true }
    }

    /// Whether some error symbol is basic with a positive value (parametric ones are zero).
    func hasNonzeroError() -> Bool {
        for symbol in 0..<symbolCount where isBasic[symbol] && kinds[symbol] == .error && rows[symbol].constant > nearZero {
            return true
        }
        return false
    }

    /// Minimises the scalar objective, never entering symbols marked in `blocked` (indexed by symbol);
    /// false if it is unbounded.
    mutating func optimizeScalar(blocked: [Bool] = []) -> Bool {
        var iterations = 0
        while !mustStop(), let objective = scalar {
            var entering: Int?
            for (symbol, coefficient) in objective.cells where coefficient < -nearZero {
                let kind = kinds[symbol]
                if kind == .dummy || kind == .external || (symbol < blocked.count && blocked[symbol]) { continue }
                if symbol < entering ?? Int.max { entering = symbol }
            }
            guard let entering else { return true }
            guard let leaving = BasisChoice.leavingRow(for: entering, in: &self) else { return false }
            pivot(entering: entering, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit {
                report(.iterationLimit(iterationLimit))
                return true
            }
        }
        return true
    }

    /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
    /// Returns the basic symbol of a row that cannot be made feasible, or nil on success.
    mutating func dualOptimize() -> Int? {
        var iterations = 0
        while !mustStop(), let leaving = infeasible.popLast() {
            guard isBasic[leaving], kinds[leaving].isRestricted, rows[leaving].constant < -nearZero else { continue }
            var entering: Int?
            var enteringCoefficient = 0.0
            for (symbol, coefficient) in rows[leaving].cells where coefficient > nearZero {
                let kind = kinds[symbol]
                if kind == .dummy || kind == .external { continue }
                if let current = entering {
                    let order = LexCost.compare(costs[symbol], over: coefficient, costs[current], over: enteringCoefficient)
                    if order < 0 || (order == 0 && symbol < current) {
                        entering = symbol
                        enteringCoefficient = coefficient
                    }
                } else {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard let entering else {
                // Rounding noise, not a conflict.
                if rows[leaving].constant > -1e-6 { continue }
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit {
                report(.iterationLimit(iterationLimit))
                return nil
            }
        }
        return nil
    }

    // MARK: Definitions

    /// Expands `row` into parametric symbols (LazyDefinitions.expandMeasuring).
    func expand(_ row: Row) -> Row {
        definitions.expandMeasuring(row, basis: rows, isBasic: isBasic, groups: groups).row
    }

    // The two calls below are `mutating` only so that the solver calls them on its stored tableau in place:
    // a non-mutating call on a class's stored struct copies the whole tableau first (a dozen retains and releases).

    /// `expand(row)` with its magnitude, called in place, its work counted.
    mutating func expandMeasuringInPlace(_ row: Row) -> (row: Row, magnitude: Double) {
        let expanded = definitions.expandMeasuring(row, basis: rows, isBasic: isBasic, groups: groups)
        work += expanded.steps + 1
        return (expanded.row, expanded.magnitude)
    }

    /// The first term whose variable is fresh (see `isFresh`), called in place.
    mutating func firstFresh(of terms: [Term]) -> Term? {
        for term in terms where isFresh(term.variable.id) { return term }
        return nil
    }

    /// Whether a variable is defined over parametric slacks and errors alone (an optional constraint's own symbols).
    func isDefinedByOwnSymbols(_ symbol: Int) -> Bool {
        guard definitions.isDefined[symbol] else { return false }
        return definitions.rows[symbol].cells.keys.allSatisfy { key in
            (kinds[key] == .slack || kinds[key] == .error) && !isBasic[key] && !definitions.isDefined[key]
        }
    }

    /// Whether a variable appears nowhere yet, so a new equation can define it.
    func isFresh(_ symbol: Int) -> Bool {
        kinds[symbol] == .external && !isBasic[symbol] && !definitions.isDefined[symbol]
            && columns[symbol].isEmpty && definitions.references[symbol] == 0 && costs[symbol].isZero
    }
}
