/// What the solver remembers about one constraint.
struct ConstraintRecord {
    /// `lhs - rhs`, with each variable once.
    var expression: Expression
    var relation: Relation
    var priority: Double
    /// The slack, dummy or first error symbol of the constraint.
    var marker: Int
    /// The second error symbol, if any.
    var other: Int?
    /// The marker's and other's coefficients in the constraint's own row `expression ± markers = 0`.
    var markerCoefficient: Double
    var otherCoefficient: Double
    /// The variable this constraint defines lazily, while that definition stands.
    var definedVariable: Int?
    /// The coefficient of the defined variable in the constraint's own row.
    var definedCoefficient: Double
    /// Whether the constraint belongs to an edit variable.
    var isEdit: Bool

    var isRequired: Bool { priority >= Solver.required }
}

/// The constraint records by number (numbers are handed out in order, so an array suffices).
struct ConstraintTable {
    private var records: [ConstraintRecord?] = []

    subscript(id: Int) -> ConstraintRecord? {
        get { id >= 0 && id < records.count ? records[id] : nil }
        set {
            guard id >= 0 else { return }
            while id >= records.count { records.append(nil) }
            records[id] = newValue
        }
    }

    /// Every present constraint with its number.
    var present: [(id: Int, record: ConstraintRecord)] {
        records.enumerated().compactMap { entry in entry.element.map { (entry.offset, $0) } }
    }
}

/// The constraint number owning each marker or error symbol (-1: none).
struct OwnerTable {
    private var owners: [Int] = []

    subscript(symbol: Int) -> Int? {
        get { symbol >= 0 && symbol < owners.count && owners[symbol] >= 0 ? owners[symbol] : nil }
        set {
            guard symbol >= 0 else { return }
            while symbol >= owners.count { owners.append(-1) }
            owners[symbol] = newValue ?? -1
        }
    }
}

/// What the solver remembers about one edit variable.
struct EditRecord {
    var constraint: Int
    var value: Double
}
