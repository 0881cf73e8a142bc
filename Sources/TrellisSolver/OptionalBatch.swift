/// An optional constraint added but not yet in the tableau.
struct PendingConstraint {
    var id: Int
    var expression: Expression
    var relation: Relation
    var priority: Double
}

/// The optional constraints added but not yet in the tableau, in the order they were added, and the rule that picks
/// each family's leader (Solver+Pending.swift).
struct OptionalBatch {
    private var waiting: [PendingConstraint?] = []
    /// Each waiting constraint's slot in `waiting`, by number.
    private var slots: [Int: Int] = [:]

    var isEmpty: Bool { slots.isEmpty }

    mutating func append(_ constraint: PendingConstraint) {
        slots[constraint.id] = waiting.count
        waiting.append(constraint)
    }

    /// Forgets a waiting constraint; false if it is not waiting.
    mutating func drop(_ id: Int) -> Bool {
        guard let slot = slots.removeValue(forKey: id) else { return false }
        waiting[slot] = nil
        if slots.isEmpty { waiting = [] }
        return true
    }

    /// Every waiting constraint in the order added, leaving the batch empty.
    mutating func takeAll() -> [PendingConstraint] {
        let all = waiting.compactMap { $0 }
        waiting = []
        slots = [:]
        return all
    }

    /// Whether an optional constraint goes in at once rather than waiting, and if so whether it optimises: nil to wait.
    ///
    /// `x relation constant` on a variable nothing else mentions only defines x (no row, no pivot, nothing that a batch
    /// could order better), as an intrinsic size or a pinned value usually does: at once, no optimisation needed. The
    /// same on a variable only another such constraint defined (compression resistance after hugging) is a row of a few
    /// of that one's own symbols, which no batch order makes cheaper: at once, optimised (issue 15: waiting cost the
    /// labels workloads 1.25× their build time).
    static func goesInAtOnce(_ expression: Expression, in tableau: inout Tableau) -> Bool? {
        guard expression.terms.count == 1 else { return nil }
        if tableau.firstFresh(of: expression.terms) != nil { return false }
        return tableau.isDefinedByOwnSymbols(expression.terms[0].variable.id) ? true : nil
    }

    /// The constraint to insert first in each family of two or more: rows that expand to `c + s × K + …` with the same
    /// priority and the same movable part K (their free variables, else every symbol but the dummies, which are always
    /// zero). The leader is the row whose breakpoint `t = -c / s` minimises the family's summed error as a function of
    /// K's value t.
    /// Also returns each row's expansion, by position in `batch`, for `Solver.insert` to reuse.
    static func leaders(of batch: [PendingConstraint], in tableau: inout Tableau) -> (Set<Int>, [ExpandedRow?]) {
        var families: [FamilyKey: [FamilyMember]] = [:]
        var expansions: [ExpandedRow?] = []
        expansions.reserveCapacity(batch.count)
        for item in batch {
            var row = Row(constant: item.expression.constant)
            for term in item.expression.terms { row.add(term.variable.id, term.coefficient) }
            let measured = tableau.expandMeasuringInPlace(row)
            let expanded = measured.row
            expansions.append(ExpandedRow(row: expanded, magnitude: measured.magnitude))
            // Free variables give the direction when there are any: the rows' other symbols (errors and slacks of the
            // rows' own heights, say) start at zero, where the family's breakpoints are measured.
            var movable: [(key: Int, value: Double)] = []
            var hasFree = false
            for (key, value) in expanded.cells {
                let kind = tableau.kinds[key]
                if kind == .external {
                    if !hasFree { movable.removeAll(keepingCapacity: true) }
                    hasFree = true
                    movable.append((key, value))
                } else if kind != .dummy && !hasFree {
                    movable.append((key, value))
                }
            }
            movable.sort { $0.key < $1.key }
            guard let scale = movable.first?.value else { continue }
            let key = FamilyKey(priority: item.priority, symbols: movable.map(\.key), coefficients: movable.map { $0.value / scale })
            families[key, default: []].append(FamilyMember(
                id: item.id, breakpoint: -expanded.constant / scale, slopes: slopes(item.relation, scale: scale)))
        }
        var leaders: Set<Int> = []
        for members in families.values where members.count > 1 {
            if let leader = minimizer(members) { leaders.insert(leader) }
        }
        return (leaders, expansions)
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

extension OptionalBatch {
    /// Inserts a batch into `solver`, level by level from the highest priority: each family's leader first (optimised),
    /// then the rest, then one optimisation. A constraint refused for the work limit is left out (reported as trouble).
    static func insert(_ batch: [PendingConstraint], into solver: Solver) {
        // Highest priority first: a level's rows then expand through the stronger ones already in (a label's height
        // through its compression resistance), so that rows pulling on one anchor show as one family.
        let levels = Dictionary(grouping: batch, by: \.priority)
        for priority in levels.keys.sorted(by: >) {
            let level = levels[priority] ?? []
            // The rows expanded to find the families are reused by the inserts, brought up to date (ExpandedRow.refreshed).
            let found = level.count > 1 ? OptionalBatch.leaders(of: level, in: &solver.tableau) : ([], [])
            let leaders = found.0
            var expansions = found.1
            for (index, item) in level.enumerated() where leaders.contains(item.id) {
                let base = index < expansions.count ? expansions[index] : nil
                _ = try? solver.insert(item.expression, item.relation, priority: item.priority, isEdit: false, id: item.id,
                                       optimizing: true, expandedBase: base)
            }
            for (index, item) in level.enumerated() where !leaders.contains(item.id) {
                var base: ExpandedRow?
                if index < expansions.count { swap(&base, &expansions[index]) }
                _ = try? solver.insert(item.expression, item.relation, priority: item.priority, isEdit: false, id: item.id,
                                       optimizing: false, expandedBase: base)
            }
            // Every pin often holds already (a consistent cycle's pins, issue 17): proving it optimal can wait.
            solver.tableau.optimize(stoppingAtZeroError: true)
        }
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
