/// The side margins Xcode 12 and later give the content view of a xib's top-level table cell wider than 320 pt.
///
/// A xib's top-level cell has no table; the table's rule (16 pt in cells up to 375 pt wide, 20 in wider ones, the
/// cell's width deciding: IBViewMargins) holds for the usual 320-pt cells, which store 16 on every phone canvas
/// (Xcode 10, 11.3, 12 and 13 saves on the 375- and 414-pt canvases). A wider cell takes the canvas's margin
/// instead: 16 on canvases up to 375 pt, 20 on those of 414 pt. Measured on public xibs: an Xcode 13.2 save
/// (toolsVersion 19529) of a 351-pt cell with a disclosure indicator on the 414 × 896 canvas stores a stack pinned to
/// the content view's leading margin 20 pt in, and its content view 322.5 wide (the accessory placed 20 pt inside
/// the cell), where a 320-pt cell of the same app, Xcode and canvas stores 16 and a 295.5-pt content view
/// (XITRIX/iTorrent's TorrentDirectoryCell and TorrentDelailsNavigationCell); an Xcode 14.1 save (21701) of a
/// 489-pt cell on the 375 × 667 canvas stores a view pinned to its leading margin 16 pt in, 457 wide (quran-ios'
/// SearchNoResultTableViewCell); and an Xcode 14.1 save (21507) of a 350-pt cell on the 414 × 896 canvas, fetched after
/// the rule was written, stores a stack pinned to its side margins 20 pt in, 310 wide (iTorrent's PeerCell). Where the
/// switch lies between 320 and 350 pt, and the 390- to 402-pt canvases, iPads, landscape and Xcode 10 are not
/// measured: they keep the table's rule.
enum IBCanvasCellMargins {
    /// The side margin, or nil where the table's rule applies.
    static func side(topLevel: Bool, cellWidth: Double?, context: IBDocumentContext) -> Double? {
        guard topLevel, context.toolsVersion >= 17000, let cellWidth, cellWidth > 320, !context.canvas.isPad else { return nil }
        let canvas = context.canvas.size
        guard canvas.width < canvas.height else { return nil }
        if canvas.width <= 375 { return 16 }
        return canvas.width >= 414 ? 20 : nil
    }
}
