/// The simplex tableau: basic rows over parametric symbols, a column index, a lexicographic objective,
/// and lazily substituted definitions of variables that no other row mentions.
struct Tableau {
    var kinds: [SymbolKind] = []
    /// Whether a symbol is basic (has a row in `rows`).
    var isBasic: [Bool] = []
    /// The row of each basic symbol, in terms of parametric symbols only.
    var rows: [Row] = []
    /// For each symbol, the basic symbols whose rows hold it.
    var columns: [ColumnSet] = []
    /// Lazy definitions of variables that no row mentions.
    var definitions = LazyDefinitions()
    /// Whether the costs prove the present point optimal (false after `optimize(stoppingAtZeroError:)` stopped early).
    var isOptimalBasis = true
    /// The objective's reduced cost of each parametric symbol.
    var costs: [LexCost] = []
    /// Symbols whose cost may be lexicographically negative.
    var candidates: Set<Int> = []
    /// Restricted basic symbols whose constant may have become negative.
    var infeasible: [Int] = []
    /// A scalar objective row (the artificial objective, or a probe), substituted along with the rows.
    var scalar: Row?
    /// The undo journal while a failing operation is possible.
    var journal: Journal?
    /// Pivots performed.
    var pivotCount = 0
    /// Cell updates performed, and the limits on them and on iterations.
    var work = 0
    var limits = SolverLimits.standard
    /// The first thing that stopped a phase short of its optimum, if any.
    var trouble: SolverTrouble?
    /// Grouped dummy markers of statically defined variables (Tableau+Groups).
    var groups = DummyGroups()
    /// Slacks taken out because the required constraints hold them at zero (ForcedZeros.swift).
    var zeroFixing = ZeroFixing()

    /// Work allowed for the constraints added so far (`limits.workPerConstraint` each).
    var workAllowance = 0

    /// Whether the work limit has been passed (every phase then stops at once).
    var isOverWorkLimit: Bool { work - workAllowance > limits.work }

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        isBasic.append(false)
        rows.append(Row())
        columns.append(ColumnSet())
        definitions.appendSymbol()
        costs.append(LexCost())
        return kinds.count - 1
    }

    // MARK: Journal

    mutating func beginJournal() {
        journal = Journal()
    }

    mutating func commitJournal() {
        journal = nil
    }

    /// Undoes every row and cost change since `beginJournal()`.
    mutating func rollback() {
        guard let saved = journal else { return }
        journal = nil
        saved.undo(&self)
    }

    @inline(__always)
    private mutating func saveRow(_ symbol: Int) {
        guard let journal, journal.rows.index(forKey: symbol) == nil else { return }
        work += 1
        journal.rows[symbol] = isBasic[symbol] ? rows[symbol] : nil
    }

    @inline(__always)
    private func saveCost(_ symbol: Int) {
        guard let journal, journal.costs.index(forKey: symbol) == nil else { return }
        journal.costs[symbol] = costs[symbol]
    }

    // MARK: Primitive changes (all journaled, all keep the column index exact)

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ symbol: Int, _ row: Row) {
        saveRow(symbol)
        for key in row.cells.keys { columns[key].insert(symbol) }
        isBasic[symbol] = true
        rows[symbol] = row
    }

    /// Makes a basic symbol parametric and returns its former row.
    @discardableResult
    mutating func removeRow(_ symbol: Int) -> Row {
        saveRow(symbol)
        let row = rows[symbol]
        for key in row.cells.keys { columns[key].remove(symbol) }
        isBasic[symbol] = false
        rows[symbol] = Row()
        return row
    }

    /// Adds `delta` to the constant of a basic row.
    mutating func addConstant(_ symbol: Int, _ delta: Double) {
        saveRow(symbol)
        rows[symbol].constant += delta
        if kinds[symbol].isRestricted && rows[symbol].constant < -nearZero { infeasible.append(symbol) }
    }

    /// Adds `delta` to one cell of a basic row.
    private mutating func addCell(_ symbol: Int, _ key: Int, _ delta: Double) {
        if let old = rows[symbol].cells[key] {
            let sum = old + delta
            if abs(sum) < nearZero {
                rows[symbol].cells.removeValue(forKey: key)
                columns[key].remove(symbol)
            } else {
                rows[symbol].cells[key] = sum
            }
        } else if abs(delta) >= nearZero {
            rows[symbol].cells[key] = delta
            columns[key].insert(symbol)
        }
    }

    /// Removes one symbol from every row and from the objective (used when its value is known to be fixed at 0).
    mutating func purge(_ key: Int) {
        for symbol in columns[key] {
            saveRow(symbol)
            rows[symbol].cells.removeValue(forKey: key)
        }
        columns[key].removeAll()
        if !costs[key].isZero {
            saveCost(key)
            costs[key] = LexCost()
        }
    }

    /// Adds `factor × cost` to the objective cost of a parametric symbol.
    mutating func addCost(_ symbol: Int, _ cost: LexCost, times factor: Double) {
        saveCost(symbol)
        costs[symbol].add(cost, times: factor)
        if costs[symbol].isNegative { candidates.insert(symbol) }
    }

    /// Replaces a parametric symbol by `row` in every row, the objective and the scalar objective.
    mutating func substitute(_ entering: Int, _ row: Row) {
        let holders = columns[entering]
        columns[entering].removeAll()
        for symbol in holders {
            work += row.cells.count + 1
            saveRow(symbol)
            guard let coefficient = rows[symbol].cells.removeValue(forKey: entering) else { continue }
            rows[symbol].constant += coefficient * row.constant
            for (key, value) in row.cells {
                addCell(symbol, key, coefficient * value)
            }
            if kinds[symbol].isRestricted && rows[symbol].constant < -nearZero { infeasible.append(symbol) }
        }
        if !costs[entering].isZero {
            saveCost(entering)
            let cost = costs[entering]
            work += row.cells.count * cost.entries.count
            costs[entering] = LexCost()
            for (key, value) in row.cells {
                addCost(key, cost, times: value)
            }
        }
        if var objective = scalar, let coefficient = objective.cells.removeValue(forKey: entering) {
            scalar = nil
            objective.add(row, times: coefficient)
            scalar = objective
        }
    }

    /// Exchanges a basic symbol (`leaving`) for a parametric one (`entering`).
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)
        row.solve(leaving: leaving, entering: entering)
        substitute(entering, row)
        setRow(entering, row)
        pivotCount += 1
    }

    /// Makes a symbol basic using a new row `0 = row` that holds it.
    mutating func enter(_ subject: Int, from row: Row) {
        var solved = row
        solved.solve(for: subject)
        substitute(subject, solved)
        setRow(subject, solved)
    }

    /// The current value of a symbol that is not a defined variable.
    func tableauValue(_ symbol: Int) -> Double {
        isBasic[symbol] ? rows[symbol].constant : 0
    }
}
