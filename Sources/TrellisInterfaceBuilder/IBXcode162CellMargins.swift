/// The side margin Xcode 16.2 and later (toolsVersion 23700 on) give the cells of an iPad's table, however wide, and of
/// a phone's table up to 390 pt: 16.
///
/// Earlier Xcodes give a table wider than 375 pt 20-pt cell margins (SystemLayoutMargins; Xcode 12 to 15 saves of
/// table controllers on 390 × 844). Xcode 16.2 stores the cells of a 390-pt table with 16: measured, three saves of one
/// course layout by three people (kabirdhillon7's, BIGD00R's and HayaAlfa's lab-task-squirrel, toolsVersion 23727,
/// retina6_0) store a stack pinned to a prototype cell's leading and trailing margins at x = 16, 358 wide, where saves
/// of the same layout by Xcode 13.x (19142.2), 14.0 (21225), 15 (32700.99.1234 with plug-ins 22684 and 22685) and 16
/// (23504) store x = 20, 350 wide. The same Xcode doubles the device insets (IBRootPlacement.canvasInsets). A far
/// wider table does the same (measured blind, fourteenth session: RoshilVofox's Crewbid FlightDataChange storyboard,
/// toolsVersion 23727, a 1376-pt table in a controller's view on the landscape iPad13_0rounded canvas, stores stacks
/// pinned to two prototype cells' side margins at x = 16, 1344 wide, and their 16 labels accordingly: 18 frames that
/// 20-pt margins put 4 pt out), so on an iPad the width does not matter.
///
/// A phone's table wider than 390 pt keeps the usual 20 (measured blind, seventeenth session, two Xcode 16.3 saves,
/// 23727, of two people's projects: a recipe list's 393-pt table on `retina6_12` stores a label pinned to its
/// prototype cell's trailing margin ending at 373 = 393 − 20; a photo feed's 402-pt table on `retina6_3` stores a
/// cell image pinned 4 pt outside the content view's leading margin at x = 16, 370 wide, i.e. 20-pt margins), so on a
/// phone the 16 holds for tables up to 390 pt, the widest measured with it. Measured blind after the rule, a third
/// person's Xcode 16.3 save (a task list, 402-pt tables on 402 × 874) stores stacks pinned to the side margins of a
/// plain table's cells and of an inset-grouped table's 362-pt cells at x = 20: the table's width decides, not the
/// cell's.
enum IBXcode162CellMargins {
    /// The widest phone table measured with 16-pt cell margins in Xcode 16.2 and later.
    static let widestPhoneTable = 390.0

    /// 16 for a table `width` wide in a document of Xcode 16.2 or later, on an iPad or up to 390 pt on a phone; nil
    /// otherwise (the usual rule decides).
    static func side(toolsVersion: Int, width: Double, isPad: Bool) -> Double? {
        guard toolsVersion >= 23700, isPad || width <= widestPhoneTable else { return nil }
        return 16
    }
}
