import TrellisModel

/// Interface Builder's hold on stored frames: a view keeps the frame its design document stored where only the lowest
/// priorities would move it.
///
/// The canvas keeps views at their stored frames against constraints of priority 1, the lowest Xcode offers, while
/// counting such a constraint as resolving the ambiguity (it flags neither `ambiguous` nor `misplaced`): measured in
/// two Xcode 15 storyboards, where four equal-height spacer views with no other height stay at their stored 50 pt
/// although a priority-1 `stack.height == safeArea.height` would shrink or stretch them. It keeps them against
/// UIStackView's `UISV-canvas-fit` (priority 49) too: an Xcode 14 xib's equal-spacing stacks of buttons with no
/// intrinsic width keep their stored widths (the fit would shrink them to nothing), and an Xcode 8 storyboard's empty
/// stack (a custom class that fills itself at run time) keeps its stored 252 × 44. Constraints of priority 100 and
/// 250 in the measured documents decide as in UIKit, so the hold sits just above 49, below UIKit's fitting-size level
/// (50), and above the engine's own tie-breaks between equal hugging priorities (`UISV-fill-order`, below 10), which
/// give way to the stored split; where between 50 and 99 Xcode's own hold lies is not measured. Scene files (no
/// stored frames) keep UIKit's rules, under which those low priorities decide.
enum DesignHold {
    /// Constraints above this priority decide a view's frame against its stored one.
    static let query = 49.5
    /// The priority a stored frame is held at.
    static let pin = 49.25

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
