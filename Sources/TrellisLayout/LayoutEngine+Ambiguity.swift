import TrellisModel

extension LayoutEngine {
    /// Reports what the scene leaves undetermined and pins it: sizes to 0 (or the document's stored frame), positions
    /// to the superview's origin, at priorities below every constraint of the scene (``StoredContentSizeYields``); a
    /// design document's stored frames are then held against constraints of priority 51 and below (``DesignHold``).
    func resolveAmbiguity() -> [Diagnostic] {
        let analyser = ambiguityAnalyser
        let free = analyser.undeterminedVariables(abovePriority: priorities.ambiguityQuery)
        StoredContentSizeYields.pin(free, driver: driver, analyser: analyser, nodes: nodes, priorities: priorities)
        DesignHold.holdStoredFrames(driver: driver, analyser: analyser, nodes: nodes)
        return free.isEmpty ? [] : analyser.diagnostics(free: free)
    }

    /// Notes where `contentSize` was given but the constraints determine the content size anyway.
    func contentSizeOverrides() -> [Diagnostic] {
        ambiguityAnalyser.contentSizeOverrides()
    }
}
