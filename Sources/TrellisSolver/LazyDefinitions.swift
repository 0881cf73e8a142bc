/// The lazy definitions of variables that no row mentions: `variable = constant + Σ coefficient × symbol`, the symbols
/// possibly basic or defined themselves. A constraint that introduces a new variable defines it here instead of
/// substituting a row into the tableau (docs/solver-benchmarks.md); values and expansions walk the definitions.
struct LazyDefinitions {
    /// Whether a variable is defined (and so appears in no row).
    var isDefined: [Bool] = []
    /// Each defined variable's definition (empty for the others).
    var rows: [Row] = []
    /// How many definitions mention each symbol.
    var references: [Int32] = []
    /// Defined variables in order of definition (a topological order); stale entries are skipped.
    var order: [Int] = []
    /// Each defined variable's position in `order` (-1: not defined).
    var position: [Int] = []
    var liveCount = 0
    /// Changes whenever a definition is added or removed.
    var version = 0

    /// Makes room for one more symbol of the tableau.
    mutating func appendSymbol() {
        isDefined.append(false)
        rows.append(Row())
        references.append(0)
        position.append(-1)
    }

    /// Records `variable = definition`.
    mutating func define(_ variable: Int, _ definition: Row) {
        isDefined[variable] = true
        rows[variable] = definition
        position[variable] = order.count
        order.append(variable)
        liveCount += 1
        version += 1
        for key in definition.cells.keys { references[key] += 1 }
    }

    /// Forgets a definition, returning it.
    @discardableResult
    mutating func undefine(_ variable: Int) -> Row {
        let definition = rows[variable]
        for key in definition.cells.keys { references[key] -= 1 }
        isDefined[variable] = false
        rows[variable] = Row()
        position[variable] = -1
        liveCount -= 1
        version += 1
        if order.count > 64 && order.count > 2 * liveCount {
            order = order.filter { isDefined[$0] }
            for (index, symbol) in order.enumerated() { position[symbol] = index }
        }
        return definition
    }

    /// `row` expanded into parametric symbols (defined variables by their definitions, each once in topological order,
    /// and basic symbols by their rows in `basis`), with the sum of the absolute constants added up, a scale for rounding
    /// tolerances, and the steps it took (its work).
    func expandMeasuring(_ row: Row, basis: [Row], isBasic: [Bool], groups: DummyGroups) -> (row: Row, magnitude: Double, steps: Int) {
        var result = Row(constant: row.constant)
        var magnitude = abs(row.constant)
        // Without defined variables there is nothing to order: each cell is placed as below, in the same order.
        if !row.cells.keys.contains(where: { isDefined[$0] }) {
            // Room for every cell the rows could bring (one allocation instead of a resize per doubling).
            var room = 0
            for symbol in row.cells.keys { room += isBasic[symbol] ? basis[symbol].cells.count : 1 }
            result.cells.reserveCapacity(room)
            for (symbol, coefficient) in row.cells {
                if isBasic[symbol] {
                    magnitude += abs(basis[symbol].constant * coefficient)
                    result.add(basis[symbol], times: coefficient)
                } else {
                    result.add(symbol, coefficient)
                }
            }
            return (result, magnitude, room)
        }
        var postorder: [Int] = []
        var visited: Set<Int> = []
        var stack: [(symbol: Int, finished: Bool)] = []
        for symbol in row.cells.keys where isDefined[symbol] && !visited.contains(symbol) {
            stack.append((symbol, false))
            while let (top, finished) = stack.popLast() {
                if finished {
                    postorder.append(top)
                    continue
                }
                if visited.contains(top) { continue }
                visited.insert(top)
                stack.append((top, true))
                // A summarized variable is placed whole (its constant and group): its chain is not visited.
                if groups.summaries[top] != nil { continue }
                for child in rows[top].cells.keys where isDefined[child] && !visited.contains(child) {
                    stack.append((child, false))
                }
            }
        }
        var multipliers: [Int: Double] = [:]
        // Cells placed and definitions visited: the work this expansion costs.
        var steps = postorder.count
        func place(_ symbol: Int, _ coefficient: Double, into result: inout Row) {
            steps += 1
            if isDefined[symbol] {
                multipliers[symbol, default: 0] += coefficient
            } else if isBasic[symbol] {
                magnitude += abs(basis[symbol].constant * coefficient)
                steps += basis[symbol].cells.count
                result.add(basis[symbol], times: coefficient)
            } else {
                result.add(symbol, coefficient)
            }
        }
        for (symbol, coefficient) in row.cells {
            place(symbol, coefficient, into: &result)
        }
        for symbol in postorder.reversed() {
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
            let definition = rows[symbol]
            magnitude += abs(definition.constant * multiplier)
            result.constant += definition.constant * multiplier
            for (child, coefficient) in definition.cells {
                place(child, coefficient * multiplier, into: &result)
            }
        }
        return (result, magnitude, steps)
    }
}

/// A row expanded into parametric symbols at some point, with the magnitude of the constants it summed.
struct ExpandedRow {
    var row: Row
    var magnitude: Double
}

extension ExpandedRow {
    /// `base` (a row expanded earlier, without the constraint's own symbols) brought up to date, plus the record's
    /// marker and other error: symbols made basic since then are replaced by their rows (every row of the tableau is an
    /// identity, so the result is the expansion the row has now). Nil when a symbol has been defined since (expand again).
    static func refreshed(_ base: ExpandedRow, adding record: ConstraintRecord, in tableau: inout Tableau) -> (row: Row, magnitude: Double)? {
        var result = base.row
        var magnitude = base.magnitude
        var basic: [Int] = []
        for key in result.cells.keys {
            if tableau.definitions.isDefined[key] { return nil }
            if tableau.isBasic[key] { basic.append(key) }
        }
        tableau.work += result.cells.count + 1
        for key in basic {
            guard let coefficient = result.cells.removeValue(forKey: key) else { continue }
            magnitude += abs(tableau.rows[key].constant * coefficient)
            tableau.work += tableau.rows[key].cells.count
            result.add(tableau.rows[key], times: coefficient)
        }
        result.add(record.marker, record.markerCoefficient)
        if let other = record.other { result.add(other, record.otherCoefficient) }
        return (result, magnitude)
    }
}
