/// Coefficients smaller than this are treated as zero.
let nearZero = 1e-8

/// The kind of a tableau symbol, which decides whether it may be negative and whether it may enter the basis.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// An error of a non-required constraint: non-negative, with a cost in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
    /// A temporary symbol used while adding a required constraint.
    case artificial

    /// Whether the symbol must stay non-negative.
    var isRestricted: Bool { self != .external }
}

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
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < nearZero {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
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

/// A lexicographic cost: one value per priority level, highest priority first (zero levels omitted).
struct LexCost {
    struct Entry {
        var priority: Double
        var value: Double
    }

    var entries: [Entry] = []

    var isZero: Bool { entries.isEmpty }

    /// A unit cost at one level.
    init(priority: Double, value: Double) {
        entries = [Entry(priority: priority, value: value)]
    }

    init() {}

    /// Whether the first non-zero level is negative.
    var isNegative: Bool {
        guard let first = entries.first else { return false }
        return first.value < 0
    }

    /// Whether any level above `priority` is non-zero.
    func isNonZero(above priority: Double) -> Bool {
        entries.contains { $0.priority > priority }
    }

    /// Adds `factor × other`, dropping levels that become near zero.
    mutating func add(_ other: LexCost, times factor: Double) {
        if other.entries.isEmpty || factor == 0 { return }
        if entries.isEmpty {
            entries.reserveCapacity(other.entries.count)
            for entry in other.entries {
                let value = entry.value * factor
                if abs(value) >= nearZero { entries.append(Entry(priority: entry.priority, value: value)) }
            }
            return
        }
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        var i = 0
        var j = 0
        while i < entries.count || j < other.entries.count {
            if j == other.entries.count || (i < entries.count && entries[i].priority > other.entries[j].priority) {
                merged.append(entries[i])
                i += 1
            } else if i == entries.count || other.entries[j].priority > entries[i].priority {
                let value = other.entries[j].value * factor
                if abs(value) >= nearZero { merged.append(Entry(priority: other.entries[j].priority, value: value)) }
                j += 1
            } else {
                let value = entries[i].value + other.entries[j].value * factor
                if abs(value) >= nearZero { merged.append(Entry(priority: entries[i].priority, value: value)) }
                i += 1
                j += 1
            }
        }
        entries = merged
    }

    /// Compares `a / da` with `b / db` lexicographically: -1, 0 or 1.
    static func compare(_ a: LexCost, over da: Double, _ b: LexCost, over db: Double) -> Int {
        var i = 0
        var j = 0
        while i < a.entries.count || j < b.entries.count {
            var difference: Double
            if j == b.entries.count || (i < a.entries.count && a.entries[i].priority > b.entries[j].priority) {
                difference = a.entries[i].value / da
                i += 1
            } else if i == a.entries.count || b.entries[j].priority > a.entries[i].priority {
                difference = -b.entries[j].value / db
                j += 1
            } else {
                difference = a.entries[i].value / da - b.entries[j].value / db
                i += 1
                j += 1
            }
            if difference < -nearZero { return -1 }
            if difference > nearZero { return 1 }
        }
        return 0
    }
}
