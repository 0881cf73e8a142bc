import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// Builds the solver from the scene, with the first device's size and safe area suggested.
    func build(for device: Device) {
        solver = Solver()
        counters.solverBuilds += 1
        createNodes()
        createVariables()
        suggestDevice(device, counted: false)
        measureLabels()
        records = []
        collectFrameRecords()
        collectSceneRecords()
        collectStackRecords()
        collectIntrinsicRecords()
        var lowest = 1.0
        for index in records.indices where records[index].priority > 0 { lowest = min(lowest, records[index].priority) }
        priorities = EnginePriorities(floor: lowest)
        recordByHandle.reserveCapacity(records.count)
        for index in records.indices { addToSolver(index) }
        addContentSizeFallbacks()
        isBuilt = true
    }

    /// Suggests a device's root size and safe area to the solver.
    ///
    /// The container's bars extend the safe area, as UIKit's `additionalSafeAreaInsets` of a navigation or tab bar
    /// controller do: a navigation bar below the status bar, a tab bar and a toolbar above the home indicator.
    func suggestDevice(_ device: Device, counted: Bool = true) {
        if counted { counters.deviceSuggestions += 1 }
        let bars = scene.container.barInsets
        suggest(rootWidth, device.size.width)
        suggest(rootHeight, device.size.height)
        suggest(safeTop, device.safeArea.top + bars.top)
        suggest(safeLeft, device.safeArea.left)
        suggest(safeBottom, device.safeArea.bottom + bars.bottom)
        suggest(safeRight, device.safeArea.right)
    }

    private func createNodes() {
        nodes = []
        indexByID = [:]
        func count(_ view: ViewNode) -> Int { view.children.reduce(1) { $0 + count($1) } }
        let total = count(scene.root)
        nodes.reserveCapacity(total)
        indexByID.reserveCapacity(total)
        func walk(_ view: ViewNode, parent: Int?, depth: Int) {
            let index = nodes.count
            nodes.append(EngineNode(view: view, parent: parent, depth: depth, isSpacer: view.isLayoutGuide))
            if indexByID[view.id] == nil { indexByID[view.id] = index }
            for child in view.children { walk(child, parent: index, depth: depth + 1) }
        }
        walk(scene.root, parent: nil, depth: 0)
    }

    private func createVariables() {
        rootWidth = makeVariable("view.width", .rootWidth)
        rootHeight = makeVariable("view.height", .rootHeight)
        safeTop = makeVariable("safeArea.top", .safeArea)
        safeLeft = makeVariable("safeArea.left", .safeArea)
        safeBottom = makeVariable("safeArea.bottom", .safeArea)
        safeRight = makeVariable("safeArea.right", .safeArea)
        for variable in [rootWidth, rootHeight, safeTop, safeLeft, safeBottom, safeRight] { makeEdit(variable, 0) }
        for index in nodes.indices {
            let id = nodes[index].id
            if index == 0 {
                nodes[index].width = rootWidth
                nodes[index].height = rootHeight
                continue
            }
            nodes[index].x = makeVariable("\(id).x", .x(index))
            nodes[index].y = makeVariable("\(id).y", .y(index))
            nodes[index].width = makeVariable("\(id).width", .width(index))
            nodes[index].height = makeVariable("\(id).height", .height(index))
            if nodes[index].isScroll {
                nodes[index].contentWidth = makeVariable("\(id).contentWidth", .contentWidth(index))
                nodes[index].contentHeight = makeVariable("\(id).contentHeight", .contentHeight(index))
                nodes[index].offsetX = makeVariable("\(id).contentOffset.x", .offsetX(index))
                nodes[index].offsetY = makeVariable("\(id).contentOffset.y", .offsetY(index))
                makeEdit(nodes[index].offsetX, 0)
                makeEdit(nodes[index].offsetY, 0)
            }
        }
    }

    /// Required constraints placing frame-placed views (translatesAutoresizingMaskIntoConstraints).
    private func collectFrameRecords() {
        for index in nodes.indices.dropFirst() {
            let node = nodes[index]
            guard let frame = node.view.frame else { continue }
            let values: [(Int, Double, Axis)] = [
                (node.x, frame.minX, .horizontal), (node.y, frame.minY, .vertical),
                (node.width, frame.width, .horizontal), (node.height, frame.height, .vertical),
            ]
            for (variable, target, axis) in values {
                collect(record(source: .frame(frame), owner: node.id, location: node.view.location, view: node.id, axis: axis,
                                     priority: LayoutConstraint.required, lhs: form(variable), relation: .equal, rhs: LinearForm(target)))
            }
        }
    }

    /// The scene's constraints: every view's `layout:` list depth first, then the top-level list.
    private func collectSceneRecords() {
        for index in nodes.indices {
            for constraint in nodes[index].view.constraints {
                if let made = record(for: constraint, owner: nodes[index].id) { collect(made) }
            }
        }
        for constraint in scene.constraints {
            if let made = record(for: constraint, owner: nil) { collect(made) }
        }
    }

    /// Makes room for `extra` more records, growing geometrically (one copy of the records, not one per append).
    func reserveRecords(_ extra: Int) {
        let needed = records.count + extra
        if records.capacity < needed { records.reserveCapacity(max(needed, 2 * records.capacity)) }
    }

    /// Appends a record in collection order, not yet in the solver.
    func collect(_ newRecord: ConstraintRecord) {
        records.append(newRecord)
        records[records.count - 1].order = records.count - 1
    }

    /// A record for a model constraint, or nil (with a diagnostic) when it cannot be used.
    func record(for constraint: LayoutConstraint, owner: String?) -> ConstraintRecord? {
        switch translate(constraint) {
        case .failure(let error):
            buildDiagnostics.append(Diagnostic(
                severity: .warning, code: .badConstraint, message: "\(error.message): `\(constraint.describedText)`; it is ignored",
                location: constraint.location, view: constraint.first.view, axis: constraint.firstAttribute.axis))
            return nil
        case .success(let (lhs, relation, rhs)):
            return record(source: .constraint(constraint), owner: owner, location: constraint.location, view: constraint.first.view,
                          axis: constraint.firstAttribute.axis, priority: constraint.priority, lhs: lhs, relation: relation, rhs: rhs)
        }
    }

    func record(source: RecordSource, owner: String?, location: SourceLocation?, view: String?, axis: Axis?, priority: Double,
                lhs: LinearForm, relation: Relation, rhs: LinearForm) -> ConstraintRecord {
        ConstraintRecord(source: source, owner: owner, location: location, view: view, axis: axis,
                         priority: min(max(priority, 0), LayoutConstraint.required), order: 0,
                         lhs: lhs, relation: relation, rhs: rhs)
    }

    /// Converts a form to the solver's expression type.
    func expression(_ form: LinearForm) -> Expression {
        Expression(form.merged.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: form.constant)
    }

    /// Adds a record to the solver; a required one that conflicts breaks the set's lowest-priority, last-written member.
    func add(_ newRecord: ConstraintRecord) {
        collect(newRecord)
        addToSolver(records.count - 1)
    }

    private func addToSolver(_ index: Int) {
        for _ in 0..<8 {
            do {
                let handle = try solver.add(expression(records[index].lhs), records[index].relation, expression(records[index].rhs),
                                            priority: records[index].priority)
                counters.constraintsAdded += 1
                records[index].handle = handle
                recordByHandle[handle] = index
                return
            } catch {
                guard case .unsatisfiable(let conflicting) = error else {
                    records[index].isBroken = true
                    return
                }
                let members = conflicting.compactMap { recordByHandle[$0] }.filter { $0 != index } + [index]
                let broken = brokenMember(of: members)
                buildDiagnostics.append(unsatisfiableDiagnostic(members: members, broken: broken,
                                                                unnamed: conflicting.count - (members.count - 1)))
                if broken == index {
                    records[index].isBroken = true
                    return
                }
                removeRecord(broken)
            }
        }
        records[index].isBroken = true
    }

    /// Takes a broken record out of the solver.
    func removeRecord(_ index: Int) {
        records[index].isBroken = true
        guard let handle = records[index].handle else { return }
        try? solver.remove(handle)
        recordByHandle[handle] = nil
        records[index].handle = nil
    }

    /// What an edit variable holds, for diagnostics.
    func describeEdit(_ index: Int) -> String {
        switch quantities[index] {
        case .rootWidth: return "the screen's width"
        case .rootHeight: return "the screen's height"
        case .safeArea: return "the device's safe area inset"
        case .margin(let view): return "a layout margin of '\(nodes[view].id)'"
        case .offsetX(let view): return "the x offset of '\(nodes[view].id)'"
        case .offsetY(let view): return "the y offset of '\(nodes[view].id)'"
        case .intrinsicWidth(let view): return "the measured width of '\(nodes[view].id)'"
        case .intrinsicHeight(let view): return "the measured height of '\(nodes[view].id)'"
        default: return "a value"
        }
    }

    /// The member UIKit breaks: the lowest priority, and of those the last in file order.
    ///
    /// A stack's `UISV-hiding` is kept over a scene constraint of equal priority: UIKit logs the conflict with the
    /// hiding constraint in the set and the hidden view still collapses (its own width or height is the one broken).
    func brokenMember(of members: [Int]) -> Int {
        var best = members[members.count - 1]
        for member in members {
            let candidate = records[member], current = records[best]
            if candidate.priority != current.priority {
                if candidate.priority < current.priority { best = member }
            } else if candidate.isStackHiding != current.isStackHiding {
                if current.isStackHiding { best = member }
            } else if candidate.isLater(than: current) {
                best = member
            }
        }
        return best
    }

    /// `contentSize` holds the content area's size only where nothing else determines it.
    private func addContentSizeFallbacks() {
        for node in nodes where node.isScroll {
            addContentSizeFromView(node)
            guard let size = node.view.scroll.contentSize else { continue }
            for (variable, target, axis) in [(node.contentWidth, size.width, Axis.horizontal), (node.contentHeight, size.height, .vertical)] {
                add(record(source: .contentSize(axis, target), owner: node.id, location: node.view.location, view: node.id, axis: axis,
                           priority: priorities.contentSizeFallback, lhs: form(variable), relation: .equal, rhs: LinearForm(target)))
            }
        }
    }
}
