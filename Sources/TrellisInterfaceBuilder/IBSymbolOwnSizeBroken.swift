import TrellisModel

/// A symbol view whose own size constraint Xcode broke: the alignment rectangle takes the length the rest of its
/// constraints give.
///
/// Where a symbol image view's required width or height of its own cannot hold with the other required constraints
/// (the row of a table's cell, a fill-aligned stack's height), Xcode breaks the view's own size (``IBCellOwnSizeYields``,
/// ``IBStackOwnSizeYields``), and the frame it stores is the glyph inside the rectangle the other constraints give,
/// inset by the symbol's alignment insets; the insets taken from the broken constant would be far beyond a symbol's
/// (``IBSymbolImages/plausibleTotal(_:constant:)``), so before this none were taken. Measured in two storyboards of two
/// projects (h16held3, 2 Dec 2026), neither flagging a view:
/// - Kiparin's UserList (Xcode 16, toolsVersion 23504, 320 × 568): a prototype cell's horizontal fill-aligned stack,
///   43 pt tall between a label's bottom + 34 and the content view's bottom − 10, arranges a `tray.fill` image view with
///   required 25 × 25 constraints of its own; Xcode stores it 25 wide and 39.5 tall at y = 1.5, 1.75 pt inside the
///   stack's 43 at each edge (its own 25 would be 7.25 pt outside);
/// - OlegGavrilich's MovieApp (Xcode 11.2, toolsVersion 15400): a `photo` image view with required 105 × 200 of its own
///   pinned 12 pt inside a 414 × 170 cell's content view is stored (12, 13, 390, 143.5): the pins' 390 × 146 less
///   1.25 pt at the top and bottom.
/// Per axis, only where the own constant's insets are implausible and the other constraints' length gives plausible
/// ones; a view whose own size holds, or whose stored frame fits neither (a stale frame), is left as it was.
enum IBSymbolOwnSizeBroken {
    /// `own` with each axis whose constant cannot be the stored frame's alignment length replaced by `without`'s
    /// length there, when that one can.
    static func size(_ own: IBOwnSize, stored: Rect, without: IBOwnSize) -> IBOwnSize {
        IBOwnSize(width: length(own.width, other: without.width, stored: stored.width),
                  height: length(own.height, other: without.height, stored: stored.height))
    }

    /// One axis: `own` unless its insets are implausible and `other`'s are not.
    private static func length(_ own: Double?, other: Double?, stored: Double) -> Double? {
        guard let own, let other, other != own, !IBSymbolImages.plausibleTotal(stored - own, constant: own),
              IBSymbolImages.plausibleTotal(stored - other, constant: other) else { return own }
        return other
    }
}
