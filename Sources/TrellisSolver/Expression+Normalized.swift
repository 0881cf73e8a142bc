extension Expression {
    /// The expression with each variable once, in order of first appearance, near-zero terms dropped.
    func normalized() -> Expression {
        let terms = self.terms
        if terms.count <= 4 {
            var distinct = true
            for i in 0..<terms.count {
                if abs(terms[i].coefficient) < nearZero { distinct = false }
                for j in 0..<i where terms[j].variable.id == terms[i].variable.id { distinct = false }
            }
            if distinct { return self }
        }
        var order: [Int] = []
        var sums: [Int: Double] = [:]
        for term in terms {
            let symbol = term.variable.id
            if sums[symbol] == nil { order.append(symbol) }
            sums[symbol, default: 0] += term.coefficient
        }
        var merged: [Term] = []
        for symbol in order {
            let coefficient = sums[symbol] ?? 0
            if abs(coefficient) >= nearZero { merged.append(Term(Variable(id: symbol), coefficient)) }
        }
        return Expression(merged, constant: constant)
    }
}
