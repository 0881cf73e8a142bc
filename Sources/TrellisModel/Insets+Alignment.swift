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
}
