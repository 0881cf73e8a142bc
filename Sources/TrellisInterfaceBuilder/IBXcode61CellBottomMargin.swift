import TrellisModel

/// The bottom layout margin of an Xcode 6.1 top-level cell's content view laid out over the whole cell
/// (IBXcode61CellContent): 1 pt more than the 8 pt of the era, the separator's point below the margin.
///
/// Xcode 6.1 (toolsVersion 6250–6299) left a resized top-level cell's content view at the template's stored rect and
/// laid it out over the whole cell: MIT Mobile's MITLibrariesItemHoldCell stores a 1-pt view pinned to the content
/// view's bottom edge at y = 103 in a 104-pt cell. Content pinned to the content view's bottom margin is stored as if
/// the margin were measured from above the cell's 1-pt separator, 9 pt from the cell's bottom: measured on two xibs
/// of the Dealers app saved by Xcode 6.1.1 (toolsVersion 6254), NotificationTableViewCell, a 320 × 61 cell whose
/// content view is stored 320 × 43, stores a 1-pt separator view pinned 8 pt below the bottom margin at y = 59
/// (bottom 60 = 61 − 9 + 8), where the chain of labels from the top margin (10 + 20 + 2 + 17 + 10) also ends, and
/// CommentTableViewCell, an 82-pt cell whose content view is stored 320 × 59, its separator view so at y = 80 (bottom
/// 81 = 82 − 9 + 8) with the labels above it at their own heights; a margin measured from the cell's bottom would
/// stretch a label by 1 pt and put each separator 1 pt lower. So the content view keeps its edges at the cell's and
/// its bottom margin 9 pt up; edge-pinned content (MIT's) is not moved by this margin (it sits half a point above the
/// cell's bottom, IBXcode61CellSeparator). A content view stored by Xcode 6.1 itself is
/// a separator's point short of the cell or has no rect (IBCellContentFrame: 1 pt, its margins 8 all round), so a
/// content view half a point short of its cell here is one IBXcode61CellContent laid out (IBXcode61CellSeparator).
enum IBXcode61CellBottomMargin {
    /// `bottom` (the content view's 8-pt bottom margin of the era) plus the separator's point when `content` is the
    /// content view of an Xcode 6.1 top-level table cell laid out over its `cellHeight` (less IBXcode61CellSeparator),
    /// less that half point: 9 pt above the cell's bottom.
    static func bottom(_ bottom: Double, content: XMLElement, cellHeight: Double?, topLevel: Bool, toolsVersion: Int) -> Double {
        guard IBXcode61CellContent.toolsVersions.contains(toolsVersion), topLevel, content.name == "tableViewCellContentView",
              let cellHeight, let rect = IBGeometry.rect(content), rect.minY == 0,
              rect.height == cellHeight - IBXcode61CellSeparator.height else { return bottom }
        // 9 pt above the cell's bottom: the content view ends half a point above it (IBXcode61CellSeparator).
        return bottom + 1 - IBXcode61CellSeparator.height
    }
}
