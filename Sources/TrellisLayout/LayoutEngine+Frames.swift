import TrellisModel

/// Many frames of one device's layout, each a re-solve with new offsets (gestures).
extension LayoutEngine {
    /// Solves the scene once per frame with every named scroll view at the frame's offset (the others at their
    /// first offsets), after ``layout(device:)`` for `device`: the solver is not rebuilt, only the offsets are
    /// suggested anew, so a frame costs one incremental re-solve.
    public func solveFrames(_ frames: [[String: Point]], device: Device) -> (states: [SolvedState], diagnostics: [Diagnostic]) {
        if !isBuilt { _ = layout(device: device) }
        let plan = scrollPlan()
        var diagnostics: [Diagnostic] = []
        var states: [SolvedState] = []
        states.reserveCapacity(frames.count)
        for request in scrollPlanner.frameRequests(frames, plan: plan) {
            states.append(solveState(request, plan: plan, device: device, diagnostics: &diagnostics))
        }
        diagnostics += pendingDiagnostics
        pendingDiagnostics = []
        return (states, diagnostics)
    }
}
