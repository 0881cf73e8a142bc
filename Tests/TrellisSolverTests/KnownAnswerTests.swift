import Testing
@testable import TrellisSolver

/// Small systems whose answers are known by hand, one rule each.
@Suite("Known answers")
struct KnownAnswerTests {
    @Test("a chain of required equalities")
    func chain() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let c = solver.makeVariable("c")
        try solver.add(Expression(a), .equal, Expression(constant: 10))
        try solver.add(Expression(b), .equal, a + 5)
        try solver.add(Expression(c), .equal, 2 * b - 1)
        #expect(solver.value(of: a) == 10)
        #expect(solver.value(of: b) == 15)
        #expect(solver.value(of: c) == 29)
    }

    @Test("strict priorities: one stronger constraint beats any number of weaker ones")
    func strictPriorities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Expression(x), .equal, Expression(constant: 0), priority: 500)
        try solver.add(Expression(x), .equal, Expression(constant: 0), priority: 500)
        try solver.add(Expression(x), .equal, Expression(constant: 0), priority: 500)
        try solver.add(Expression(x), .equal, Expression(constant: 100), priority: 751)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test("fractional priorities are distinct levels")
    func fractionalPriorities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Expression(x), .equal, Expression(constant: 1), priority: 999)
        try solver.add(Expression(x), .equal, Expression(constant: 2), priority: 999.5)
        try solver.add(Expression(x), .equal, Expression(constant: 3), priority: 999)
        #expect(abs(solver.value(of: x) - 2) < 1e-9)
    }

    @Test("equal priorities minimise the sum of absolute errors")
    func l1TradeOff() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        // Errors |x - 0| + |x - 10| + |x - 10|: the L1 optimum is x = 10 (a median), not the mean.
        try solver.add(Expression(x), .equal, Expression(constant: 0), priority: 500)
        try solver.add(Expression(x), .equal, Expression(constant: 10), priority: 500)
        try solver.add(Expression(x), .equal, Expression(constant: 10), priority: 500)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test("inequalities bound an optional preference")
    func inequalities() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Expression(w), .greaterThanOrEqual, Expression(constant: 50))
        try solver.add(Expression(w), .lessThanOrEqual, Expression(constant: 80))
        try solver.add(Expression(w), .equal, Expression(constant: 20), priority: 250)
        #expect(abs(solver.value(of: w) - 50) < 1e-9)
        try solver.add(Expression(w), .equal, Expression(constant: 120), priority: 750)
        #expect(abs(solver.value(of: w) - 80) < 1e-9)
    }

    @Test("edits follow suggested values, removal restores the rest")
    func editsAndRemoval() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        let half = solver.makeVariable("half")
        try solver.add(2 * half, .equal, Expression(width))
        try solver.addEditVariable(width, priority: 750)
        try solver.suggestValue(width, 300)
        #expect(abs(solver.value(of: half) - 150) < 1e-9)
        let cap = try solver.add(Expression(half), .lessThanOrEqual, Expression(constant: 100))
        #expect(abs(solver.value(of: half) - 100) < 1e-9)
        #expect(abs(solver.value(of: width) - 200) < 1e-9)
        try solver.remove(cap)
        #expect(abs(solver.value(of: half) - 150) < 1e-9)
        try solver.suggestValue(width, 90)
        #expect(abs(solver.value(of: half) - 45) < 1e-9)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(cap) }
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(width, priority: 500) }
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(width, 1) }
    }

    @Test("a failed add names exactly the conflicting constraints and changes nothing")
    func explanation() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        let lower = try solver.add(Expression(x), .greaterThanOrEqual, Expression(constant: 10))
        let link = try solver.add(Expression(y), .equal, x + 5)
        try solver.add(Expression(z), .equal, Expression(constant: 3))
        try solver.add(Expression(x), .equal, Expression(constant: 40), priority: 250)
        let before = (solver.value(of: x), solver.value(of: y), solver.value(of: z))
        #expect(throws: SolverError.unsatisfiable(conflicting: [lower, link])) {
            try solver.add(Expression(y), .lessThanOrEqual, Expression(constant: 12))
        }
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
        #expect(solver.value(of: z) == before.2)
        #expect(solver._checkInvariants() == [])
    }

    @Test("a required edit behaves as a required equality and refuses conflicting values")
    func requiredEdit() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let cap = try solver.add(Expression(y), .lessThanOrEqual, Expression(constant: 100))
        let link = try solver.add(Expression(y), .equal, x + 10)
        try solver.addEditVariable(x, priority: 1000)
        try solver.suggestValue(x, 50)
        #expect(abs(solver.value(of: y) - 60) < 1e-9)
        #expect(throws: SolverError.unsatisfiable(conflicting: [cap, link])) {
            try solver.suggestValue(x, 95)
        }
        #expect(abs(solver.value(of: x) - 50) < 1e-9)
        #expect(abs(solver.value(of: y) - 60) < 1e-9)
        try solver.suggestValue(x, 80)
        #expect(abs(solver.value(of: y) - 90) < 1e-9)
        #expect(solver._checkInvariants() == [])
    }

    @Test("ambiguity is reported when a size is missing and not once it is given")
    func ambiguity() throws {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.add(Expression(left), .equal, Expression(constant: 0))
        try solver.add(Expression(right), .equal, left + width)
        try solver.add(Expression(width), .greaterThanOrEqual, Expression(constant: 10))
        #expect(solver.ambiguousVariables(abovePriority: 0) == [width, right])
        let alternative = try #require(solver.alternativeValue(for: width, abovePriority: 0))
        #expect(alternative > 10)
        #expect(solver.alternativeValue(for: left, abovePriority: 0) == nil)
        try solver.add(Expression(width), .equal, Expression(constant: 30), priority: 500)
        #expect(solver.ambiguousVariables(abovePriority: 0) == [])
        // Above 500 the preferred width no longer counts.
        #expect(solver.ambiguousVariables(abovePriority: 500) == [width, right])
    }

    @Test("bad input is refused with an error")
    func badInput() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.nonFinite) { try solver.add(Expression(x), .equal, Expression(constant: .nan)) }
        #expect(throws: SolverError.badPriority(0)) {
            try solver.add(Expression(x), .equal, Expression(constant: 1), priority: 0)
        }
        #expect(throws: SolverError.badPriority(1001)) {
            try solver.add(Expression(x), .equal, Expression(constant: 1), priority: 1001)
        }
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(x, .infinity) }
    }
}

/// Rules about definitions, degenerate input and many levels.
@Suite("Known answers, harder cases")
struct HarderKnownAnswerTests {
    @Test("thirty distinct priority levels: the highest wins")
    func manyLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for level in 1...30 {
            try solver.add(Expression(x), .equal, Expression(constant: Double(level)), priority: 100 + Double(level) * 0.5)
        }
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        #expect(solver._checkInvariants() == [])
    }

    @Test("removing a constraint that others build on frees only its variable")
    func removeDefinition() throws {
        let solver = Solver()
        let top = solver.makeVariable("top")
        let height = solver.makeVariable("height")
        let bottom = solver.makeVariable("bottom")
        let pin = try solver.add(Expression(top), .equal, Expression(constant: 20))
        try solver.add(Expression(bottom), .equal, top + height)
        try solver.add(Expression(height), .equal, Expression(constant: 50), priority: 750)
        #expect(abs(solver.value(of: bottom) - 70) < 1e-9)
        try solver.add(Expression(bottom), .lessThanOrEqual, Expression(constant: 60))
        #expect(abs(solver.value(of: height) - 40) < 1e-9)
        try solver.remove(pin)
        // With the top free, the preferred height holds again.
        #expect(abs(solver.value(of: height) - 50) < 1e-9)
        #expect(solver.value(of: bottom) <= 60 + 1e-9)
        #expect(solver.ambiguousVariables(abovePriority: 0) == [top, bottom])
        #expect(solver._checkInvariants() == [])
    }

    @Test("degenerate input: repeated and empty constraints neither loop nor produce NaN")
    func degenerate() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        for _ in 0..<20 {
            try solver.add(x + y, .equal, Expression(constant: 10))
            try solver.add(Expression(x), .greaterThanOrEqual, Expression(constant: 0))
            try solver.add(Expression(y), .greaterThanOrEqual, Expression(constant: 0))
            try solver.add(x - y, .equal, Expression(constant: 0), priority: 250)
        }
        try solver.add(Expression(constant: 0), .equal, Expression(constant: 0))
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
            try solver.add(Expression(constant: 0), .equal, Expression(constant: 5))
        }
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
        #expect(abs(solver.value(of: y) - 5) < 1e-9)
        #expect(!solver.value(of: x).isNaN)
        #expect(solver._checkInvariants() == [])
    }

    @Test("a failed add after many pivots restores every value exactly")
    func failedAddAfterPivots() throws {
        let solver = Solver()
        let v = (0..<6).map { solver.makeVariable("v\($0)") }
        for i in 0..<5 {
            try solver.add(Expression(v[i + 1]), .greaterThanOrEqual, v[i] + 10)
            try solver.add(Expression(v[i]), .equal, Expression(constant: Double(i * 7)), priority: 500)
        }
        try solver.add(Expression(v[0]), .greaterThanOrEqual, Expression(constant: 0))
        let before = v.map { solver.value(of: $0) }
        let pivots = solver.statistics.pivots
        #expect(throws: SolverError.self) { try solver.add(Expression(v[5]), .lessThanOrEqual, Expression(constant: 30)) }
        #expect(v.map { solver.value(of: $0) } == before)
        #expect(solver.statistics.pivots >= pivots)
        #expect(solver._checkInvariants() == [])
    }
}

/// Large coordinates: rounding in long chains must not be mistaken for a conflict.
@Suite("Known answers, large layouts")
struct LargeLayoutTests {
    @Test("a redundant constraint at the end of a long chain is accepted, a conflicting one refused")
    func longChain() throws {
        let solver = Solver()
        var tops: [Variable] = []
        var previous: Variable?
        for index in 0..<3000 {
            let top = solver.makeVariable("top\(index)")
            if let previous {
                try solver.add(Expression(top), .equal, previous + 333.3333)
            } else {
                try solver.add(Expression(top), .equal, Expression(constant: 7.1))
            }
            tops.append(top)
            previous = top
        }
        let last = try #require(tops.last)
        let expected = 7.1 + 2999 * 333.3333
        #expect(abs(solver.value(of: last) - expected) < 1e-6)
        try solver.add(Expression(last), .equal, Expression(constant: expected))
        #expect(throws: SolverError.self) {
            try solver.add(Expression(last), .equal, Expression(constant: expected + 1))
        }
        #expect(solver._checkInvariants() == [])
    }
}

/// The expression operators and the counters a caller sees.
@Suite("Expressions and statistics")
struct ExpressionTests {
    @Test("operators build the expected terms and constants")
    func operators() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let e = (2 * a + b - 3) / 2 - -a
        #expect(e.constant == -1.5)
        #expect(e.terms.map(\.coefficient) == [1, 0.5, 1])
        try solver.add(Expression(a), .equal, Expression(constant: 4))
        try solver.add(e, .equal, Expression(constant: 10))
        // (2·4 + b - 3) / 2 + 4 = 10  →  b = 7
        #expect(abs(solver.value(of: b) - 7) < 1e-9)
        #expect(solver.name(of: b) == "b")
    }

    @Test("statistics count what was done")
    func statistics() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let handle = try solver.add(Expression(x), .greaterThanOrEqual, Expression(constant: 1))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(x, 5)
        try solver.suggestValue(x, -5)
        try solver.remove(handle)
        let counters = solver.statistics
        #expect(counters.constraintsAdded == 2)
        #expect(counters.constraintsRemoved == 1)
        #expect(counters.suggestions == 2)
        #expect(abs(solver.value(of: x) + 5) < 1e-9)
    }
}
