import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The planner of this scene's scroll offsets and states, over the current tree.
    var scrollPlanner: ScrollPlanner { ScrollPlanner(scene: scene, nodes: nodes, indexByID: indexByID) }

    /// Computes each scroll view's range and offsets from the solve at the first offsets.
    func scrollPlan() -> ScrollPlan {
        scrollPlanner.plan(ScrollGeometry.measured(nodes: nodes, driver: driver, resolver: insetResolver))
    }

    /// Suggests a state's offsets, re-solves (with the labels' second pass) and reads every view.
    func solveState(_ request: StateRequest, plan: ScrollPlan, device: Device, diagnostics: inout [Diagnostic]) -> SolvedState {
        for (index, point) in request.offsets {
            suggest(nodes[index].scroll?.offsetX, point.x)
            suggest(nodes[index].scroll?.offsetY, point.y)
        }
        counters.stateSolves += 1
        if !settleLabels() { diagnostics.append(LabelMeasurer.unsettledDiagnostic(nodes: nodes, location: scene.location)) }
        diagnostics += NegativeSizeCheck(nodes: nodes, driver: driver).diagnostics()
        return SolvedStateReader(nodes: nodes, driver: driver).read(request, plan: plan, device: device)
    }
}
