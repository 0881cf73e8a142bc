import TrellisModel
import TrellisSolver

extension SolverDriver {
    /// An `internal` error naming the scene when the solver stopped short of an optimal solution (an iteration limit, an
    /// unbounded objective or the work limit), so that no image is drawn from frames that may be wrong (issue 10, rule 8).
    func troubleDiagnostics(scene: Scene) -> [Diagnostic] {
        guard let trouble = solver.trouble else { return [] }
        let hint: String
        switch trouble {
        case .workLimit:
            hint = "the scene's constraints are too costly to solve (see the limits in docs/cli.md); split the scene, or give a "
                + "size to one view of a long ring or chain of inequalities that leaves sizes undetermined"
        case .iterationLimit, .unbounded:
            hint = "this is a defect of Trellis: please report it with the scene file"
        }
        let location = scene.location ?? (scene.file.isEmpty ? nil : SourceLocation(file: scene.file, line: 1, column: 1))
        return [Diagnostic(severity: .error, code: .internal,
                           message: "scene '\(scene.name)': the layout solver stopped early: \(trouble); \(hint)",
                           location: location)]
    }
}
