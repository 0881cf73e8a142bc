import TrellisModel

/// The side margin Xcode 9.2 to 9.4 (toolsVersion 13700–14299, the iOS 11.2–11.4 SDKs) gives the content view of a
/// table's cells on phones: 15 pt where later versions give 16 (cells narrower than 414 pt; wider ones keep 20).
///
/// Measured: two Xcode 9.3 storyboards (toolsVersion 14109) of two projects on the 375 × 667 canvas store prototype-cell
/// content pinned to the content view's margins 15 pt in — a stack at x = 15, 345 wide, in a 375-pt cell, and an image
/// at x = 15 with labels ending 15 pt before the trailing edge — 11 pt down, and a Default-style cell's text label at
/// x = 15, where UIKit's later releases place it at 16. The separator inset of iOS 7 to 11 on iPhones is 15 pt, and the
/// content margins followed it. An Xcode 9.4 iPad storyboard's 375-pt master table stores its text label at 16, so iPads
/// keep 16, and so does a xib's top-level cell, which no table lays out (an Xcode 9.2 xib's 320-pt cell stores a label
/// 16 pt inside its content view's trailing margin); before 13700 the content view had 8 all round (IBViewMargins).
enum IBLegacyCellMargins {
    /// `side` (the margin the table gives), or 15 where these versions of Xcode lay out 16 for a table's cell on a phone.
    static func side(_ side: Double, inTable: Bool, context: IBDocumentContext) -> Double {
        guard inTable, (13700..<14300).contains(context.toolsVersion), !context.canvas.isPad, side == 16 else { return side }
        return 15
    }
}
