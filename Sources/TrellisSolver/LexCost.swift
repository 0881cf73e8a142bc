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
        if other.entries.count == 1 {
            addLevel(other.entries[0].priority, other.entries[0].value * factor)
            return
        }
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

    /// Adds `value` at one level in place (the usual case: an error's unit cost), as `add` would merge it.
    private mutating func addLevel(_ priority: Double, _ value: Double) {
        var index = 0
        while index < entries.count && entries[index].priority > priority { index += 1 }
        if index < entries.count && entries[index].priority == priority {
            let sum = entries[index].value + value
            if abs(sum) >= nearZero {
                entries[index].value = sum
            } else {
                entries.remove(at: index)
            }
        } else if abs(value) >= nearZero {
            entries.insert(Entry(priority: priority, value: value), at: index)
        }
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
