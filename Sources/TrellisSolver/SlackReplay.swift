// The way back from slacks taken out as forced to zero (ForcedZeros.swift).
//
// Taking a ring's slacks out is exact only while every constraint of the ring stands, and it loses the ring's
// inequalities from the explanation of a conflict. Before a removal, and before answering a conflict, a solver that
// took slacks out rebuilds its tableau from the present constraints (same numbers, same variables, each edit at its
// suggested value) with the taking-out disabled for the rest of its life, then does what was asked on that tableau:
// the answer is then the one plain insertion gives, at the cost of one rebuild.

/// Rebuilding a solver's tableau with the slacks taken out put back.
enum SlackReplay {
    /// Whether the solver's tableau holds slacks taken out as forced to zero.
    static func hasFixedSlacks(_ solver: Solver) -> Bool { solver.tableau.zeroFixing.fixedCount > 0 }

    /// Rebuilds the tableau from the present constraints with slack fixing disabled (nothing if no slack was taken out).
    static func restore(_ solver: Solver) {
        guard hasFixedSlacks(solver) else { return }
        solver.settle()
        let present = solver.constraints.present
        let editValues = solver.edits
        let old = solver.tableau
        var fresh = Tableau()
        fresh.limits = old.limits
        fresh.work = old.work
        fresh.workAllowance = old.workAllowance
        fresh.pivotCount = old.pivotCount
        fresh.trouble = old.trouble
        fresh.zeroFixing.isEnabled = false
        // The same symbol numbers, so that every variable keeps its own (the old internal symbols stay unused).
        for kind in old.kinds { _ = fresh.newSymbol(kind) }
        solver.tableau = fresh
        solver.constraints = ConstraintTable()
        solver.owners = OwnerTable()
        solver.edits = [:]
        solver.cache = ValueCache()
        for (id, record) in present {
            if record.isEdit, let variable = record.expression.terms.first?.variable.id {
                guard (try? solver.insert(record.expression, record.relation, priority: record.priority, isEdit: true, id: id, optimizing: true)) != nil else { continue }
                solver.edits[variable] = EditRecord(constraint: id, value: 0)
            } else if record.isRequired {
                _ = try? solver.insert(record.expression, record.relation, priority: record.priority, isEdit: false, id: id, optimizing: true)
            } else {
                solver.pending.append(PendingConstraint(id: id, expression: record.expression, relation: record.relation, priority: record.priority))
            }
        }
        solver.settle()
        for (variable, edit) in editValues.sorted(by: { $0.key < $1.key }) where edit.value != 0 && solver.edits[variable] != nil {
            try? solver.suggestValue(Variable(id: variable), edit.value)
        }
    }

    /// Runs `body`; if it finds a conflict while slacks are taken out, puts them back and runs it again, so that the
    /// explanation names every conflicting constraint (the ring's inequalities included).
    static func retryingOnConflict<T>(_ solver: Solver, _ body: () throws(SolverError) -> T) throws(SolverError) -> T {
        do {
            return try body()
        } catch {
            guard case .unsatisfiable = error, hasFixedSlacks(solver) else { throw error }
            restore(solver)
            return try body()
        }
    }
}
