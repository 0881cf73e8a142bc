import TrellisModel

extension LayoutEngine {
    /// Reports what the scene leaves undetermined and pins it: sizes to 0 (or the document's stored frame), positions
    /// to the superview's origin, at priorities below every constraint of the scene; a design document's stored
    /// frames are then held against constraints of priority 51 and below (``DesignHold``).
    func resolveAmbiguity() -> [Diagnostic] {
        let analyser = ambiguityAnalyser
        let free = analyser.undeterminedVariables(abovePriority: priorities.ambiguityQuery)
        for variable in free.sorted() where !driver.pinned.contains(variable) {
            let quantity = driver.quantities[variable.index]
            driver.pin(variable, to: analyser.storedValue(of: quantity) ?? 0,
                       priority: quantity.isSize ? priorities.sizePin : priorities.positionPin)
        }
        DesignHold.holdStoredFrames(driver: driver, analyser: analyser, nodes: nodes)
        return free.isEmpty ? [] : analyser.diagnostics(free: free)
    }

    /// Notes where `contentSize` was given but the constraints determine the content size anyway.
    func contentSizeOverrides() -> [Diagnostic] {
        ambiguityAnalyser.contentSizeOverrides()
    }
}
