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
/// No document before Xcode 12 holds such a pair once variations are left out, so the rule starts at Xcode 12
/// (toolsVersion 17000). Only exact repeats of an anchor pair are taken; the earlier equalities are left out, which
/// changes nothing when the constants agree.
enum IBConflictingEqualities {
    /// Xcode 12.0's first tools version.
    static let firstToolsVersion = 17000

    private struct Anchors: Hashable {
        var first: LayoutItem
        var firstAttribute: LayoutAttribute
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
    }

    /// The constraints without every required equality that a later one between the same anchors contradicts.
    static func kept(_ constraints: [LayoutConstraint], toolsVersion: Int) -> [LayoutConstraint] {
        guard toolsVersion >= firstToolsVersion else { return constraints }
        var lastConstant: [Anchors: Double] = [:]
        for constraint in constraints {
            if let anchors = anchors(constraint) { lastConstant[anchors] = constraint.constant }
        }
        var seen: [Anchors: Int] = [:]
        var counts: [Anchors: Int] = [:]
        for constraint in constraints {
            if let anchors = anchors(constraint) { counts[anchors, default: 0] += 1 }
        }
        return constraints.filter { constraint in
            guard let anchors = anchors(constraint), let total = counts[anchors], total > 1 else { return true }
            seen[anchors, default: 0] += 1
            let isLast = seen[anchors] == total
            return isLast || lastConstant[anchors] == constraint.constant
        }
    }

    private static func anchors(_ constraint: LayoutConstraint) -> Anchors? {
        guard constraint.relation == .equal, constraint.priority >= LayoutConstraint.required,
              constraint.condition == nil else { return nil }
        return Anchors(first: constraint.first, firstAttribute: constraint.firstAttribute, second: constraint.second,
                       secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier)
    }
}
