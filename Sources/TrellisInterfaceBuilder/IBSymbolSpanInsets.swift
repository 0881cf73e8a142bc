import TrellisModel

/// A symbol image view stretched between two different items (its top pinned to one, its bottom to another) far
/// beyond its line box: Auto Layout stretches the alignment rectangle (Apple's UIView documentation of
/// `alignmentRectInsets`), and Xcode stores the glyph's image centred in it, a few points taller or shorter than the
/// rectangle, as it does for a rectangle whose length its own constraints give (IBSymbolImages). Here the length is
/// not known before the solve, so the insets are read from the stored frame against the rectangle edges its pins
/// give from the stored frames of the items they name (the superview's own top and bottom, a sibling's edges): both
/// edges, the difference halved; one edge (the other pinned to a safe area or a margin), that edge's gap, the same at
/// the other edge. Beyond a quarter of the length (IBSymbolImages.plausibleTotal) the frame is stale, not insets.
///
/// Measured on three storyboards of three projects, none flagged:
/// - YogaJi/ios-Contacts-app (Xcode 13.2, toolsVersion 19455): a `phone.fill` image view pinned 13 pt below its
///   superview's top and to a text field's bottom (stored at 18, 34 tall), a 39-pt rectangle at y = 13, stored
///   36.5 tall at y = 14.5 (1.25 in at each edge, 14.25, within the pixel);
/// - wjdals0304/ios-diary-project (Xcode 13.2): a `paperplane.circle` image view 30 pt below the safe area's top and
///   22 pt above a text view stored at y = 378, its rectangle's bottom at 356, stored (0, 74.5, 414, 281): 0.5 pt
///   in at the bottom, so at the top too, 74.5 below a rectangle starting at 44 + 30 = 74;
/// - FaizIkhwan/iOS-Chat-App (Xcode 11.2, toolsVersion 15400): a `plus` image view 20 pt below a label and 20 pt
///   above a stack, a 220.33-pt rectangle at y = 68.67, stored 216 tall at y = 71 (2.17 in at each edge, 70.83).
/// Trellis took each rectangle for the frame (0.5 to 2.3 pt off). Only the medium scale is read, outside stacks, for
/// image views whose height no constraint of their own sets; Xcode 11 on (symbols do not exist before).
enum IBSymbolSpanInsets {
    static let since = 15000

    /// `insets` with the top and bottom insets of an image view stretched between two items, when nothing else set
    /// them; `insets` unchanged otherwise.
    static func insets(_ insets: Insets, of id: String, element: XMLElement, stored: Rect, own: IBOwnSize,
                       summary: IBSymbolConstraints, parent: IBSymbolParent?, toolsVersion: Int) -> Insets {
        guard toolsVersion >= since, element.name == "imageView", insets.top == 0, insets.bottom == 0, own.height == nil,
              summary.heightIsUnconstrained(id), summary.heightPerWidth(id) == nil, let parent, parent.stack == nil,
              let pointSize = IBSymbolImages.pointSize(element),
              stored.height > 1.5 * IBSymbolImages.lineHeightPerPoint * pointSize else { return insets }
        let pins = summary.spanPins(of: id)
        let tops = pins.filter { $0.edge == "top" }, bottoms = pins.filter { $0.edge == "bottom" }
        guard tops.count == 1, bottoms.count == 1, let top = tops.first, let bottom = bottoms.first, top.other != bottom.other
        else { return insets }
        let inset: Double
        switch (edge(top, in: parent), edge(bottom, in: parent)) {
        case let (start?, end?): inset = (stored.height - (end - start)) / 2
        case let (start?, nil): inset = start - stored.minY
        case let (nil, end?): inset = stored.maxY - end
        case (nil, nil): return insets
        }
        guard inset != 0, IBSymbolImages.plausibleTotal(2 * inset, constant: stored.height - 2 * inset) else { return insets }
        var result = insets
        result.top = inset
        result.bottom = inset
        return result
    }

    /// Where a pin puts the rectangle's edge in the superview's coordinates, from the stored frame of the item it
    /// names: the superview's own top, bottom or centre, a sibling's; nil for a guide, a margin or a baseline.
    private static func edge(_ pin: IBSpanPin, in parent: IBSymbolParent) -> Double? {
        let frame: Rect
        if pin.other == parent.id, let size = parent.size {
            frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        } else if let sibling = parent.siblingFrames[pin.other] {
            frame = sibling
        } else {
            return nil
        }
        switch pin.attribute {
        case "top": return frame.minY + pin.offset
        case "bottom": return frame.maxY + pin.offset
        case "centerY": return frame.midY + pin.offset
        default: return nil
        }
    }
}

/// A required pin `view.edge == other.attribute + offset` of a symbol view's top or bottom to another item.
struct IBSpanPin: Sendable, Hashable {
    var edge: String
    var other: String
    var attribute: String
    var offset: Double
}
