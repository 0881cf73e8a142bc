import TrellisModel

/// The size of a stack view without arranged subviews on Xcode's canvas.
///
/// UIKit gives an empty UIStackView no size at all (no arranged views, no `UISV-` constraints), and Trellis held such
/// a stack at its stored frame only just above priority 51, like any undetermined frame. Xcode's canvas keeps it
/// harder: the stored size acts as the stack's intrinsic content size, with the default content hugging (250) and
/// compression resistance (750), as an Interface Builder placeholder intrinsic size does. Measured in two xibs of two
/// projects, none flagged misplaced by Xcode:
/// - softermii's ASCustomAlertView, AlertController.xib (Xcode 8.3, toolsVersion 12121): a 300-pt container with a
///   required height ≥ 0 and a height of 0 at priority 250, centred in a 488 × 367 view, holds a vertical stack with
///   8-pt margins and 10-pt spacing of three empty stacks (filled at run time) stored 80 (with a height ≤ 80),
///   200 and 50 tall; Xcode stores the container (94, 0.5, 300, 366) = 8 + 80 + 10 + 200 + 10 + 50 + 8, centred.
///   Held at 51 the priority-250 height wins: the container 0 tall at y = 183.5, the last stack −36 tall.
/// - diia's ios-uicomponents, DSCommonCardView.xib (Xcode 16, toolsVersion 23504): a 261-pt vertical stack (16-pt
///   spacing) fixed by its card holds a status chip with a placeholder intrinsic height of 50, whose label pinned to
///   its top and bottom is stored 34 tall, and a stack of a 20.33-pt label, an empty stack stored 154.33 tall and a
///   20.33-pt label (8-pt spacing). Xcode stores the chip 34 tall, the empty stack 154.33 and the lower stack at
///   y = 50: the chip's compression resistance (750) against the empty stack's ties, and the label's hugging (251)
///   decides for the stored split. Held at 51 the chip took its 50 and the empty stack shrank to 138.33.
/// A placeholder intrinsic size, where the document gives one, wins as before (IBViewProperties.applyIntrinsicSize).
enum IBEmptyStackSize {
    /// Gives a `stackView` element without arranged subviews its stored size as its intrinsic size on each axis
    /// that has none.
    static func apply(_ element: XMLElement, stored: Rect?, to node: inout ViewNode) {
        guard element.name == "stackView", let stored else { return }
        let arranged = element.child("subviews")?.children ?? []
        guard arranged.isEmpty else { return }
        if node.intrinsicWidth == nil, element["placeholderIntrinsicWidth"] == nil,
           stored.width.isFinite, stored.width >= 0 {
            node.intrinsicWidth = stored.width
        }
        if node.intrinsicHeight == nil, element["placeholderIntrinsicHeight"] == nil,
           stored.height.isFinite, stored.height >= 0 {
            node.intrinsicHeight = stored.height
        }
    }
}
