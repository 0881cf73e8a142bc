import TrellisModel

/// The bottom layout margin of a table cell's content view: the cell's margin, less the separator below the content.
///
/// UITableViewCell lays its content view out above the separator (IBCellContentFrame), and the content view takes
/// its margins from the cell's (it preserves its superview's margins): the cell's bottom margin is measured from the
/// cell's bottom, so inside the content view it is the separator's height smaller. Content pinned to the bottom
/// margin is stored that much lower than a margin measured from the content view's own bottom would put it.
/// Measured (toolsVersion 13700 to 14799, where content views stop 1/3 or 0.5 pt short of their cells): EddieSwift's
/// 29UITableViewStaticCellsHW (Xcode 10.1, 414 × 896 at 3×, static 44-pt cells, content views 43.67 pt) stores a
/// label and a text field centred in the content view with their bottoms 3 pt below the bottom margin 28.33 pt tall
/// (bottom 36 = 44 − 11 + 3), where 11 pt from the content view's bottom gives 27.67; held to 0.05 pt, 13 frames of
/// 7 documents of 6 projects (storyboards, and xib cells of TimelineTableViewCell, openHAB, chat-sdk and Olvid) are
/// stored so, and none of the era's 61 documents with cells the other way. Xcode 9.1 (toolsVersion 13500 on) does the
/// same where its cells have the cell margins (IBLegacyCellMargins): its cart-cell xib stores a button pinned 15 pt
/// above the bottom margin of a 442.5-pt content view in a 443-pt cell ending at 417 = 443 − 11 − 15. Before 13500
/// the content view keeps its own 8 pt from its own bottom: the same change there made 16 documents worse.
enum IBCellSeparatorMargin {
    /// `bottom` (the content view's bottom margin as the cell's margins give it) less the separator: the stored cell
    /// height less the stored content view's, when that is a separator's sliver (more than 0, at most 1 pt). The
    /// document's own bottom margin on the content view, when larger, stays as it is.
    static func bottom(_ bottom: Double, content: XMLElement, cellHeight: Double?, own: Insets?, toolsVersion: Int) -> Double {
        guard toolsVersion >= 13500, content.name == "tableViewCellContentView", let cellHeight, let rect = IBGeometry.rect(content),
              rect.minY == 0 else { return bottom }
        let separator = cellHeight - rect.height
        guard separator > 0, separator <= 1 else { return bottom }
        return max(own?.bottom ?? 0, bottom - separator)
    }
}
