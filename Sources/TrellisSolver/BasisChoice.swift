/// The choices that decide where a row enters the basis and where a removed constraint's marker leaves it: the subject of
/// a new row, the leaving row of a marker, and the artificial-variable phase when no subject fits.
///
/// Functions of the tableau alone, each taking it `inout` so that the solver's stored tableau is used in place (a plain
/// argument would copy it: a dozen retains and releases per call, on the path of every constraint).
enum BasisChoice {
    /// The symbol to make basic with a new row: an unrestricted variable if any (the one in fewest rows),
    /// else a restricted symbol with a negative coefficient that no row holds yet.
    static func subject(for row: Row, _ record: ConstraintRecord, in tableau: inout Tableau) -> Int? {
        var best: Int?
        var bestCount = Int.max
        for symbol in row.cells.keys where tableau.kinds[symbol] == .external {
            let count = tableau.columns[symbol].count
            if count < bestCount || (count == bestCount && symbol < best ?? Int.max) {
                best = symbol
                bestCount = count
            }
        }
        if let best { return best }
        for symbol in [record.marker, record.other].compactMap({ $0 }) {
            if tableau.kinds[symbol] != .dummy, row.coefficient(symbol) < 0 { return symbol }
        }
        for (symbol, coefficient) in row.cells where coefficient < 0 {
            let kind = tableau.kinds[symbol]
            if kind != .dummy, tableau.columns[symbol].isEmpty, symbol < best ?? Int.max { best = symbol }
        }
        return best
    }

    /// For an optional row that holds at zero error (constant 0, no variable to solve for), the one of its two own
    /// symbols whose row leaves fewer symbols with a negative cost.
    ///
    /// Either symbol is a feasible subject then, but always taking the same one tilts the objective: n rows pinning
    /// the same quantity to the value it has (the ambiguity pins of a cycle of inequalities, issue 17) each add their
    /// cost to the same symbols, and the final optimisation walks through n degenerate pivots of n-row columns.
    static func balancedSubject(_ row: Row, _ record: ConstraintRecord, in tableau: inout Tableau) -> Int? {
        guard record.other != nil, row.constant == 0 else { return nil }
        guard !row.cells.keys.contains(where: { tableau.kinds[$0] == .external }) else { return nil }
        var best: Int?
        var fewest = Int.max
        for subject in [record.other, record.marker].compactMap({ $0 }) {
            let coefficient = row.coefficient(subject)
            guard coefficient != 0 else { continue }
            let cost = tableau.costs[subject]
            var negative = 0
            for (key, value) in row.cells where key != subject && tableau.kinds[key] != .dummy {
                var changed = tableau.costs[key]
                changed.add(cost, times: -value / coefficient)
                if changed.isNegative { negative += 1 }
            }
            if negative < fewest {
                fewest = negative
                best = subject
            }
        }
        return best
    }

    /// What adding a row through an artificial variable came to.
    enum ArtificialOutcome {
        case added
        case workLimit
        /// The row cannot be zero: the residual row, whose markers name the conflicting constraints.
        case conflict(Row)
    }

    /// Adds `0 = row` (constant ≥ 0) through an artificial variable; undoes everything if it cannot be zero.
    static func addWithArtificialVariable(_ row: Row, tolerance: Double, in tableau: inout Tableau) -> ArtificialOutcome {
        tableau.beginJournal()
        let artificial = tableau.newSymbol(.artificial)
        tableau.setRow(artificial, row)
        tableau.scalar = row
        // The artificial objective is a non-negative symbol: unbounded only through a defect, reported.
        if !tableau.optimizeScalar() { tableau.report(.unbounded) }
        if tableau.isOverWorkLimit {
            tableau.rollback()
            return .workLimit
        }
        let residual = tableau.scalar?.constant ?? 0
        if residual > tolerance {
            let residual = tableau.scalar ?? Row()
            tableau.rollback()
            return .conflict(residual)
        }
        tableau.scalar = nil
        if tableau.isBasic[artificial] {
            var remaining = tableau.removeRow(artificial)
            if !remaining.cells.keys.contains(where: { tableau.kinds[$0] != .dummy }) {
                // Only markers left: one of them (never a group symbol) becomes basic, as without groups.
                remaining = tableau.groups.expanded(remaining)
            }
            if !remaining.cells.isEmpty {
                let keys = remaining.cells.keys
                let entering = keys.filter { tableau.kinds[$0] != .dummy }.min() ?? keys.min() ?? artificial
                remaining.solve(leaving: artificial, entering: entering)
                tableau.substitute(entering, remaining)
                tableau.setRow(entering, remaining)
            }
        }
        tableau.purge(artificial)
        tableau.commitJournal()
        tableau.infeasible.removeAll()
        return .added
    }

    /// The row to pivot a parametric marker into before dropping it (Cassowary's choice).
    static func markerLeavingRow(_ marker: Int, in tableau: inout Tableau) -> Int? {
        var first: Int?
        var firstRatio = Double.infinity
        var second: Int?
        var secondRatio = Double.infinity
        var third: Int?
        for symbol in tableau.columns[marker].sorted() {
            let coefficient = tableau.rows[symbol].coefficient(marker)
            if tableau.kinds[symbol] == .external {
                if third == nil { third = symbol }
            } else if coefficient < 0 {
                let ratio = -tableau.rows[symbol].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = symbol }
            } else {
                let ratio = tableau.rows[symbol].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    /// Keeps the rule that a basic dummy's row holds only dummies: pivots any other symbol in instead.
    static func repairDummyRows(_ symbols: ColumnSet, in tableau: inout Tableau) {
        for symbol in symbols.sorted() where tableau.isBasic[symbol] && tableau.kinds[symbol] == .dummy {
            let keys = tableau.rows[symbol].cells.keys.filter { tableau.kinds[$0] != .dummy }
            let entering = keys.first(where: { tableau.kinds[$0] == .external }) ?? keys.min()
            if let entering { tableau.pivot(entering: entering, leaving: symbol) }
        }
    }

    /// Takes a removed constraint's marker (and other error) out of the basis and out of every row: a basic one loses
    /// its row, a parametric marker is first pivoted into the row `markerLeavingRow` picks.
    static func takeOut(marker: Int, other: Int?, in tableau: inout Tableau) {
        if tableau.isBasic[marker] {
            tableau.removeRow(marker)
        } else if let leaving = markerLeavingRow(marker, in: &tableau) {
            let touched = tableau.columns[marker]
            tableau.pivot(entering: marker, leaving: leaving)
            tableau.removeRow(marker)
            repairDummyRows(touched, in: &tableau)
        }
        tableau.purge(marker)
        if let other {
            if tableau.isBasic[other] { tableau.removeRow(other) }
            tableau.purge(other)
        }
    }

    /// The entering symbol of the lexicographic objective: the lowest-numbered symbol whose cost is
    /// lexicographically negative (Bland's rule), or nil at the optimum.
    static func lexEnteringSymbol(in tableau: inout Tableau) -> Int? {
        var best: Int?
        var stale: [Int] = []
        for symbol in tableau.candidates {
            let kind = tableau.kinds[symbol]
            if tableau.isBasic[symbol] || !tableau.costs[symbol].isNegative || kind == .dummy || kind == .external {
                stale.append(symbol)
            } else if symbol < best ?? Int.max {
                best = symbol
            }
        }
        for symbol in stale { tableau.candidates.remove(symbol) }
        return best
    }

    /// The row that limits increasing `entering` from zero (minimum ratio over restricted rows), ties to the
    /// lowest basic symbol; nil if nothing limits it.
    static func leavingRow(for entering: Int, in tableau: inout Tableau) -> Int? {
        tableau.work += tableau.columns[entering].count
        var best: Int?
        var bestRatio = Double.infinity
        for symbol in tableau.columns[entering] where tableau.kinds[symbol].isRestricted {
            let coefficient = tableau.rows[symbol].cells[entering] ?? 0
            guard coefficient < -nearZero else { continue }
            let ratio = -tableau.rows[symbol].constant / coefficient
            if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && symbol < (best ?? Int.max)) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }
}
