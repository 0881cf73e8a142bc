import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// Measures every label once and makes the edit variables of the multi-line ones' intrinsic sizes.
    func measureLabels() {
        for (index, state) in labelMeasurer.initialStates(of: nodes, driver: driver, describe: describeEdit, conflicts: &pendingDiagnostics) {
            nodes[index].label = state
        }
    }

    /// UIKit's second pass for multi-line labels: measure at the solved width, update, solve again, until stable.
    ///
    /// Non-root safe areas, which depend on where the views end up, are updated in the same passes.
    /// Returns false when the labels did not settle within ``LabelMeasurer/maximumLabelPasses`` passes.
    func settleLabels() -> Bool {
        for _ in 0...LabelMeasurer.maximumLabelPasses {
            var changed = updateSafeAreas()
            var changedLabels: Set<Int> = []
            for index in nodes.indices {
                guard var label = nodes[index].label, label.wrapsAtSolvedWidth, let properties = nodes[index].view.label else { continue }
                let width = value(nodes[index].width)
                if let measuredAt = label.measuredAt, abs(measuredAt - width) < 1e-7 { continue }
                let before = label.metrics.size
                label.metrics = labelMeasurer.measure(properties, width: width)
                label.measuredAt = width
                nodes[index].label = label
                if label.metrics.size != before, label.intrinsicWidthVariable != nil || label.intrinsicHeightVariable != nil {
                    suggest(label.intrinsicWidthVariable, label.metrics.size.width)
                    suggest(label.intrinsicHeightVariable, label.metrics.size.height)
                    changed = true
                    changedLabels.insert(index)
                }
            }
            if !changed { return true }
            regenerateStacks(afterChangesTo: changedLabels)
            counters.labelPasses += 1
        }
        return false
    }
}

extension TextMetrics {
    /// The metrics with sizes that are not finite or negative read as 0 and baselines that are not finite as 0: a
    /// measurer's bad answer must not reach the solver.
    var cleaned: TextMetrics {
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        return TextMetrics(size: Size(width: clean(size.width), height: clean(size.height)),
                           firstBaseline: firstBaseline.isFinite ? firstBaseline : 0,
                           lastBaseline: lastBaseline.isFinite ? lastBaseline : 0)
    }
}
