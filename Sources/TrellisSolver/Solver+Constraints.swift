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
            if let optimizing = OptionalBatch.goesInAtOnce(expression, in: &tableau) {
                return ConstraintHandle(id: try insert(expression, relation, priority: priority, isEdit: false, id: nil, optimizing: optimizing))
            }
            return ConstraintHandle(id: deferConstraint(expression, relation, priority: priority))
        }
        return ConstraintHandle(id: try SlackReplay.retryingOnConflict(self) { () throws(SolverError) in
            try addConstraint(lhs - rhs, relation, priority: priority, isEdit: false)
        })
    }

    /// Removes a constraint added earlier and re-solves.
    public func remove(_ constraint: ConstraintHandle) throws(SolverError) {
        if dropPending(constraint.id) { return }
        settle()
        SlackReplay.restore(self)
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
    /// `expandedBase`: the expression's row expanded earlier (OptionalBatch.leaders), brought up to date, not expanded again.
    func insert(
        _ expression: Expression, _ relation: Relation, priority: Double, isEdit: Bool, id reserved: Int?, optimizing: Bool,
        expandedBase: ExpandedRow? = nil
    ) throws(SolverError) -> Int {
        guard !tableau.mustStop() else { throw .workLimit }
        let isRequired = priority >= Solver.required

        // The constraint's own row: expression ± slack/error/dummy = 0.
        let made = ConstraintRecord.make(expression, relation, priority: priority, isEdit: isEdit, in: &tableau)
        var record = made.record
        let row = made.row
        invalidateValues()
        if let fresh = tableau.firstFresh(of: expression.terms) {
            // A variable nothing else mentions: define it lazily, no substitution needed.
            let variable = fresh.variable.id
            var definition = row
            definition.cells.removeValue(forKey: variable)
            definition.scale(-1 / fresh.coefficient)
            tableau.definitions.define(variable, definition)
            if isRequired && relation == .equal && !isEdit { tableau.summarize(variable, definition) }
            record.definedVariable = variable
            record.definedCoefficient = fresh.coefficient
            record.addErrorCosts(to: &tableau)
        } else {
            let measured = expandedBase.flatMap { ExpandedRow.refreshed($0, adding: record, in: &tableau) } ?? tableau.expandMeasuringInPlace(row)
            var expanded = measured.row
            // Rounding tolerance: long chains of definitions sum many large constants.
            let tolerance = 1e-7 + 1e-13 * measured.magnitude
            if expanded.constant < 0 { expanded.scale(-1) }
            record.addErrorCosts(to: &tableau)
            if isRequired && !isEdit, let forced = ZeroFixing.forcedZeroSlacks(of: expanded, tolerance: tolerance, in: &tableau) {
                // A closed ring of inequalities: its slacks are zero at every feasible point (ForcedZeros.swift).
                ZeroFixing.fixAtZero(forced, in: &tableau)
            } else if !isRequired && !isEdit, let subject = BasisChoice.balancedSubject(expanded, record, in: &tableau) {
                tableau.enter(subject, from: expanded)
            } else if let subject = BasisChoice.subject(for: expanded, record, in: &tableau) {
                tableau.enter(subject, from: expanded)
            } else if expanded.cells.keys.allSatisfy({ tableau.kinds[$0] == .dummy }) {
                if abs(expanded.constant) > tolerance {
                    throw .unsatisfiable(conflicting: explanation(of: expanded))
                }
                tableau.enter(record.marker, from: expanded)
            } else {
                switch BasisChoice.addWithArtificialVariable(expanded, tolerance: tolerance, in: &tableau) {
                case .added: break
                case .workLimit: throw .workLimit
                case .conflict(let residual): throw .unsatisfiable(conflicting: explanation(of: residual))
                }
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

    /// The present required constraints whose markers a row holds (group symbols counted as their markers).
    func explanation(of row: Row) -> [ConstraintHandle] {
        constraints.requiredOwners(of: tableau.groups.expanded(row).cells.keys, owners: owners)
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
        record.removeErrorCosts(from: &tableau)

        if let variable = record.definedVariable, tableau.definitions.isDefined[variable] {
            let markersUnused = [marker, other].compactMap { $0 }.allSatisfy {
                !tableau.isBasic[$0] && tableau.columns[$0].isEmpty
            }
            if markersUnused {
                tableau.definitions.undefine(variable)
                tableau.purge(marker)
                if let other { tableau.purge(other) }
                tableau.optimize()
                return
            }
            // Make the definition an ordinary row, then remove it like any other.
            let definition = tableau.definitions.undefine(variable)
            tableau.setRow(variable, tableau.expand(definition))
        }

        BasisChoice.takeOut(marker: marker, other: other, in: &tableau)
        tableau.infeasible.removeAll()
        tableau.optimize()
    }
}
