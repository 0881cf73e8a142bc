import TrellisModel

/// The `alignmentInsets` key of every view entry: UIView's `alignmentRectInsets`, the part of the frame outside the
/// rectangle a stack view arranges.
extension ViewKindReader {
    /// `alignmentInsets: [top, left, bottom, right]` (insets form) replaces the view's own (a switch's right 2). A
    /// stack view arranges alignment rectangles, so its spacing and size run to them (StackAlignmentRects); the
    /// entry's constraints still place its frame.
    func readAlignmentInsets(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["alignmentInsets"], let value = insets(node, "alignmentInsets") { view.alignmentInsets = value }
    }
}
