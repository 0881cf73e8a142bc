import TrellisModel

/// Measures labels' text for the engine (counting the measurements) and makes each label's first measurement.
///
/// UIKit measures a label's intrinsic size once on one line (or at `preferredMaxLayoutWidth`) and, for a multi-line
/// label without one, again at the width the layout gives it; the engine does the second in its label passes.
final class LabelMeasurer {
    /// The number of extra solves a multi-line label may cause before the layout counts as unsettled.
    static let maximumLabelPasses = 10

    private let measurer: any TextMeasurer
    /// How many times a label's text was measured.
    private(set) var measurements = 0

    init(_ measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// A label's text measured at a width (nil: unconstrained); an empty text has no size.
    func measure(_ label: LabelProperties, width: Double?) -> TextMetrics {
        if label.text.isEmpty, label.textInsets == .zero { return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        measurements += 1
        let insets = label.textInsets
        guard insets != .zero else {
            return measurer.measure(label.text, font: label.font, width: width, lines: label.lines, lineBreak: label.lineBreak,
                                    language: label.language).cleaned
        }
        // A text view lays its text out inside its insets: measure at the inner width, then add them around.
        let inner = width.map { max(0, $0 - insets.left - insets.right) }
        let text = measurer.measure(label.text.isEmpty ? " " : label.text, font: label.font, width: inner, lines: label.lines,
                                    lineBreak: label.lineBreak, language: label.language).cleaned
        let size = Size(width: label.text.isEmpty ? insets.left + insets.right : text.size.width + insets.left + insets.right,
                        height: text.size.height + insets.top + insets.bottom)
        return TextMetrics(size: size, firstBaseline: text.firstBaseline + insets.top, lastBaseline: text.lastBaseline + insets.top)
    }

    /// Every label's state after its first measurement (one line, at preferredMaxWidth, or unconstrained before the
    /// second pass), with edit variables holding the intrinsic size of a label that wraps at its solved width.
    func initialStates(of nodes: [EngineNode], driver: SolverDriver, describe: (EngineVariable) -> String,
                       conflicts: inout [Diagnostic]) -> [(Int, LabelState)] {
        var states: [(Int, LabelState)] = []
        for index in nodes.indices {
            guard let properties = nodes[index].view.label else { continue }
            let wraps = properties.lines != 1 && properties.preferredMaxWidth == nil
            let width = properties.lines == 1 ? nil : properties.preferredMaxWidth
            var state = LabelState(metrics: measure(properties, width: width), wrapsAtSolvedWidth: wraps, measuredAt: nil)
            let view = nodes[index].view
            if wraps && (view.intrinsicWidth == nil || view.intrinsicHeight == nil) {
                let width = driver.makeVariable("\(view.id).intrinsicWidth", .intrinsicWidth(index))
                let height = driver.makeVariable("\(view.id).intrinsicHeight", .intrinsicHeight(index))
                state.intrinsicWidthVariable = width
                state.intrinsicHeightVariable = height
                conflicts += driver.makeEdit(width, state.metrics.size.width) { describe(width) }
                conflicts += driver.makeEdit(height, state.metrics.size.height) { describe(height) }
            }
            states.append((index, state))
        }
        return states
    }

    /// The warning for labels whose wrapped size kept changing the layout.
    static func unsettledDiagnostic(nodes: [EngineNode], location: SourceLocation?) -> Diagnostic {
        let labels = nodes.filter { $0.label?.wrapsAtSolvedWidth == true }.map(\.id)
        return Diagnostic(severity: .warning, code: .unstableLayout,
                          message: "multi-line labels (\(labels.joined(separator: ", "))) did not settle after \(maximumLabelPasses) layout passes; the last pass is shown",
                          location: location)
    }
}
