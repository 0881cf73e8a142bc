import TrellisModel

/// A `<stackView>`'s keys as UIStackView's properties.
enum IBStack {
    /// The hidden arranged views with a required length of their own along the axis (a `width` or `height` constant in
    /// their own list, a ratio to their own length across it, or an image held by a required compression resistance:
    /// IBStackHiddenViews), hidden by their own attribute or a
    /// variation: they keep it at the place they collapse to (measured: a hidden image view with
    /// a required 32-pt width stored 32 wide at the end of its stack, whose width counts only the visible views);
    /// UIKit at run time breaks the view's constraint instead. Other hidden views collapse.
    static func hiddenWithOwnLength(_ element: XMLElement, vertical: Bool) -> Set<String> {
        let attribute = vertical ? "height" : "width"
        var ids: Set<String> = []
        let cross = vertical ? "width" : "height"
        for view in element.child("subviews")?.children ?? [] where IBStackHiddenViews.mayBeHidden(view) {
            guard let id = view["id"] else { continue }
            if IBStackHiddenViews.hasRequiredImageLength(view, vertical: vertical) { ids.insert(id); continue }
            let own = view.child("constraints")?.children("constraint") ?? []
            if own.contains(where: { constraint in
                (constraint.number("priority") ?? 1000) >= 1000 && constraint["relation"] == nil
                    && (constraint["firstItem"] ?? id) == id && constraint["firstAttribute"] == attribute
                    && (constraint["secondItem"] == nil || IBStackHiddenViews.isAspectRatio(constraint, of: id, cross: cross))
            }) { ids.insert(id) }
        }
        return ids
    }

    /// Axis, distribution, alignment (Xcode writes `top`/`bottom` for leading/trailing and `baseline` for the last
    /// baseline), spacing (`spacingType="standard"`: the system spacing); margins-relative arrangement when the stack has layout margins (Xcode never writes
    /// `layoutMarginsRelativeArrangement` for those).
    static func properties(_ element: XMLElement) -> StackProperties {
        var stack = StackProperties()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        stack.spacing = element.number("spacing") ?? 0
        if element["spacingType"] == "standard" {
            // "Use Standard Spacing" (UIStackView.spacingUseSystem): the system spacing between sibling views,
            // 8 points (Auto Layout Guide, Visual Format Language: the standard space between views).
            stack.spacing = 8
            stack.usesSystemSpacing = true
        }
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: stack.distribution = .fill
        }
        let vertical = stack.axis == .vertical
        switch element["alignment"] {
        case "leading", "top": stack.alignment = vertical ? .leading : .top
        case "trailing", "bottom": stack.alignment = vertical ? .trailing : .bottom
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "baseline", "lastBaseline": stack.alignment = .lastBaseline
        default: stack.alignment = .fill
        }
        stack.layoutMarginsRelative = element.flag("layoutMarginsRelativeArrangement") ?? (IBGeometry.margins(element) != nil)
        stack.baselineRelative = element.flag("baselineRelativeArrangement") ?? false
        // Xcode's canvas does not collapse an arranged view that nothing sizes across the axis (UIKit's
        // ambiguity-suppression constraint would make it 0): it keeps the size it was given, so such a view stays
        // ambiguous and keeps its stored frame (measured: a 240-pt-wide view in a trailing-aligned stack, 38-pt-tall
        // nested stacks in a centre-aligned one).
        stack.suppressesAmbiguity = false
        stack.hiddenViewsKeepingOwnSize = hiddenWithOwnLength(element, vertical: vertical)
        // Xcode stores hidden arranged views between visible ones half the spacing after the one before them
        // (a public RentCar storyboard, Xcode 13: 34 + 15 / 2 → 41.667 on a 3× canvas, the next visible view at 49; a
        // public xib's equal-spacing stack: a hidden indicator at 144 between views ending at 140.5 and starting at 148).
        stack.hiddenViewsMidSpacing = true
        IBStackCanvasFit.apply(to: &stack)
        return stack
    }
}
