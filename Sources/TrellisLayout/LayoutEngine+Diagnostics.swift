import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// Reports what the scene leaves undetermined and pins it: sizes to 0, positions to the superview's origin.
    func resolveAmbiguity() -> [Diagnostic] {
        let free = undeterminedVariables(abovePriority: priorities.ambiguityQuery)
        guard !free.isEmpty else { return [] }
        for index in free.sorted() where !pinned.contains(index) {
            let quantity = quantities[index]
            let priority = quantity.isSize ? priorities.sizePin : priorities.positionPin
            _ = try? solver.add(expression(form(index)), .equal, expression(LinearForm()), priority: priority)
            counters.constraintsAdded += 1
            pinned.insert(index)
        }
        var diagnostics: [Diagnostic] = []
        for (index, node) in nodes.enumerated() where !node.isSpacer {
            for axis in [Axis.horizontal, .vertical] {
                let horizontal = axis == .horizontal
                let position = horizontal ? node.x : node.y, size = horizontal ? node.width : node.height
                var named: [String] = []
                if position >= 0, free.contains(position) { named.append("\(horizontal ? "horizontal" : "vertical") position") }
                if size >= 0, index != 0, free.contains(size) { named.append(horizontal ? "width" : "height") }
                if !named.isEmpty {
                    diagnostics.append(ambiguousLayout(node: node, axis: axis, quantities: named, size: index != 0 && size >= 0 ? value(size) : 0))
                }
                let content = horizontal ? node.contentWidth : node.contentHeight
                if content >= 0, free.contains(content) {
                    diagnostics.append(ambiguousContentSize(scroll: index, axis: axis, free: free))
                }
            }
        }
        return diagnostics
    }

    /// The warning for an undetermined position or size; `size` is the value the pinned layout actually uses (a required
    /// bound can hold an undetermined size below the 0 it is pinned to).
    private func ambiguousLayout(node: EngineNode, axis: Axis, quantities named: [String], size: Double) -> Diagnostic {
        let what = named.joined(separator: " and ")
        let verb = named.count == 1 ? "is" : "are"
        var used: [String] = []
        if named.contains(where: { $0.hasSuffix("position") }) { used.append("its superview's origin") }
        if named.contains(where: { !$0.hasSuffix("position") }) { used.append("a \(axis == .horizontal ? "width" : "height") of \(formatLayoutNumber(size))") }
        return Diagnostic(
            severity: .warning, code: .ambiguousLayout,
            message: "the \(what) of '\(node.id)' \(verb) ambiguous: its constraints do not determine \(named.count == 1 ? "it" : "them"); using \(used.joined(separator: " and "))",
            location: node.view.location, view: node.id, axis: axis)
    }

    private func ambiguousContentSize(scroll index: Int, axis: Axis, free: Set<Int>) -> Diagnostic {
        let node = nodes[index]
        let horizontal = axis == .horizontal
        let dimension = horizontal ? "width" : "height"
        let edge = horizontal ? "right" : "bottom"
        // The subview that reaches furthest along the axis is the one whose edge should close the content.
        var candidate: Int?
        var reach = -Double.infinity
        for child in nodes.indices where nodes[child].parent == index {
            let end = value(horizontal ? nodes[child].x : nodes[child].y) + value(horizontal ? nodes[child].width : nodes[child].height)
            if end >= reach { reach = end; candidate = child }
        }
        let fix: String
        if let candidate {
            let child = nodes[candidate]
            let childSize = horizontal ? child.width : child.height
            if free.contains(childSize) {
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
        let scrolls = nodes.filter { $0.isScroll && $0.view.scroll.contentSize != nil }
        guard !scrolls.isEmpty else { return [] }
        let free = undeterminedVariables(abovePriority: priorities.overrideQuery)
        var diagnostics: [Diagnostic] = []
        for node in scrolls {
            guard let given = node.view.scroll.contentSize else { continue }
            for (axis, variable, asked) in [(Axis.horizontal, node.contentWidth, given.width), (.vertical, node.contentHeight, given.height)]
            where !free.contains(variable) {
                let dimension = axis == .horizontal ? "width" : "height"
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .contentSizeOverridden,
                    message: "the constraints of '\(node.id)' determine its content \(dimension) (\(formatLayoutNumber(value(variable)))), so the contentSize \(dimension) \(formatLayoutNumber(asked)) is not used",
                    location: node.view.location, view: node.id, axis: axis))
            }
        }
        return diagnostics
    }

    /// Auto Layout's "Unable to simultaneously satisfy constraints", with the set as the scene wrote it.
    func unsatisfiableDiagnostic(members: [Int], broken: Int, unnamed: Int, cause: String? = nil) -> Diagnostic {
        let sorted = members.sorted { records[$1].isLater(than: records[$0]) }
        var list = sorted.map { records[$0].quoted }
        if let cause { list.insert(cause, at: 0) }
        if unnamed > 0 { list.append("the screen size, a safe area inset or a scroll offset") }
        let brokenRecord = records[broken]
        let message = "unable to simultaneously satisfy constraints: \(list.joined(separator: "; ")); breaking \(brokenRecord.quoted), the layout continues without it"
        let notes = sorted.map { Diagnostic.Note(message: "conflicting constraint `\(records[$0].text)`\($0 == broken ? " (broken)" : "")", location: records[$0].location) }
        return Diagnostic(severity: .warning, code: .unsatisfiable, message: message, location: brokenRecord.location,
                          view: brokenRecord.view, axis: brokenRecord.axis, notes: notes)
    }
}
