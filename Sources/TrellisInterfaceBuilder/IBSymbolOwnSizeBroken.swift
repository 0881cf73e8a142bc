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
///
/// Also where the stored length is the other constraints' length to the pixel and the own constant differs by a point
/// or more, though the own constant's insets would be within a quarter of its length (``exactFit``): Xcode broke the
/// own size and the frame is the rectangle itself (measured, krrgit's CodePath-iOS101-Capstone, Xcode 14.3, no view
/// flagged: a filled configuration button titled " Add Exercise" with a small `plus.circle.fill` and a required height
/// of 40, pinned 10 and 20 pt inside a 62-pt table footer, is stored 32 tall at y = 10, the pins' length and place;
/// the own 40 read 4-pt insets and an image 24 tall at y = 14. A symbol's own insets are 0.5 to 1.83 pt where they
/// are measured, so an exact fit to the pins with 4 pt to spare at each edge is the dropped constant, as the cell and
/// footer marks drop it (``IBCellOwnSizeYields``). One document, an extension of the two above; over every document
/// on disk no other frame moves).
enum IBSymbolOwnSizeBroken {
    /// `own` with each axis whose constant cannot be the stored frame's alignment length replaced by `without`'s
    /// length there, when that one can.
    static func size(_ own: IBOwnSize, stored: Rect, without: IBOwnSize) -> IBOwnSize {
        IBOwnSize(width: length(own.width, other: without.width, stored: stored.width),
                  height: length(own.height, other: without.height, stored: stored.height))
    }

    /// One axis: `own` unless its insets are implausible and `other`'s are not, or `other` is the stored length itself
    /// (``exactFit``).
    private static func length(_ own: Double?, other: Double?, stored: Double) -> Double? {
        guard let own, let other, other != own else { return own }
        if exactFit(own: own, other: other, stored: stored) { return other }
        guard !IBSymbolImages.plausibleTotal(stored - own, constant: own),
              IBSymbolImages.plausibleTotal(stored - other, constant: other) else { return own }
        return other
    }

    /// Whether the stored length is the length the other constraints give, to the pixel, and not the own constant:
    /// Xcode broke the own size and stored the glyph's rectangle without insets, where the own constant would read the
    /// difference as insets a quarter of the length large.
    static func exactFit(own: Double, other: Double, stored: Double) -> Bool {
        abs(stored - other) < 0.01 && abs(stored - own) >= 1
    }
}
