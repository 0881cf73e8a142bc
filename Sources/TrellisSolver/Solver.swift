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
    /// Optional constraints added but not yet inserted (Solver+Pending).
    var pending = OptionalBatch()
    var counters = SolverStatistics()
    /// Memoised values (ValueCache).
    @usableFromInline var cache = ValueCache()

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
        if cache.isSwept && symbol >= 0 && symbol < cache.values.count { return cache.values[symbol] }
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
        cache.value(symbol, tableau, variables: variables)
    }

    /// Marks every memoised value stale.
    func invalidateValues() {
        cache.invalidate()
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
