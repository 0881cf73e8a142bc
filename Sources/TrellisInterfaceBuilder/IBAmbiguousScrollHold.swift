import TrellisModel

/// A scroll view Xcode flags `ambiguous="YES"` keeps the frame the document stored.
///
/// A scroll view whose content does not determine its content size (typically an image view for zooming placed by
/// its frame, `fixedFrame="YES"`, with no constraints to the scroll view) is ambiguous to Interface Builder, which
/// writes `ambiguous="YES"` on it and then leaves its frame alone: it is not updated when the canvas changes or the
/// view is dragged, although its edge constraints fix it completely. Measured in the same zooming screen of two
/// course projects by two people (the Yandex Practicum ImageFeed SingleImageViewController), each a scroll view
/// pinned to the root's top and bottom and to the safe area's leading and trailing edges, holding only a
/// frame-placed image view:
/// - CaptainSharky/ImageFeed, Xcode 16.3 (toolsVersion 23727) on `retina6_1` (414 × 896): stored (0, 0, 416, 896),
///   the constraints give (0, 0, 414, 896);
/// - Dimaulta/ImageFeed, Xcode 16 (23504) on `retina6_12` (393 × 852): stored (0, 0, 414, 896), the size of the
///   canvas the screen was first laid out on, the constraints give (0, 0, 393, 852) (its buttons, pinned to the
///   same safe area, were moved to the new canvas).
/// Measured after the rule, a third person's save (0ldri/ImageFeed, Xcode 16.3, 23727, on 393 × 852) stores it at
/// (−20, −20, 433, 892), the constraints giving (0, 0, 393, 852). Four more saves of that screen by four other people
/// (Xcode 16, toolsVersion 23504, Xcode 16.3, 23727, and Xcode 26, 24412 and 24506) store the flagged scroll view
/// where its constraints put it, which the hold keeps as well. A third person's flagged scroll view (Xcode 16, 23504, a document
/// Xcode flags `misplaced`) stored at (−0.6, 0.52, 413, 896) has subviews pinned to the root's safe area, stored as
/// if the scroll view were at its constrained frame; Xcode's choice there is not known, so the hold is left out when
/// any subview of the flagged view is constrained to something outside it.
///
/// The hold: the constraints tying the flagged scroll view to its superviews (their edges, margins and guides) and its
/// own size constraints are lowered below Interface Builder's hold on stored frames (DesignHold, 51.5), which then
/// keeps the stored frame; constraints to its subviews and to its siblings are kept.
enum IBAmbiguousScrollHold {
    /// The priority the flagged view's outside constraints are lowered to: below DesignHold's query (51.5).
    static let lowered = 50.0

    /// Whether `element` is a scroll view Xcode flagged ambiguous.
    static func flagged(_ element: XMLElement) -> Bool {
        element.name == "scrollView" && element["ambiguous"] == "YES"
    }

    /// The views a constraint relates.
    static func items(_ constraint: LayoutConstraint) -> [String] {
        [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
    }

    /// Whether a subview of `view` is constrained to something outside it (the holds leave such a view out).
    static func subviewReachesOut(_ view: String, constraints: [LayoutConstraint], parents: [String: String]) -> Bool {
        func isInside(_ id: String, _ ancestor: String) -> Bool { IBConstraintResolver.isInside(id, ancestor, parents: parents) }
        return constraints.contains { constraint in
            let ids = items(constraint)
            return ids.contains { $0 != view && isInside($0, view) } && ids.contains { !isInside($0, view) }
        }
    }

    /// Lowers the constraints to its superviews of every flagged scroll view in `flagged` whose subviews are not
    /// constrained to anything outside it.
    static func mark(_ constraints: inout [LayoutConstraint], flagged: Set<String>, parents: [String: String]) {
        guard !flagged.isEmpty else { return }
        for view in flagged.sorted() {
            // A subview constrained to something outside the flagged view: left out.
            if subviewReachesOut(view, constraints: constraints, parents: parents) { continue }
            var ancestors: Set<String> = []
            var current = parents[view]
            while let ancestor = current, !ancestors.contains(ancestor) {
                ancestors.insert(ancestor)
                current = parents[ancestor]
            }
            for index in constraints.indices {
                let ids = items(constraints[index])
                guard ids.contains(view), ids.allSatisfy({ $0 == view || ancestors.contains($0) }) else { continue }
                constraints[index].priority = min(constraints[index].priority, lowered)
            }
        }
    }
}
