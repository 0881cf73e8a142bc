import TrellisModel

/// Interface Builder's canvas sizes an undetermined scroll content area from the stored frame of the ambiguous view
/// that fills it, not the other way round.
///
/// Where a scroll view's content size is not determined (no subview closes it along an axis), the engine pins the
/// content size to 0 and every undetermined view size to its stored frame. When the two are tied by an equality (a
/// content view pinned to all four content edges with nothing on its height), both pins at the same priority leave
/// the solver to pick one, and the content's 0 won: the view collapsed to nothing, although Trellis reports (and
/// Xcode shows) that an ambiguous view keeps the frame the document stored on the undetermined axis. Measured: an
/// Xcode 13.0 storyboard (toolsVersion 18122) stores a content view pinned to the four edges of a root-filling
/// scroll view and to the root's width, no height, flagged `ambiguous="YES"`, 414 × 200, unmoved (the scroll view
/// is flagged too and keeps its stored frame, `IBAmbiguousScrollHold`). So in a document with stored frames the
/// content size's pin to 0 sits below the stored-frame pins, and the content follows the held view; a scroll view
/// whose content size nothing ties to a stored size still gets 0. Scene files (no stored frames) are unchanged. On every
/// document of the session's folders when it was written (2,828 frames) it gains that frame and moves no other.
enum StoredContentSizeYields {
    /// Pins the undetermined variables: sizes to the stored frame or 0, positions to the stored frame or the
    /// superview's origin, and content sizes to 0 at half the position pins' priority (below every other pin) where the
    /// scene has stored frames, at the size pins' otherwise.
    static func pin(_ free: Set<EngineVariable>, driver: SolverDriver, analyser: AmbiguityAnalyser, nodes: [EngineNode],
                    priorities: EnginePriorities) {
        let storedFrames = nodes.contains { $0.view.storedFrame != nil }
        for variable in free.sorted() where !driver.pinned.contains(variable) {
            let quantity = driver.quantities[variable.index]
            let priority = storedFrames && quantity.isContentSize ? priorities.positionPin / 2
                : quantity.isSize ? priorities.sizePin : priorities.positionPin
            driver.pin(variable, to: analyser.storedValue(of: quantity) ?? 0, priority: priority)
        }
    }
}
