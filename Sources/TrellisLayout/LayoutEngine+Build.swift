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
        collectFrameConstraints()
        collectSceneConstraints()
        collectStackConstraints()
        collectIntrinsicConstraints()
        var lowest = 1.0
        for constraint in driver.constraints where constraint.priority > 0 { lowest = min(lowest, constraint.priority) }
        priorities = EnginePriorities(floor: lowest)
        driver.reserveHandles()
        for index in driver.constraints.indices { buildDiagnostics += driver.addToSolver(index) }
        addContentSizeFallbacks()
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

    /// The engine's view tree depth first, each view with its variables (the root's size and safe area first, as
    /// required edit variables; a scroll view's offsets also required edit variables).
    private func createNodes() {
        nodes = []
        indexByID = [:]
        let made = RootVariables(width: makeVariable("view.width", .rootWidth), height: makeVariable("view.height", .rootHeight),
                                 safeTop: makeVariable("safeArea.top", .safeArea), safeLeft: makeVariable("safeArea.left", .safeArea),
                                 safeBottom: makeVariable("safeArea.bottom", .safeArea),
                                 safeRight: makeVariable("safeArea.right", .safeArea))
        root = made
        for variable in [made.width, made.height, made.safeTop, made.safeLeft, made.safeBottom, made.safeRight] { makeEdit(variable, 0) }
        func count(_ view: ViewNode) -> Int { view.children.reduce(1) { $0 + count($1) } }
        let total = count(scene.root)
        nodes.reserveCapacity(total)
        indexByID.reserveCapacity(total)
        func walk(_ view: ViewNode, parent: Int?, depth: Int) {
            let index = nodes.count
            let node: EngineNode
            if let parent {
                let id = view.id
                let x = makeVariable("\(id).x", .x(index)), y = makeVariable("\(id).y", .y(index))
                let width = makeVariable("\(id).width", .width(index)), height = makeVariable("\(id).height", .height(index))
                var scroll: ScrollVariables?
                if view.kind == .scroll {
                    let content = ScrollVariables(
                        contentWidth: makeVariable("\(id).contentWidth", .contentWidth(index)),
                        contentHeight: makeVariable("\(id).contentHeight", .contentHeight(index)),
                        offsetX: makeVariable("\(id).contentOffset.x", .offsetX(index)),
                        offsetY: makeVariable("\(id).contentOffset.y", .offsetY(index)))
                    makeEdit(content.offsetX, 0)
                    makeEdit(content.offsetY, 0)
                    scroll = content
                }
                node = EngineNode(view: view, parent: parent, depth: depth, x: x, y: y, width: width, height: height, scroll: scroll,
                                  isSpacer: view.isLayoutGuide)
            } else {
                node = EngineNode(view: view, parent: nil, depth: depth, x: nil, y: nil, width: made.width, height: made.height,
                                  isSpacer: view.isLayoutGuide)
            }
            nodes.append(node)
            if indexByID[view.id] == nil { indexByID[view.id] = index }
            for child in view.children { walk(child, parent: index, depth: depth + 1) }
        }
        walk(scene.root, parent: nil, depth: 0)
    }

    /// Required constraints placing frame-placed views (translatesAutoresizingMaskIntoConstraints).
    private func collectFrameConstraints() {
        for index in nodes.indices.dropFirst() {
            let node = nodes[index]
            guard let frame = node.view.frame else { continue }
            guard let x = node.x, let y = node.y else { continue }
            let values: [(EngineVariable, Double, Axis)] = [
                (x, frame.minX, .horizontal), (y, frame.minY, .vertical),
                (node.width, frame.width, .horizontal), (node.height, frame.height, .vertical),
            ]
            for (variable, target, axis) in values {
                driver.collect(engineConstraint(source: .frame(frame), owner: node.id, location: node.view.location, view: node.id, axis: axis,
                                     priority: LayoutConstraint.required, lhs: form(variable), relation: .equal, rhs: LinearForm(target)))
            }
        }
    }

    /// The scene's constraints: every view's `layout:` list depth first, then the top-level list.
    private func collectSceneConstraints() {
        for index in nodes.indices {
            for constraint in nodes[index].view.constraints {
                if let made = engineConstraint(for: constraint, owner: nodes[index].id) { driver.collect(made) }
            }
        }
        for constraint in scene.constraints {
            if let made = engineConstraint(for: constraint, owner: nil) { driver.collect(made) }
        }
    }

    /// The engine constraint for a model constraint, or nil (with a diagnostic) when it cannot be used.
    func engineConstraint(for constraint: LayoutConstraint, owner: String?) -> EngineConstraint? {
        guard let translator else { return nil }
        switch translator.translate(constraint) {
        case .failure(let error):
            buildDiagnostics.append(Diagnostic(
                severity: .warning, code: .badConstraint, message: "\(error.message): `\(constraint.describedText)`; it is ignored",
                location: constraint.location, view: constraint.first.view, axis: constraint.firstAttribute.axis))
            return nil
        case .success(let (lhs, relation, rhs)):
            return engineConstraint(source: .constraint(constraint), owner: owner, location: constraint.location, view: constraint.first.view,
                          axis: constraint.firstAttribute.axis, priority: constraint.priority, lhs: lhs, relation: relation, rhs: rhs)
        }
    }

    /// An engine constraint, its priority clamped to 0…required.
    func engineConstraint(source: EngineConstraintSource, owner: String?, location: SourceLocation?, view: String?, axis: Axis?,
                          priority: Double, lhs: LinearForm, relation: Relation, rhs: LinearForm) -> EngineConstraint {
        EngineConstraint(source: source, owner: owner, location: location, view: view, axis: axis,
                         priority: min(max(priority, 0), LayoutConstraint.required), order: 0,
                         lhs: lhs, relation: relation, rhs: rhs)
    }

    /// `contentSize` holds the content area's size only where nothing else determines it.
    private func addContentSizeFallbacks() {
        for node in nodes {
            guard let scroll = node.scroll else { continue }
            addContentSizeFromView(node)
            guard let size = node.view.scroll.contentSize else { continue }
            for (variable, target, axis) in [(scroll.contentWidth, size.width, Axis.horizontal), (scroll.contentHeight, size.height, .vertical)] {
                add(engineConstraint(source: .contentSize(axis, target), owner: node.id, location: node.view.location, view: node.id, axis: axis,
                           priority: priorities.contentSizeFallback, lhs: form(variable), relation: .equal, rhs: LinearForm(target)))
            }
        }
    }
}
