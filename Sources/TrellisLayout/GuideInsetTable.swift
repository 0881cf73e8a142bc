import TrellisModel

/// The edit variables of the inset guides constraints use (non-root safe areas, layout margins, readable content
/// guides), by guide and view, made when a constraint first uses one and updated from the solution between passes.
///
/// UIKit recomputes these guides in each layout pass from where the views ended up; the engine holds them in edit
/// variables so that a change is one suggestion, not a rebuild.
struct GuideInsetTable {
    private(set) var tables: [InsetGuide: [Int: InsetVariables]] = [:]

    /// The variables of a view's guide, made (with their current values, the safe area's at 0 until the next pass) when
    /// first asked for; `made` are the conflicts met while suggesting those values.
    mutating func variables(_ guide: InsetGuide, of index: Int, id: String, driver: SolverDriver, resolver: InsetResolver,
                            describe: (EngineVariable) -> String) -> (InsetVariables, conflicts: [Diagnostic]) {
        if let existing = tables[guide]?[index] { return (existing, []) }
        let made: InsetVariables
        let initial: Insets
        switch guide {
        case .safeArea:
            made = InsetVariables(top: driver.makeVariable("\(id).safeArea.top", .safeArea),
                                  left: driver.makeVariable("\(id).safeArea.left", .safeArea),
                                  bottom: driver.makeVariable("\(id).safeArea.bottom", .safeArea),
                                  right: driver.makeVariable("\(id).safeArea.right", .safeArea))
            initial = .zero
        case .margins, .readable:
            let name = guide == .margins ? "margins" : "readable"
            made = InsetVariables(top: driver.makeVariable("\(id).\(name).top", .margin(index)),
                                  left: driver.makeVariable("\(id).\(name).left", .margin(index)),
                                  bottom: driver.makeVariable("\(id).\(name).bottom", .margin(index)),
                                  right: driver.makeVariable("\(id).\(name).right", .margin(index)))
            initial = guide == .margins ? resolver.marginInsets(of: index) : resolver.readableInsets(of: index)
        }
        var conflicts: [Diagnostic] = []
        for (variable, target) in [(made.top, initial.top), (made.left, initial.left), (made.bottom, initial.bottom), (made.right, initial.right)] {
            conflicts += driver.makeEdit(variable, target) { describe(variable) }
        }
        tables[guide, default: [:]][index] = made
        return (made, conflicts)
    }

    /// Suggests every guide's insets from the current solution: whether one changed (another pass is needed), and the
    /// conflicts met.
    func update(driver: SolverDriver, resolver: InsetResolver, describe: (EngineVariable) -> String) -> (changed: Bool, conflicts: [Diagnostic]) {
        var changed = false
        var conflicts: [Diagnostic] = []
        for guide in [InsetGuide.safeArea, .margins, .readable] {
            for (index, variables) in tables[guide] ?? [:] {
                let insets: Insets
                switch guide {
                case .safeArea: insets = resolver.safeAreaOverlap(of: index) ?? .zero
                case .margins: insets = resolver.marginInsets(of: index)
                case .readable: insets = resolver.readableInsets(of: index)
                }
                for (variable, target) in [(variables.top, insets.top), (variables.left, insets.left),
                                           (variables.bottom, insets.bottom), (variables.right, insets.right)]
                where abs(driver.value(variable) - target) > 1e-9 {
                    conflicts += driver.suggest(variable, target) { describe(variable) }
                    changed = true
                }
            }
        }
        return (changed, conflicts)
    }
}
