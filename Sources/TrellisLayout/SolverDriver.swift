import TrellisModel
import TrellisSolver

/// Owns the solver and the engine's tables around it: the variables and what each stands for, the constraints added
/// (found again by solver handle), the edit variables and their suggested values.
///
/// Adding or suggesting a value that required constraints forbid breaks the conflicting set's member UIKit would break
/// (the lowest priority, then one the importer marked to yield, then the last written) and returns Auto Layout's
/// "Unable to simultaneously satisfy constraints" diagnostic; the caller decides which result it belongs to.
final class SolverDriver {
    private(set) var solver: Solver
    /// The solver's variables, by engine variable index, and what each stands for.
    private(set) var variables: [Variable] = []
    private(set) var quantities: [EngineQuantity] = []
    /// Engine variable by solver variable, made when first needed (the solver's ambiguity answers).
    private var variableIndexCache: [Variable: EngineVariable] = [:]
    /// Every constraint collected, in collection order (the scene's order); the engine marks stack membership.
    var constraints: [EngineConstraint] = []
    private var constraintByHandle: [ConstraintHandle: Int] = [:]
    /// The required edit variables (root size, safe area, offsets, measured label sizes).
    private(set) var editVariables: Set<EngineVariable> = []
    /// Current suggested values of edit variables, so unchanged ones are not suggested again.
    private var suggested: [EngineVariable: Double] = [:]
    /// Variables already given a disambiguating pin.
    private(set) var pinned: Set<EngineVariable> = []
    /// How many constraints went to the solver (including pins).
    private(set) var constraintsAdded = 0
    /// Whether required conflicts are recorded for ``holdConflictingViews(nodes:)`` (design documents only).
    var recordsConflicts = false
    /// The members of each required conflict met while adding constraints, when ``recordsConflicts``.
    var requiredConflicts: [[Int]] = []

    init(limits: SolverLimits) {
        solver = Solver(limits: limits)
    }

    /// Creates a solver variable and remembers what it stands for.
    func makeVariable(_ name: String, _ quantity: EngineQuantity) -> EngineVariable {
        let variable = solver.makeVariable(name)
        variables.append(variable)
        quantities.append(quantity)
        return EngineVariable(index: variables.count - 1)
    }

    /// The engine variable of a solver variable.
    func engineVariable(of variable: Variable) -> EngineVariable? {
        if variableIndexCache.count != variables.count {
            variableIndexCache = [:]
            variableIndexCache.reserveCapacity(variables.count)
            for (index, known) in variables.enumerated() { variableIndexCache[known] = EngineVariable(index: index) }
        }
        return variableIndexCache[variable]
    }

    /// The solved value of an engine variable (0 for none: the root's origin).
    func value(_ variable: EngineVariable?) -> Double {
        guard let variable else { return 0 }
        return solver.value(of: variables[variable.index])
    }

    /// Suggests a value for an edit variable unless it already holds it, breaking required constraints that forbid it.
    ///
    /// `describe` names what the variable holds ("the screen's width"), for the conflict diagnostic.
    func suggest(_ variable: EngineVariable?, _ newValue: Double, describe: () -> String) -> [Diagnostic] {
        guard let variable, suggested[variable] != newValue else { return [] }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<8 {
            do {
                try solver.suggestValue(variables[variable.index], newValue)
                suggested[variable] = newValue
                return diagnostics
            } catch {
                guard case .unsatisfiable(let conflicting) = error else { return diagnostics }
                let members = conflicting.compactMap { constraintByHandle[$0] }
                guard !members.isEmpty else { return diagnostics }
                let broken = brokenMember(of: members)
                diagnostics.append(unsatisfiableDiagnostic(members: members, broken: broken, unnamed: 0,
                                                           cause: "\(describe()) \(formatLayoutNumber(newValue))"))
                remove(broken)
            }
        }
        return diagnostics
    }

    /// Makes a variable a required edit variable with an initial value.
    func makeEdit(_ variable: EngineVariable, _ initial: Double, describe: () -> String) -> [Diagnostic] {
        try? solver.addEditVariable(variables[variable.index], priority: LayoutConstraint.required)
        editVariables.insert(variable)
        return suggest(variable, initial, describe: describe)
    }

    /// Makes room for `extra` more constraints, growing geometrically (one copy of the list, not one per append).
    func reserve(_ extra: Int) {
        let needed = constraints.count + extra
        if constraints.capacity < needed { constraints.reserveCapacity(max(needed, 2 * constraints.capacity)) }
    }

    /// Appends a constraint in collection order, not yet in the solver.
    func collect(_ constraint: EngineConstraint) {
        constraints.append(constraint)
        constraints[constraints.count - 1].order = constraints.count - 1
    }

    /// Makes room in the handle table for every constraint collected so far.
    func reserveHandles() { constraintByHandle.reserveCapacity(constraints.count) }

    /// Collects a constraint and adds it to the solver.
    func add(_ constraint: EngineConstraint) -> [Diagnostic] {
        collect(constraint)
        return addToSolver(constraints.count - 1)
    }

    /// Adds a collected constraint to the solver; a required one that conflicts breaks the set's lowest-priority,
    /// last-written member.
    func addToSolver(_ index: Int) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for _ in 0..<8 {
            do {
                let handle = try solver.add(expression(constraints[index].lhs), constraints[index].relation,
                                            expression(constraints[index].rhs), priority: constraints[index].priority)
                constraintsAdded += 1
                constraints[index].handle = handle
                constraintByHandle[handle] = index
                return diagnostics
            } catch {
                guard case .unsatisfiable(let conflicting) = error else {
                    constraints[index].isBroken = true
                    return diagnostics
                }
                let members = conflicting.compactMap { constraintByHandle[$0] }.filter { $0 != index } + [index]
                if recordsConflicts { requiredConflicts.append(members) }
                let broken = brokenMember(of: members)
                diagnostics.append(unsatisfiableDiagnostic(members: members, broken: broken,
                                                           unnamed: conflicting.count - (members.count - 1)))
                if broken == index {
                    constraints[index].isBroken = true
                    return diagnostics
                }
                remove(broken)
            }
        }
        constraints[index].isBroken = true
        return diagnostics
    }

    /// The members of the required conflict that adding `index` (a constraint out of the solver) would meet with
    /// `without` taken out of it (the conflict's members, `index` last), or nil when it fits; the solver is left as it
    /// was either way.
    func conflictOnReadding(_ index: Int, without other: Int) -> [Int]? {
        guard constraints[index].handle == nil, constraints[other].handle != nil else { return nil }
        withdraw(other)
        defer { _ = addToSolver(other) }
        let constraint = constraints[index]
        return trialConflict(expression(constraint.lhs), constraint.relation, expression(constraint.rhs), priority: constraint.priority)
            .map { $0.filter { $0 != index } + [index] }
    }

    /// The required constraints that make `variable == target` unsatisfiable, if any.
    func requiredConflict(_ variable: EngineVariable, at target: Double) -> [Int] {
        trialConflict(expression(LinearForm(variable: variable)), .equal, expression(LinearForm(target)),
                      priority: LayoutConstraint.required) ?? []
    }

    /// The constraints of the scene the solver names when `lhs relation rhs` cannot be added, or nil when it can; the
    /// trial constraint is taken out again either way.
    private func trialConflict(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double) -> [Int]? {
        do {
            let handle = try solver.add(lhs, relation, rhs, priority: priority)
            try? solver.remove(handle)
            return nil
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return nil }
            return conflicting.compactMap { constraintByHandle[$0] }
        }
    }

    /// Takes a broken constraint out of the solver.
    func remove(_ index: Int) {
        constraints[index].isBroken = true
        withdraw(index)
    }

    /// Takes a constraint out of the solver without calling it broken (a stack's constraint it no longer generates).
    func withdraw(_ index: Int) {
        guard let handle = constraints[index].handle else { return }
        try? solver.remove(handle)
        constraintByHandle[handle] = nil
        constraints[index].handle = nil
    }

    /// Holds an undetermined variable at a value with a priority below every constraint of the scene.
    func pin(_ variable: EngineVariable, to target: Double, priority: Double) {
        _ = try? solver.add(expression(LinearForm(variable: variable)), .equal, expression(LinearForm(target)), priority: priority)
        constraintsAdded += 1
        pinned.insert(variable)
    }

    /// The variables the solver finds undetermined by the constraints above a priority.
    func ambiguousVariables(abovePriority priority: Double) -> Set<EngineVariable> {
        Set(solver.ambiguousVariables(abovePriority: priority).compactMap { engineVariable(of: $0) })
    }

    /// Converts a form to the solver's expression type.
    func expression(_ form: LinearForm) -> Expression {
        Expression(form.merged.terms.map { Term(variables[$0.variable.index], $0.coefficient) }, constant: form.constant)
    }

    /// The constraint found by solver handle.
    func constraintIndex(of handle: ConstraintHandle) -> Int? { constraintByHandle[handle] }

    /// The member UIKit breaks: the lowest priority, and of those one the scene's importer marked to yield
    /// (``LayoutConstraint/yieldsInConflict``), else the last in file order.
    ///
    /// Of two members marked to yield, one to a safe-area guide is kept and the other broken, whichever was written
    /// last: Interface Builder's canvas keeps a required bottom pin to the safe area where a bottom pin to a
    /// superview's edge conflicts with it (measured in two storyboards of two projects, neither flagging a view: an
    /// Xcode 11.4 quiz on 375 × 667 stores a 45-pt button pinned 25 above the safe area's bottom at y = 597 and a
    /// button chained 15 above it at 537, dropping the second button's pin 15 above the root's bottom, written first;
    /// an Xcode 15.0 calculator on 393 × 852 stores a fill-equally keypad, twice as tall as the display above it,
    /// pinned to the safe area's bottom ending at 818 while a result label's pin 44 above the display's bottom, written
    /// first, is in the same unsatisfiable set. Breaking the last written placed 3 of 5 and 1 of 31 frames; this, 5
    /// and 29: Xcode breaks the calculator's label spacing instead of its edge pin, which Trellis does not follow).
    /// A marked inequality is broken before the marked equalities (``LayoutConstraint/yieldRank``, IBOwnMinimumYields).
    /// Only the Interface Builder importer marks members to yield, so scene files keep the last-written rule.
    ///
    /// A stack's `UISV-hiding` is kept over a scene constraint of equal priority: UIKit logs the conflict with the
    /// hiding constraint in the set and the hidden view still collapses (its own width or height is the one broken).
    /// A stack's constraint marked ``LayoutConstraint/yieldsToRestatement`` is broken before a scene constraint
    /// of its priority that pins the same two anchors (``StackProperties/restatedPinsWin``).
    func brokenMember(of members: [Int]) -> Int {
        var best = members[members.count - 1]
        let restated = restatedStackMembers(members)
        for member in members {
            let candidate = constraints[member], current = constraints[best]
            if candidate.priority != current.priority {
                if candidate.priority < current.priority { best = member }
            } else if candidate.isStackHiding != current.isStackHiding {
                if current.isStackHiding { best = member }
            } else if restated.contains(member) != restated.contains(best) {
                if restated.contains(member) { best = member }
            } else if candidate.yieldRank != current.yieldRank {
                if candidate.yieldRank > current.yieldRank { best = member }
            } else if candidate.isLater(than: current) {
                best = member
            }
        }
        return best
    }

    /// The members a stack generated, marked ``LayoutConstraint/yieldsToRestatement``, whose two anchors a scene
    /// constraint among the members pins too (``StackProperties/restatedPinsWin``).
    func restatedStackMembers(_ members: [Int]) -> Set<Int> {
        let yielding = members.compactMap { member -> (Int, LayoutConstraint)? in
            guard let generated = constraints[member].generated, generated.yieldsToRestatement else { return nil }
            return (member, generated)
        }
        guard !yielding.isEmpty else { return [] }
        let scene = members.compactMap { member -> LayoutConstraint? in
            guard constraints[member].stack == nil, case .constraint(let constraint) = constraints[member].source else { return nil }
            return constraint
        }
        return Set(yielding.filter { _, generated in scene.contains { $0.sharesAnchors(with: generated) } }.map(\.0))
    }

    /// Auto Layout's "Unable to simultaneously satisfy constraints", with the set as the scene wrote it.
    func unsatisfiableDiagnostic(members: [Int], broken: Int, unnamed: Int, cause: String? = nil) -> Diagnostic {
        let sorted = members.sorted { constraints[$1].isLater(than: constraints[$0]) }
        var list = sorted.map { constraints[$0].quoted }
        if let cause { list.insert(cause, at: 0) }
        if unnamed > 0 { list.append("the screen size, a safe area inset or a scroll offset") }
        let brokenConstraint = constraints[broken]
        let message = "unable to simultaneously satisfy constraints: \(list.joined(separator: "; ")); breaking \(brokenConstraint.quoted), the layout continues without it"
        let notes = sorted.map {
            Diagnostic.Note(message: "conflicting constraint `\(constraints[$0].text)`\($0 == broken ? " (broken)" : "")",
                            location: constraints[$0].location)
        }
        return Diagnostic(severity: .warning, code: .unsatisfiable, message: message, location: brokenConstraint.location,
                          view: brokenConstraint.view, axis: brokenConstraint.axis, notes: notes)
    }
}
