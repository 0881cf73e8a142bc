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

/// An optional constraint added but not yet in the tableau.
struct PendingConstraint {
    var id: Int
    var expression: Expression
    var relation: Relation
    var priority: Double
}

extension Solver {
    /// Records a validated optional constraint to be inserted by the next `settle()`; returns its number.
    func deferConstraint(_ expression: Expression, _ relation: Relation, priority: Double) -> Int {
        let id = nextConstraint
        nextConstraint += 1
        counters.constraintsAdded += 1
        pendingSlots[id] = pending.count
        pending.append(PendingConstraint(id: id, expression: expression, relation: relation, priority: priority))
        invalidateValues()
        return id
    }

    /// Forgets a constraint that is still waiting; false if it is not waiting.
    func dropPending(_ id: Int) -> Bool {
        guard let slot = pendingSlots.removeValue(forKey: id) else { return false }
        pending[slot] = nil
        counters.constraintsRemoved += 1
        if pendingSlots.isEmpty { pending = [] }
        return true
    }

    /// Inserts every waiting constraint, level by level from the highest priority: each family's leader first
    /// (optimised), then the rest, then one optimisation.
    /// A constraint refused for the work limit is left out (the limit is reported as `trouble`).
    func settle() {
        guard !pendingSlots.isEmpty else { return }
        let batch = pending.compactMap { $0 }
        pending = []
        pendingSlots = [:]
        invalidateValues()
        // Highest priority first: a level's rows then expand through the stronger ones already in (a label's height
        // through its compression resistance), so that rows pulling on one anchor show as one family.
        let levels = Dictionary(grouping: batch, by: \.priority)
        for priority in levels.keys.sorted(by: >) {
            let level = levels[priority] ?? []
            let leaders = familyLeaders(level)
            for item in level where leaders.contains(item.id) {
                _ = try? insert(item.expression, item.relation, priority: item.priority, isEdit: false, id: item.id, optimizing: true)
            }
            for item in level where !leaders.contains(item.id) {
                _ = try? insert(item.expression, item.relation, priority: item.priority, isEdit: false, id: item.id, optimizing: false)
            }
            tableau.optimize()
        }
    }

    /// The constraint to insert first in each family of two or more: rows that expand to `c + s × K + …` with the same
    /// priority and the same movable part K (their free variables, else every symbol but the dummies, which are always
    /// zero). The leader is the row whose breakpoint `t = -c / s` minimises the family's summed error as a function of
    /// K's value t.
    func familyLeaders(_ batch: [PendingConstraint]) -> Set<Int> {
        var families: [FamilyKey: [FamilyMember]] = [:]
        for item in batch {
            var row = Row(constant: item.expression.constant)
            for term in item.expression.terms { row.add(term.variable.id, term.coefficient) }
            let expanded = tableau.expandMeasuringInPlace(row).row
            // Free variables give the direction when there are any: the rows' other symbols (errors and slacks of the
            // rows' own heights, say) start at zero, where the family's breakpoints are measured.
            let nonDummy = expanded.cells.filter { tableau.kinds[$0.key] != .dummy }
            let free = nonDummy.filter { tableau.kinds[$0.key] == .external }
            let movable = (free.isEmpty ? nonDummy : free).sorted { $0.key < $1.key }
            guard let scale = movable.first?.value else { continue }
            let key = FamilyKey(priority: item.priority, symbols: movable.map(\.key), coefficients: movable.map { $0.value / scale })
            families[key, default: []].append(FamilyMember(
                id: item.id, breakpoint: -expanded.constant / scale, slopes: Solver.slopes(item.relation, scale: scale)))
        }
        var leaders: Set<Int> = []
        for members in families.values where members.count > 1 {
            if let leader = Solver.minimizer(members) { leaders.insert(leader) }
        }
        return leaders
    }

    /// The slopes of one constraint's error `|s(t - t₀)|` (or its one-sided part for an inequality) left and right
    /// of its breakpoint t₀, for the row `s(t - t₀) relation 0`.
    static func slopes(_ relation: Relation, scale s: Double) -> (left: Double, right: Double) {
        switch relation {
        case .equal: return (-abs(s), abs(s))
        case .lessThanOrEqual: return s > 0 ? (0, s) : (s, 0)
        case .greaterThanOrEqual: return s > 0 ? (-s, 0) : (0, -s)
        }
    }

    /// The member whose breakpoint minimises the summed error: the first breakpoint, in increasing order, where the
    /// slope of the sum stops being negative.
    static func minimizer(_ members: [FamilyMember]) -> Int? {
        let sorted = members.sorted { $0.breakpoint < $1.breakpoint }
        var slope = members.reduce(0) { $0 + $1.slopes.left }
        for member in sorted {
            slope += member.slopes.right - member.slopes.left
            if slope >= -nearZero { return member.id }
        }
        return sorted.last?.id
    }
}

/// Rows of a batch that move along the same direction at the same priority.
struct FamilyKey: Hashable {
    var priority: Double
    var symbols: [Int]
    /// Coefficients divided by the first one.
    var coefficients: [Double]
}

/// One row of a family: its breakpoint and its error's slopes on either side.
struct FamilyMember {
    var id: Int
    var breakpoint: Double
    var slopes: (left: Double, right: Double)
}

extension Solver {
    /// For an optional row that holds at zero error (constant 0, no variable to solve for), the one of its two own
    /// symbols whose row leaves fewer symbols with a negative cost.
    ///
    /// Either symbol is a feasible subject then, but always taking the same one tilts the objective: n rows pinning
    /// the same quantity to the value it has (the ambiguity pins of a cycle of inequalities, issue 17) each add their
    /// cost to the same symbols, and the final optimisation walks through n degenerate pivots of n-row columns.
    func balancedSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
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
}
