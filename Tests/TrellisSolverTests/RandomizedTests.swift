import Testing
@testable import TrellisSolver
import TrellisTestSupport

/// One randomized session: random adds, removals, edits and suggestions on a few variables, each checked
/// against the dense reference and the tableau invariants.
struct RandomSession {
    var rng: SeededGenerator
    let solver = Solver()
    var variables: [Variable] = []
    var present: [(handle: ConstraintHandle, constraint: ReferenceConstraint)] = []
    var edit: (variable: Int, priority: Double, value: Double)?
    var problems: [String] = []
    /// Refused operations, and how many of their explanations were minimal (no constraint could be dropped).
    var refusals = 0
    var minimalExplanations = 0
    let priorities: [Double]
    let maximumTerms: Int

    init(seed: UInt64, variables range: ClosedRange<Int> = 2...4, maximumTerms: Int = 3, mostlyOptional: Bool = false) {
        rng = SeededGenerator(seed: seed)
        self.maximumTerms = maximumTerms
        priorities = mostlyOptional ? [1000, 750, 500, 250, 250, 250, 999.5] : [1000, 1000, 1000, 750, 500, 250, 999.5]
        let count = Int.random(in: range, using: &rng)
        variables = (0..<count).map { solver.makeVariable("v\($0)") }
    }

    /// Starts with a chain of required equalities `v0 == c`, `v(i) == v(i-1) + c` (lazily defined, so the chain's markers
    /// are grouped), as rows stacked in a list are.
    mutating func addChain() {
        for index in variables.indices {
            var coefficients = Array(repeating: 0.0, count: variables.count)
            coefficients[index] = 1
            if index > 0 { coefficients[index - 1] = -1 }
            let constraint = ReferenceConstraint(coefficients: coefficients, constant: -Double(Int.random(in: 0...20, using: &rng)),
                                                 relation: .equal, priority: 1000)
            do {
                let handle = try solver.add(expression(constraint), .equal, Expression(constant: 0), priority: 1000)
                present.append((handle, constraint))
            } catch {
                note("chain link \(index) refused: \(error)")
            }
        }
        check("chain")
    }

    var referenceConstraints: [ReferenceConstraint] {
        var result = present.map(\.constraint)
        if let edit {
            var coefficients = Array(repeating: 0.0, count: variables.count)
            coefficients[edit.variable] = 1
            result.append(ReferenceConstraint(coefficients: coefficients, constant: -edit.value, relation: .equal, priority: edit.priority))
        }
        return result
    }

    func reference(_ constraints: [ReferenceConstraint]) -> LexReference {
        LexReference(variableCount: variables.count, constraints: constraints)
    }

    mutating func randomConstraint() -> ReferenceConstraint {
        var coefficients = Array(repeating: 0.0, count: variables.count)
        for _ in 0..<Int.random(in: 1...maximumTerms, using: &rng) {
            var c = 0
            while c == 0 { c = Int.random(in: -3...3, using: &rng) }
            coefficients[Int.random(in: 0..<variables.count, using: &rng)] = Double(c)
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal
        return ReferenceConstraint(
            coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &rng)),
            relation: relation, priority: priorities.randomElement(using: &rng) ?? 1000)
    }

    func expression(_ constraint: ReferenceConstraint) -> Expression {
        var terms: [Term] = []
        for (index, coefficient) in constraint.coefficients.enumerated() where coefficient != 0 {
            terms.append(Term(variables[index], coefficient))
        }
        return Expression(terms, constant: constraint.constant)
    }

    var values: [Double] { variables.map { solver.value(of: $0) } }

    mutating func note(_ message: String) {
        problems.append(message)
    }

    /// Checks the invariants and that every level's error is the reference optimum.
    mutating func check(_ context: String) {
        for problem in solver._checkInvariants() { note("\(context): invariant: \(problem)") }
        if let trouble = solver.trouble { note("\(context): solver trouble: \(trouble)") }
        let constraints = referenceConstraints
        guard let optimum = reference(constraints).optimalLevels() else {
            note("\(context): reference finds the present constraints infeasible")
            return
        }
        let point = values
        for constraint in constraints where constraint.priority >= 1000 {
            if constraint.error(point) > 1e-6 { note("\(context): required constraint violated by \(constraint.error(point))") }
        }
        for (level, best) in optimum {
            let mine = constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.error(point) }
            if abs(mine - best) > 1e-6 * (1 + best) { note("\(context): level \(level) error \(mine), optimum \(best)") }
        }
    }

    /// Checks a refusal: the reference agrees, the solution is unchanged, the explanation is a real conflict.
    mutating func checkRefusal(_ context: String, _ error: SolverError, before: [Double], newConstraints: [ReferenceConstraint], includeEdit: Bool = true) {
        guard case .unsatisfiable(let conflicting) = error else {
            note("\(context): unexpected error \(error)")
            return
        }
        if values != before { note("\(context): a refused operation changed values") }
        var certificate = newConstraints
        for handle in conflicting {
            guard let entry = present.first(where: { $0.handle == handle }) else {
                note("\(context): explanation names an unknown constraint")
                continue
            }
            certificate.append(entry.constraint)
        }
        if includeEdit, let edit, edit.priority >= 1000 {
            var coefficients = Array(repeating: 0.0, count: variables.count)
            coefficients[edit.variable] = 1
            certificate.append(ReferenceConstraint(coefficients: coefficients, constant: -edit.value, relation: .equal, priority: 1000))
        }
        let required = certificate.filter { $0.priority >= 1000 }
        refusals += 1
        if reference(required).isFeasible {
            note("\(context): explanation \(conflicting.map(\.id)) is not a conflict")
        } else {
            // Minimal when dropping any one named constraint makes the rest satisfiable.
            let fresh = newConstraints.filter { $0.priority >= 1000 }.count
            var minimal = true
            for index in fresh..<required.count {
                var fewer = required
                fewer.remove(at: index)
                if !reference(fewer).isFeasible { minimal = false }
            }
            if minimal { minimalExplanations += 1 }
        }
    }

    mutating func step(_ index: Int) {
        let roll = Int.random(in: 0..<10, using: &rng)
        let context = "step \(index)"
        if roll < 6 || present.isEmpty && edit == nil {
            let constraint = randomConstraint()
            let feasible = reference(referenceConstraints + [constraint]).isFeasible
            let before = values
            do {
                let handle = try solver.add(expression(constraint), constraint.relation, Expression(constant: 0), priority: constraint.priority)
                if !feasible { note("\(context): add accepted an infeasible required constraint") }
                present.append((handle, constraint))
            } catch {
                if feasible { note("\(context): add refused a feasible constraint: \(error)") }
                checkRefusal(context + " add", error, before: before, newConstraints: [constraint])
            }
        } else if roll < 8, !present.isEmpty {
            let victim = Int.random(in: 0..<present.count, using: &rng)
            do {
                try solver.remove(present[victim].handle)
                present.remove(at: victim)
            } catch {
                note("\(context): remove failed: \(error)")
            }
        } else if let current = edit {
            if Int.random(in: 0..<4, using: &rng) == 0 {
                do { try solver.removeEditVariable(variables[current.variable]) } catch { note("\(context): \(error)") }
                edit = nil
            } else {
                let value = Double(Int.random(in: -30...30, using: &rng))
                var changed = current
                changed.value = value
                var coefficients = Array(repeating: 0.0, count: variables.count)
                coefficients[current.variable] = 1
                let newEdit = ReferenceConstraint(coefficients: coefficients, constant: -value, relation: .equal, priority: current.priority)
                let feasible = reference(present.map(\.constraint) + [newEdit]).isFeasible
                let before = values
                do {
                    try solver.suggestValue(variables[current.variable], value)
                    if !feasible { note("\(context): suggest accepted an infeasible required value") }
                    edit = changed
                } catch {
                    if feasible { note("\(context): suggest refused a feasible value: \(error)") }
                    checkRefusal(context + " suggest", error, before: before, newConstraints: [newEdit], includeEdit: false)
                }
            }
        } else {
            let variable = Int.random(in: 0..<variables.count, using: &rng)
            let priority = priorities.randomElement(using: &rng) ?? 500
            var coefficients = Array(repeating: 0.0, count: variables.count)
            coefficients[variable] = 1
            let newEdit = ReferenceConstraint(coefficients: coefficients, constant: 0, relation: .equal, priority: priority)
            let feasible = reference(present.map(\.constraint) + [newEdit]).isFeasible
            let before = values
            do {
                try solver.addEditVariable(variables[variable], priority: priority)
                if !feasible { note("\(context): required edit accepted though infeasible") }
                edit = (variable, priority, 0)
            } catch {
                if feasible { note("\(context): edit refused though feasible: \(error)") }
                checkRefusal(context + " edit", error, before: before, newConstraints: [newEdit])
            }
        }
        check(context)
    }

    /// Adds several constraints without reading anything in between, so the optional ones go in as one batch: often a
    /// family over one direction (the same terms, several constants and relations, one priority), as rows pulled
    /// towards one anchor are. Checked once, at the end.
    mutating func burst(_ index: Int) {
        let base = randomConstraint()
        let priority = priorities.filter { $0 < 1000 }.randomElement(using: &rng) ?? 250
        for _ in 0..<Int.random(in: 2...9, using: &rng) {
            var constraint = Int.random(in: 0..<4, using: &rng) == 0 ? randomConstraint() : base
            if constraint.coefficients == base.coefficients {
                constraint.constant = Double(Int.random(in: -20...20, using: &rng))
                constraint.relation = [Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal
                constraint.priority = Int.random(in: 0..<5, using: &rng) == 0 ? 1000 : priority
            }
            let feasible = reference(referenceConstraints + [constraint]).isFeasible
            do {
                let handle = try solver.add(expression(constraint), constraint.relation, Expression(constant: 0), priority: constraint.priority)
                if !feasible { note("burst \(index): add accepted an infeasible required constraint") }
                present.append((handle, constraint))
            } catch {
                if feasible || constraint.priority < 1000 { note("burst \(index): add refused a feasible constraint: \(error)") }
            }
        }
        if !present.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 {
            // Removing one of them before anything was read takes it out of the batch.
            let victim = Int.random(in: 0..<present.count, using: &rng)
            do {
                try solver.remove(present[victim].handle)
                present.remove(at: victim)
            } catch {
                note("burst \(index): remove failed: \(error)")
            }
        }
        check("burst \(index)")
    }

    /// Compares the reported ambiguity and alternative values with the reference's ranges.
    mutating func checkAmbiguity() {
        let levels = reference(referenceConstraints).levels
        let threshold = ([0.0] + levels).randomElement(using: &rng) ?? 0
        let reported = Set(solver.ambiguousVariables(abovePriority: threshold))
        let reference = reference(referenceConstraints)
        for (index, variable) in variables.enumerated() {
            guard let range = reference.range(of: index, abovePriority: threshold) else {
                note("ambiguity: reference failed")
                return
            }
            let ambiguous = range.upperBound - range.lowerBound > 1e-5
            if ambiguous != reported.contains(variable) {
                note("ambiguity of v\(index) above \(threshold): reference range \(range), solver says \(reported.contains(variable))")
            }
            let alternative = solver.alternativeValue(for: variable, abovePriority: threshold)
            if ambiguous {
                if let alternative {
                    if alternative < range.lowerBound - 1e-5 || alternative > range.upperBound + 1e-5 {
                        note("alternative \(alternative) for v\(index) is outside \(range)")
                    }
                    if abs(alternative - solver.value(of: variable)) < 1e-7 { note("alternative for v\(index) is the current value") }
                } else {
                    note("no alternative for ambiguous v\(index)")
                }
            } else if let alternative {
                note("alternative \(alternative) for determined v\(index)")
            }
        }
    }
}

@Suite("Randomized against a dense reference")
struct RandomizedTests {
    /// Runs sessions with consecutive seeds; returns the failures and the explanation counts.
    static func run(
        seeds: Range<Int>, variables: ClosedRange<Int>, terms: Int, steps: ClosedRange<Int>, chains: Bool = false, bursts: Bool = false
    ) -> (failures: [String], refusals: Int, minimal: Int) {
        var failures: [String] = []
        var refusals = 0
        var minimal = 0
        for seed in seeds {
            var session = RandomSession(seed: UInt64(seed), variables: variables, maximumTerms: terms, mostlyOptional: chains)
            if chains { session.addChain() }
            let count = Int.random(in: steps, using: &session.rng)
            for index in 0..<count {
                if bursts && Int.random(in: 0..<2, using: &session.rng) == 0 { session.burst(index) } else { session.step(index) }
            }
            session.checkAmbiguity()
            refusals += session.refusals
            minimal += session.minimalExplanations
            if !session.problems.isEmpty { failures.append("seed \(seed): " + session.problems.joined(separator: "; ")) }
        }
        return (failures, refusals, minimal)
    }

    @Test("small random sessions agree with the dense lexicographic reference", arguments: 0..<12)
    func smallSessions(batch: Int) {
        let result = RandomizedTests.run(seeds: batch * 250..<(batch + 1) * 250, variables: 2...4, terms: 3, steps: 3...12)
        #expect(result.failures.isEmpty, "\(result.failures.count) failing sessions, first: \(result.failures.prefix(3).joined(separator: "\n"))")
        // Explanations come from the artificial objective; most are irreducible conflicts.
        #expect(result.minimal * 10 >= result.refusals * 8, "\(result.minimal) of \(result.refusals) explanations minimal")
    }

    @Test("wider random sessions (more variables, lazy definitions, removals) agree too", arguments: 0..<4)
    func widerSessions(batch: Int) {
        let seeds = 100_000 + batch * 100..<100_000 + (batch + 1) * 100
        let result = RandomizedTests.run(seeds: seeds, variables: 5...8, terms: 3, steps: 8...20)
        #expect(result.failures.isEmpty, "\(result.failures.count) failing sessions, first: \(result.failures.prefix(3).joined(separator: "\n"))")
        #expect(result.minimal * 10 >= result.refusals * 7, "\(result.minimal) of \(result.refusals) explanations minimal")
    }

    @Test("chains of required equalities under many optional constraints (grouped markers, removals) agree too", arguments: 0..<4)
    func optionalChains(batch: Int) {
        let seeds = 200_000 + batch * 40..<200_000 + (batch + 1) * 40
        let result = RandomizedTests.run(seeds: seeds, variables: 4...7, terms: 2, steps: 6...16, chains: true)
        #expect(result.failures.isEmpty, "\(result.failures.count) failing sessions, first: \(result.failures.prefix(3).joined(separator: "\n"))")
        #expect(result.minimal * 10 >= result.refusals * 6, "\(result.minimal) of \(result.refusals) explanations minimal")
    }

    @Test("bursts of constraints added without reading (optional ones inserted as one batch, families first) agree too",
          arguments: 0..<4)
    func batchedSessions(batch: Int) {
        let seeds = 300_000 + batch * 100..<300_000 + (batch + 1) * 100
        let result = RandomizedTests.run(seeds: seeds, variables: 3...6, terms: 2, steps: 4...12, chains: batch % 2 == 1, bursts: true)
        #expect(result.failures.isEmpty, "\(result.failures.count) failing sessions, first: \(result.failures.prefix(3).joined(separator: "\n"))")
    }
}
