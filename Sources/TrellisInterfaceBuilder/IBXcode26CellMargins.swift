import TrellisModel

/// The top and bottom layout margins Xcode 26 (toolsVersion 24000 on, the iOS 26 SDK) gives the content view of a
/// table's cells: 15 pt, where Xcode 9.1 to 16 give 11 (``IBTableCellMargins/vertical``). iOS 26 draws the system's
/// rows 52 pt tall (Xcode 26 stores a new prototype cell 52 tall), and 52 − 22 (a 17-pt label's line) = 2 × 15, as
/// 44 − 22 = 2 × 11 before.
///
/// Measured in documents of two unrelated projects, neither flagged (no `misplaced="YES"`):
/// - KatgirlJ's ios101-project5-tumblr-starter Main.storyboard (toolsVersion 25098, CodePath's course, 393 × 852):
///   a label pinned 15 pt above the top margin of a 140-pt prototype cell's content view (`topMargin − 15`) is
///   stored at y = 0 (11 would put it at −4).
/// - citlaaa's TrabajosiOs GettingStarted7 Main.storyboard (toolsVersion 24127, a Mexican university course,
///   393 × 852): a label pinned 8 pt below the top margin and 8 pt past the bottom margin of a 51.33-pt prototype
///   cell's content view is stored at y = 23 = 15 + 8, 21.33 tall (its bottom at 51.33 − 15 + 8); 11 gives 19 and
///   29.33.
/// A third save, Dred7's iOS2026DavidRojas gettingstart7 (24127, the second course's layout by another student, a
/// document that flags its two tables but not the cells' labels), stores the same: a label at `topMargin + 8` and
/// `bottomMargin + 8` in a 52.33-pt cell at y = 23, 22.33 tall, and a label at `topMargin + 8` in a 50-pt cell at 23.
/// Xcode 16 saves store 11: two other students' tumblr storyboards of the first course (toolsVersion 23727) store an
/// image pinned to a cell's top margin at y = 11 and one pinned to `topMargin − 11` at y = 0, and two CodePath task
/// lists (23504, 23727) a stack pinned to the top margin at y = 11. The side margins are unchanged. A xib's top-level
/// cell was not measured in Xcode 26 and keeps 11.
enum IBXcode26CellMargins {
    /// The first toolsVersion of Xcode 26 (the iOS 26 SDK); measured at 24127 and 25098.
    static let firstToolsVersion = IBToolsVersion.xcode26

    /// The top and bottom margin of a table cell's content view in Xcode 26 documents.
    static let vertical = 15.0

    /// The top and bottom margin a cell's content view gets in a document saved by `toolsVersion`: 15 for a cell of a
    /// table in Xcode 26 documents, else UIKit's earlier 11 (`topLevel`: a xib's top-level cell, not measured).
    static func vertical(toolsVersion: Int, topLevel: Bool) -> Double {
        toolsVersion >= firstToolsVersion && !topLevel ? vertical : IBTableCellMargins.vertical
    }
}
