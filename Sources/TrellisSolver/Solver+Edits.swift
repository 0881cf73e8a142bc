// Edit variables: constraints `variable == value` whose value changes cheaply (dual simplex).

extension Solver {
    /// Makes `variable` an edit variable at a priority in (0, 1000]; 1000 makes it a required equality.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable }
        let id = try SlackReplay.retryingOnConflict(self) { () throws(SolverError) in
            try addConstraint(Expression(variable), .equal, priority: priority, isEdit: true)
        }
        edits[variable.id] = EditRecord(constraint: id, value: 0)
    }

    /// Stops editing a variable, removing its edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable }
        settle()
        SlackReplay.restore(self)
        guard !tableau.mustStop() else { throw .workLimit }
        edits[variable.id] = nil
        removeConstraint(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves. A required edit whose value conflicts with
    /// required constraints is refused with `.unsatisfiable`, and the solver is left unchanged.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite }
        settleToOptimalBasis()
        guard var edit = edits[variable.id], let record = constraints[edit.constraint] else {
            throw .unknownEditVariable
        }
        guard !tableau.mustStop() else { throw .workLimit }
        counters.suggestions += 1
        let delta = value - edit.value
        if delta == 0 { return }
        invalidateValues()
        let required = record.isRequired
        let tolerance = 1e-7 * max(1, abs(value), abs(edit.value))
        if required { tableau.beginJournal() }
        tableau.infeasible.removeAll()

        // The constraint's own row `v - value ± markers = 0` changes its constant by -delta.
        var savedDefinition: (Int, Double)?
        if let defined = record.definedVariable, tableau.definitions.isDefined[defined] {
            savedDefinition = (defined, tableau.definitions.rows[defined].constant)
            tableau.definitions.rows[defined].constant += delta / record.definedCoefficient
        }
        let dummyTrouble = record.shiftMarkers(by: delta, tolerance: tolerance, in: &tableau)
        let failing = dummyTrouble ?? tableau.dualOptimize()
        if let failing, required {
            var row = tableau.rows[failing]
            row.add(failing, 1)
            let conflicting = explanation(of: row)
            tableau.rollback()
            if let (defined, constant) = savedDefinition { tableau.definitions.rows[defined].constant = constant }
            invalidateValues()
            if SlackReplay.hasFixedSlacks(self) {  // the explanation needs the slacks back: ask the rebuilt tableau
                SlackReplay.restore(self)
                return try suggestValue(variable, value)
            }
            throw .unsatisfiable(conflicting: conflicting)
        }
        tableau.commitJournal()
        edit.value = value
        edits[variable.id] = edit
    }
}
