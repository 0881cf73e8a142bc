import TrellisModel

/// The side margin Xcode 26 (toolsVersion 24000 on) gives the cells of an inset-grouped table on a phone: 16, where
/// the table's width alone (``IBXcode162CellMargins``, ``SystemLayoutMargins``) gives a 393-pt table 20.
///
/// Measured in documents of two unrelated projects, neither flagged (no `misplaced="YES"`):
/// - msseock's SeSAC_iOS TableViewPractice Main.storyboard (toolsVersion 24506, a Korean bootcamp's exercise,
///   393 × 852): a static cell of a full-screen 393-pt inset-grouped table (353-pt cell, disclosure indicator, 322.67-pt
///   content view) stores a label pinned 12 pt inside its content view's leading margin at x = 28 = 16 + 12.
/// - IMYashAgrawal's ProjectiOS HomeScreen Challenges.storyboard (toolsVersion 24127, an Indian university team's app,
///   393 × 852): the "Add a Challenge" table view controller, presented in a navigation controller as a 393 × 793
///   sheet, is a 393-pt inset-grouped table whose two static 353-pt cells store labels pinned to their content views'
///   leading margins at x = 16 (and to the top and bottom margins at y = 15, ``IBXcode26CellMargins``).
/// 20 would put both labels 4 pt out. An Xcode 26 plain table on 393 pt keeps 20 (citlaaa's GettingStarted7, 24127:
/// a prototype cell's label at `leadingMargin + 8` is stored at x = 28), and Xcode 16.3 (23727) inset-grouped tables
/// on 393 and 402 pt store 20 (a CSC308 group's Basic cell's text label at x = 20 in a 353-pt cell; stacks pinned to a
/// 402-pt table's 362-pt cells' margins at x = 20, ``IBXcode162CellMargins``), so the style and the Xcode version
/// decide. Tables wider than 393 pt (the 402 × 874 and 440 × 956 canvases) were not measured and keep the width's
/// margin.
enum IBXcode26InsetGroupedMargins {
    /// The first toolsVersion of Xcode 26; measured at 24127 and 24506.
    static let firstToolsVersion = IBToolsVersion.xcode26

    /// The widest inset-grouped phone table measured with 16-pt cell margins in Xcode 26.
    static let widestPhoneTable = 393.0

    /// 16 for an inset-grouped `table` `width` wide on a phone in an Xcode 26 document; nil otherwise (the usual
    /// rule decides).
    static func side(table: XMLElement, width: Double, toolsVersion: Int, isPad: Bool) -> Double? {
        guard toolsVersion >= firstToolsVersion, !isPad, table["style"] == "insetGrouped", width <= widestPhoneTable
        else { return nil }
        return 16
    }
}
