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

    /// The entering symbol of the lexicographic objective: the lowest-numbered symbol whose cost is
    /// lexicographically negative (Bland's rule), or nil at the optimum.
    mutating func lexEnteringSymbol() -> Int? {
        var best: Int?
        var stale: [Int] = []
        for symbol in candidates {
            if isBasic[symbol] || !costs[symbol].isNegative || kinds[symbol] == .dummy || kinds[symbol] == .external {
                stale.append(symbol)
            } else if symbol < best ?? Int.max {
                best = symbol
            }
        }
        for symbol in stale { candidates.remove(symbol) }
        return best
    }

    /// The row that limits increasing `entering` from zero (minimum ratio over restricted rows), ties to the
    /// lowest basic symbol; nil if nothing limits it.
    mutating func leavingRow(for entering: Int) -> Int? {
        work += columns[entering].count
        var best: Int?
        var bestRatio = Double.infinity
        for symbol in columns[entering] where kinds[symbol].isRestricted {
            let coefficient = rows[symbol].cells[entering] ?? 0
            guard coefficient < -nearZero else { continue }
            let ratio = -rows[symbol].constant / coefficient
            if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && symbol < (best ?? Int.max)) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// Minimises the lexicographic objective from a feasible tableau.
    mutating func optimize() {
        var iterations = 0
        while !mustStop(), let entering = lexEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
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
            guard let leaving = leavingRow(for: entering) else { return false }
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

    /// Expands `row` into parametric symbols: defined variables by their definitions (each once, in
    /// topological order) and basic symbols by their rows.
    func expand(_ row: Row) -> Row {
        expandMeasuring(row).row
    }

    /// `expand(row)`, with the sum of the absolute constants added up, a scale for rounding tolerances.
    func expandMeasuring(_ row: Row) -> (row: Row, magnitude: Double, steps: Int) {
        var result = Row(constant: row.constant)
        var magnitude = abs(row.constant)
        // Without defined variables there is nothing to order: each cell is placed as below, in the same order.
        if !row.cells.keys.contains(where: { isDefined[$0] }) {
            // Room for every cell the rows could bring (one allocation instead of a resize per doubling).
            var room = 0
            for symbol in row.cells.keys { room += isBasic[symbol] ? rows[symbol].cells.count : 1 }
            result.cells.reserveCapacity(room)
            for (symbol, coefficient) in row.cells {
                if isBasic[symbol] {
                    magnitude += abs(rows[symbol].constant * coefficient)
                    result.add(rows[symbol], times: coefficient)
                } else {
                    result.add(symbol, coefficient)
                }
            }
            return (result, magnitude, room)
        }
        var order: [Int] = []
        var visited: Set<Int> = []
        var stack: [(symbol: Int, finished: Bool)] = []
        for symbol in row.cells.keys where isDefined[symbol] && !visited.contains(symbol) {
            stack.append((symbol, false))
            while let (top, finished) = stack.popLast() {
                if finished {
                    order.append(top)
                    continue
                }
                if visited.contains(top) { continue }
                visited.insert(top)
                stack.append((top, true))
                // A summarized variable is placed whole (its constant and group): its chain is not visited.
                if groups.summaries[top] != nil { continue }
                for child in definitions[top].cells.keys where isDefined[child] && !visited.contains(child) {
                    stack.append((child, false))
                }
            }
        }
        var multipliers: [Int: Double] = [:]
        // Cells placed and definitions visited: the work this expansion costs.
        var steps = order.count
        func place(_ symbol: Int, _ coefficient: Double, into result: inout Row) {
            steps += 1
            if isDefined[symbol] {
                multipliers[symbol, default: 0] += coefficient
            } else if isBasic[symbol] {
                magnitude += abs(rows[symbol].constant * coefficient)
                steps += rows[symbol].cells.count
                result.add(rows[symbol], times: coefficient)
            } else {
                result.add(symbol, coefficient)
            }
        }
        for (symbol, coefficient) in row.cells {
            place(symbol, coefficient, into: &result)
        }
        for symbol in order.reversed() {
            guard let multiplier = multipliers[symbol], multiplier != 0 else { continue }
            if let summary = groups.summaries[symbol] {
                magnitude += abs(multiplier) * summary.magnitude
                result.constant += summary.constant * multiplier
                if summary.symbol >= 0 {
                    steps += 1
                    result.add(summary.symbol, summary.coefficient * multiplier)
                }
                continue
            }
            let definition = definitions[symbol]
            magnitude += abs(definition.constant * multiplier)
            result.constant += definition.constant * multiplier
            for (child, coefficient) in definition.cells {
                place(child, coefficient * multiplier, into: &result)
            }
        }
        return (result, magnitude, steps)
    }

    // The two calls below are `mutating` only so that the solver calls them on its stored tableau in place:
    // a non-mutating call on a class's stored struct copies the whole tableau first (a dozen retains and releases).

    /// `expandMeasuring(row)`, called in place.
    mutating func expandMeasuringInPlace(_ row: Row) -> (row: Row, magnitude: Double) {
        let expanded = expandMeasuring(row)
        work += expanded.steps + 1
        return (expanded.row, expanded.magnitude)
    }

    /// The first term whose variable is fresh (see `isFresh`), called in place.
    mutating func firstFresh(of terms: [Term]) -> Term? {
        for term in terms where isFresh(term.variable.id) { return term }
        return nil
    }

    /// Records `variable = definition` lazily.
    mutating func define(_ variable: Int, _ definition: Row) {
        isDefined[variable] = true
        definitions[variable] = definition
        definitionPosition[variable] = definitionOrder.count
        definitionOrder.append(variable)
        liveDefinitions += 1
        definitionsVersion += 1
        for key in definition.cells.keys { definitionReferences[key] += 1 }
    }

    /// Forgets a definition, returning it.
    @discardableResult
    mutating func undefine(_ variable: Int) -> Row {
        let definition = definitions[variable]
        for key in definition.cells.keys { definitionReferences[key] -= 1 }
        isDefined[variable] = false
        definitions[variable] = Row()
        definitionPosition[variable] = -1
        liveDefinitions -= 1
        definitionsVersion += 1
        if definitionOrder.count > 64 && definitionOrder.count > 2 * liveDefinitions {
            definitionOrder = definitionOrder.filter { isDefined[$0] }
            for (index, symbol) in definitionOrder.enumerated() { definitionPosition[symbol] = index }
        }
        return definition
    }

    /// Whether a variable appears nowhere yet, so a new equation can define it.
    func isFresh(_ symbol: Int) -> Bool {
        kinds[symbol] == .external && !isBasic[symbol] && !isDefined[symbol]
            && columns[symbol].isEmpty && definitionReferences[symbol] == 0 && costs[symbol].isZero
    }
}
