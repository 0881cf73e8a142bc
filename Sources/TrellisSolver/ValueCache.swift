/// The solver's memoised values: every defined variable evaluated through its definition at most once per change.
///
/// Reading one value after a change evaluates only the definitions it depends on; after a few such reads (or when there
/// are few definitions) one sweep evaluates every definition in topological order from a flattened copy (`SweepPlan`),
/// after which reading any variable is an array lookup (`Solver.value(of:)`, inlined).
@usableFromInline
struct ValueCache {
    /// Values by symbol, valid while `valueStamp[symbol] == stamp`, or for every symbol while `sweptStamp == stamp`.
    @usableFromInline var values: [Double] = []
    var valueStamp: [Int] = []
    @usableFromInline var stamp = 1
    /// The stamp at which every definition was last evaluated by a sweep.
    @usableFromInline var sweptStamp = 0
    /// Values computed one by one since the last change; many of them trigger a sweep.
    var lazyQueries = 0
    var plan = SweepPlan()

    init() {}

    /// Whether every variable's value is a plain lookup in `values`.
    @inlinable var isSwept: Bool { sweptStamp == stamp }

    /// Marks every memoised value stale.
    mutating func invalidate() {
        stamp += 1
        lazyQueries = 0
    }

    /// The current value of any symbol of `tableau`, evaluating lazy definitions; `variables` are the solver's variables
    /// (a sweep stores all of their values).
    mutating func value(_ symbol: Int, _ tableau: Tableau, variables: [Int]) -> Double {
        let definitions = tableau.definitions
        guard definitions.isDefined[symbol] else { return tableau.tableauValue(symbol) }
        if isSwept { return values[symbol] }
        grow(tableau.symbolCount)
        if valueStamp[symbol] == stamp { return values[symbol] }
        lazyQueries += 1
        if lazyQueries > 8 || definitions.liveCount <= 256 {
            sweep(tableau, variables: variables)
            return values[symbol]
        }
        var stack = [symbol]
        while let top = stack.last {
            if valueStamp[top] == stamp {
                stack.removeLast()
                continue
            }
            let definition = definitions.rows[top]
            var pending = false
            for key in definition.cells.keys where definitions.isDefined[key] && valueStamp[key] != stamp {
                stack.append(key)
                pending = true
            }
            if pending { continue }
            var sum = definition.constant
            for (key, coefficient) in definition.cells {
                sum += coefficient * (definitions.isDefined[key] ? values[key] : tableau.tableauValue(key))
            }
            values[top] = sum
            valueStamp[top] = stamp
            stack.removeLast()
        }
        return values[symbol]
    }

    private mutating func grow(_ count: Int) {
        if values.count < count {
            let missing = count - values.count
            values.append(contentsOf: repeatElement(0, count: missing))
            valueStamp.append(contentsOf: repeatElement(0, count: missing))
        }
    }

    /// Evaluates every definition once, in definition order, from a flattened copy of the definitions.
    mutating func sweep(_ t: Tableau, variables: [Int]) {
        grow(t.symbolCount)
        if plan.version != t.definitions.version { plan = SweepPlan(t) }
        let plan = plan
        values.withUnsafeMutableBufferPointer { values in
            var next = 0
            for (index, symbol) in plan.symbols.enumerated() {
                var sum = t.definitions.rows[Int(symbol)].constant
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
            for symbol in variables where !t.definitions.isDefined[symbol] {
                values[symbol] = t.isBasic[symbol] ? t.rows[symbol].constant : 0
            }
        }
        sweptStamp = stamp
    }
}
