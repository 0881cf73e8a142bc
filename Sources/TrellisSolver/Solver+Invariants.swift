// A full consistency check of the tableau, for tests (debug builds only).

#if DEBUG
extension Solver {
    /// Every broken invariant of the tableau and the solution, described (empty when all hold).
    func _checkInvariants() -> [String] {
        settleToOptimalBasis()
        var problems = TableauAudit.problems(of: tableau)
        problems += TableauAudit.violations(of: constraints.present, value: symbolValue) { id in
            edits.values.first(where: { $0.constraint == id })?.value ?? 0
        }
        return problems
    }
}
#endif
