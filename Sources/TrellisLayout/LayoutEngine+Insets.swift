import TrellisModel

extension LayoutEngine {
    /// The inset geometry of the current solution.
    var insetResolver: InsetResolver { InsetResolver(scene: scene, nodes: nodes, root: root, driver: driver) }

    /// The edit variables of a view's inset guide, made when a constraint first uses it.
    func insetVariables(_ guide: InsetGuide, of index: Int) -> InsetVariables {
        let (variables, conflicts) = guideInsets.variables(guide, of: index, id: nodes[index].id, driver: driver,
                                                           resolver: insetResolver, describe: describeEdit)
        pendingDiagnostics += conflicts
        return variables
    }

    /// Suggests the used guides' insets from the current solution; true when one changed (another pass is needed).
    func updateSafeAreas() -> Bool {
        let (changed, conflicts) = guideInsets.update(driver: driver, resolver: insetResolver, describe: describeEdit)
        pendingDiagnostics += conflicts
        return changed
    }
}
