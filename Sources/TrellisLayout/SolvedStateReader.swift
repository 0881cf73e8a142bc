import TrellisModel

/// Reads every view's frame, scroll state and baselines from the current solution into a solved state.
struct SolvedStateReader {
    let nodes: [EngineNode]
    let driver: SolverDriver

    private func value(_ variable: EngineVariable?) -> Double { driver.value(variable) }

    /// The state as solved: frames rounded to the device's pixel grid (the engine's exact frames kept beside them),
    /// scroll views with their content size, adjusted inset and offset, labels with their baselines.
    func read(_ request: StateRequest, plan: ScrollPlan, device: Device) -> SolvedState {
        var views: [SolvedView] = []
        views.reserveCapacity(nodes.count)
        let grid = PixelGrid(scale: device.scale)
        var rounding = WholePointRounding(count: nodes.count, grid: grid, inRoot: device.roundsPixelsInRoot,
                                          keepsHalfPointTies: device.keepsHalfPointTies)
        for index in nodes.indices where !nodes[index].isSpacer {
            let node = nodes[index]
            // The root has no origin variables: it is at 0, 0.
            let frame = Rect(x: value(node.x), y: value(node.y), width: value(node.width), height: value(node.height))
            var solved = SolvedView(id: node.id, kind: node.view.kind, parent: node.parent.map { nodes[$0].id },
                                    frame: rounding.round(frame, at: index, in: nodes))
            solved.engineFrame = frame
            if let scroll = node.scroll {
                solved.contentSize = Size(width: value(scroll.contentWidth), height: value(scroll.contentHeight))
                solved.adjustedContentInset = plan.geometry(of: index)?.adjustedInset ?? node.view.scroll.contentInset
                solved.contentOffset = request.offsets[index] ?? Point(x: value(scroll.offsetX), y: value(scroll.offsetY))
            }
            if let label = node.label {
                let top = (frame.height - label.metrics.size.height) / 2
                solved.firstBaseline = top + label.metrics.firstBaseline
                solved.lastBaseline = top + label.metrics.lastBaseline
            }
            views.append(solved)
        }
        return SolvedState(name: request.name, scrollView: request.scrollView, views: views)
    }
}
