import TrellisModel

/// The length a symbol view's alignment rectangle is given by a constraint tying it to its superview's length on the
/// same axis (`image.height == superview.height − 10`, or with a multiplier, `image.height == superview.height × 1:3`):
/// the superview's stored length times the multiplier plus the constant. Auto Layout solves for alignment rectangles, not frames (Apple's UIView documentation of
/// `alignmentRect(forFrame:)` and `alignmentRectInsets`), so that length is the rectangle's, and the frame Xcode
/// stores is the glyph's image inside it: the difference is the symbol's insets, half at each edge, as for a size
/// constraint of the view's own (IBSymbolImages).
///
/// Measured: MatthewFolbigg's On The Map (Udacity's iOS nanodegree, Xcode 12.4, toolsVersion 17701) stores, in a
/// 65-pt table cell, a chevron.right image view 10 wide whose height is the content view's less 10 and which is
/// centred on it 51.5 tall at y = 7: a 55-pt rectangle at y = 5 less 1.75 at each edge gives 6.75, within half a
/// point (the 0.25 left is the glyph's own offset from its line box, which Trellis cannot know). Without the tie,
/// Trellis took the 55-pt rectangle for the frame (stored 2 pt lower and 3.5 pt shorter). The cell's other symbol, a
/// mappin.circle.fill whose height is the content view's less 38, also has a 1:1 aspect ratio and was already placed
/// by it (IBSymbolAspect); both give it the same 27-pt rectangle.
/// With a multiplier (one document, a UIKit rule the first measured): FIAP-MBA's 20mob-ios-final-project storyboard
/// (Xcode 11.4, toolsVersion 16097.2, 414 × 896) stores a `pencil` image view whose height is a third of its root's,
/// 382 wide, at y = 144.5, 294 tall: a 298.67-pt rectangle at y = 142 less 2.33 at each edge gives 144.33. Without
/// the multiplier Trellis took the rectangle for the frame (2.5 pt higher and 4.5 pt taller than stored).
///
/// Only ties to the view's direct superview are read, with its stored frame as the length (the only form measured);
/// a length set otherwise (a constant of its own, pinned edges, a stack's slot) comes first, and the plausibility
/// bound on the inset total (a quarter of the length, IBSymbolImages.plausibleTotal) still refuses stale frames.
enum IBSymbolSuperviewLength {
    /// `size` with each axis no other constraint set given by a tie to `parent`'s stored length on that axis.
    static func length(of size: IBOwnSize, ties: [IBLengthTie], in parent: IBSymbolParent) -> IBOwnSize {
        guard let parentSize = parent.size else { return size }
        var size = size
        for tie in ties where tie.other == parent.id {
            let length = (tie.axis == .vertical ? parentSize.height : parentSize.width) * tie.multiplier + tie.constant
            guard length > 0 else { continue }
            if tie.axis == .vertical { size.height = size.height ?? length } else { size.width = size.width ?? length }
        }
        return size
    }
}

/// A required equality between a view's width (height) and another item's: `view = multiplier × other + constant`.
struct IBLengthTie: Sendable, Hashable {
    var other: String
    var axis: Axis
    var constant: Double
    var multiplier: Double = 1
}
