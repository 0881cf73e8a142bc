// A full consistency check of the tableau's structure, for tests (debug builds only).

#if DEBUG
/// The structural invariants of a tableau: rows over parametric symbols only, restricted rows non-negative, an exact
/// column index and reference counts, an optimal objective, no transaction left open.
enum TableauAudit {
    /// Every broken invariant of `t`, described (empty when all hold).
    static func problems(of t: Tableau) -> [String] {
        var problems: [String] = []
        var expectedColumns = Array(repeating: Set<Int>(), count: t.symbolCount)
        for symbol in 0..<t.symbolCount where t.isBasic[symbol] {
            let row = t.rows[symbol]
            if t.definitions.isDefined[symbol] { problems.append("symbol \(symbol) is both basic and defined") }
            if t.kinds[symbol].isRestricted && row.constant < -1e-7 {
                problems.append("restricted row \(symbol) is negative: \(row.constant)")
            }
            if t.kinds[symbol] == .dummy {
                if abs(row.constant) > 1e-7 { problems.append("dummy row \(symbol) is not zero") }
                if row.cells.keys.contains(where: { t.kinds[$0] != .dummy }) {
                    problems.append("dummy row \(symbol) holds a non-dummy")
                }
            }
            if t.kinds[symbol] == .artificial { problems.append("artificial \(symbol) left basic") }
            for (key, coefficient) in row.cells {
                expectedColumns[key].insert(symbol)
                if t.isBasic[key] { problems.append("row \(symbol) holds basic \(key)") }
                if t.definitions.isDefined[key] { problems.append("row \(symbol) holds defined \(key)") }
                if !coefficient.isFinite || abs(coefficient) < nearZero / 2 {
                    problems.append("row \(symbol) has coefficient \(coefficient)")
                }
                if t.kinds[key] == .external && t.kinds[symbol].isRestricted {
                    problems.append("restricted row \(symbol) holds parametric variable \(key)")
                }
            }
        }
        for symbol in 0..<t.symbolCount {
            if expectedColumns[symbol] != t.columns[symbol].asSet { problems.append("column index of \(symbol) is wrong") }
            if !t.costs[symbol].isZero {
                if t.isBasic[symbol] { problems.append("basic \(symbol) has a cost") }
                if t.kinds[symbol] == .external { problems.append("variable \(symbol) has a cost") }
                if t.costs[symbol].isNegative && t.kinds[symbol] != .dummy {
                    problems.append("cost of \(symbol) is negative: not optimal")
                }
            }
        }
        var references = Array(repeating: Int32(0), count: t.symbolCount)
        for symbol in 0..<t.symbolCount where t.definitions.isDefined[symbol] {
            for key in t.definitions.rows[symbol].cells.keys { references[key] += 1 }
        }
        if references != t.definitions.references { problems.append("definition reference counts are wrong") }
        if t.journal != nil || t.scalar != nil { problems.append("a transaction was left open") }
        return problems
    }

    /// The required constraints among `present` that the values break, described; `editValue` gives an edit
    /// constraint's suggested value by number.
    static func violations(
        of present: [(id: Int, record: ConstraintRecord)], value: (Int) -> Double, editValue: (Int) -> Double
    ) -> [String] {
        var problems: [String] = []
        for (id, record) in present where record.isRequired {
            var sum = record.expression.constant
            if record.isEdit { sum -= editValue(id) }
            for term in record.expression.terms { sum += term.coefficient * value(term.variable.id) }
            let scale = max(1, abs(record.expression.constant))
            let tolerance = 1e-6 * scale
            let holds: Bool
            switch record.relation {
            case .equal: holds = abs(sum) <= tolerance
            case .lessThanOrEqual: holds = sum <= tolerance
            case .greaterThanOrEqual: holds = sum >= -tolerance
            }
            if !holds { problems.append("required constraint \(id) is violated by \(sum)") }
        }
        return problems
    }
}
#endif
