/// The optimal face above a priority: the parametric symbols that must stay zero for every level above it to stay
/// optimal (`fixed`), and how far a value can move over the face, solved on the tableau itself and rolled back.
///
/// Each call takes the solver's tableau `inout` so that it is used in place, never copied.
struct OptimalFace {
    /// Indexed by symbol.
    let fixed: [Bool]

    init(_ tableau: inout Tableau, abovePriority priority: Double) {
        fixed = OptimalFace.fixedSymbols(&tableau, abovePriority: priority)
    }

    /// Another value a variable whose expansion is `row` (now at `current`) can take over the face, else nil.
    func alternativeValue(current: Double, row: Row, _ tableau: inout Tableau) -> Double? {
        if row.cells.keys.contains(where: { tableau.kinds[$0] == .external }) {
            return current + max(10, abs(current) * 0.1)
        }
        let step = max(10, abs(current) * 0.1)
        for direction in [1.0, -1.0] {
            switch extremeChange(of: row, direction: direction, &tableau) {
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
    static func fixedSymbols(_ tableau: inout Tableau, abovePriority priority: Double) -> [Bool] {
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
    func movableProjections(_ tableau: inout Tableau, variables: [Int]) -> [Int: Row] {
        var projections: [Int: Row] = [:]
        func projection(_ symbol: Int) -> Row? {
            if tableau.definitions.isDefined[symbol] { return projections[symbol] }
            if tableau.isBasic[symbol] {
                if let known = projections[symbol] { return known }
                var row = Row()
                for (key, coefficient) in tableau.rows[symbol].cells where !fixed[key] { row.add(key, coefficient) }
                projections[symbol] = row
                return row
            }
            return fixed[symbol] ? nil : Row(constant: 0, cells: [symbol: 1])
        }
        for (position, symbol) in tableau.definitions.order.enumerated() where tableau.definitions.position[symbol] == position {
            var row = Row()
            for (key, coefficient) in tableau.definitions.rows[symbol].cells {
                if let part = projection(key), !part.cells.isEmpty { row.add(part, times: coefficient) }
            }
            projections[symbol] = row
        }
        for symbol in variables where projections[symbol] == nil {
            projections[symbol] = projection(symbol) ?? Row()
        }
        return projections
    }

    /// Whether a value whose movable part is `row` can change over the optimal face.
    func isAmbiguous(_ row: Row, _ tableau: inout Tableau) -> Bool {
        var movable: [Int] = []
        for (key, coefficient) in row.cells where abs(coefficient) > nearZero && !fixed[key] {
            if tableau.kinds[key] == .external { return true }
            movable.append(key)
        }
        if movable.isEmpty { return false }
        // Quick test: a movable symbol that no degenerate row blocks can grow.
        for key in movable where !OptimalFace.isBlocked(key, &tableau) { return true }
        for direction in [1.0, -1.0] {
            switch extremeChange(of: row, direction: direction, &tableau) {
            case .unbounded: return true
            case .bounded(let change) where change > 1e-6: return true
            default: continue
            }
        }
        return false
    }

    /// Whether growing a parametric restricted symbol is stopped at once by a row at zero.
    private static func isBlocked(_ symbol: Int, _ tableau: inout Tableau) -> Bool {
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
    func extremeChange(of row: Row, direction: Double, _ tableau: inout Tableau) -> Change {
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
