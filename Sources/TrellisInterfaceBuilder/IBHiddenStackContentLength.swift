import TrellisModel

/// A hidden arranged stack whose own arranged views require a length along its parent stack's axis keeps that length,
/// as a hidden view with a required length of its own does (IBStack.hiddenWithOwnLength): Xcode's canvas lets the
/// content's required constraints win over the hiding.
///
/// Measured in two xibs of two projects, both saved by Xcode 13.2 (toolsVersion 19529), no view flagged misplaced:
/// - MirrorFly's iOS sample, DeleteMessagesForMeAlertController.xib: a vertical stack (spacing 5) holds, between two
///   visible 7-pt spacers ending at 117 and starting at 122, a hidden horizontal fill-aligned stack of a 25-pt check
///   box (a required width of 25 and a 1:1 ratio to its height) and a label; the hidden stack is stored 25 tall at
///   y = 119.5 (mid-spacing, as any hidden view between visible ones), its four arranged views laid out in it
///   (29.5 + 5 + 25 + 5 + 202 + 5 + 29.5 = 301), and a 45-pt button pinned around the check box follows it;
///   collapsed to 0 they were 0 tall and the check box's 25-pt width gave way (7 frames);
/// - mishadovhiy's Budget-Tracker, IndicatorView.xib: a hidden vertical equal-spacing stack (spacing 5) of an image
///   view with a required height of 1 and a horizontal stack with a required height of 35 is stored 41 tall
///   (1 + 5 + 35), its two arranged views at y = 0 and 6 in it; collapsed, the stack was 0 tall and they at 0 and −35.
/// No hidden arranged stack on disk whose content requires a length is stored collapsed.
///
/// A hidden plain view whose content requires a length keeps it by the same canvas behaviour: a visible subview that
/// requires a length along the axis, pinned by required equalities to both of the view's edges along it. Measured in
/// one document, which extends the two above from stacks to plain views: cometchat's sample app,
/// LeftReplyMessageBubble.xib (toolsVersion 17156, Xcode 12.0, not flagged), stores a hidden reply view holding a
/// label with a required height of 15, pinned 2 pt inside its top and bottom, at (0, −19, 240, 19), first in a
/// top-aligned vertical stack; collapsed it was 0 tall and the label −4. Over the session's 260 study and regression
/// documents (4 Dec 2026) no other frame moves.
/// The subview may be a chain of such subviews instead, the first pinned to the view's start edge, each next one's
/// start pinned to the previous one's end, the last pinned to the view's end edge, all by required equalities.
/// Measured in ONE document, a one-document extension of the single subview above: bither-ios's
/// NetworkCustomPeerViewController.xib (toolsVersion 20037, Xcode 13.3, not flagged) stores a hidden plain view holding
/// a 20-pt label pinned to its top, a 23-pt label 6 below it and its bottom 25 below that at (0, 0, 345, 74), first in
/// a vertical stack (at its start: IBStackHiddenAtStart's Xcode 13 key); collapsed it was 0 tall. Over every corpus on
/// disk (1,415 documents, 5 Dec 2026) no other frame moves.
/// A visible subview pinned to both edges whose pins' constants alone add up to a positive length requires that length
/// too, the subview being at least 0 long (IBNonNegativeSizes). Measured in ONE document (forty-third session, a
/// declared one-document extension): ios-leejoongwon's Cashdoc Checkup.storyboard (toolsVersion 21507, Xcode 14.2,
/// not flagged) stores a hidden view after the visible ones of a vertical stack, its multi-line label pinned 16 inside
/// its top and bottom, at (0, 0, 343, 32) (at the stack's start: IBStackTrailingHiddenAtStart) with the label
/// (16, 16, 311, 0); collapsed it was 0 tall and the label −32 (2 frames). No other frame on disk (853 documents) moves.
///
/// A hidden stack with two or more visible arranged views along its parent's axis and a spacing requires at least its
/// spacings, its views being at least 0 long (IBNonNegativeSizes bounds the arranged views of a hidden stack). Measured
/// in one document, an extension of the stacks above: HalloApp's Registration.storyboard (halloapp-ios-pub, toolsVersion
/// 17156, Xcode 12.0, not flagged) stores a hidden vertical stack (spacing 8) of an error label and a Try Again button,
/// neither with a size of its own, between visible views of a vertical stack spaced 20, at (0, 179.5, 334, 8): 8 tall
/// mid-spacing, the label at (0, 0, 334, 0) and the button at (0, 8, 334, 0); collapsed it was 0 tall and the button
/// 8 pt above its bottom, −8 tall (2 frames). It is the only such hidden stack on disk (4 Dec 2026, about 1,040
/// documents).
///
/// The chain may pass through a centre link: the content of a hidden plain view holds a 20-pt box pinned 20 pt below
/// its top, a 40-pt image centred on that box, and below the image a 25-pt and a 20-pt view chained 5 pt apart, the last
/// 10 pt above its bottom, so it requires 115 (the box at 20…40, the image at 10…50, the others at 55…80 and 85…105,
/// then 10). Measured blind: twalker-codes' iOS-Shopify (toolsVersion 22505, Xcode 15, not flagged; session 54's
/// large-document set) stores such a hidden review view after the visible views of a vertical stack 115 tall, and its
/// 1-pt bottom rule at y = 114 (a declared one-document extension of the chain; without the link it collapsed to 0 and
/// the rule to −1).
///
/// A length is required when every visible arranged view of the hidden stack requires one along its axis (their sum
/// and the spacings), or one of them does across it (the stack is at least as long); a view requires one by a
/// required `width`/`height` constant of its own, by a ratio to its own other length with a required constant on that
/// one, by an image held by a required compression resistance (IBStackHiddenViews), or, for a nested stack, by this
/// rule. Set from Xcode 12 (toolsVersion 17000), where hidden views with a length of their own are measured keeping it
/// (Zotero, Xcode 12.4 and 13.3; VLC, Xcode 14.3; Pocket Casts, Xcode 26); Xcode 8 to 10.1 have their own rules for
/// hidden views (IBStackHiddenSlot, IBStackUnplacedHidden) and are left as they were.
enum IBHiddenStackContentLength {
    static let since = 17000

    /// Adds the hidden arranged stacks of `element` whose content requires a length along its axis to the views
    /// that keep their own length.
    static func apply(to stack: inout StackProperties, _ element: XMLElement, toolsVersion: Int) {
        guard toolsVersion >= since else { return }
        let vertical = stack.axis == .vertical
        for view in element.child("subviews")?.children ?? [] where view.flag("hidden") == true {
            guard view.name == "stackView" || view.name == "view", let id = view["id"],
                  !stack.hiddenViewsKeepingOwnSize.contains(id),
                  view.name == "stackView" ? stackRequiresLength(view, vertical: vertical, depth: 0)
                      : contentRequiresLength(view, vertical: vertical, depth: 0) else { continue }
            stack.hiddenViewsKeepingOwnSize.insert(id)
        }
    }

    /// Whether the arranged views of the stack `view` require it a length (`vertical`: a height).
    static func stackRequiresLength(_ view: XMLElement, vertical: Bool, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        let arranged = (view.child("subviews")?.children ?? []).filter { $0.flag("hidden") != true }
        guard !arranged.isEmpty else { return false }
        let along = (view["axis"] == "vertical") == vertical
        let requires = { (child: XMLElement) in requiresLength(child, vertical: vertical, depth: depth + 1) }
        if along, arranged.count > 1, IBStack.properties(view).spacing > 0 { return true }
        return along ? arranged.allSatisfy(requires) : arranged.contains(where: requires)
    }

    /// Whether the view requires a length of its own (`vertical`: a height).
    static func requiresLength(_ view: XMLElement, vertical: Bool, depth: Int) -> Bool {
        if view.name == "stackView" { return stackRequiresLength(view, vertical: vertical, depth: depth) }
        if IBStackHiddenViews.hasRequiredImageLength(view, vertical: vertical) { return true }
        guard let id = view["id"] else { return false }
        let attribute = vertical ? "height" : "width", other = vertical ? "width" : "height"
        let own = (view.child("constraints")?.children("constraint") ?? []).filter { constraint in
            (constraint.number("priority") ?? 1000) >= 1000 && constraint["relation"] == nil
                && (constraint["firstItem"] ?? id) == id
        }
        let constant = { (name: String) in
            own.contains { $0["firstAttribute"] == name && $0["secondItem"] == nil }
        }
        if constant(attribute) { return true }
        let ratio = own.contains { constraint in
            constraint["secondItem"] == id
                && Set([constraint["firstAttribute"] ?? "", constraint["secondAttribute"] ?? ""]) == Set([attribute, other])
        }
        return ratio && constant(other) || contentRequiresLength(view, vertical: vertical, depth: depth)
    }

    /// Whether the plain view `view` holds a visible subview that requires a length along the axis and is pinned by
    /// required equalities to both of its edges along it (`top` and `bottom`, or `leading` and `trailing`), or a chain
    /// of such subviews linked end to start from one edge to the other: the view then requires those lengths and the
    /// pins' constants.
    static func contentRequiresLength(_ view: XMLElement, vertical: Bool, depth: Int) -> Bool {
        guard view.name == "view", depth < 8, let id = view["id"] else { return false }
        let (start, end) = vertical ? ("top", "bottom") : ("leading", "trailing")
        let pins = (view.child("constraints")?.children("constraint") ?? []).filter { constraint in
            (constraint.number("priority") ?? 1000) >= 1000 && constraint["relation"] == nil
        }
        let pinned = { (child: String, edge: String) in
            pins.contains { constraint in
                let first = constraint["firstItem"] ?? id, second = constraint["secondItem"]
                return constraint["firstAttribute"] == edge && constraint["secondAttribute"] == edge
                    && (first == child && second == id || first == id && second == child)
            }
        }
        let requiring = (view.child("subviews")?.children ?? []).compactMap { child -> String? in
            guard child.flag("hidden") != true, let childID = child["id"],
                  requiresLength(child, vertical: vertical, depth: depth + 1) else { return nil }
            return childID
        }
        // A single subview pinned to both edges, or a chain of them from the start edge to the end edge. A link is
        // an end-to-start pin, or a centre on a centre: two subviews that each require a length, centred on each
        // other along the axis, fix each other's edges as a pin does.
        let centre = vertical ? "centerY" : "centerX"
        let follows = { (next: String, previous: String) in
            pins.contains { constraint in
                let first = constraint["firstItem"] ?? id, second = constraint["secondItem"]
                let centred = constraint["firstAttribute"] == centre && constraint["secondAttribute"] == centre
                    && constraint["multiplier"] == nil && Set([first, second]) == Set([next, previous])
                return first == next && constraint["firstAttribute"] == start && second == previous && constraint["secondAttribute"] == end
                    || first == previous && constraint["firstAttribute"] == end && second == next && constraint["secondAttribute"] == start
                    || centred
            }
        }
        // A single visible subview pinned to both edges whose pins alone leave a positive length: the subview is at
        // least 0 long (IBNonNegativeSizes), so the view requires the pins' gaps.
        let gap = { (child: String, edge: String) -> Double? in
            for constraint in pins where constraint["firstAttribute"] == edge && constraint["secondAttribute"] == edge
                && constraint["multiplier"] == nil {
                let first = constraint["firstItem"] ?? id, second = constraint["secondItem"]
                let constant = constraint.number("constant") ?? 0
                // child.start = view.start + c and view.end = child.end + c leave c; the reverse forms leave −c.
                let childFirst = first == child && second == id, viewFirst = first == id && second == child
                guard childFirst || viewFirst else { continue }
                return (edge == start) == childFirst ? constant : -constant
            }
            return nil
        }
        for child in view.child("subviews")?.children ?? [] where child.flag("hidden") != true {
            if let childID = child["id"], let leading = gap(childID, start), let trailing = gap(childID, end),
               leading + trailing > 0 { return true }
        }
        var reached = Set<String>()
        var frontier = requiring.filter { pinned($0, start) }
        while let link = frontier.popLast() {
            guard reached.insert(link).inserted else { continue }
            if pinned(link, end) { return true }
            frontier += requiring.filter { !reached.contains($0) && follows($0, link) }
        }
        return false
    }
}
