import TrellisModel

extension LayoutEngine {
    /// Reports what the scene leaves undetermined and pins it: sizes to 0 (or the document's stored frame), positions
    /// to the superview's origin, at priorities below every constraint of the scene.
    func resolveAmbiguity() -> [Diagnostic] {
        let analyser = ambiguityAnalyser
        let free = analyser.undeterminedVariables(abovePriority: priorities.ambiguityQuery)
        for variable in free.sorted() where !driver.pinned.contains(variable) {
            let quantity = driver.quantities[variable.index]
            driver.pin(variable, to: analyser.storedValue(of: quantity) ?? 0,
                       priority: quantity.isSize ? priorities.sizePin : priorities.positionPin)
        }
        holdStoredFrames(analyser)
        return free.isEmpty ? [] : analyser.diagnostics(free: free)
    }

    /// Holds a design document's stored frame where only priority-1 constraints would move it.
    ///
    /// Interface Builder's canvas keeps a view at its stored frame against a constraint of priority 1, the lowest it
    /// offers, while counting that constraint as resolving the ambiguity (it flags neither `ambiguous` nor `misplaced`):
    /// measured in two Xcode 15 storyboards, where four equal-height spacer views with no other height stay at their
    /// stored 50 pt although a priority-1 `stack.height == safeArea.height` would stretch or shrink them. Scene files
    /// (no stored frames) keep UIKit's rule, under which the priority-1 constraint decides.
    private func holdStoredFrames(_ analyser: AmbiguityAnalyser) {
        guard priorities.floor < DesignHold.query, nodes.contains(where: { $0.view.storedFrame != nil }) else { return }
        for variable in analyser.undeterminedVariables(abovePriority: DesignHold.query).sorted() where !driver.pinned.contains(variable) {
            guard let stored = analyser.storedValue(of: driver.quantities[variable.index]) else { continue }
            driver.pin(variable, to: stored, priority: DesignHold.pin)
        }
    }

    /// Notes where `contentSize` was given but the constraints determine the content size anyway.
    func contentSizeOverrides() -> [Diagnostic] {
        ambiguityAnalyser.contentSizeOverrides()
    }
}

/// Where Interface Builder's hold on stored frames sits: above priority 1 and below priority 2 (Xcode's priorities are
/// whole numbers from 1 to 1000).
enum DesignHold {
    /// Constraints above this priority decide a view's frame against its stored one.
    static let query = 1.5
    /// The priority a stored frame is held at.
    static let pin = 1.25
}
