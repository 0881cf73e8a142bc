import TrellisModel

/// UIStackView's constraints for arranged views with alignment insets.
///
/// A stack view, like every Auto Layout constraint, places its arranged views' alignment rectangles
/// (UIView.alignmentRectInsets; "Auto Layout Guide: Alignment Rect", Apple): a switch whose frame is 2 pt wider at
/// the right than its alignment rectangle ends 2 pt past the stack's trailing edge, and the stack's spacing runs
/// between alignment rectangles. The model's constraint items are frames, so the generated constraints are
/// rewritten in frame terms: `first + i₁ = m × (second + i₂) + c` becomes `first = m × second + c + m·i₂ − i₁`,
/// where `i` is how far the alignment rectangle's attribute lies from the frame's; intrinsic sizes handed to the
/// stack are the alignment rectangle's (UIKit's intrinsicContentSize is measured on it). Leading and trailing are
/// taken as left and right (a right-to-left stack of such controls is not adjusted on the mirrored side).
func stackConstraintsOnAlignmentRects(for stack: ViewNode, intrinsicSize: (ViewNode) -> Size?) -> StackConstraintSet {
    var insets: [String: Insets] = [:]
    for child in stack.children where child.alignmentInsets != .zero { insets[child.id] = child.alignmentInsets }
    guard !insets.isEmpty else { return stackConstraints(for: stack, intrinsicSize: intrinsicSize) }
    var set = stackConstraints(for: stack) { view in
        guard let size = intrinsicSize(view), let inset = insets[view.id] else { return intrinsicSize(view) }
        // A negative component is UIKit's noIntrinsicMetric and stays as it is.
        return Size(width: size.width < 0 ? size.width : max(0, size.width - inset.left - inset.right),
                    height: size.height < 0 ? size.height : max(0, size.height - inset.top - inset.bottom))
    }
    func offset(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> Double {
        guard let item, let attribute, item.guide == .view, let inset = insets[item.view] else { return 0 }
        return inset.alignmentOffset(attribute)
    }
    set.constraints = set.constraints.map { constraint in
        var moved = constraint
        moved.constant += constraint.multiplier * offset(constraint.second, constraint.secondAttribute)
            - offset(constraint.first, constraint.firstAttribute)
        return moved
    }
    return set
}
