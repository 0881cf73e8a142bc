// Slacks that the required constraints hold at zero: taken out of every row and definition.
//
// A closed ring of required inequalities (`h1 >= h2`, `h2 >= h3`, …, `hn >= h1`) holds every height equal. Its
// inequalities define the heights lazily one through the next (`h2 = h1 - s1`, …), and the closing one expands to
// `0 = -(s1 + s2 + … + sn)`: a sum of non-negative slacks, all of one sign, that must be zero, so each of them is zero
// at every feasible point. Kept, they make the definitions a chain of slacks: height k expands to k of them, and
// pinning the n undetermined heights builds n rows of up to n cells (issue 17: the ambiguity check of a 1000-view
// ring took 126 s, still quadratic after batching). Taken out, every height is the first one and each pin row is
// a few cells.
//
// The slacks are gone for good, so anything that needs them back (removing a constraint, suggesting a value or adding
// a constraint the others forbid, whose explanation names the ring's inequalities) first rebuilds the tableau from the
// present constraints with this disabled (SlackReplay.swift).

/// Whether the tableau may take out slacks forced to zero, and whether it has.
struct ZeroFixing {
    var isEnabled = true
    /// Slacks taken out so far (0: the tableau is what plain insertion would have made).
    var fixedCount = 0

    /// A row of fewer cells costs too little to be worth the way back (rows of a handful of cells are common: two
    /// inequalities between the same widths).
    static let minimumCells = 16
}

extension ZeroFixing {
    /// The symbols of a new required row `0 = row` that the row forces to zero: every cell a slack, all of one sign,
    /// the constant zero (within `tolerance`); nil if the row is not of that form or `tableau` does not take slacks out.
    ///
    /// Only slacks are taken: an error may belong to an edit, whose row changes with each suggested value.
    static func forcedZeroSlacks(of row: Row, tolerance: Double, in tableau: inout Tableau) -> [Int]? {
        guard tableau.zeroFixing.isEnabled, row.cells.count >= minimumCells, abs(row.constant) <= tolerance else {
            return nil
        }
        var positive = false
        var negative = false
        for (symbol, coefficient) in row.cells {
            guard tableau.kinds[symbol] == .slack else { return nil }
            if coefficient > 0 { positive = true } else { negative = true }
            if positive && negative { return nil }
        }
        return row.cells.keys.sorted()
    }

    /// Takes symbols known to be zero at every feasible point out of every row, the objective and the definitions of
    /// `tableau`, collapsing the definitions this leaves as plain copies of another ring member.
    static func fixAtZero(_ symbols: [Int], in tableau: inout Tableau) {
        tableau.zeroFixing.fixedCount += symbols.count
        let touched = tableau.definitions.removeCells(symbols)
        for symbol in symbols { tableau.purge(symbol) }
        tableau.definitions.collapseCopies(touched)
    }
}

extension LazyDefinitions {
    /// Removes every cell of `symbols` from the definitions; returns the defined variables whose definitions changed,
    /// in definition order.
    mutating func removeCells(_ symbols: [Int]) -> [Int] {
        guard symbols.contains(where: { references[$0] > 0 }) else { return [] }
        var isRemoved = Array(repeating: false, count: isDefined.count)
        for symbol in symbols { isRemoved[symbol] = true }
        var touched: [Int] = []
        for (index, variable) in order.enumerated() where position[variable] == index {
            let hits = rows[variable].cells.keys.filter { isRemoved[$0] }
            guard !hits.isEmpty else { continue }
            for symbol in hits {
                rows[variable].cells.removeValue(forKey: symbol)
                references[symbol] -= 1
            }
            touched.append(variable)
        }
        if !touched.isEmpty { version += 1 }
        return touched
    }

    /// Replaces, in each definition of `touched` (in definition order), every other variable of `touched` whose
    /// definition has at most one cell by that definition: a chain of copies `h3 = h2`, `h2 = h1` becomes `h3 = h1`,
    /// so that expanding any member visits one definition, not the whole chain. Values are unchanged.
    mutating func collapseCopies(_ touched: [Int]) {
        let members = Set(touched)
        for variable in touched {
            let copies = rows[variable].cells.filter { members.contains($0.key) && isDefined[$0.key] && rows[$0.key].cells.count <= 1 }
            guard !copies.isEmpty else { continue }
            var row = rows[variable]
            for (child, coefficient) in copies {
                row.cells.removeValue(forKey: child)
                references[child] -= 1
                row.constant += coefficient * rows[child].constant
                for (grandchild, value) in rows[child].cells {
                    let before = row.cells[grandchild] != nil
                    row.add(grandchild, coefficient * value)
                    let after = row.cells[grandchild] != nil
                    if !before && after { references[grandchild] += 1 }
                    if before && !after { references[grandchild] -= 1 }
                }
            }
            rows[variable] = row
            version += 1
        }
    }
}
