/// The side margin Xcode 16.2 and later (toolsVersion 23700 on) give the cells of a 390-pt table.
///
/// Earlier Xcodes give a table wider than 375 pt 20-pt cell margins (SystemLayoutMargins; Xcode 12 to 15 saves of
/// table controllers on 390 × 844). Xcode 16.2 stores the cells of a 390-pt table with 16: measured, three saves of one
/// course layout by three people (kabirdhillon7's, BIGD00R's and HayaAlfa's lab-task-squirrel, toolsVersion 23727,
/// retina6_0) store a stack pinned to a prototype cell's leading and trailing margins at x = 16, 358 wide, where saves
/// of the same layout by Xcode 13.x (19142.2), 14.0 (21225), 15 (32700.99.1234 with plug-ins 22684 and 22685) and 16
/// (23504) store x = 20, 350 wide. The same Xcode doubles the device insets (IBRootPlacement.canvasInsets). Wider
/// tables (393, 414 pt and up) are not measured at these versions and keep 20.
enum IBXcode162CellMargins {
    /// The widest table whose cells Xcode 16.2 gives 16-pt side margins.
    static let widestNarrowTable = 390.0

    /// 16 for a table `tableWidth` wide in a document of Xcode 16.2 or later when it is at most 390 pt wide; nil
    /// otherwise (the usual rule decides).
    static func side(tableWidth: Double, toolsVersion: Int) -> Double? {
        guard toolsVersion >= 23700, tableWidth <= widestNarrowTable else { return nil }
        return 16
    }
}
