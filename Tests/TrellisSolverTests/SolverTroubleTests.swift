import Testing
@testable import TrellisSolver

/// Solver trouble is never silent (issue 10, rule 8): an iteration limit, an unbounded objective or the work limit is
/// recorded in `trouble`, and past the work limit every operation is refused.
@Suite("Solver trouble")
struct SolverTroubleTests {
    /// x wants 0 at priority 500 and 10 at 750: reaching x = 10 takes at least one pivot of the objective.
    static func twoPreferences(_ solver: Solver) throws -> Variable {
        let x = solver.makeVariable("x")
        try solver.add(Expression(x), .greaterThanOrEqual, Expression(constant: 0))
        try solver.add(Expression(x), .equal, Expression(constant: 0), priority: 500)
        try solver.add(Expression(x), .equal, Expression(constant: 10), priority: 750)
        return x
    }

    @Test("with the standard limits, an ordinary problem has no trouble")
    func noTrouble() throws {
        let solver = Solver()
        let x = try Self.twoPreferences(solver)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.trouble == nil)
    }

    @Test("an iteration limit of 0 stops the first pivoting phase and is reported")
    func iterationLimit() throws {
        let solver = Solver(limits: SolverLimits(iterations: 0, work: .max))
        _ = try Self.twoPreferences(solver)
        #expect(solver.trouble == .iterationLimit(0))
    }

    @Test("past the work limit the phase stops, the trouble is reported and every later operation is refused")
    func workLimit() throws {
        let solver = Solver(limits: SolverLimits(work: 3))
        let variables = (0..<4).map { solver.makeVariable("v\($0)") }
        // A chain v0 = 0, v(i+1) = v(i) + 10 that each preference pulls back to 0: rows share symbols, so updates add up.
        // Optional constraints go in when an answer is asked for, so the limit is met then, not at `add`.
        try solver.add(Expression(variables[0]), .equal, Expression(constant: 0))
        for index in 1..<4 {
            try solver.add(Expression(variables[index]), .equal, variables[index - 1] + 10, priority: 750)
            try solver.add(Expression(variables[index]), .equal, Expression(constant: 0), priority: 500)
        }
        _ = solver.value(of: variables[3])
        #expect(solver.trouble == .workLimit(3))
        #expect(throws: SolverError.workLimit) { try solver.add(Expression(variables[1]), .equal, Expression(constant: 1), priority: 250) }
        #expect(throws: SolverError.workLimit) { try solver.add(Expression(variables[0]), .lessThanOrEqual, Expression(constant: 5)) }
        #expect(solver.statistics.work > 3)
    }
}
