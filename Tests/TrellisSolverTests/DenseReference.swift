@testable import TrellisSolver

/// An independent reference: a dense two-phase textbook simplex (Bland's rule), re-solved from scratch,
/// one linear programme per priority level.
struct DenseLP {
    enum Outcome {
        case infeasible
        case unbounded
        case optimal(value: Double, point: [Double])
    }

    struct Constraint {
        var coefficients: [Double]
        var relation: Relation
        var bound: Double
    }

    /// Minimises `objective · x` subject to `constraints`; `nonNegative[i]` restricts x[i] ≥ 0, others are free.
    static func minimize(objective: [Double], constraints: [Constraint], nonNegative: [Bool]) -> Outcome {
        let n = objective.count
        // Columns: for each variable a positive part (and a negative part if free), then slacks, then artificials.
        var columnOf: [(plus: Int, minus: Int?)] = []
        var width = 0
        for index in 0..<n {
            let plus = width
            width += 1
            var minus: Int?
            if !nonNegative[index] {
                minus = width
                width += 1
            }
            columnOf.append((plus, minus))
        }
        let m = constraints.count
        var slackColumn: [Int?] = []
        for constraint in constraints {
            if constraint.relation == .equal {
                slackColumn.append(nil)
            } else {
                slackColumn.append(width)
                width += 1
            }
        }
        let firstArtificial = width
        width += m
        var table = Array(repeating: Array(repeating: 0.0, count: width + 1), count: m)
        var basis = Array(repeating: 0, count: m)
        for (row, constraint) in constraints.enumerated() {
            var sign = 1.0
            if constraint.bound < 0 { sign = -1 }
            for index in 0..<n {
                let value = constraint.coefficients[index] * sign
                table[row][columnOf[index].plus] = value
                if let minus = columnOf[index].minus { table[row][minus] = -value }
            }
            if let slack = slackColumn[row] {
                table[row][slack] = (constraint.relation == .lessThanOrEqual ? 1 : -1) * sign
            }
            table[row][firstArtificial + row] = 1
            table[row][width] = constraint.bound * sign
            basis[row] = firstArtificial + row
        }
        func pivot(_ row: Int, _ column: Int) {
            let factor = table[row][column]
            for j in 0...width { table[row][j] /= factor }
            for other in 0..<m where other != row {
                let multiple = table[other][column]
                if multiple != 0 {
                    for j in 0...width { table[other][j] -= multiple * table[row][j] }
                }
            }
            basis[row] = column
        }
        /// Runs Bland's rule on costs; false when unbounded.
        func run(_ cost: [Double], allowed: (Int) -> Bool) -> Bool {
            for _ in 0..<10_000 {
                var entering: Int?
                for j in 0..<width where allowed(j) && !basis.contains(j) {
                    var reduced = cost[j]
                    for i in 0..<m { reduced -= cost[basis[i]] * table[i][j] }
                    if reduced < -1e-9 {
                        entering = j
                        break
                    }
                }
                guard let entering else { return true }
                var leaving: Int?
                var best = Double.infinity
                for i in 0..<m where table[i][entering] > 1e-9 {
                    let ratio = table[i][width] / table[i][entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving ?? 0]) {
                        best = ratio
                        leaving = i
                    }
                }
                guard let leaving else { return false }
                pivot(leaving, entering)
            }
            return true
        }
        var phaseOne = Array(repeating: 0.0, count: width)
        for j in firstArtificial..<width { phaseOne[j] = 1 }
        _ = run(phaseOne, allowed: { _ in true })
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= firstArtificial { infeasibility += table[i][width] }
        if infeasibility > 1e-7 { return .infeasible }
        for i in 0..<m where basis[i] >= firstArtificial {
            if let column = (0..<firstArtificial).first(where: { abs(table[i][$0]) > 1e-9 }) { pivot(i, column) }
        }
        var cost = Array(repeating: 0.0, count: width)
        for index in 0..<n {
            cost[columnOf[index].plus] = objective[index]
            if let minus = columnOf[index].minus { cost[minus] = -objective[index] }
        }
        guard run(cost, allowed: { $0 < firstArtificial }) else { return .unbounded }
        var columnValue = Array(repeating: 0.0, count: width)
        for i in 0..<m { columnValue[basis[i]] = table[i][width] }
        var point = Array(repeating: 0.0, count: n)
        var value = 0.0
        for index in 0..<n {
            point[index] = columnValue[columnOf[index].plus] - (columnOf[index].minus.map { columnValue[$0] } ?? 0)
            value += objective[index] * point[index]
        }
        return .optimal(value: value, point: point)
    }
}

/// A constraint of a random system, in the reference's own terms.
struct ReferenceConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    /// The error of a point: how far `coefficients · x + constant relation 0` is from holding.
    func error(_ point: [Double]) -> Double {
        var value = constant
        for (index, coefficient) in coefficients.enumerated() { value += coefficient * point[index] }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// The lexicographic reference: per level, the least possible sum of errors.
struct LexReference {
    var variableCount: Int
    var constraints: [ReferenceConstraint]
    static let box = 10_000.0

    var levels: [Double] {
        Array(Set(constraints.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
    }

    /// Builds the LP over x and one error variable per optional constraint (two for equalities).
    private func program(levelBounds: [(Double, Double)]) -> (constraints: [DenseLP.Constraint], width: Int, errorsOf: [Double: [Int]]) {
        var width = variableCount
        var rows: [DenseLP.Constraint] = []
        var errorsOf: [Double: [Int]] = [:]
        var specs: [(ReferenceConstraint, [Int])] = []
        for constraint in constraints {
            var errors: [Int] = []
            if constraint.priority < 1000 {
                errors.append(width)
                width += 1
                if constraint.relation == .equal {
                    errors.append(width)
                    width += 1
                }
                errorsOf[constraint.priority, default: []].append(contentsOf: errors)
            }
            specs.append((constraint, errors))
        }
        for (constraint, errors) in specs {
            var coefficients = Array(repeating: 0.0, count: width)
            for index in 0..<variableCount { coefficients[index] = constraint.coefficients[index] }
            if errors.count == 2 {
                coefficients[errors[0]] = -1
                coefficients[errors[1]] = 1
            } else if errors.count == 1 {
                coefficients[errors[0]] = constraint.relation == .lessThanOrEqual ? -1 : 1
            }
            rows.append(DenseLP.Constraint(coefficients: coefficients, relation: constraint.relation, bound: -constraint.constant))
        }
        for index in 0..<variableCount {
            var coefficients = Array(repeating: 0.0, count: width)
            coefficients[index] = 1
            rows.append(DenseLP.Constraint(coefficients: coefficients, relation: .lessThanOrEqual, bound: LexReference.box))
            rows.append(DenseLP.Constraint(coefficients: coefficients, relation: .greaterThanOrEqual, bound: -LexReference.box))
        }
        for (level, bound) in levelBounds {
            var coefficients = Array(repeating: 0.0, count: width)
            for error in errorsOf[level] ?? [] { coefficients[error] = 1 }
            rows.append(DenseLP.Constraint(coefficients: coefficients, relation: .lessThanOrEqual, bound: bound))
        }
        return (rows, width, errorsOf)
    }

    private func nonNegative(_ width: Int) -> [Bool] {
        (0..<width).map { $0 >= variableCount }
    }

    /// Whether the required constraints can all hold.
    var isFeasible: Bool {
        let (rows, width, _) = program(levelBounds: [])
        if case .infeasible = DenseLP.minimize(objective: Array(repeating: 0, count: width), constraints: rows, nonNegative: nonNegative(width)) {
            return false
        }
        return true
    }

    /// The optimal error sum of every level, highest first (nil if infeasible).
    func optimalLevels() -> [(level: Double, error: Double)]? {
        var bounds: [(Double, Double)] = []
        var result: [(Double, Double)] = []
        for level in levels {
            let (rows, width, errorsOf) = program(levelBounds: bounds)
            var objective = Array(repeating: 0.0, count: width)
            for error in errorsOf[level] ?? [] { objective[error] = 1 }
            guard case .optimal(let value, _) = DenseLP.minimize(objective: objective, constraints: rows, nonNegative: nonNegative(width)) else {
                return nil
            }
            result.append((level, value))
            bounds.append((level, value + 1e-10 * (1 + abs(value))))
        }
        return result
    }

    /// The least and greatest value of a variable over the optimal set of the levels above `priority`
    /// (within the box).
    func range(of variable: Int, abovePriority priority: Double) -> ClosedRange<Double>? {
        guard let optimum = optimalLevels() else { return nil }
        let bounds = optimum.filter { $0.level > priority }.map { ($0.level, $0.error + 1e-10 * (1 + abs($0.error))) }
        let (rows, width, _) = program(levelBounds: bounds)
        var extremes: [Double] = []
        for direction in [1.0, -1.0] {
            var objective = Array(repeating: 0.0, count: width)
            objective[variable] = direction
            guard case .optimal(let value, _) = DenseLP.minimize(objective: objective, constraints: rows, nonNegative: nonNegative(width)) else {
                return nil
            }
            extremes.append(value * direction)
        }
        return extremes[0]...extremes[1]
    }
}
