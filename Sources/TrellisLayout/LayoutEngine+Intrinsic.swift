import TrellisModel
import TrellisSolver

extension LayoutEngine {
    /// The number of extra solves a multi-line label may cause before the layout counts as unsettled.
    static let maximumLabelPasses = 10

    /// Measures every label once (one line, at preferredMaxWidth, or unconstrained before the second pass).
    func measureLabels() {
        for index in nodes.indices {
            guard let properties = nodes[index].view.label else { continue }
            let wraps = properties.lines != 1 && properties.preferredMaxWidth == nil
            let width = properties.lines == 1 ? nil : properties.preferredMaxWidth
            var state = LabelState(metrics: measure(properties, width: width), wrapsAtSolvedWidth: wraps, measuredAt: nil)
            let view = nodes[index].view
            if wraps && (view.intrinsicWidth == nil || view.intrinsicHeight == nil) {
                let width = makeVariable("\(view.id).intrinsicWidth", .intrinsicWidth(index))
                let height = makeVariable("\(view.id).intrinsicHeight", .intrinsicHeight(index))
                state.intrinsicWidthVariable = width
                state.intrinsicHeightVariable = height
                makeEdit(width, state.metrics.size.width)
                makeEdit(height, state.metrics.size.height)
            }
            nodes[index].label = state
        }
    }

    /// A label's text measured at a width (nil: unconstrained); an empty text has no size.
    func measure(_ label: LabelProperties, width: Double?) -> TextMetrics {
        if label.text.isEmpty { return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        counters.measurements += 1
        let metrics = measurer.measure(label.text, font: label.font, width: width, lines: label.lines, lineBreak: label.lineBreak)
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        return TextMetrics(size: Size(width: clean(metrics.size.width), height: clean(metrics.size.height)),
                           firstBaseline: metrics.firstBaseline.isFinite ? metrics.firstBaseline : 0,
                           lastBaseline: metrics.lastBaseline.isFinite ? metrics.lastBaseline : 0)
    }

    /// Per axis: `>=` the intrinsic size at the compression resistance, `<=` it at the hugging priority.
    func collectIntrinsicConstraints() {
        driver.reserve(4 * nodes.count)
        for index in nodes.indices.dropFirst() {
            let node = nodes[index]
            let view = node.view
            guard view.frame == nil, view.kind != .stack else { continue }
            var fixed: (width: Double?, height: Double?) = (nil, nil)
            var variable: (width: EngineVariable?, height: EngineVariable?) = (nil, nil)
            if let label = node.label {
                fixed = (label.metrics.size.width, label.metrics.size.height)
                variable = (label.intrinsicWidthVariable, label.intrinsicHeightVariable)
            } else if let image = view.image {
                fixed = (image.pointSize.width, image.pointSize.height)
            }
            if let width = view.intrinsicWidth { fixed.width = width; variable.width = nil }
            if let height = view.intrinsicHeight { fixed.height = height; variable.height = nil }
            let axes: [(Axis, Double?, EngineVariable?, EngineVariable)] = [
                (.horizontal, fixed.width, variable.width, node.width), (.vertical, fixed.height, variable.height, node.height),
            ]
            for (axis, size, sizeVariable, target) in axes {
                guard let size, size.isFinite else { continue }
                let value = sizeVariable.map(form) ?? LinearForm(size)
                let compression = view.compression[axis], hugging = view.hugging[axis]
                driver.collect(engineConstraint(source: .intrinsic(axis, size: size, priority: compression, isHugging: false),
                                     owner: view.id, location: view.location, view: view.id, axis: axis, priority: compression,
                                     lhs: form(target), relation: .greaterThanOrEqual, rhs: value))
                driver.collect(engineConstraint(source: .intrinsic(axis, size: size, priority: hugging, isHugging: true),
                                     owner: view.id, location: view.location, view: view.id, axis: axis, priority: hugging,
                                     lhs: form(target), relation: .lessThanOrEqual, rhs: value))
            }
        }
    }

    /// UIKit's second pass for multi-line labels: measure at the solved width, update, solve again, until stable.
    ///
    /// Non-root safe areas, which depend on where the views end up, are updated in the same passes.
    /// Returns false when the labels did not settle within ``maximumLabelPasses`` passes.
    func settleLabels() -> Bool {
        for _ in 0...Self.maximumLabelPasses {
            var changed = updateSafeAreas()
            var changedLabels: Set<Int> = []
            for index in nodes.indices {
                guard var label = nodes[index].label, label.wrapsAtSolvedWidth, let properties = nodes[index].view.label else { continue }
                let width = value(nodes[index].width)
                if let measuredAt = label.measuredAt, abs(measuredAt - width) < 1e-7 { continue }
                let before = label.metrics.size
                label.metrics = measure(properties, width: width)
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

    /// The warning for labels whose wrapped size kept changing the layout.
    func unsettledLabelsDiagnostic() -> Diagnostic {
        let labels = nodes.filter { $0.label?.wrapsAtSolvedWidth == true }.map(\.id)
        return Diagnostic(severity: .warning, code: .unstableLayout,
                          message: "multi-line labels (\(labels.joined(separator: ", "))) did not settle after \(Self.maximumLabelPasses) layout passes; the last pass is shown",
                          location: scene.location)
    }
}
