import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The scene's constraint system as the engine gives it to the solver, in the solver benchmark's workload format.
    ///
    /// Builds the solver for `device` if it is not built yet; lists the edit variables with their current values and every
    /// constraint in force, so the solver can be timed (or compared with another) on exactly a layout's work.
    public func solverWorkload(device: Device) -> String {
        if !isBuilt { build(for: device) }
        func name(_ index: Int) -> String {
            let raw = solver.name(of: variables[index])
            return String(raw.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }) + "_\(index)"
        }
        func text(_ form: LinearForm) -> String {
            let merged = form.merged
            var result = ""
            func append(_ value: Double, _ suffix: String) {
                let sign = value < 0 ? "-" : "+"
                result += result.isEmpty ? (value < 0 ? "-" : "") : " \(sign) "
                result += "\(abs(value))\(suffix)"
            }
            for term in merged.terms { append(term.coefficient, "*\(name(term.variable))") }
            if merged.constant != 0 || result.isEmpty { append(merged.constant, "") }
            return result
        }
        var lines = ["# \(scene.name): \(records.count) constraints from the layout engine"]
        for index in suggested.keys.sorted() {
            lines.append("edit \(name(index)) 1000 \(suggested[index] ?? 0)")
        }
        for record in records where record.handle != nil {
            let relation: String
            switch record.relation {
            case .equal: relation = "=="
            case .lessThanOrEqual: relation = "<="
            case .greaterThanOrEqual: relation = ">="
            }
            lines.append("\(record.priority): \(text(record.lhs)) \(relation) \(text(record.rhs))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
