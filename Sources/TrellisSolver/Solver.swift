/// What the solver remembers about one constraint.
struct ConstraintRecord {
    /// `lhs - rhs`, with each variable once.
    var expression: Expression
    var relation: Relation
    var priority: Double
    /// The slack, dummy or first error symbol of the constraint.
    var marker: Int
    /// The second error symbol, if any.
    var other: Int?
    /// The marker's and other's coefficients in the constraint's own row `expression ± markers = 0`.
    var markerCoefficient: Double
    var otherCoefficient: Double
    /// The variable this constraint defines lazily, while that definition stands.
    var definedVariable: Int?
    /// The coefficient of the defined variable in the constraint's own row.
    var definedCoefficient: Double
    /// Whether the constraint belongs to an edit variable.
    var isEdit: Bool

    var isRequired: Bool { priority >= Solver.required }
}

/// What the solver remembers about one edit variable.
struct EditRecord {
    var constraint: Int
    var value: Double
}

/// An incremental linear constraint solver with strict priorities, explanations and ambiguity detection.
///
/// Constraints of priority 1000 are required; lower priorities are satisfied lexicographically, highest
/// first, each level minimising the sum of its absolute errors.
public final class Solver {
    /// The priority of required constraints.
    static let required = 1000.0

    var tableau = Tableau()
    var names: [Int: String] = [:]
    var variables: [Int] = []
    var constraints: [Int: ConstraintRecord] = [:]
    /// The constraint each marker or error symbol belongs to.
    var owners: [Int: Int] = [:]
    var edits: [Int: EditRecord] = [:]
    var nextConstraint = 0
    var counters = SolverStatistics()
    /// Memoised values of defined variables, valid while `cacheStamp[symbol] == stamp`.
    var cachedValues: [Double] = []
    var cacheStamp: [Int] = []
    var stamp = 1

    /// Creates an empty solver.
    public init() {}

    /// Creates a new variable; `name` is only used in descriptions.
    public func makeVariable(_ name: String) -> Variable {
        let symbol = tableau.newSymbol(.external)
        names[symbol] = name
        variables.append(symbol)
        return Variable(id: symbol)
    }

    /// The name a variable was created with.
    public func name(of variable: Variable) -> String {
        names[variable.id] ?? "?"
    }

    /// Counters of the work done so far.
    public var statistics: SolverStatistics {
        var result = counters
        result.pivots = tableau.pivotCount
        return result
    }

    /// The current value of a variable (0 for a variable that nothing determines).
    public func value(of variable: Variable) -> Double {
        let symbol = variable.id
        guard symbol >= 0, symbol < tableau.symbolCount else { return 0 }
        return symbolValue(symbol)
    }

    /// The current value of any symbol, evaluating lazy definitions (memoised until the next change).
    func symbolValue(_ symbol: Int) -> Double {
        guard tableau.isDefined[symbol] else { return tableau.tableauValue(symbol) }
        if cachedValues.count < tableau.symbolCount {
            let missing = tableau.symbolCount - cachedValues.count
            cachedValues.append(contentsOf: repeatElement(0, count: missing))
            cacheStamp.append(contentsOf: repeatElement(0, count: missing))
        }
        if cacheStamp[symbol] == stamp { return cachedValues[symbol] }
        var stack = [symbol]
        while let top = stack.last {
            if cacheStamp[top] == stamp {
                stack.removeLast()
                continue
            }
            let definition = tableau.definitions[top]
            var pending = false
            for key in definition.cells.keys where tableau.isDefined[key] && cacheStamp[key] != stamp {
                stack.append(key)
                pending = true
            }
            if pending { continue }
            var sum = definition.constant
            for (key, coefficient) in definition.cells {
                sum += coefficient * (tableau.isDefined[key] ? cachedValues[key] : tableau.tableauValue(key))
            }
            cachedValues[top] = sum
            cacheStamp[top] = stamp
            stack.removeLast()
        }
        return cachedValues[symbol]
    }

    /// Marks every memoised value stale.
    func invalidateValues() {
        stamp += 1
    }

    /// Makes sure a variable (possibly from elsewhere) has a symbol, so no lookup can go out of range.
    func ensureSymbol(_ symbol: Int) {
        while tableau.symbolCount <= symbol {
            let created = tableau.newSymbol(.external)
            names[created] = "?"
        }
    }
}
