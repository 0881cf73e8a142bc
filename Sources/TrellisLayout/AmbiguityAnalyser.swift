import TrellisModel
import TrellisSolver

/// Finds what the scene's constraints leave undetermined, and words the warnings about it.
///
/// UIKit lays an ambiguous layout out somehow and reports it only to `hasAmbiguousLayout`; Trellis says which quantity of
/// which view is free, and the engine pins it (sizes to 0, positions to the superview's origin) so images are stable.
struct AmbiguityAnalyser {
    let driver: SolverDriver
    let nodes: [EngineNode]
    let priorities: EnginePriorities

    /// The engine variables the constraints above `priority` leave undetermined.
    ///
    /// A linear propagation over the equalities every optimum satisfies settles the common case (everything determined)
    /// without asking the solver, whose exact query is much costlier on long chains; otherwise the solver answers.
    func undeterminedVariables(abovePriority priority: Double) -> Set<EngineVariable> {
        if propagatesToEveryVariable(abovePriority: priority) { return [] }
        return driver.ambiguousVariables(abovePriority: priority)
    }

    /// The warnings for the undetermined positions, sizes and content sizes (read after they are pinned).
    func diagnostics(free: Set<EngineVariable>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, node) in nodes.enumerated() where !node.isSpacer {
            for axis in [Axis.horizontal, .vertical] {
                let horizontal = axis == .horizontal
                let position = node.position(axis), size = node.size(axis)
                var named: [String] = []
                if let position, free.contains(position) { named.append("\(horizontal ? "horizontal" : "vertical") position") }
                if index != 0, free.contains(size) { named.append(horizontal ? "width" : "height") }
                if !named.isEmpty {
                    diagnostics.append(ambiguousLayout(node: node, axis: axis, quantities: named, size: index != 0 ? driver.value(size) : 0))
                }
                if let scroll = node.scroll, free.contains(horizontal ? scroll.contentWidth : scroll.contentHeight) {
                    diagnostics.append(ambiguousContentSize(scroll: index, axis: axis, free: free))
                }
            }
        }
        return diagnostics
    }

    /// Where the frame a design document stored (Interface Builder's) puts an undetermined quantity: Xcode keeps the
    /// stored frame of an ambiguous view, so the layout shows what the document shows.
    func storedValue(of quantity: EngineQuantity) -> Double? {
        switch quantity {
        case .x(let index): return nodes[index].view.storedFrame?.minX
        case .y(let index): return nodes[index].view.storedFrame?.minY
        case .width(let index): return nodes[index].view.storedFrame?.width
        case .height(let index): return nodes[index].view.storedFrame?.height
        default: return nil
        }
    }

    /// The warning for an undetermined position or size; `size` is the value the pinned layout actually uses (a required
    /// bound can hold an undetermined size below the 0 it is pinned to).
    private func ambiguousLayout(node: EngineNode, axis: Axis, quantities named: [String], size: Double) -> Diagnostic {
        let what = named.joined(separator: " and ")
        let verb = named.count == 1 ? "is" : "are"
        var used: [String] = []
        if named.contains(where: { $0.hasSuffix("position") }) { used.append("its superview's origin") }
        if named.contains(where: { !$0.hasSuffix("position") }) { used.append("a \(axis == .horizontal ? "width" : "height") of \(formatLayoutNumber(size))") }
        if node.view.storedFrame != nil { used = ["the frame the document stored"] }
        return Diagnostic(
            severity: .warning, code: .ambiguousLayout,
            message: "the \(what) of '\(node.id)' \(verb) ambiguous: its constraints do not determine \(named.count == 1 ? "it" : "them"); using \(used.joined(separator: " and "))",
            location: node.view.location, view: node.id, axis: axis)
    }

    private func ambiguousContentSize(scroll index: Int, axis: Axis, free: Set<EngineVariable>) -> Diagnostic {
        let node = nodes[index]
        let horizontal = axis == .horizontal
        let dimension = horizontal ? "width" : "height"
        let edge = horizontal ? "right" : "bottom"
        // The subview that reaches furthest along the axis is the one whose edge should close the content.
        var candidate: Int?
        var reach = -Double.infinity
        for child in nodes.indices where nodes[child].parent == index {
            let end = driver.value(nodes[child].position(axis)) + driver.value(nodes[child].size(axis))
            if end >= reach { reach = end; candidate = child }
        }
        let fix: String
        if let candidate {
            let child = nodes[candidate]
            if free.contains(child.size(axis)) {
                fix = "give '\(child.id)' a \(dimension), or set contentSize"
            } else {
                fix = "add `\(edge) == \(node.id)` to \(child.id), or set contentSize"
            }
        } else {
            fix = "add a subview with constraints to all four edges of \(node.id), or set contentSize"
        }
        return Diagnostic(
            severity: .warning, code: .ambiguousContentSize,
            message: "the content \(dimension) of '\(node.id)' is not determined by its subviews' constraints (0 is used): \(fix)",
            location: node.view.location, view: node.id, axis: axis)
    }

    /// Notes where `contentSize` was given but the constraints determine the content size anyway.
    func contentSizeOverrides() -> [Diagnostic] {
        let scrolls = nodes.filter { $0.scroll != nil && $0.view.scroll.contentSize != nil }
        guard !scrolls.isEmpty else { return [] }
        let free = undeterminedVariables(abovePriority: priorities.overrideQuery)
        var diagnostics: [Diagnostic] = []
        for node in scrolls {
            guard let given = node.view.scroll.contentSize, let content = node.scroll else { continue }
            for (axis, variable, asked) in [(Axis.horizontal, content.contentWidth, given.width), (.vertical, content.contentHeight, given.height)]
            where !free.contains(variable) {
                let dimension = axis == .horizontal ? "width" : "height"
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .contentSizeOverridden,
                    message: "the constraints of '\(node.id)' determine its content \(dimension) (\(formatLayoutNumber(driver.value(variable)))), so the contentSize \(dimension) \(formatLayoutNumber(asked)) is not used",
                    location: node.view.location, view: node.id, axis: axis))
            }
        }
        return diagnostics
    }
}
