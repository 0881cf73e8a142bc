/// Coefficients smaller than this are treated as zero.
let nearZero = 1e-8

/// A linear row `constant + Σ coefficient × symbol` over symbol numbers.
struct Row {
    var constant: Double
    var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// The coefficient of a symbol (0 if absent).
    func coefficient(_ symbol: Int) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        // One hash lookup when the symbol is present (its value is changed or removed through its index).
        if let index = cells.index(forKey: symbol) {
            let sum = cells.values[index] + coefficient
            if abs(sum) < nearZero {
                cells.remove(at: index)
            } else {
                cells.values[index] = sum
            }
        } else if !(abs(coefficient) < nearZero) {
            cells[symbol] = coefficient
        }
    }

    /// Adds `factor × other`.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.cells {
            add(symbol, coefficient * factor)
        }
    }

    /// Multiplies every coefficient and the constant by a factor.
    mutating func scale(_ factor: Double) {
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Rewrites `0 = self` as `entering = …`; the entering symbol must be present.
    mutating func solve(for entering: Int) {
        let coefficient = cells.removeValue(forKey: entering) ?? 1
        scale(-1 / coefficient)
    }

    /// Rewrites `leaving = self` as `entering = …`.
    mutating func solve(leaving: Int, entering: Int) {
        cells[leaving] = -1
        solve(for: entering)
    }
}
