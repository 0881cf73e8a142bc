import TrellisModel

/// Which of two contradicting required equalities between the same two anchors Interface Builder's canvas keeps:
/// the one written later in the document (documents list a view's constraints in id order), where Trellis's solver
/// otherwise breaks the last written member and keeps the first.
///
/// Measured on the 1,769 documents of corpora-s13..s18 (3 Dec 2026, eighteenth session; scan: constraints of one
/// holder with the same first item and attribute, second item and attribute and multiplier, both `==` and required,
/// with different constants, after leaving out those a size-class variation excludes): 14 such pairs in 8 documents.
/// Wherever the stored frames satisfy one of the two, it is the later written, in five documents of five projects:
/// - 145662/iTime (Xcode 13, toolsVersion 19529): a table's top 8 and 50 below a view, stored 50 below.
/// - AhmedAbogameel/iOS_NewsApp_MVP (19529): a cell label's top 20 and 0 below its container's, stored 0.
/// - Hnonstoph00/ToDoList (Xcode 12.4, 17701): a text field's container's trailing 0 and 4 past it, stored 4.
/// - henryingraham/ios101-project3-trivia-starter (Xcode 15.0, 22154): an answer stack's top 128.67 and 20 below
///   the question label, stored 20 (h18modern2 held-out set; Trellis had put it 108.67 pt low).
/// - 3ramirezdavid/Twitter (19529, a document that flags other views): two labels' leadings 0 and 8, and 8 and 0,
///   after the same view: stored 8 and 0, the later each time.
/// The larger or the smaller constant does not decide (the later is larger in three pairs and smaller in three).
/// In the other pairs neither constant matches the stored frames (stale or flagged views), so they say nothing.
/// No document of corpora-s13..s18 before Xcode 12 holds such a pair once variations are left out, so the rule
/// started at Xcode 12 (toolsVersion 17000). The twenty-third session (h23conf) found one on the 317 documents of
/// corpora-s22, an Xcode 6.4 cell xib (toolsVersion 7706, mzegarras/TableViewCustomRow CustomTableViewCell, a
/// held-out document of the twenty-second session, measured before this change) that writes a label's top 5, 5 and
/// 0 below the label above it (ids in order) and stores it 0 below, at y = 29 under a label at 8 + 21, with the label
/// under it at 50: the later written again, 2 frames that the first written put 5 pt low. The other four pairs of
/// Xcode 6.1 to 10.1 on disk (corpora-s2*) are size-class variations, left out before this rule. So from the 7xxx
/// builds of Xcode 6.3 and 6.4 (toolsVersion 7000) on; earlier documents are not measured and keep the solver's
/// choice. (Against: an Xcode 15.3 storyboard of h23modern, which flags a view tied to the label, stores a label at
/// its earlier `centerX − 82`, not the later `centerX`; its other pair keeps the later, −128 over −82.) Only exact
/// repeats of an anchor pair are taken; the earlier equalities are left out (an `unsatisfiable` warning names each
/// with the one that holds), which changes nothing when the constants agree.
enum IBConflictingEqualities {
    /// The first tools version of Xcode 6.3 and 6.4's 7xxx builds (measured at 7706, Xcode 6.4; and from 17000, Xcode 12).
    static let firstToolsVersion = 7000

    private struct Anchors: Hashable {
        var first: LayoutItem
        var firstAttribute: LayoutAttribute
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
    }

    /// The constraints without every required equality that a later one between the same anchors contradicts; each
    /// one left out is named with the later one that holds in an `unsatisfiable` warning added to `warnings`.
    static func kept(_ constraints: [LayoutConstraint], toolsVersion: Int, warnings: inout [Diagnostic]) -> [LayoutConstraint] {
        guard toolsVersion >= firstToolsVersion else { return constraints }
        var last: [Anchors: LayoutConstraint] = [:]
        for constraint in constraints {
            if let anchors = anchors(constraint) { last[anchors] = constraint }
        }
        var kept: [LayoutConstraint] = []
        for constraint in constraints {
            if let anchors = anchors(constraint), let holding = last[anchors], holding.constant != constraint.constant {
                warnings.append(warning(broken: constraint, holding: holding))
            } else {
                kept.append(constraint)
            }
        }
        return kept
    }

    /// The warning for `broken`, left out because `holding`, written later between the same anchors, contradicts it.
    private static func warning(broken: LayoutConstraint, holding: LayoutConstraint) -> Diagnostic {
        func named(_ constraint: LayoutConstraint) -> String {
            let text = "`\(constraint.text ?? "\(constraint.first).\(constraint.firstAttribute.rawValue)")`"
            guard let location = constraint.location else { return text }
            return "\(text) (\(location.file):\(location.line):\(location.column))"
        }
        return Diagnostic(severity: .warning, code: .unsatisfiable,
                          message: "unable to simultaneously satisfy constraints: \(named(broken)); \(named(holding)); breaking "
                              + "\(named(broken)), as Interface Builder keeps the one written later between the same anchors",
                          location: broken.location, view: nil, notes: [])
    }

    private static func anchors(_ constraint: LayoutConstraint) -> Anchors? {
        guard constraint.relation == .equal, constraint.priority >= LayoutConstraint.required,
              constraint.condition == nil else { return nil }
        return Anchors(first: constraint.first, firstAttribute: constraint.firstAttribute, second: constraint.second,
                       secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier)
    }
}
