// Ambiguity: which variables the constraints above a priority do not determine uniquely (OptimalFace).

extension Solver {
    /// The variables not uniquely determined by the constraints and edits of priority above `abovePriority`
    /// (their values could change without making any of those levels worse), in creation order.
    public func ambiguousVariables(abovePriority: Double) -> [Variable] {
        settleToOptimalBasis()
        let face = OptimalFace(&tableau, abovePriority: abovePriority)
        let projections = face.movableProjections(&tableau, variables: variables)
        var result: [Variable] = []
        for symbol in variables where face.isAmbiguous(projections[symbol] ?? Row(), &tableau) {
            result.append(Variable(id: symbol))
        }
        return result
    }

    /// Another valid value for a variable that `ambiguousVariables(abovePriority:)` reports, else nil.
    public func alternativeValue(for variable: Variable, abovePriority: Double) -> Double? {
        settleToOptimalBasis()
        let symbol = variable.id
        guard symbol >= 0, symbol < tableau.symbolCount, tableau.kinds[symbol] == .external else { return nil }
        let face = OptimalFace(&tableau, abovePriority: abovePriority)
        let current = symbolValue(symbol)
        let row = tableau.expand(Row(constant: 0, cells: [symbol: 1]))
        return face.alternativeValue(current: current, row: row, &tableau)
    }
}
