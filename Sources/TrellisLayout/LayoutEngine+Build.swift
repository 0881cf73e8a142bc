import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// Builds the solver from the scene, with the first device's size and safe area suggested.
    func build(for device: Device) {
        driver = SolverDriver(limits: solverLimits)
        counters.solverBuilds += 1
        createNodes()
        suggestDevice(device, counted: false)
        measureLabels()
        // Each ImplicitConstraints lives for one statement: the stacks below add spacers to the tree.
        for constraint in ImplicitConstraints(nodes: nodes, indexByID: indexByID).frameConstraints() { driver.collect(constraint) }
        collectSceneConstraints()
        collectStackConstraints()
        let intrinsic = ImplicitConstraints(nodes: nodes, indexByID: indexByID).intrinsicConstraints()
        driver.reserve(intrinsic.count)
        for constraint in intrinsic { driver.collect(constraint) }
        var lowest = 1.0
        for constraint in driver.constraints where constraint.priority > 0 { lowest = min(lowest, constraint.priority) }
        priorities = EnginePriorities(floor: lowest)
        driver.reserveHandles()
        driver.recordsConflicts = scene.holdsConflictingViews && nodes.contains { $0.view.storedFrame != nil }
        for index in driver.constraints.indices { buildDiagnostics += driver.addToSolver(index) }
        driver.holdConflictingViews(nodes: nodes)
        let fallbacks = ImplicitConstraints(nodes: nodes, indexByID: indexByID).contentSizeFallbacks(priority: priorities.contentSizeFallback)
        for constraint in fallbacks { add(constraint) }
        isBuilt = true
    }

    /// Suggests a device's root size and safe area to the solver.
    ///
    /// The container's bars extend the safe area, as UIKit's `additionalSafeAreaInsets` of a navigation or tab bar
    /// controller do: a navigation bar below the status bar, a tab bar and a toolbar above the home indicator.
    func suggestDevice(_ device: Device, counted: Bool = true) {
        if counted { counters.deviceSuggestions += 1 }
        guard let root else { return }
        let bars = scene.container.barInsets
        suggest(root.width, device.size.width)
        suggest(root.height, device.size.height)
        suggest(root.safeTop, device.safeArea.top + bars.top)
        suggest(root.safeLeft, device.safeArea.left)
        suggest(root.safeBottom, device.safeArea.bottom + bars.bottom)
        suggest(root.safeRight, device.safeArea.right)
    }

    /// The engine's view tree with its variables; the initial edit values' conflicts (if any) are reported with the layout.
    private func createNodes() {
        let tree = EngineTree(scene: scene, driver: driver)
        nodes = tree.nodes
        indexByID = tree.indexByID
        root = tree.root
        pendingDiagnostics += tree.diagnostics
    }

    /// The scene's constraints: every view's `layout:` list depth first, then the top-level list.
    private func collectSceneConstraints() {
        guard let translator else { return }
        for index in nodes.indices {
            for constraint in nodes[index].view.constraints {
                if let made = engineConstraint(for: constraint, owner: nodes[index].id, translator: translator) { driver.collect(made) }
            }
        }
        for constraint in scene.constraints {
            if let made = engineConstraint(for: constraint, owner: nil, translator: translator) { driver.collect(made) }
        }
    }

    /// The engine constraint for a model constraint, or nil (with a diagnostic) when it cannot be used.
    ///
    /// One translator serves a whole batch of constraints (it holds the tree as it is while they are translated).
    func engineConstraint(for constraint: LayoutConstraint, owner: String?, translator: ConstraintTranslator) -> EngineConstraint? {
        switch translator.translate(constraint) {
        case .failure(let error):
            buildDiagnostics.append(Diagnostic(
                severity: .warning, code: .badConstraint, message: "\(error.message): `\(constraint.describedText)`; it is ignored",
                location: constraint.location, view: constraint.first.view, axis: constraint.firstAttribute.axis))
            return nil
        case .success(let (lhs, relation, rhs)):
            return .make(.constraint(constraint), owner: owner, location: constraint.location, view: constraint.first.view,
                          axis: constraint.firstAttribute.axis, priority: constraint.priority, lhs: lhs, relation: relation, rhs: rhs)
        }
    }
}
