/// The standing definitions flattened into arrays, in a topological order, for fast evaluation.
struct SweepPlan {
    var version = -1
    var symbols: [Int32] = []
    /// Where each definition's terms end in `keys`/`coefficients`.
    var ends: [Int32] = []
    var keys: [Int32] = []
    var coefficients: [Double] = []
    var keyIsDefined: [Bool] = []

    init() {}

    init(_ tableau: Tableau) {
        version = tableau.definitions.version
        for (position, symbol) in tableau.definitions.order.enumerated() where tableau.definitions.position[symbol] == position {
            symbols.append(Int32(symbol))
            for (key, coefficient) in tableau.definitions.rows[symbol].cells {
                keys.append(Int32(key))
                coefficients.append(coefficient)
                keyIsDefined.append(tableau.definitions.isDefined[key])
            }
            ends.append(Int32(keys.count))
        }
    }
}
