import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The intrinsic size the engine's constraints use for a view; -1 on an axis without one, nil when it has none.
    func intrinsicSize(of index: Int) -> Size? {
        let node = nodes[index]
        var width: Double?, height: Double?
        if let label = node.label {
            width = label.metrics.size.width; height = label.metrics.size.height
        } else if let image = node.view.image {
            width = image.pointSize.width; height = image.pointSize.height
        }
        if let explicit = node.view.intrinsicWidth { width = explicit }
        if let explicit = node.view.intrinsicHeight { height = explicit }
        if width == nil && height == nil { return nil }
        return Size(width: width ?? -1, height: height ?? -1)
    }

    /// Collects the constraints every stack view generates, with their spacers added as invisible children of the stack.
    func collectStackConstraints() {
        for index in nodes.indices where nodes[index].view.kind == .stack && !nodes[index].isSpacer {
            let made = generatedStackConstraints(for: index)
            driver.reserve(made.count)
            for constraint in made { driver.collect(constraint) }
        }
    }

    private func generatedStackConstraints(for index: Int) -> [EngineConstraint] {
        let set = stackConstraintsOnAlignmentRects(for: nodes[index].view) { view in
            self.indexByID[view.id].flatMap { self.intrinsicSize(of: $0) }
        }
        if set.dependsOnIntrinsicSizes { stacksDependingOnIntrinsicSizes.insert(index) }
        for spacer in set.spacers where indexByID[spacer] == nil { addSpacer(spacer, stack: index) }
        let owner = nodes[index].id
        var result: [EngineConstraint] = []
        result.reserveCapacity(set.constraints.count)
        // A horizontal stack runs from its leading edge: right to left, its first arranged view is at the right.
        let direction = nodes[index].view.traits.layoutDirection
        for generated in set.constraints {
            let constraint = direction == .rightToLeft ? generated.resolvingLayoutDirection(direction) : generated
            guard var made = engineConstraint(for: constraint, owner: owner) else { continue }
            made.stack = index
            result.append(made)
        }
        return result
    }

    /// An invisible rectangle owned by a stack, with its own variables in the stack's space.
    private func addSpacer(_ id: String, stack: Int) {
        let x = makeVariable("\(id).x", .auxiliary(id)), y = makeVariable("\(id).y", .auxiliary(id))
        let width = makeVariable("\(id).width", .auxiliary(id)), height = makeVariable("\(id).height", .auxiliary(id))
        indexByID[id] = nodes.count
        nodes.append(EngineNode(view: ViewNode(.view, id: id), parent: stack, depth: nodes[stack].depth + 1,
                                x: x, y: y, width: width, height: height, isSpacer: true))
    }

    /// Generates again the constraints of stacks that embed intrinsic sizes of labels whose measurement changed.
    ///
    /// Only the constraints that differ from the current set are removed and added.
    func regenerateStacks(afterChangesTo labels: Set<Int>) {
        let stacks = stacksDependingOnIntrinsicSizes.filter { stack in labels.contains { nodes[$0].parent == stack } }
        guard !stacks.isEmpty else { return }
        for stack in stacks.sorted() {
            var current: [LayoutConstraint: [Int]] = [:]
            for index in driver.constraints.indices where driver.constraints[index].stack == stack {
                if let generated = driver.constraints[index].generated { current[generated, default: []].append(index) }
            }
            var added: [EngineConstraint] = []
            for made in generatedStackConstraints(for: stack) {
                if let generated = made.generated, var matches = current[generated], !matches.isEmpty {
                    matches.removeLast()
                    current[generated] = matches
                } else {
                    added.append(made)
                }
            }
            for index in current.values.joined().sorted() {
                driver.withdraw(index)
                driver.constraints[index].stack = nil
            }
            for made in added { add(made) }
        }
    }
}
