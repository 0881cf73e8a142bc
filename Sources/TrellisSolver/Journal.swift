/// The rows changed during a transaction that may still fail, so it can be undone exactly.
final class Journal {
    /// The row each touched symbol had before (nil: it was not basic).
    var rows: [Int: Row?] = [:]
    /// The objective cost each touched symbol had before.
    var costs: [Int: LexCost] = [:]

    /// Puts every saved row and cost back into `t` (the tableau this journal recorded).
    func undo(_ t: inout Tableau) {
        for (symbol, old) in rows {
            if t.isBasic[symbol] {
                for key in t.rows[symbol].cells.keys { t.columns[key].remove(symbol) }
                t.isBasic[symbol] = false
                t.rows[symbol] = Row()
            }
            if let old {
                for key in old.cells.keys { t.columns[key].insert(symbol) }
                t.isBasic[symbol] = true
                t.rows[symbol] = old
            }
        }
        for (symbol, old) in costs {
            t.costs[symbol] = old
            if old.isNegative { t.candidates.insert(symbol) }
        }
        t.infeasible.removeAll()
        t.scalar = nil
    }
}
