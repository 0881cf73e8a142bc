import TrellisModel
/// The constraints a stack view generates for its arranged subviews, and the invisible spacers they use.
///
/// See `stackConstraints(for:intrinsicSize:)` for how the engine must treat the spacers.
public struct StackConstraintSet: Sendable, Hashable {
    /// Every generated constraint, its `text` UIKit's identifier and the equation, as UIKit logs them
    /// (`UISV-spacing: b.leading == a.trailing + 8`, priority as `@999` when not required); items are the stack (`stack.id`, or its `.margins` guide when
    /// `layoutMarginsRelative`), its arranged subviews (by id) and the spacers below.
    public var constraints: [LayoutConstraint]
    /// Ids (`<stackId>#spacerN`, N from 1) of invisible layout rectangles the constraints use
    /// (UIKit's `_UIOLAGapGuide` and `UISV-alignment-spanner` layout guides).
    public var spacers: [String]
    /// True when some constraint embeds an intrinsic size that can change between label passes (a multi-line
    /// label's, in fillProportionally's multipliers): the set must be generated again when it changes.
    /// Sizes that cannot change (single-line labels, images, explicit sizes) are embedded without it.
    public var dependsOnIntrinsicSizes: Bool

    public init(constraints: [LayoutConstraint] = [], spacers: [String] = [], dependsOnIntrinsicSizes: Bool = false) {
        self.constraints = constraints; self.spacers = spacers; self.dependsOnIntrinsicSizes = dependsOnIntrinsicSizes
    }

    /// The constraints of one UIKit group: their `text` starts with that identifier (`UISV-spacing: …`).
    public func constraints(named name: String) -> [LayoutConstraint] {
        constraints.filter { $0.text.map { $0 == name || $0.hasPrefix(name + ":") } ?? false }
    }
}

extension StackConstraintSet {
    /// Which constraints of a stack's current set to take out (by index) and which regenerated ones to add: only those
    /// that differ, each generated constraint matched once, so a pass that changes one label's share touches few rows.
    static func changes(from current: [(index: Int, constraint: LayoutConstraint)], to regenerated: [EngineConstraint])
        -> (withdrawn: [Int], added: [EngineConstraint]) {
        var unmatched: [LayoutConstraint: [Int]] = [:]
        for (index, constraint) in current { unmatched[constraint, default: []].append(index) }
        var added: [EngineConstraint] = []
        for made in regenerated {
            if let generated = made.generated, var matches = unmatched[generated], !matches.isEmpty {
                matches.removeLast()
                unmatched[generated] = matches
            } else {
                added.append(made)
            }
        }
        return (unmatched.values.joined().sorted(), added)
    }
}
