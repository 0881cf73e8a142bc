import TrellisModel

/// Interface Builder's hold on stored frames: a view keeps the frame its design document stored where only
/// priority-1 constraints would move it.
///
/// The canvas keeps a view at its stored frame against a constraint of priority 1, the lowest Xcode offers, while
/// counting that constraint as resolving the ambiguity (it flags neither `ambiguous` nor `misplaced`): measured in two
/// Xcode 15 storyboards, where four equal-height spacer views with no other height stay at their stored 50 pt
/// although a priority-1 `stack.height == safeArea.height` would shrink or stretch them. Scene files (no stored
/// frames) keep UIKit's rule, under which the priority-1 constraint decides. The hold sits above priority 1 and
/// below priority 2 (Xcode's priorities are whole numbers from 1 to 1000).
enum DesignHold {
    /// Constraints above this priority decide a view's frame against its stored one.
    static let query = 1.5
    /// The priority a stored frame is held at.
    static let pin = 1.25

    /// Pins the quantities the constraints above ``query`` leave free to the stored frames, when the scene has stored
    /// frames and constraints at or below ``query`` (`lowestPriority`); quantities already pinned keep their pins.
    static func holdStoredFrames(driver: SolverDriver, analyser: AmbiguityAnalyser, nodes: [EngineNode], lowestPriority: Double) {
        guard lowestPriority < query, nodes.contains(where: { $0.view.storedFrame != nil }) else { return }
        for variable in analyser.undeterminedVariables(abovePriority: query).sorted() where !driver.pinned.contains(variable) {
            guard let stored = analyser.storedValue(of: driver.quantities[variable.index]) else { continue }
            driver.pin(variable, to: stored, priority: pin)
        }
    }
}
