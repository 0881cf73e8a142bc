// Optional constraints wait until an answer is needed, then go in as one batch.
//
// Added one by one, each optional constraint re-optimises. When many of them pull on one free quantity (`bottom == s
// @250` on every row of a chain pulls the scroll view's content height to the median of the rows' bottoms), every
// addition moves the optimum one breakpoint further, and that pivot rewrites every row that holds the quantity: n
// additions × n rows (issue 17: 3000 rows, 28 s and 775 MB; 6000 rows past the work limit). In a batch, the required
// constraints added meanwhile are already in (so the optional rows often expand to constants), and of each family of
// optional rows over the same free direction, the row at the family's own optimum (a weighted median of their
// breakpoints) goes in first and is optimised; the others go in without optimising, and one optimisation at the end
// reaches the optimum, usually without a pivot. Only the order of the work changes: the answer is an optimum of the
// same constraints, checked against the dense reference by the randomized tests.

extension Solver {
    /// Records a validated optional constraint to be inserted by the next `settle()`; returns its number.
    func deferConstraint(_ expression: Expression, _ relation: Relation, priority: Double) -> Int {
        let id = nextConstraint
        nextConstraint += 1
        counters.constraintsAdded += 1
        pending.append(PendingConstraint(id: id, expression: expression, relation: relation, priority: priority))
        invalidateValues()
        return id
    }

    /// Forgets a constraint that is still waiting; false if it is not waiting.
    func dropPending(_ id: Int) -> Bool {
        guard pending.drop(id) else { return false }
        counters.constraintsRemoved += 1
        return true
    }

    /// Inserts every waiting constraint, level by level from the highest priority: each family's leader first
    /// (optimised), then the rest, then one optimisation.
    /// A constraint refused for the work limit is left out (the limit is reported as `trouble`).
    func settle() {
        guard !pending.isEmpty else { return }
        let batch = pending.takeAll()
        invalidateValues()
        OptionalBatch.insert(batch, into: self)
    }

    /// `settle()`, then a full optimisation if the batch stopped at zero error (edits and ambiguity queries read the costs).
    func settleToOptimalBasis() {
        settle()
        if !tableau.isOptimalBasis { tableau.optimize() }
    }
}
