// Adding and removing constraints.

extension Solver {
    /// Adds the constraint `lhs relation rhs` at a priority in (0, 1000] (1000: required) and re-solves.
    /// A required constraint that conflicts with the present required constraints is refused with
    /// `.unsatisfiable`, naming them, and the solver is left unchanged. An optional constraint is solved with the
    /// others waiting when a value, an edit, a removal or a query next needs the solution (Solver+Pending).
    @discardableResult
    public func add(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = 1000
    ) throws(SolverError) -> ConstraintHandle {
        guard lhs.isFinite, rhs.isFinite else { throw .nonFinite }
        if priority < Solver.required {
            // Optional constraints wait for the next answer and go in as one batch (Solver+Pending).
            let expression = try validated(lhs - rhs, priority: priority)
            // `x relation constant` on a variable nothing else mentions only defines x (no row, no pivot, nothing that a
            // batch could order better): it goes in at once, as an intrinsic size or a pinned value usually does.
            if expression.terms.count == 1, tableau.firstFresh(of: expression.terms) != nil {
                return ConstraintHandle(id: try insert(expression, relation, priority: priority, isEdit: false, id: nil, optimizing: false))
            }
            return ConstraintHandle(id: deferConstraint(expression, relation, priority: priority))
        }
        let id = try addConstraint(lhs - rhs, relation, priority: priority, isEdit: false)
        return ConstraintHandle(id: id)
    }

    /// Removes a constraint added earlier and re-solves.
    public func remove(_ constraint: ConstraintHandle) throws(SolverError) {
        if dropPending(constraint.id) { return }
        settle()
        guard let record = constraints[constraint.id], !record.isEdit else { throw .unknownConstraint }
        guard !tableau.mustStop() else { throw .workLimit }
        removeConstraint(constraint.id)
    }

    /// Adds `expression relation 0` at once; returns the new constraint's number.
    func addConstraint(
        _ raw: Expression, _ relation: Relation, priority: Double, isEdit: Bool
    ) throws(SolverError) -> Int {
        let expression = try validated(raw, priority: priority)
        return try insert(expression, relation, priority: priority, isEdit: isEdit, id: nil, optimizing: true)
    }

    /// Puts a validated constraint into the tableau under number `id` (nil: the next number), re-optimising when
    /// `optimizing` (a batch of optional constraints optimises once at its end).
    func insert(
        _ expression: Expression, _ relation: Relation, priority: Double, isEdit: Bool, id reserved: Int?, optimizing: Bool
    ) throws(SolverError) -> Int {
        guard !tableau.mustStop() else { throw .workLimit }
        let isRequired = priority >= Solver.required

        // The constraint's own row: expression ± slack/error/dummy = 0.
        var row = Row(constant: expression.constant)
        for term in expression.terms { row.add(term.variable.id, term.coefficient) }
        var record = ConstraintRecord(
            expression: expression, relation: relation, priority: priority, marker: 0, other: nil,
            markerCoefficient: 1, otherCoefficient: 0, definedVariable: nil, definedCoefficient: 0, isEdit: isEdit)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            record.marker = tableau.newSymbol(.slack)
            record.markerCoefficient = sign
            if !isRequired {
                record.other = tableau.newSymbol(.error)
                record.otherCoefficient = -sign
            }
        case .equal:
            if isRequired {
                record.marker = tableau.newSymbol(.dummy)
                record.markerCoefficient = 1
            } else {
                record.marker = tableau.newSymbol(.error)
                record.markerCoefficient = -1
                record.other = tableau.newSymbol(.error)
                record.otherCoefficient = 1
            }
        }
        row.cells[record.marker] = record.markerCoefficient
        if let other = record.other { row.cells[other] = record.otherCoefficient }
        let errorCost = LexCost(priority: priority, value: 1)

        invalidateValues()
        if let fresh = tableau.firstFresh(of: expression.terms) {
            // A variable nothing else mentions: define it lazily, no substitution needed.
            let variable = fresh.variable.id
            var definition = row
            definition.cells.removeValue(forKey: variable)
            definition.scale(-1 / fresh.coefficient)
            tableau.define(variable, definition)
            if isRequired && relation == .equal && !isEdit { tableau.summarize(variable, definition) }
            record.definedVariable = variable
            record.definedCoefficient = fresh.coefficient
            addErrorCosts(record, errorCost)
        } else {
            let measured = tableau.expandMeasuringInPlace(row)
            var expanded = measured.row
            // Rounding tolerance: long chains of definitions sum many large constants.
            let tolerance = 1e-7 + 1e-13 * measured.magnitude
            if expanded.constant < 0 { expanded.scale(-1) }
            addErrorCosts(record, errorCost)
            if !isRequired && !isEdit, let subject = balancedSubject(expanded, record) {
                tableau.enter(subject, from: expanded)
            } else if let subject = chooseSubject(expanded, record) {
                tableau.enter(subject, from: expanded)
            } else if expanded.cells.keys.allSatisfy({ tableau.kinds[$0] == .dummy }) {
                if abs(expanded.constant) > tolerance {
                    throw .unsatisfiable(conflicting: explanation(of: expanded))
                }
                tableau.enter(record.marker, from: expanded)
            } else {
                try addWithArtificialVariable(expanded, tolerance: tolerance)
            }
            if optimizing { tableau.optimize() }
        }
        let id: Int
        if let reserved {
            id = reserved
        } else {
            id = nextConstraint
            nextConstraint += 1
            counters.constraintsAdded += 1
        }
        constraints[id] = record
        owners[record.marker] = id
        if let other = record.other { owners[other] = id }
        return id
    }

    private func addErrorCosts(_ record: ConstraintRecord, _ cost: LexCost) {
        if tableau.kinds[record.marker] == .error { tableau.addCost(record.marker, cost, times: 1) }
        if let other = record.other, tableau.kinds[other] == .error { tableau.addCost(other, cost, times: 1) }
    }

    /// The symbol to make basic with a new row: an unrestricted variable if any (the one in fewest rows),
    /// else a restricted symbol with a negative coefficient that no row holds yet.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
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

    /// Adds `0 = row` (constant ≥ 0) through an artificial variable; undoes everything if it cannot be zero.
    private func addWithArtificialVariable(_ row: Row, tolerance: Double) throws(SolverError) {
        tableau.beginJournal()
        let artificial = tableau.newSymbol(.artificial)
        tableau.setRow(artificial, row)
        tableau.scalar = row
        // The artificial objective is a non-negative symbol: unbounded only through a defect, reported.
        if !tableau.optimizeScalar() { tableau.report(.unbounded) }
        if tableau.isOverWorkLimit {
            tableau.rollback()
            throw .workLimit
        }
        let residual = tableau.scalar?.constant ?? 0
        if residual > tolerance {
            let conflicting = explanation(of: tableau.scalar ?? Row())
            tableau.rollback()
            throw .unsatisfiable(conflicting: conflicting)
        }
        tableau.scalar = nil
        if tableau.isBasic[artificial] {
            var remaining = tableau.removeRow(artificial)
            if !remaining.cells.keys.contains(where: { tableau.kinds[$0] != .dummy }) {
                // Only markers left: one of them (never a group symbol) becomes basic, as without groups.
                remaining = tableau.withoutGroups(remaining)
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
    }

    /// The present required constraints whose markers a row holds (group symbols counted as their markers).
    func explanation(of row: Row) -> [ConstraintHandle] {
        explanation(from: tableau.withoutGroups(row).cells.keys)
    }

    /// The present required constraints whose markers are among `symbols`.
    func explanation<S: Sequence>(from symbols: S) -> [ConstraintHandle] where S.Element == Int {
        var ids: Set<Int> = []
        for symbol in symbols {
            guard let owner = owners[symbol], let record = constraints[owner] else { continue }
            if record.isRequired && !record.isEdit { ids.insert(owner) }
        }
        return ids.sorted().map { ConstraintHandle(id: $0) }
    }

    /// Removes a present constraint (edit constraints included) and re-solves.
    func removeConstraint(_ id: Int) {
        guard let record = constraints[id] else { return }
        invalidateValues()
        // A required equality's marker may be inside groups: write them out so its column is complete.
        if tableau.kinds[record.marker] == .dummy && !record.isEdit && !tableau.groups.summaries.isEmpty {
            tableau.materializeGroups()
        }
        constraints[id] = nil
        counters.constraintsRemoved += 1
        let marker = record.marker
        let other = record.other
        owners[marker] = nil
        if let other { owners[other] = nil }

        // Take the errors out of the objective.
        let errorCost = LexCost(priority: record.priority, value: 1)
        for symbol in [marker, other].compactMap({ $0 }) where tableau.kinds[symbol] == .error {
            if tableau.isBasic[symbol] {
                for (key, coefficient) in tableau.rows[symbol].cells {
                    tableau.addCost(key, errorCost, times: -coefficient)
                }
            } else {
                tableau.addCost(symbol, errorCost, times: -1)
            }
        }

        if let variable = record.definedVariable, tableau.isDefined[variable] {
            let markersUnused = [marker, other].compactMap { $0 }.allSatisfy {
                !tableau.isBasic[$0] && tableau.columns[$0].isEmpty
            }
            if markersUnused {
                tableau.undefine(variable)
                tableau.purge(marker)
                if let other { tableau.purge(other) }
                tableau.optimize()
                return
            }
            // Make the definition an ordinary row, then remove it like any other.
            let definition = tableau.undefine(variable)
            tableau.setRow(variable, tableau.expand(definition))
        }

        if tableau.isBasic[marker] {
            tableau.removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            let touched = tableau.columns[marker]
            tableau.pivot(entering: marker, leaving: leaving)
            tableau.removeRow(marker)
            repairDummyRows(touched)
        }
        tableau.purge(marker)
        if let other {
            if tableau.isBasic[other] { tableau.removeRow(other) }
            tableau.purge(other)
        }
        tableau.infeasible.removeAll()
        tableau.optimize()
    }

    /// The row to pivot a parametric marker into before dropping it (Cassowary's choice).
    private func markerLeavingRow(_ marker: Int) -> Int? {
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
    private func repairDummyRows(_ symbols: ColumnSet) {
        for symbol in symbols.sorted() where tableau.isBasic[symbol] && tableau.kinds[symbol] == .dummy {
            let keys = tableau.rows[symbol].cells.keys.filter { tableau.kinds[$0] != .dummy }
            let entering = keys.first(where: { tableau.kinds[$0] == .external }) ?? keys.min()
            if let entering { tableau.pivot(entering: entering, leaving: symbol) }
        }
    }
}
