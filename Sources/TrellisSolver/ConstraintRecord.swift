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

extension ConstraintRecord {
    /// The record of a new constraint `expression relation 0` and its own row `expression ± slack/error/dummy = 0`, with
    /// the row's new symbols made in `tableau`: a slack for an inequality (and an error if optional), a dummy marker for a
    /// required equality, two errors for an optional one.
    static func make(
        _ expression: Expression, _ relation: Relation, priority: Double, isEdit: Bool, in tableau: inout Tableau
    ) -> (record: ConstraintRecord, row: Row) {
        var row = Row(constant: expression.constant)
        for term in expression.terms { row.add(term.variable.id, term.coefficient) }
        var record = ConstraintRecord(
            expression: expression, relation: relation, priority: priority, marker: 0, other: nil,
            markerCoefficient: 1, otherCoefficient: 0, definedVariable: nil, definedCoefficient: 0, isEdit: isEdit)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            record.marker = tableau.newSymbol(.slack)
            record.markerCoefficient = sign
            if !record.isRequired {
                record.other = tableau.newSymbol(.error)
                record.otherCoefficient = -sign
            }
        case .equal:
            if record.isRequired {
                record.marker = tableau.newSymbol(.dummy)
                record.markerCoefficient = 1
            } else {
                record.marker = tableau.newSymbol(.error)
                record.markerCoefficient = -1
                record.other = tableau.newSymbol(.error)
                record.otherCoefficient = 1
            }
        }
        row.cells[record.marker] = record.markerCoefficient
        if let other = record.other { row.cells[other] = record.otherCoefficient }
        return (record, row)
    }

    /// The cost of one unit of this constraint's error, at its priority.
    var errorCost: LexCost { LexCost(priority: priority, value: 1) }

    /// Puts the constraint's error symbols into the objective (before either is basic).
    func addErrorCosts(to tableau: inout Tableau) {
        if tableau.kinds[marker] == .error { tableau.addCost(marker, errorCost, times: 1) }
        if let other, tableau.kinds[other] == .error { tableau.addCost(other, errorCost, times: 1) }
    }

    /// Takes the constraint's error symbols out of the objective, through their rows where they are basic.
    func removeErrorCosts(from tableau: inout Tableau) {
        for symbol in [marker, other].compactMap({ $0 }) where tableau.kinds[symbol] == .error {
            if tableau.isBasic[symbol] {
                for (key, coefficient) in tableau.rows[symbol].cells {
                    tableau.addCost(key, errorCost, times: -coefficient)
                }
            } else {
                tableau.addCost(symbol, errorCost, times: -1)
            }
        }
    }

    /// Moves the constant of the constraint's own row by `delta` through its marker (or its other error) and the rows
    /// that hold it (an edit's new value); returns a basic dummy row it leaves off zero by more than `tolerance`, if any.
    func shiftMarkers(by delta: Double, tolerance: Double, in tableau: inout Tableau) -> Int? {
        var dummyTrouble: Int?
        if tableau.isBasic[marker] {
            tableau.addConstant(marker, delta / markerCoefficient)
            if tableau.kinds[marker] == .dummy, abs(tableau.rows[marker].constant) > tolerance { dummyTrouble = marker }
        } else if let other = other, tableau.isBasic[other] {
            tableau.addConstant(other, delta / otherCoefficient)
        } else {
            let factor = -delta / markerCoefficient
            for symbol in tableau.columns[marker] {
                let coefficient = tableau.rows[symbol].coefficient(marker)
                tableau.addConstant(symbol, coefficient * factor)
                if tableau.kinds[symbol] == .dummy, abs(tableau.rows[symbol].constant) > tolerance {
                    dummyTrouble = symbol
                }
            }
        }
        return dummyTrouble
    }
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

    /// The present required, non-edit constraints owning any of `symbols`, sorted by number.
    func requiredOwners<S: Sequence>(of symbols: S, owners: OwnerTable) -> [ConstraintHandle] where S.Element == Int {
        var ids: Set<Int> = []
        for symbol in symbols {
            guard let owner = owners[symbol], let record = self[owner] else { continue }
            if record.isRequired && !record.isEdit { ids.insert(owner) }
        }
        return ids.sorted().map { ConstraintHandle(id: $0) }
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
