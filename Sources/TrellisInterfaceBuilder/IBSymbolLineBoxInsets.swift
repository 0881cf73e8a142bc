import TrellisModel

/// A flat symbol (a wide, short glyph: `ellipsis`, `chevron.down`) shown by an image view whose constraints give its
/// alignment rectangle a height: Xcode 15's and 16's canvases keep the symbol's own insets, the line box at its point
/// size less the glyph's height, whatever the rectangle's height, so the stored frame can be far shorter than the
/// rectangle: more than the quarter of its length that IBSymbolImages.plausibleTotal allows, but never more than the
/// line box itself (a glyph has a height).
///
/// Measured on two xibs/storyboards of two projects, Xcode 15 and 16, the views not flagged misplaced:
/// - calliope-edu's calliope-mini-flash-app-iOS, SensorRecordingsView.storyboard (toolsVersion 32700.99.1234, plug-in
///   22684): an `ellipsis` image view (default configuration, 17 pt) 25 wide, pinned 8 pt inside the top and bottom
///   of a 70-pt view, so a 54-pt rectangle at y = 8, is stored 39.5 tall at y = 15: 14.5 pt less, 7 and 7.5 at the
///   edges (7.25 each, on the 2× canvas's pixels);
/// - OpenArchive's Save-app-ios, SideMenuViewController.xib (toolsVersion 24127): a `chevron.down` image view 18 wide
///   with a 1:1 ratio (IBSymbolAspect), an 18 × 18 rectangle centred at y = 24.67, is stored 8 tall at y = 21: 10 pt
///   less (the s28 team's lead, +1 then).
/// Both totals are within the 20.28-pt line box of 17 pt (IBSymbolImages.lineHeightPerPoint) and beyond a quarter of
/// the rectangle (13.5 and 4.5), so Trellis took the frames for stale and drew the glyph the rectangle's height (7 and
/// 4.67 pt off). Only a frame shorter than its rectangle is read so, and only at the medium scale, where the line box
/// is the point size's (IBSymbolImages.pointSize).
/// Xcode 26 keeps the same insets, measured in ONE document (an extension of the rule to the next version): the
/// MIT-WPU PHR team's Water.storyboard (toolsVersion 24506, 393 × 852, not flagged) stores an `arrowtriangle.down.fill`
/// image view (default configuration) whose 13-pt height gives a 13-pt rectangle 8.33 tall, 2.33 pt down: 4.67 less,
/// beyond the quarter (3.25) and within the line box. A second Xcode 26 project since (session 35, measured blind):
/// MIT-WPU group 4's ANSD_APP ConversationCollectionViewCell.xib (toolsVersion 24506, not flagged) stores a
/// `chevron.right` image view (default configuration) with its own 14 × 14 size in a centre-aligned horizontal stack,
/// a 14-pt rectangle, 10.33 tall 2.17 pt down: 3.67 less, beyond the quarter (3.5) and within the line box (the
/// thirty-third session's base binary, before the extension, put it 2 pt off).
/// Xcode 14 keeps them too, measured in ONE document (an extension of the rule to the earlier versions, fifty-fifth
/// session, blind): yjjem/ios-diary's DiaryTableViewCell.xib (toolsVersion 21507, Xcode 14.1, 393-pt canvas @3x, not
/// flagged) stores a `cloud.fill` image view (default configuration) with a 1:1 ratio, 0.05 of a 307-pt horizontal
/// stack wide and filling its 15.33-pt height: a 15.33-pt square rectangle, stored 10.33 tall at y = 2.67: 5 less,
/// beyond the quarter (3.83) and within the line box (the session's base binary drew it the rectangle's height, 2.67
/// pt off; ib-compare on the 487 documents of sessions 52 to 55: +1, 0 lost). Xcode 15.0 to 15.2, unmeasured but
/// between measured versions, are read the same; Xcode 13 and earlier stay unmeasured and keep the quarter. Gate:
/// toolsVersion 21000–25999 (Xcode 14 to 26).
enum IBSymbolLineBoxInsets {
    static let since = 21000
    static let until = 26000

    /// The line box of the symbol the image view `element` shows, at its point size, for documents of the versions
    /// measured; nil elsewhere, for buttons, or where the scale is not medium.
    static func lineBox(_ element: XMLElement, toolsVersion: Int) -> Double? {
        guard toolsVersion >= since, toolsVersion < until, element.name == "imageView",
              let pointSize = IBSymbolImages.pointSize(element) else { return nil }
        return IBSymbolImages.lineHeightPerPoint * pointSize
    }

    /// Whether `total`, the stored length less the rectangle's, reads as the symbol's insets within `lineBox`: the
    /// frame shorter than the rectangle by less than the line box.
    static func accepts(_ total: Double, lineBox: Double?) -> Bool {
        guard let lineBox else { return false }
        return total < 0 && -total < lineBox
    }
}
