// The way back from slacks taken out as forced to zero (ForcedZeros.swift).
//
// Taking a ring's slacks out is exact only while every constraint of the ring stands, and it loses the ring's
// inequalities from the explanation of a conflict. Before a removal, and before answering a conflict, a solver that
// took slacks out rebuilds its tableau from the present constraints (same numbers, same variables, each edit at its
// suggested value) with the taking-out disabled for the rest of its life, then does what was asked on that tableau:
// the answer is then the one plain insertion gives, at the cost of one rebuild.

extension Solver {
    /// Whether the tableau holds slacks taken out as forced to zero.
    var hasFixedSlacks: Bool { tableau.zeroFixing.fixedCount > 0 }

    /// Rebuilds the tableau from the present constraints with slack fixing disabled (nothing if no slack was taken out).
    func restoreFixedSlacks() {
        guard hasFixedSlacks else { return }
        settle()
        let present = constraints.present
        let editValues = edits
        var fresh = Tableau()
        fresh.limits = tableau.limits
        fresh.work = tableau.work
        fresh.workAllowance = tableau.workAllowance
        fresh.pivotCount = tableau.pivotCount
        fresh.trouble = tableau.trouble
        fresh.zeroFixing.isEnabled = false
        // The same symbol numbers, so that every variable keeps its own (the old internal symbols stay unused).
        for kind in tableau.kinds { _ = fresh.newSymbol(kind) }
        tableau = fresh
        constraints = ConstraintTable()
        owners = OwnerTable()
        edits = [:]
        cache = ValueCache()
        for (id, record) in present {
            if record.isEdit, let variable = record.expression.terms.first?.variable.id {
                guard (try? insert(record.expression, record.relation, priority: record.priority, isEdit: true, id: id, optimizing: true)) != nil else { continue }
                edits[variable] = EditRecord(constraint: id, value: 0)
            } else if record.isRequired {
                _ = try? insert(record.expression, record.relation, priority: record.priority, isEdit: false, id: id, optimizing: true)
            } else {
                pending.append(PendingConstraint(id: id, expression: record.expression, relation: record.relation, priority: record.priority))
            }
        }
        settle()
        for (variable, edit) in editValues.sorted(by: { $0.key < $1.key }) where edit.value != 0 && edits[variable] != nil {
            try? suggestValue(Variable(id: variable), edit.value)
        }
    }

    /// Runs `body`; if it finds a conflict while slacks are taken out, rebuilds them and runs it again, so that the
    /// explanation names every conflicting constraint (the ring's inequalities included).
    func withFixedSlacksRestoredOnConflict<T>(_ body: () throws(SolverError) -> T) throws(SolverError) -> T {
        do {
            return try body()
        } catch {
            guard case .unsatisfiable = error, hasFixedSlacks else { throw error }
            restoreFixedSlacks()
            return try body()
        }
    }
}
