import Testing
@testable import TrellisSolver

/// Many optional constraints on one free quantity (issue 17's time bomb: `bottom == s @250` on every row of a chain).
/// Optional constraints go in as one batch when an answer is needed; these answers are worked out by hand.
@Suite("Known answers, many optional constraints")
struct OptionalBatchTests {
    /// Rows of height 20 stacked from 0: row i (1-based) has its bottom at 20 × i. Returns the rows' tops and heights.
    static func chain(_ solver: Solver, rows: Int) throws -> (tops: [Variable], heights: [Variable]) {
        var tops: [Variable] = []
        var heights: [Variable] = []
        for index in 0..<rows {
            let top = solver.makeVariable("top\(index)")
            let height = solver.makeVariable("height\(index)")
            if index == 0 {
                try solver.add(Expression(top), .equal, Expression(constant: 0))
            } else {
                try solver.add(Expression(top), .equal, tops[index - 1] + heights[index - 1])
            }
            try solver.add(Expression(height), .equal, Expression(constant: 20))
            tops.append(top)
            heights.append(height)
        }
        return (tops, heights)
    }

    @Test("every row's bottom == s @250 puts s at the median of the bottoms", arguments: [7, 301, 3001])
    func median(rows: Int) throws {
        let solver = Solver()
        let s = solver.makeVariable("s")
        let (tops, heights) = try Self.chain(solver, rows: rows)
        for index in 0..<rows { try solver.add(tops[index] + heights[index], .equal, Expression(s), priority: 250) }
        // The sum of |20 i - s| over i = 1…n (n odd) is least at the middle bottom, i = (n + 1) / 2: 20 × (n + 1) / 2.
        #expect(abs(solver.value(of: s) - 20 * Double(rows + 1) / 2) < 1e-6)
        // The rows themselves stay where the required chain puts them.
        #expect(abs(solver.value(of: tops[rows - 1]) - 20 * Double(rows - 1)) < 1e-6)
        #expect(solver._checkInvariants() == [])
    }

    @Test("the optional constraints added before the chain that fixes their rows give the same answer")
    func optionalFirst() throws {
        let solver = Solver()
        let s = solver.makeVariable("s")
        let rows = 9
        let tops = (0..<rows).map { solver.makeVariable("top\($0)") }
        let heights = (0..<rows).map { solver.makeVariable("height\($0)") }
        for index in 0..<rows { try solver.add(tops[index] + heights[index], .equal, Expression(s), priority: 250) }
        try solver.add(Expression(tops[0]), .equal, Expression(constant: 0))
        for index in 0..<rows {
            if index > 0 { try solver.add(Expression(tops[index]), .equal, tops[index - 1] + heights[index - 1]) }
            try solver.add(Expression(heights[index]), .equal, Expression(constant: 20))
        }
        // Bottoms 20, 40, …, 180: the median is the fifth, 100.
        #expect(abs(solver.value(of: s) - 100) < 1e-6)
        #expect(abs(solver.value(of: tops[8]) - 160) < 1e-6)
        #expect(solver._checkInvariants() == [])
    }

    @Test("bottom <= s @250 on every row, s pulled to 0 @100: s rests at the lowest bottom of all")
    func upperBounds() throws {
        let solver = Solver()
        let s = solver.makeVariable("s")
        let (tops, heights) = try Self.chain(solver, rows: 50)
        try solver.add(Expression(s), .equal, Expression(constant: 0), priority: 100)
        for index in 0..<50 { try solver.add(tops[index] + heights[index], .lessThanOrEqual, Expression(s), priority: 250) }
        // Level 250 has no error only for s >= 1000 (the 50th bottom); level 100 then wants s as small as possible.
        #expect(abs(solver.value(of: s) - 1000) < 1e-6)
    }

    @Test("inequalities both ways on one quantity: a weighted median")
    func weightedMedian() throws {
        let solver = Solver()
        let s = solver.makeVariable("s")
        let (tops, heights) = try Self.chain(solver, rows: 10)
        // Rows 1…10 (bottoms 20…200) want bottom <= s, each missing by (bottom - s) while s is below it; three rows also
        // want 2 bottom >= 2 s, missing by 2 (s - bottom) once s is above their bottoms 20, 40, 60. The summed error's
        // slope is -(bottoms above s) + 2 × (those three below s): -1 between 60 and 80, 0 between 80 and 100, +1 above
        // 100, so every s in [80, 100] is optimal.
        for index in 0..<10 { try solver.add(tops[index] + heights[index], .lessThanOrEqual, Expression(s), priority: 250) }
        for index in 0..<3 { try solver.add(2 * (tops[index] + heights[index]), .greaterThanOrEqual, 2 * s, priority: 250) }
        let value = solver.value(of: s)
        #expect(value >= 80 - 1e-6 && value <= 100 + 1e-6)
        var total = 0.0
        for row in 1...10 { total += max(0, 20 * Double(row) - value) }
        for row in 1...3 { total += 2 * max(0, value - 20 * Double(row)) }
        // At s = 80: rows 5…10 miss by 20 + 40 + … + 120 = 420, the bounds by 2 × (60 + 40 + 20) = 240: 660 in all
        // (at s = 100 too: 20 + … + 100 = 300 and 2 × (80 + 60 + 40) = 360).
        #expect(abs(total - 660) < 1e-6)
    }

    @Test("a constraint removed before it was ever inserted leaves no trace")
    func removeWaiting() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let kept = try solver.add(Expression(x), .equal, Expression(constant: 10), priority: 500)
        let dropped = try solver.add(Expression(x), .equal, Expression(constant: 90), priority: 750)
        try solver.remove(dropped)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(dropped) }
        try solver.remove(kept)
        #expect(solver.statistics.constraintsAdded == 2)
        #expect(solver.statistics.constraintsRemoved == 2)
        #expect(solver._checkInvariants() == [])
    }

    @Test("a constant bound on a variable nothing else mentions goes in at once and still yields to stronger ones")
    func freshConstantBound() throws {
        let solver = Solver()
        let height = solver.makeVariable("height")
        let top = solver.makeVariable("top")
        let bottom = solver.makeVariable("bottom")
        // An intrinsic height (@750) on a fresh variable, then the required chain that places it.
        try solver.add(Expression(height), .equal, Expression(constant: 40), priority: 750)
        let minimum = try solver.add(Expression(height), .greaterThanOrEqual, Expression(constant: 50))
        try solver.add(Expression(top), .equal, Expression(constant: 8))
        try solver.add(Expression(bottom), .equal, top + height)
        // The required `height >= 50` wins over the wish for 40: bottom = 8 + 50.
        #expect(abs(solver.value(of: height) - 50) < 1e-9)
        #expect(abs(solver.value(of: bottom) - 58) < 1e-9)
        // Without it, the wish holds: bottom = 8 + 40.
        try solver.remove(minimum)
        #expect(abs(solver.value(of: bottom) - 48) < 1e-9)
        // A weaker wish added later on the same variable (no longer fresh) waits for its batch and loses: still 40.
        try solver.add(Expression(height), .equal, Expression(constant: 10), priority: 250)
        #expect(abs(solver.value(of: height) - 40) < 1e-9)
        #expect(solver._checkInvariants() == [])
    }

    @Test("pins on a consistent cycle of inequalities hold at once, and later edits still find the optimum")
    func pinnedCycle() throws {
        let solver = Solver()
        let heights = (0..<6).map { solver.makeVariable("h\($0)") }
        // h0 >= h1 >= … >= h5 >= h0: every height is the same, but the cycle does not say which.
        for index in 0..<6 { try solver.add(Expression(heights[index]), .greaterThanOrEqual, Expression(heights[(index + 1) % 6])) }
        // Each height pinned to 0 @1 (as the layout pins an undetermined size): every pin holds at 0.
        for height in heights { try solver.add(Expression(height), .equal, Expression(constant: 0), priority: 1) }
        for height in heights { #expect(abs(solver.value(of: height)) < 1e-9) }
        // A required minimum on one of them, through an edit: the common height is the edit's value, the least the
        // pins allow (their summed error 6 × h grows with h).
        let minimum = solver.makeVariable("minimum")
        try solver.addEditVariable(minimum, priority: 1000)
        try solver.add(Expression(heights[3]), .greaterThanOrEqual, Expression(minimum))
        try solver.suggestValue(minimum, 40)
        for height in heights { #expect(abs(solver.value(of: height) - 40) < 1e-9) }
        // Lowered to 10, the dual simplex brings every height down with it; below 0 the pins hold them at 0.
        try solver.suggestValue(minimum, 10)
        for height in heights { #expect(abs(solver.value(of: height) - 10) < 1e-9) }
        try solver.suggestValue(minimum, -5)
        for height in heights { #expect(abs(solver.value(of: height)) < 1e-9) }
        #expect(solver._checkInvariants() == [])
    }

    @Test("an edit suggested while optional constraints wait sees them")
    func editAfterBatch() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addEditVariable(x, priority: 1000)
        try solver.add(Expression(y), .equal, x + 5, priority: 500)
        try solver.add(Expression(y), .greaterThanOrEqual, Expression(constant: 0))
        try solver.suggestValue(x, 30)
        // y follows x + 5 = 35 at priority 500; nothing stronger pulls it.
        #expect(abs(solver.value(of: y) - 35) < 1e-9)
        try solver.suggestValue(x, -20)
        // x + 5 = -15 is below the required y >= 0: y stops at 0.
        #expect(abs(solver.value(of: y)) < 1e-9)
        #expect(solver._checkInvariants() == [])
    }

    @Test("compression resistance after hugging goes in at once and wins at its higher priority")
    func compressionAfterHugging() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        let other = solver.makeVariable("other")
        // Hugging w <= 60 @250 defines w (nothing else mentions it); w >= 100 @500 names only w, defined by the first
        // one's own slack and error: it goes in at once, without waiting for a batch.
        try solver.add(Expression(w), .lessThanOrEqual, Expression(constant: 60), priority: 250)
        try solver.add(Expression(w), .greaterThanOrEqual, Expression(constant: 100), priority: 500)
        #expect(solver.pending.isEmpty)
        // A constraint on two variables still waits.
        try solver.add(Expression(other), .equal, w + 8, priority: 250)
        #expect(!solver.pending.isEmpty)
        // 500 beats 250: w = 100 (hugging broken by 40); other = w + 8 = 108.
        #expect(abs(solver.value(of: w) - 100) < 1e-9)
        #expect(abs(solver.value(of: other) - 108) < 1e-9)
        #expect(solver._checkInvariants() == [])
    }
}
