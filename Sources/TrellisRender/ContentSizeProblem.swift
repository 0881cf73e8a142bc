import TrellisModel

/// What the pictures say about a scroll view whose content size is not determined, or 0, along an axis: the axes to
/// hatch and, for each, the warning's code, its sentence and the constraint that would fix it.
struct ContentSizeProblem: Equatable {
    /// One problem axis and the text drawn for it.
    struct Note: Equatable {
        var axis: Axis
        /// `warning: [ambiguous-content-size]`; nil for a content size that constraints (or `contentSize`) set to 0.
        var heading: String?
        /// What is wrong, in the diagnostic's words.
        var problem: String
        /// The constraint that would fix it, in the diagnostic's words (`add `bottom == scrollView` to
        /// containerView, or set contentSize`); nil when the diagnostic has no hint.
        var fix: String?
    }

    let scrollView: String
    /// Horizontal first.
    let notes: [Note]

    /// The axes to hatch.
    var axes: [Axis] { notes.map(\.axis) }

    /// The problem of `view` (a scroll view) in a layout with these diagnostics, or nil when its content size is
    /// determined and not 0 on both axes.
    static func find(_ view: SolvedView, diagnostics: [Diagnostic]) -> ContentSizeProblem? {
        guard view.kind == .scroll else { return nil }
        let content = view.contentSize ?? .zero
        var notes: [Note] = []
        for axis in [Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            if let warning = diagnostics.first(where: { $0.code == .ambiguousContentSize && $0.view == view.id && $0.axis == axis }) {
                let (problem, fix) = split(warning.message)
                notes.append(Note(axis: axis, heading: "\(warning.severity.rawValue): [\(warning.code)]", problem: problem, fix: fix))
            } else if (horizontal ? content.width : content.height) == 0 {
                // Determined, but 0: UIKit shows the subviews and does not scroll along the axis.
                let dimension = horizontal ? "width" : "height"
                let direction = horizontal ? "horizontally" : "vertically"
                notes.append(Note(axis: axis, heading: nil,
                                  problem: "the content \(dimension) of '\(view.id)' is 0: it does not scroll \(direction)",
                                  fix: nil))
            }
        }
        return notes.isEmpty ? nil : ContentSizeProblem(scrollView: view.id, notes: notes)
    }

    /// The diagnostic's sentence and its hint. The layout engine words `ambiguous-content-size` as "the content width
    /// of 'S' is not determined by its subviews' constraints (0 is used): HINT", and `trellis explain` prints the same
    /// message; the picture reuses both parts instead of phrasing the fix a second time. A message of another shape
    /// is kept whole, without a fix.
    static func split(_ message: String) -> (problem: String, fix: String?) {
        guard let colon = message.range(of: "): ") else { return (message, nil) }
        let problem = String(message[..<colon.lowerBound]) + ")"
        let fix = String(message[colon.upperBound...])
        return fix.isEmpty ? (problem, nil) : (problem, fix)
    }
}
