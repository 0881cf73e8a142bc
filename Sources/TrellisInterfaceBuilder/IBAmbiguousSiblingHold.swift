import TrellisModel

/// A view Xcode flags `ambiguous="YES"` keeps its stored frame against its constraints to its siblings
/// too, not only against those to its superviews (IBAmbiguousViewHold, IBAmbiguousScrollHold, whose hold this
/// extends): Interface Builder leaves the flagged view where it was, and a sibling it is pinned to, placed by its own
/// constraints, does not move it.
///
/// Measured in three documents of three projects, each flagged view stored off the sibling pin that would place it,
/// every other constraint of the document satisfied by the stored frames:
/// - Yasamanne/ios-project4-trivia-api, Xcode 14.2 (toolsVersion 21507) on `retina6_12`: a flagged vertical stack
///   pinned 21 pt below an 80-pt image view that ends at y = 280.67 is stored at y = 300 (the pin gives 301.67), its
///   stored 442-pt height kept; the flagged button pinned 30 pt below it is stored where its own pin to the safe area
///   puts it: 1 frame;
/// - Flip32/pokedex-uikit, Xcode 14.3 (21701) on `retina6_12`: a flagged scroll view pinned 10 pt below a sibling
///   that ends at y = 121 is stored at y = 129 (the pin gives 131): 1 frame;
/// - the-blue-alliance/the-blue-alliance-ios's MatchSummaryView.xib, Xcode 11.3 (14868): a flagged stack pinned
///   1 pt right of and 3 pt above a sibling label at (0, 0) is stored at (0, 0) (the pins give (1, −3)): 1 frame.
/// Earlier versions hold such views too, as IBAmbiguousViewHold says (measured there on Xcode 6 to 10). A
/// flagged view one of whose subviews is constrained to something outside it is left out, as IBAmbiguousScrollHold.
///
/// The hold: the constraints between the flagged view and its siblings (views of the same superview) are lowered below
/// Interface Builder's hold on stored frames (DesignHold, 51.5), as IBAmbiguousScrollHold lowers those to its
/// superviews; a sibling chained to the flagged view then stays at its own stored frame, which is where it followed
/// the flagged view.
enum IBAmbiguousSiblingHold {
    /// The holds of the flagged views in `flagged`: their pins to their superviews (IBAmbiguousScrollHold), then those
    /// to their siblings (`mark`).
    static func holdFlagged(_ constraints: inout [LayoutConstraint], flagged: Set<String>, parents: [String: String]) {
        IBAmbiguousScrollHold.mark(&constraints, flagged: flagged, parents: parents)
        mark(&constraints, flagged: flagged, parents: parents)
    }

    /// Lowers the constraints between each flagged view of `flagged` and its siblings.
    static func mark(_ constraints: inout [LayoutConstraint], flagged: Set<String>, parents: [String: String]) {
        guard !flagged.isEmpty else { return }
        for view in flagged.sorted() {
            guard let parent = parents[view] else { continue }
            // A subview constrained to something outside the flagged view: left out (IBAmbiguousScrollHold).
            if IBAmbiguousScrollHold.subviewReachesOut(view, constraints: constraints, parents: parents) { continue }
            for index in constraints.indices {
                let ids = IBAmbiguousScrollHold.items(constraints[index])
                guard ids.count == 2, ids.contains(view) else { continue }
                guard let other = ids.first(where: { $0 != view }), other != parent, parents[other] == parent else { continue }
                constraints[index].priority = min(constraints[index].priority, IBAmbiguousScrollHold.lowered)
            }
        }
        dropBetweenFlagged(&constraints, flagged: flagged, parents: parents)
    }

    /// Leaves out the constraints between two flagged siblings. Interface Builder moves neither (each keeps its stored
    /// frame), and the stored-frame hold pins only what the remaining constraints leave free, so a lowered pin between
    /// two flagged views would still carry one view's held place to the other. Measured on one unflagged document
    /// (declared one-document extension, fortieth session): danielzl93's tw-ios-training-demos AutoLayoutChallenge1
    /// (Xcode 11.4, toolsVersion 16097.2, 414 × 896), whose six views in a frame-placed container are all flagged
    /// `ambiguous="YES"` and stored off the pins between them: a 80 × 130 view at x = 40, the view pinned 10 pt after
    /// it at x = 139 (the pin gives 130), a 30-pt view pinned 5 pt inside its trailing edge at x = 79 (the pin gives
    /// 85); with the pins lowered, the place held for one view carried the others 2 to 13 pt off (4 frames).
    static func dropBetweenFlagged(_ constraints: inout [LayoutConstraint], flagged: Set<String>, parents: [String: String]) {
        let held = flagged.filter { !IBAmbiguousScrollHold.subviewReachesOut($0, constraints: constraints, parents: parents) }
        guard held.count > 1 else { return }
        constraints.removeAll { constraint in
            let ids = IBAmbiguousScrollHold.items(constraint)
            return ids.count == 2 && ids.allSatisfy { held.contains($0) } && parents[ids[0]] != nil && parents[ids[0]] == parents[ids[1]]
        }
    }
}
