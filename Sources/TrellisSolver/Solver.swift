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
    var constraints = ConstraintTable()
    /// The constraint each marker or error symbol belongs to.
    var owners = OwnerTable()
    var edits: [Int: EditRecord] = [:]
    var nextConstraint = 0
    /// Optional constraints added but not yet inserted (Solver+Pending), and each one's slot by number.
    var pending: [PendingConstraint?] = []
    var pendingSlots: [Int: Int] = [:]
    var counters = SolverStatistics()
    /// Memoised values of defined variables, valid while `cacheStamp[symbol] == stamp`.
    @usableFromInline var cachedValues: [Double] = []
    var cacheStamp: [Int] = []
    @usableFromInline var stamp = 1
    /// The stamp at which every definition was last evaluated by a sweep.
    @usableFromInline var sweptStamp = 0
    /// Values computed one by one since the last change; many of them trigger a sweep.
    var lazyQueries = 0
    var sweepPlan = SweepPlan()

    /// Creates an empty solver with the given bounds on its work.
    public init(limits: SolverLimits = .standard) {
        tableau.limits = limits
    }

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
        settle()
        var result = counters
        result.pivots = tableau.pivotCount
        result.work = tableau.work
        return result
    }

    /// The bounds on iterations and work (a test may lower them to force `trouble`).
    public var limits: SolverLimits {
        get { tableau.limits }
        set { tableau.limits = newValue }
    }

    /// The first thing that stopped the solver short of an optimal solution, or nil when every answer was optimal.
    public var trouble: SolverTrouble? {
        settle()
        return tableau.trouble
    }

    /// The current value of a variable (0 for a variable that nothing determines).
    @inlinable
    public func value(of variable: Variable) -> Double {
        let symbol = variable.id
        if sweptStamp == stamp && symbol >= 0 && symbol < cachedValues.count { return cachedValues[symbol] }
        return slowValue(symbol)
    }

    /// `value(of:)` when the swept values are stale.
    @usableFromInline
    func slowValue(_ symbol: Int) -> Double {
        settle()
        guard symbol >= 0, symbol < tableau.symbolCount else { return 0 }
        return symbolValue(symbol)
    }

    /// The current value of any symbol, evaluating lazy definitions (memoised until the next change).
    func symbolValue(_ symbol: Int) -> Double {
        guard tableau.isDefined[symbol] else { return tableau.tableauValue(symbol) }
        if sweptStamp == stamp { return cachedValues[symbol] }
        growCache()
        if cacheStamp[symbol] == stamp { return cachedValues[symbol] }
        lazyQueries += 1
        if lazyQueries > 8 || tableau.liveDefinitions <= 256 {
            sweep()
            return cachedValues[symbol]
        }
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

    private func growCache() {
        if cachedValues.count < tableau.symbolCount {
            let missing = tableau.symbolCount - cachedValues.count
            cachedValues.append(contentsOf: repeatElement(0, count: missing))
            cacheStamp.append(contentsOf: repeatElement(0, count: missing))
        }
    }

    /// Evaluates every definition once, in definition order, from a flattened copy of the definitions.
    private func sweep() {
        growCache()
        if sweepPlan.version != tableau.definitionsVersion { sweepPlan = SweepPlan(tableau) }
        let plan = sweepPlan
        let t = tableau
        cachedValues.withUnsafeMutableBufferPointer { values in
            var next = 0
            for (index, symbol) in plan.symbols.enumerated() {
                var sum = t.definitions[Int(symbol)].constant
                let end = Int(plan.ends[index])
                while next < end {
                    let key = Int(plan.keys[next])
                    let value: Double
                    if plan.keyIsDefined[next] {
                        value = values[key]
                    } else if t.isBasic[key] {
                        value = t.rows[key].constant
                    } else {
                        value = 0
                    }
                    sum += plan.coefficients[next] * value
                    next += 1
                }
                values[Int(symbol)] = sum
            }
            // Every other variable too, so that reading values afterwards is a plain array lookup.
            for symbol in variables where !t.isDefined[symbol] {
                values[symbol] = t.isBasic[symbol] ? t.rows[symbol].constant : 0
            }
        }
        sweptStamp = stamp
    }

    /// Marks every memoised value stale.
    func invalidateValues() {
        stamp += 1
        lazyQueries = 0
    }

    /// Makes sure a variable (possibly from elsewhere) has a symbol, so no lookup can go out of range.
    func ensureSymbol(_ symbol: Int) {
        while tableau.symbolCount <= symbol {
            let created = tableau.newSymbol(.external)
            names[created] = "?"
            variables.append(created)
        }
    }
}
