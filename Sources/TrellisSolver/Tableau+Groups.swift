// Grouped dummy markers: the dummy part of a definition chain held as one symbol.
//
// A variable defined by a required equality over constants and other such variables (`y5 == y4 + h4`, `h4 == 20`)
// has a fixed value; expanding it through its chain used to put one dummy marker per equality of the chain into the
// new row, so n optional constraints on n rows of a chain made rows of n cells (issue 17: 3000 rows, 28 s, 775 MB).
// Its expansion is kept instead as a constant and one group symbol (a dummy standing for the sum of the chain's
// markers, defined by a row over markers and earlier groups). Dummies never enter the basis and are always zero, so
// values, costs and pivots are those of the full expansion; explanations expand the groups back into markers, and
// removing a required equality first writes every group out in full (and stops grouping), so removal works as before.

/// The summaries of grouped definitions and the rows of their group symbols.
struct DummyGroups {
    /// A statically defined variable's expansion: `constant + coefficient × symbol` (symbol -1: no marker).
    struct Summary {
        var constant: Double
        /// The sum of absolute constants along the chain, as the full expansion measures it.
        var magnitude: Double
        var symbol: Int
        var coefficient: Double
    }

    var summaries: [Int: Summary] = [:]
    /// Each group symbol's row over dummy markers and earlier group symbols.
    var rows: [Int: Row] = [:]
    var isEnabled = true

    /// `row` with every group symbol replaced by the markers it stands for.
    func expanded(_ row: Row) -> Row {
        var pending = row.cells.keys.filter { rows[$0] != nil }
        guard !pending.isEmpty else { return row }
        var result = row
        // Groups refer only to earlier (smaller) symbols: replacing the largest first replaces each once.
        while let group = pending.max() {
            pending.removeAll { $0 == group }
            guard let coefficient = result.cells.removeValue(forKey: group), let markers = rows[group] else { continue }
            for (key, value) in markers.cells {
                if rows[key] != nil, result.cells[key] == nil { pending.append(key) }
                result.add(key, value * coefficient)
            }
        }
        return result
    }
}

extension Tableau {
    /// Records the summary of a variable just defined by a required, non-edit equality, when every variable of its
    /// definition is itself summarized (so its value is a constant plus markers).
    mutating func summarize(_ variable: Int, _ definition: Row) {
        guard groups.isEnabled else { return }
        var constant = definition.constant
        var magnitude = abs(definition.constant)
        var markers = Row()
        for (key, coefficient) in definition.cells {
            if kinds[key] == .dummy {
                markers.add(key, coefficient)
                continue
            }
            guard definitions.isDefined[key], let child = groups.summaries[key] else { return }
            constant += coefficient * child.constant
            magnitude += abs(coefficient) * child.magnitude
            if child.symbol >= 0 { markers.add(child.symbol, coefficient * child.coefficient) }
        }
        var summary = DummyGroups.Summary(constant: constant, magnitude: magnitude, symbol: -1, coefficient: 0)
        if markers.cells.count == 1, let (key, coefficient) = markers.cells.first {
            summary.symbol = key
            summary.coefficient = coefficient
        } else if markers.cells.count > 1 {
            let group = newSymbol(.dummy)
            groups.rows[group] = markers
            summary.symbol = group
            summary.coefficient = 1
        }
        groups.summaries[variable] = summary
    }

    /// Writes every group symbol out in full in every row and stops grouping (before a required equality is removed).
    mutating func materializeGroups() {
        guard groups.isEnabled else { return }
        groups.isEnabled = false
        groups.summaries = [:]
        for group in groups.rows.keys.sorted(by: >) {
            guard let markers = groups.rows[group] else { continue }
            substitute(group, markers)
        }
        groups.rows = [:]
    }
}
