import TrellisModel

/// UIStackView's constraints for arranged views with alignment insets.
///
/// A stack view, like every Auto Layout constraint, places its arranged views' alignment rectangles
/// (UIView.alignmentRectInsets; "Auto Layout Guide: Alignment Rect", Apple): a switch whose frame is 2 pt wider at
/// the right than its alignment rectangle ends 2 pt past the stack's trailing edge, and the stack's spacing runs
/// between alignment rectangles. The model's constraint items are frames, so the generated constraints are
/// rewritten in frame terms: `first + i₁ = m × (second + i₂) + c` becomes `first = m × second + c + m·i₂ − i₁`,
/// where `i` is how far the alignment rectangle's attribute lies from the frame's; intrinsic sizes handed to the
/// stack are the alignment rectangle's (UIKit's intrinsicContentSize is measured on it). The insets are physical
/// (left, right): in a right-to-left stack, leading is the right edge, so a switch's 2 extra points stay at its
/// right (UISwitch keeps its frame 51 wide from its origin around a 49-pt intrinsic width, Open Radar 31777116).
struct StackAlignmentRects {
    /// Alignment insets of the arranged views that have any, by id.
    private var insets: [String: Insets] = [:]
    /// Whether the stack lays out right to left (its leading and trailing are its right and left edges).
    private let rightToLeft: Bool

    init(_ stack: ViewNode) {
        for child in stack.children where child.alignmentInsets != .zero { insets[child.id] = child.alignmentInsets }
        rightToLeft = stack.traits.layoutDirection == .rightToLeft
    }

    /// The intrinsic size of a view's alignment rectangle, given its frame's; a negative component is UIKit's
    /// noIntrinsicMetric and stays as it is.
    func intrinsicSize(of view: ViewNode, _ size: Size?) -> Size? {
        guard let size, let inset = insets[view.id] else { return size }
        return Size(width: size.width < 0 ? size.width : max(0, size.width - inset.left - inset.right),
                    height: size.height < 0 ? size.height : max(0, size.height - inset.top - inset.bottom))
    }

    /// The set's constraints rewritten from alignment rectangles to frames.
    func inFrameTerms(_ set: StackConstraintSet) -> StackConstraintSet {
        guard !insets.isEmpty else { return set }
        func offset(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> Double {
            guard let item, let attribute, item.guide == .view, let inset = insets[item.view] else { return 0 }
            // Right to left, the stack's constraints are mirrored (LayoutConstraint+Direction).
            return rightToLeft ? inset.mirroredAlignmentOffset(attribute) : inset.alignmentOffset(attribute)
        }
        var moved = set
        moved.constraints = set.constraints.map { constraint in
            var frameTerms = constraint
            frameTerms.constant += constraint.multiplier * offset(constraint.second, constraint.secondAttribute)
                - offset(constraint.first, constraint.firstAttribute)
            return frameTerms
        }
        return moved
    }
}
