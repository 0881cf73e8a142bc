import TrellisModel
import TrellisSolver

/// A constraint's `lhs - rhs` with each variable once, its terms sorted: equal keys are the same expression.
struct NormalizedForm: Hashable {
    var variables: [Int]
    var coefficients: [Double]
    var constant: Double
}

extension AmbiguityAnalyser {
    /// Whether the equalities that hold at every optimum determine every variable one at a time.
    ///
    /// Sound: constraints that share no variable (edit variables being constants) form independent problems, each optimal on
    /// its own; within one, it uses required constraints and those of priority levels whose error is zero at the current
    /// optimum (so zero at every optimum), where an equality, or two opposite inequalities on one expression, holds at every
    /// optimum. Variables fixed by a system that propagation cannot untangle make it answer false, and the solver decides.
    func propagatesToEveryVariable(abovePriority priority: Double) -> Bool {
        let solver = driver.solver, variables = driver.variables, editVariables = driver.editVariables
        let values = variables.map { solver.value(of: $0) }
        // Records are read in place by index (copying 10⁵ records per query is most of its cost).
        let records = driver.constraints
        func isSatisfied(_ index: Int) -> Bool {
            let lhs = records[index].lhs, rhs = records[index].rhs
            let r = lhs.evaluate { values[$0.index] } - rhs.evaluate { values[$0.index] }
            let tolerance = 1e-6 * max(1, abs(lhs.constant), abs(rhs.constant))
            switch records[index].relation {
            case .equal: return abs(r) <= tolerance
            case .lessThanOrEqual: return r <= tolerance
            case .greaterThanOrEqual: return r >= -tolerance
            }
        }
        // Edit variables act as constants; an array answers that per term without hashing.
        var isEdit = [Bool](repeating: false, count: variables.count)
        for variable in editVariables where variable.index < isEdit.count { isEdit[variable.index] = true }
        // Independent problems: union-find over the variables the active constraints connect.
        var parent = Array(variables.indices)
        func find(_ index: Int) -> Int {
            var root = index
            while parent[root] != root { root = parent[root] }
            var current = index
            while parent[current] != root { (parent[current], current) = (root, parent[current]) }
            return root
        }
        func component(of index: Int) -> Int? {
            for term in records[index].lhs.terms where !isEdit[term.variable.index] { return find(term.variable.index) }
            for term in records[index].rhs.terms where !isEdit[term.variable.index] { return find(term.variable.index) }
            return nil
        }
        for index in records.indices where records[index].handle != nil {
            var first: Int?
            func join(_ terms: [(variable: EngineVariable, coefficient: Double)]) {
                for term in terms where !isEdit[term.variable.index] {
                    let root = find(term.variable.index)
                    if let first { if root != first { parent[root] = first } } else { first = root }
                }
            }
            join(records[index].lhs.terms)
            join(records[index].rhs.terms)
        }
        struct Level: Hashable { var component: Int; var priority: Double }
        var levelHasError: Set<Level> = []
        for index in records.indices where records[index].handle != nil && records[index].priority < LayoutConstraint.required
            && !isSatisfied(index) {
            if let component = component(of: index) { levelHasError.insert(Level(component: component, priority: records[index].priority)) }
        }
        // Equations: equalities, and expressions bounded both ways.
        var equations: [NormalizedForm] = []
        var lower: Set<NormalizedForm> = [], upper: Set<NormalizedForm> = []
        for index in records.indices where records[index].handle != nil && records[index].priority > priority {
            if !levelHasError.isEmpty, let component = component(of: index),
               levelHasError.contains(Level(component: component, priority: records[index].priority)) { continue }
            let (normal, flipped) = normalize(records[index].lhs - records[index].rhs)
            if normal.variables.isEmpty { continue }
            switch (records[index].relation, flipped) {
            case (.equal, _): equations.append(normal)
            case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): lower.insert(normal)
            case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): upper.insert(normal)
            }
        }
        equations += lower.intersection(upper)
        // Propagate: an equation with one unknown variable determines it.
        var known = [Bool](repeating: false, count: variables.count)
        for variable in editVariables { known[variable.index] = true }
        var unknownCount = [Int](repeating: 0, count: equations.count)
        var uses = [[Int]](repeating: [], count: variables.count)
        var ready: [Int] = []
        for (index, equation) in equations.enumerated() {
            for variable in equation.variables where !known[variable] {
                unknownCount[index] += 1
                uses[variable].append(index)
            }
            if unknownCount[index] == 1 { ready.append(index) }
        }
        while let equation = ready.popLast() {
            guard unknownCount[equation] == 1, let variable = equations[equation].variables.first(where: { !known[$0] }) else { continue }
            known[variable] = true
            for other in uses[variable] {
                unknownCount[other] -= 1
                if unknownCount[other] == 1 { ready.append(other) }
            }
        }
        return !known.contains(false)
    }

    /// A form's terms merged and sorted, its sign chosen so the first coefficient is positive (and whether it was flipped).
    private func normalize(_ form: LinearForm) -> (NormalizedForm, flipped: Bool) {
        let merged = form.merged
        let terms = merged.terms.sorted { $0.variable < $1.variable }
        let flip = (terms.first?.coefficient ?? 1) < 0
        let sign = flip ? -1.0 : 1.0
        return (NormalizedForm(variables: terms.map(\.variable.index), coefficients: terms.map { $0.coefficient * sign },
                               constant: merged.constant * sign), flip)
    }
}
