import TrellisModel
import TrellisSolver

/// Finds views whose solved width or height is negative and names the constraints that force it.
struct NegativeSizeCheck {
    let nodes: [EngineNode]
    let driver: SolverDriver

    private func value(_ variable: EngineVariable?) -> Double { driver.value(variable) }

    /// Warnings for views whose solved width or height is negative, naming the constraints that force it.
    ///
    /// UIKit applies such a size as it is (a frame with a negative height); the scene almost always has a mistake there,
    /// so it is reported with the constraints on that axis that hold exactly (the ones that pin the view's edges).
    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for index in nodes.indices.dropFirst() where !nodes[index].isSpacer {
            for axis in [Axis.horizontal, .vertical] {
                let horizontal = axis == .horizontal
                // Stored properties read in place: calling a method on the element would copy the whole node.
                let size = horizontal ? nodes[index].width : nodes[index].height
                let length = value(size)
                guard length < -1e-6 else { continue }
                let position = horizontal ? nodes[index].x : nodes[index].y
                let forcing = tightConstraints(touching: [position, size].compactMap { $0 })
                let dimension = horizontal ? "width" : "height"
                let list = forcing.isEmpty ? "its constraints" : forcing.map { driver.constraints[$0].quoted }.joined(separator: "; ")
                let node = nodes[index]
                result.append(Diagnostic(
                    severity: .warning, code: .negativeSize,
                    message: "the \(dimension) of '\(node.id)' is \(formatLayoutNumber(length)): \(list) force it below 0 (UIKit applies such a frame as it is)",
                    location: node.view.location, view: node.id, axis: axis,
                    notes: forcing.map {
                        Diagnostic.Note(message: "forcing constraint `\(driver.constraints[$0].text)`", location: driver.constraints[$0].location)
                    }))
            }
        }
        return result
    }

    /// The records in the solver that use one of the variables and hold with equality, required ones first, in file order.
    private func tightConstraints(touching variables: [EngineVariable]) -> [Int] {
        let wanted = Set(variables)
        let records = driver.constraints
        var found: [Int] = []
        for index in records.indices where records[index].handle != nil {
            let record = records[index]
            guard record.lhs.terms.contains(where: { wanted.contains($0.variable) })
                || record.rhs.terms.contains(where: { wanted.contains($0.variable) }) else { continue }
            let difference = record.lhs.evaluate { value($0) } - record.rhs.evaluate { value($0) }
            if abs(difference) <= 1e-6 * max(1, abs(record.lhs.constant), abs(record.rhs.constant)) { found.append(index) }
        }
        let required = found.filter { records[$0].priority >= LayoutConstraint.required }
        let chosen = required.isEmpty ? found : required
        return chosen.sorted { records[$1].isLater(than: records[$0]) }
    }
}
