// Ambiguity: which variables the constraints above a priority do not determine uniquely.

extension Solver {
    /// The variables not uniquely determined by the constraints and edits of priority above `abovePriority`
    /// (their values could change without making any of those levels worse), in creation order.
    public func ambiguousVariables(abovePriority: Double) -> [Variable] {
        settle()
        let fixed = fixedSymbols(abovePriority: abovePriority)
        let projections = movableProjections(fixed: fixed)
        var result: [Variable] = []
        for symbol in variables where isAmbiguous(projections[symbol] ?? Row(), fixed: fixed) {
            result.append(Variable(id: symbol))
        }
        return result
    }

    /// Another valid value for a variable that `ambiguousVariables(abovePriority:)` reports, else nil.
    public func alternativeValue(for variable: Variable, abovePriority: Double) -> Double? {
        settle()
        let symbol = variable.id
        guard symbol >= 0, symbol < tableau.symbolCount, tableau.kinds[symbol] == .external else { return nil }
        let fixed = fixedSymbols(abovePriority: abovePriority)
        let current = symbolValue(symbol)
        let row = expandedRow(symbol)
        if row.cells.keys.contains(where: { tableau.kinds[$0] == .external }) {
            return current + max(10, abs(current) * 0.1)
        }
        let step = max(10, abs(current) * 0.1)
        for direction in [1.0, -1.0] {
            switch extremeChange(of: row, direction: direction, fixed: fixed) {
            case .unbounded:
                return current + direction * step
            case .bounded(let change) where change > 1e-6:
                return current + direction * change
            default:
                continue
            }
        }
        return nil
    }

    /// Parametric symbols that must stay zero for every level above `priority` to stay optimal.
    /// (Indexed by symbol.)
    func fixedSymbols(abovePriority priority: Double) -> [Bool] {
        var fixed = Array(repeating: false, count: tableau.symbolCount)
        for symbol in 0..<tableau.symbolCount where !tableau.isBasic[symbol] {
            let kind = tableau.kinds[symbol]
            if kind == .dummy || kind == .artificial || tableau.costs[symbol].isNonZero(above: priority) {
                fixed[symbol] = true
            }
        }
        return fixed
    }

    /// For every variable, the part of its value that depends on parametric symbols that are not fixed
    /// (the only part that can move), computed once through the definitions in topological order.
    func movableProjections(fixed: [Bool]) -> [Int: Row] {
        var projections: [Int: Row] = [:]
        func projection(_ symbol: Int) -> Row? {
            if tableau.isDefined[symbol] { return projections[symbol] }
            if tableau.isBasic[symbol] {
                if let known = projections[symbol] { return known }
                var row = Row()
                for (key, coefficient) in tableau.rows[symbol].cells where !fixed[key] { row.add(key, coefficient) }
                projections[symbol] = row
                return row
            }
            return fixed[symbol] ? nil : Row(constant: 0, cells: [symbol: 1])
        }
        for (position, symbol) in tableau.definitionOrder.enumerated() where tableau.definitionPosition[symbol] == position {
            var row = Row()
            for (key, coefficient) in tableau.definitions[symbol].cells {
                if let part = projection(key), !part.cells.isEmpty { row.add(part, times: coefficient) }
            }
            projections[symbol] = row
        }
        for symbol in variables where projections[symbol] == nil {
            projections[symbol] = projection(symbol) ?? Row()
        }
        return projections
    }

    /// A variable's value in terms of parametric symbols.
    func expandedRow(_ symbol: Int) -> Row {
        tableau.expand(Row(constant: 0, cells: [symbol: 1]))
    }

    /// Whether a value whose movable part is `row` can change over the optimal face.
    private func isAmbiguous(_ row: Row, fixed: [Bool]) -> Bool {
        var movable: [Int] = []
        for (key, coefficient) in row.cells where abs(coefficient) > nearZero && !fixed[key] {
            if tableau.kinds[key] == .external { return true }
            movable.append(key)
        }
        if movable.isEmpty { return false }
        // Quick test: a movable symbol that no degenerate row blocks can grow.
        for key in movable where !isBlocked(key) { return true }
        for direction in [1.0, -1.0] {
            switch extremeChange(of: row, direction: direction, fixed: fixed) {
            case .unbounded: return true
            case .bounded(let change) where change > 1e-6: return true
            default: continue
            }
        }
        return false
    }

    /// Whether growing a parametric restricted symbol is stopped at once by a row at zero.
    private func isBlocked(_ symbol: Int) -> Bool {
        for basic in tableau.columns[symbol] where tableau.kinds[basic].isRestricted {
            let coefficient = tableau.rows[basic].coefficient(symbol)
            if coefficient < -nearZero && tableau.rows[basic].constant <= nearZero { return true }
        }
        return false
    }

    enum Change {
        case unbounded
        case bounded(Double)
    }

    /// How far `row` can move in `direction` over the optimal face: solved on the tableau itself under
    /// the undo journal, then rolled back exactly.
    func extremeChange(of row: Row, direction: Double, fixed: [Bool]) -> Change {
        var objective = Row(constant: 0)
        for (key, coefficient) in row.cells where !fixed[key] {
            objective.add(key, -direction * coefficient)
        }
        let pivots = tableau.pivotCount
        tableau.beginJournal()
        tableau.scalar = objective
        let bounded = tableau.optimizeScalar(blocked: fixed)
        let change = -(tableau.scalar?.constant ?? 0)
        tableau.rollback()
        tableau.pivotCount = pivots
        return bounded ? .bounded(change) : .unbounded
    }
}
