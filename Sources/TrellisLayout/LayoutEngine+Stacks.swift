import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// Collects the constraints every stack view generates, with their spacers added as invisible children of the stack.
    func collectStackConstraints() {
        let fixed = StackFixedLengths.ifProportional(nodes.lazy.map(\.view), scene.constraints)
        for index in nodes.indices where nodes[index].view.kind == .stack && !nodes[index].isSpacer {
            let made = generatedStackConstraints(for: index, fixed: fixed)
            driver.reserve(made.count)
            for constraint in made { driver.collect(constraint) }
        }
    }

    private func generatedStackConstraints(for index: Int, fixed: StackFixedLengths?) -> [EngineConstraint] {
        // Read before spacers are added: nothing may hold the tree while it grows (that would copy every node).
        let set: StackConstraintSet = {
            let implicit = ImplicitConstraints(nodes: nodes, indexByID: indexByID)
            return stackConstraints(for: nodes[index].view, intrinsicSize: { view in
                implicit.indexByID[view.id].flatMap { implicit.intrinsicSize(of: $0) }
            }, fixedLength: { fixed?.length(of: $0, $1) })
        }()
        if set.dependsOnIntrinsicSizes { stacksDependingOnIntrinsicSizes.insert(index) }
        for spacer in set.spacers where indexByID[spacer] == nil { addSpacer(spacer, stack: index) }
        let owner = nodes[index].id
        var result: [EngineConstraint] = []
        result.reserveCapacity(set.constraints.count)
        // A horizontal stack runs from its leading edge: right to left, its first arranged view is at the right.
        let direction = nodes[index].view.traits.layoutDirection
        guard let translator else { return [] }
        for generated in set.constraints {
            let constraint = direction == .rightToLeft ? generated.resolvingLayoutDirection(direction) : generated
            guard var made = engineConstraint(for: constraint, owner: owner, translator: translator) else { continue }
            made.stack = index
            result.append(made)
        }
        return result
    }

    /// An invisible rectangle owned by a stack, with its own variables in the stack's space.
    private func addSpacer(_ id: String, stack: Int) {
        let x = driver.makeVariable("\(id).x", .auxiliary(id)), y = driver.makeVariable("\(id).y", .auxiliary(id))
        let width = driver.makeVariable("\(id).width", .auxiliary(id)), height = driver.makeVariable("\(id).height", .auxiliary(id))
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
            let current = driver.constraints.indices.compactMap { index -> (Int, LayoutConstraint)? in
                guard driver.constraints[index].stack == stack, let generated = driver.constraints[index].generated else { return nil }
                return (index, generated)
            }
            let (withdrawn, added) = StackConstraintSet.changes(from: current, to: generatedStackConstraints(for: stack, fixed: .init(scene.constraints)))
            for index in withdrawn {
                driver.withdraw(index)
                driver.constraints[index].stack = nil
            }
            for made in added { add(made) }
        }
    }
}
