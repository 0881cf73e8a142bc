/// Alignment rectangles (UIView.alignmentRectInsets): Auto Layout places the rectangle inside the frame by the insets.
extension Insets {
    /// How far an attribute of the alignment rectangle lies from the same attribute of the frame (positive
    /// towards the right and the bottom, and for sizes the change of the size).
    public func alignmentOffset(_ attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return -right
        case .top: return top
        case .bottom: return -bottom
        case .firstBaseline, .lastBaseline: return 0
        case .width: return -left - right
        case .height: return -top - bottom
        case .centerX: return (left - right) / 2
        case .centerY: return (top - bottom) / 2
        }
    }

    /// The offset for an attribute of a constraint the layout mirrors for a right-to-left view (positions measured
    /// from the right, the constant negated: LayoutConstraint+Direction). The insets stay physical, so leading is the
    /// frame's right edge, trailing its left, and every horizontal offset counts towards the left.
    public func mirroredAlignmentOffset(_ attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .leading: return -alignmentOffset(.right)
        case .trailing: return -alignmentOffset(.left)
        case .centerX: return -alignmentOffset(.centerX)
        default: return alignmentOffset(attribute)
        }
    }
}
