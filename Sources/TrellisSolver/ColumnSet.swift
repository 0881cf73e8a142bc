/// The set of basic symbols whose rows hold one symbol: the first two inline (no allocation for the
/// usual tiny columns), the rest in a hash set.
struct ColumnSet: Sequence {
    private var first = -1
    private var second = -1
    /// Non-empty only while `first` and `second` are both used.
    private var rest: Set<Int> = []

    var isEmpty: Bool { first < 0 && second < 0 }

    var count: Int { (first >= 0 ? 1 : 0) + (second >= 0 ? 1 : 0) + rest.count }

    mutating func insert(_ symbol: Int) {
        if symbol == first || symbol == second { return }
        if first < 0 {
            first = symbol
        } else if second < 0 {
            second = symbol
        } else {
            rest.insert(symbol)
        }
    }

    mutating func remove(_ symbol: Int) {
        if symbol == first {
            first = rest.popFirst() ?? -1
        } else if symbol == second {
            second = rest.popFirst() ?? -1
        } else if !rest.isEmpty {
            rest.remove(symbol)
        }
        if first < 0 && second >= 0 {
            first = second
            second = rest.popFirst() ?? -1
        }
    }

    mutating func removeAll() {
        first = -1
        second = -1
        if !rest.isEmpty { rest = [] }
    }

    var asSet: Set<Int> {
        Set(self)
    }

    struct Iterator: IteratorProtocol {
        var first: Int
        var second: Int
        var rest: Set<Int>.Iterator

        mutating func next() -> Int? {
            if first >= 0 {
                defer { first = -1 }
                return first
            }
            if second >= 0 {
                defer { second = -1 }
                return second
            }
            return rest.next()
        }
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, second: second, rest: rest.makeIterator())
    }
}
