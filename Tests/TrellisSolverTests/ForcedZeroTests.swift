import Testing
@testable import TrellisSolver

/// A closed ring of required inequalities holds its slacks at zero: they are taken out of the tableau, and put back
/// (the tableau rebuilt) when a constraint is removed or a conflict needs explaining.
@Suite("Forced zeros")
struct ForcedZeroTests {
    /// `h[i] >= h[i+1]` for every i, and `h[n-1] >= h[0]` closing the ring: every height equal, their value free.
    static func ring(_ count: Int) throws -> (Solver, [Variable], [ConstraintHandle]) {
        let solver = Solver()
        let heights = (0..<count).map { solver.makeVariable("h\($0)") }
        var handles: [ConstraintHandle] = []
        for index in 0..<count {
            handles.append(try solver.add(Expression(heights[index]), .greaterThanOrEqual, Expression(heights[(index + 1) % count])))
        }
        return (solver, heights, handles)
    }

    @Test("a closed ring of 20 inequalities: every slack taken out, the heights equal and free")
    func ringTakesSlacksOut() throws {
        let (solver, heights, _) = try ForcedZeroTests.ring(20)
        // The closing row is -(s0 + … + s19) = 0: 20 slacks of one sign.
        #expect(solver.tableau.zeroFixing.fixedCount == 20)
        // Nothing fixes the common value: every height is undetermined.
        #expect(solver.ambiguousVariables(abovePriority: 0).count == 20)
        // One weak wish for h7 = 30 moves them all: h0 ≥ h1 ≥ … ≥ h19 ≥ h0 leaves no room between them.
        try solver.add(Expression(heights[7]), .equal, Expression(constant: 30), priority: 250)
        for height in heights { #expect(abs(solver.value(of: height) - 30) < 1e-9) }
        #expect(solver.ambiguousVariables(abovePriority: 0).isEmpty)
        #expect(solver._checkInvariants() == [])
    }

    @Test("a ring shorter than 16 inequalities keeps its slacks")
    func shortRingUnchanged() throws {
        let (solver, heights, _) = try ForcedZeroTests.ring(4)
        #expect(solver.tableau.zeroFixing.fixedCount == 0)
        try solver.add(Expression(heights[2]), .equal, Expression(constant: 12), priority: 250)
        for height in heights { #expect(abs(solver.value(of: height) - 12) < 1e-9) }
    }

    @Test("removing an inequality of the ring opens it: the heights separate again")
    func removalRestores() throws {
        let (solver, heights, handles) = try ForcedZeroTests.ring(20)
        try solver.add(Expression(heights[0]), .equal, Expression(constant: 30), priority: 500)
        try solver.add(Expression(heights[9]), .equal, Expression(constant: 70), priority: 250)
        // Closed: all equal, and the stronger wish wins: 30 everywhere.
        #expect(abs(solver.value(of: heights[9]) - 30) < 1e-9)
        // Without h4 >= h5 the ring is the chain h5 ≥ h6 ≥ … ≥ h19 ≥ h0 ≥ h1 ≥ … ≥ h4: h9 = 70 and h0 = 30 both fit
        // (h9 sits above h0 in the chain), so both wishes hold.
        try solver.remove(handles[4])
        #expect(solver.tableau.zeroFixing.fixedCount == 0)
        #expect(abs(solver.value(of: heights[0]) - 30) < 1e-9)
        #expect(abs(solver.value(of: heights[9]) - 70) < 1e-9)
        // The chain still holds: h9 ≥ h19 ≥ h0, h5 ≥ h9.
        #expect(solver.value(of: heights[5]) >= 70 - 1e-9)
        #expect(solver.value(of: heights[19]) >= 30 - 1e-9 && solver.value(of: heights[19]) <= 70 + 1e-9)
        #expect(solver._checkInvariants() == [])
    }

    @Test("a conflict through the ring names the ring's inequalities")
    func conflictExplained() throws {
        let (solver, heights, handles) = try ForcedZeroTests.ring(20)
        let first = try solver.add(Expression(heights[0]), .equal, Expression(constant: 10))
        // The ring makes h5 = h0 = 10: h5 = 20 cannot hold, and only through the ring do the two meet.
        var conflicting: [ConstraintHandle] = []
        do {
            try solver.add(Expression(heights[5]), .equal, Expression(constant: 20))
        } catch {
            if case .unsatisfiable(let set) = error { conflicting = set }
        }
        #expect(conflicting.contains(first))
        #expect(conflicting.contains(where: { handles.contains($0) }))
        // Explaining it rebuilt the tableau with the slacks back in.
        #expect(solver.tableau.zeroFixing.fixedCount == 0)
        // The refused constraint left the solver as it was: every height 10.
        for height in heights { #expect(abs(solver.value(of: height) - 10) < 1e-9) }
        #expect(solver._checkInvariants() == [])
    }

    @Test("an edit variable on the ring moves every height, suggestion after suggestion")
    func editsMoveTheRing() throws {
        let (solver, heights, handles) = try ForcedZeroTests.ring(20)
        try solver.addEditVariable(heights[3], priority: 1000)
        try solver.suggestValue(heights[3], 40)
        for height in heights { #expect(abs(solver.value(of: height) - 40) < 1e-9) }
        try solver.suggestValue(heights[3], 55)
        for height in heights { #expect(abs(solver.value(of: height) - 55) < 1e-9) }
        // Removing h12 >= h13 after the suggestions keeps h3 at 55; a weak wish h13 = 90 then holds, since h13 sits
        // at the top of the chain h13 ≥ h14 ≥ … ≥ h19 ≥ h0 ≥ … ≥ h12 only above h3 = 55.
        try solver.remove(handles[12])
        try solver.add(Expression(heights[13]), .equal, Expression(constant: 90), priority: 250)
        #expect(abs(solver.value(of: heights[3]) - 55) < 1e-9)
        #expect(abs(solver.value(of: heights[13]) - 90) < 1e-9)
        #expect(solver._checkInvariants() == [])
    }
}

/// Rings under random wishes and removals, against the dense lexicographic reference.
@Suite("Forced zeros, randomized")
struct ForcedZeroRandomizedTests {
    @Test("rings of 16 to 19 inequalities with random wishes, one inequality removed, match the reference's optimal errors",
          arguments: 0..<24)
    func randomRing(seed: Int) throws {
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let count = 16 + next(4)
        let (solver, heights, handles) = try ForcedZeroTests.ring(count)
        var reference: [ReferenceConstraint] = []
        var present = Array(0..<count)
        func ringConstraint(_ index: Int) -> ReferenceConstraint {
            var coefficients = Array(repeating: 0.0, count: count)
            coefficients[index] += 1
            coefficients[(index + 1) % count] -= 1
            return ReferenceConstraint(coefficients: coefficients, constant: 0, relation: .greaterThanOrEqual, priority: 1000)
        }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for _ in 0..<(3 + next(4)) {
            let variable = next(count), target = Double(next(200)), relation = relations[next(3)]
            let priority = [250.0, 500, 750][next(3)]
            try solver.add(Expression(heights[variable]), relation, Expression(constant: target), priority: priority)
            var coefficients = Array(repeating: 0.0, count: count)
            coefficients[variable] = 1
            reference.append(ReferenceConstraint(coefficients: coefficients, constant: -target, relation: relation, priority: priority))
        }
        func check(_ phase: String) throws {
            let all = reference + present.map(ringConstraint)
            let optimum = try #require(LexReference(variableCount: count, constraints: all).optimalLevels())
            let point = heights.map { solver.value(of: $0) }
            for (level, error) in optimum {
                let ours = all.filter { $0.priority == level }.reduce(0) { $0 + $1.error(point) }
                #expect(abs(ours - error) < 1e-6, "seed \(seed) \(phase): level \(level) error \(ours), reference \(error)")
            }
            for constraint in all where constraint.priority >= 1000 { #expect(constraint.error(point) < 1e-6) }
            #expect(solver._checkInvariants() == [])
        }
        #expect(solver.tableau.zeroFixing.fixedCount == count)
        try check("closed")
        let removed = next(count)
        try solver.remove(handles[removed])
        present.removeAll { $0 == removed }
        try check("opened")
    }
}
