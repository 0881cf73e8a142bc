import TrellisModel

/// Interface Builder's hold on stored frames: a view keeps the frame its design document stored where only the lowest
/// priorities would move it.
///
/// The canvas keeps views at their stored frames against constraints of priority 1, the lowest Xcode offers, while
/// counting such a constraint as resolving the ambiguity (it flags neither `ambiguous` nor `misplaced`): measured in
/// two Xcode 15 storyboards, where four equal-height spacer views with no other height stay at their stored 50 pt
/// although a priority-1 `stack.height == safeArea.height` would shrink or stretch them. It keeps them against
/// UIStackView's own weak constraints too: `UISV-canvas-fit` (49), as an Xcode 14 xib's equal-spacing stacks of
/// buttons with no intrinsic width keep their stored widths (the fit would shrink them to nothing) and an Xcode 8
/// storyboard's empty stack (a custom class that fills itself at run time) keeps its stored 252 × 44; and
/// `UISV-spanning-fit` (51), as an Xcode 15.3 storyboard's centre-aligned nested stacks keep the stored 240.5-pt width
/// of an image view with no image (the fit would shrink them to 186.5). Constraints of priority 100 and 250 in the
/// measured documents decide as in UIKit, so the hold sits just above 51; the engine's own tie-breaks between equal
/// hugging priorities (`UISV-fill-order`, below 10) give way to the stored split too. Where between 52 and 99 Xcode's
/// own hold lies is not measured. Scene files (no stored frames) keep UIKit's rules, under which those low
/// priorities decide.
enum DesignHold {
    /// Constraints above this priority decide a view's frame against its stored one.
    static let query = 51.5
    /// The priority a stored frame is held at.
    static let pin = 51.25
    /// The priority the views of a required conflict are held at their stored frames
    /// (``SolverDriver/holdConflictingViews(nodes:)``): above every optional constraint, below the required ones.
    static let conflictPin = LayoutConstraint.required - 0.5

    /// Pins the quantities the constraints above ``query`` leave free to the stored frames, when the scene has stored
    /// frames (an Interface Builder document); quantities already pinned keep their pins.
    static func holdStoredFrames(driver: SolverDriver, analyser: AmbiguityAnalyser, nodes: [EngineNode]) {
        guard nodes.contains(where: { $0.view.storedFrame != nil }) else { return }
        for variable in analyser.undeterminedVariables(abovePriority: query).sorted() where !driver.pinned.contains(variable) {
            guard let stored = analyser.storedValue(of: driver.quantities[variable.index]) else { continue }
            driver.pin(variable, to: stored, priority: pin)
        }
    }
}
