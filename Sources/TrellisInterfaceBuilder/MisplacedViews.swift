import TrellisModel

/// Interface Builder's orange frames: views whose solved frame differs from the frame Xcode stored.
public enum MisplacedViews {
    /// Frames further apart than this (in points, on any edge or size) are reported.
    public static let tolerance = 0.5

    /// A `misplaced-view` warning for every view of an Interface Builder scene whose frame in the layout's first
    /// state differs from its stored frame by more than ``tolerance``, naming both frames and the constraints that
    /// decide the differing axis; empty for scenes whose views store no frame (a scene file without
    /// `storedFrame:`).
    public static func diagnostics(scene: Scene, result: LayoutResult) -> [Diagnostic] {
        guard let state = result.states.first else { return [] }
        var diagnostics: [Diagnostic] = []
        let constraints = scene.allViews.flatMap(\.constraints) + scene.constraints
        // The root too: its stored frame is the one the importer compares (its origin relative to where UIKit puts it).
        for view in scene.root.allViews {
            guard let stored = view.storedFrame, let solved = state.view(view.id)?.frame else { continue }
            let horizontal = abs(solved.minX - stored.minX) > tolerance || abs(solved.width - stored.width) > tolerance
            let vertical = abs(solved.minY - stored.minY) > tolerance || abs(solved.height - stored.height) > tolerance
            guard horizontal || vertical else { continue }
            let deciding = constraints.filter { constraint in
                let involved = constraint.first.view == view.id || constraint.second?.view == view.id
                let axis = constraint.firstAttribute.axis
                return involved && ((axis == .horizontal && horizontal) || (axis == .vertical && vertical))
            }
            var notes = deciding.prefix(8).map { constraint in
                Diagnostic.Note(message: "decided by \(constraint.text ?? "a constraint")", location: constraint.location)
            }
            if deciding.isEmpty {
                let reason = view.frame != nil ? "its frame comes from its autoresizing mask" : "no constraint names it; its intrinsic size and its superview place it"
                notes.append(Diagnostic.Note(message: reason, location: view.location))
            }
            // A scene file's `storedFrame:` (written by `trellis convert`) has no design description.
            let fromXcode = view.designDescription != nil
            let name = view.designDescription ?? view.id
            let storedBy = fromXcode ? "Xcode stored" : "its storedFrame is"
            let hint = fromXcode ? "update the frames in Xcode, or fix the constraints" : "update storedFrame, or fix the constraints"
            diagnostics.append(Diagnostic(
                severity: .warning, code: .misplacedView,
                message: "\(name) is misplaced: the constraints give \(describe(solved)), \(storedBy) \(describe(stored)) (\(hint))",
                location: view.location, view: view.id, axis: horizontal && !vertical ? .horizontal : !horizontal ? .vertical : nil,
                notes: notes))
        }
        return diagnostics
    }

    static func describe(_ rect: Rect) -> String {
        "(\(formatLayoutNumber(rect.minX)), \(formatLayoutNumber(rect.minY)), \(formatLayoutNumber(rect.width)), \(formatLayoutNumber(rect.height)))"
    }
}
