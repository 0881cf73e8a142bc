/// The content view of an Xcode 6 prototype cell stored at a height that is not its row's.
///
/// Xcode 6 (toolsVersion below 8000) kept the 44-pt frame a new prototype cell is created with after the row height was
/// changed (the cell's `rowHeight`, else the table's), and wrote its `<tableViewCellContentView>` without a frame. The
/// stored frames of the content view's subviews follow the row height, not the stale 44, less half a point of
/// separator: measured on two storyboards of two projects, 6zz's Yelp client (Xcode 6.4, toolsVersion 7706) stores a
/// business cell's thumbnail pinned 8 pt below its content view's top at y = 8 under labels chained down to 78 with a
/// `>=` 8-pt bottom pin (impossible in 43 pt, the engine then moves the thumbnail to y = −30), and a filter cell of row
/// height 48 its switch centred 4.25 pt above the content view's centre at y = 4 (content view 47.5 tall); ChetanGandhi's
/// notes app (Xcode 6.3, toolsVersion 6254) stores a text view pinned to the top of a cell in a table of row height 100
/// 63.5 tall above an 8-pt gap, a 20-pt label and an 8-pt bottom pin (content view 99.5 tall). A cell stored without any
/// frame is IBXcode6CellFrame's; the cell's own stored rect is kept (it is what the document says).
///
/// Beside a disclosure indicator the content view is 33 pt narrower, as a frameless content view of the row's stored
/// height is (IBCellContentFrame.accessoryWidth). Measured blind (forty-second session's probe of large storyboards):
/// anooptomar1's ios-simple-twitter Main.storyboard (Xcode 6.1, toolsVersion 6254, 320 × 568, not flagged) keeps a
/// 44-pt tweet cell of row height 86 with a disclosure indicator and stores a 13-pt time label pinned 5 pt past the
/// content view's trailing margin at x = 271 = 287 − 8 + 5 − 13, and the tweet's text, 10 pt before its trailing edge,
/// 213 wide, on the 287-pt content view (on the cell's 320: x = 304, 246 wide).
enum IBXcode6StaleCellHeight {
    /// The separator Xcode 6 left below these content views (both documents above: half a point).
    static let separator = 0.5

    /// `cell` with its frameless content view given the row's height, when `cell` is a prototype cell of an Xcode 6
    /// document whose stored frame is not its row's height.
    static func laidOut(_ cell: XMLElement, table: XMLElement, toolsVersion: Int) -> XMLElement {
        guard toolsVersion < 8000, cell.name == "tableViewCell", table.name == "tableView",
              let stored = IBGeometry.rect(cell),
              let row = [cell.number("rowHeight"), table.number("rowHeight")].compactMap({ $0 }).first(where: { $0 > 0 }),
              abs(row - stored.height) > 0.01,
              let index = cell.children.firstIndex(where: { $0.name == "tableViewCellContentView" }),
              cell.children[index].child("rect", key: "frame") == nil else { return cell }
        var content = cell.children[index]
        let width = stored.width - IBCellContentFrame.accessoryWidth(cell, cellWidth: stored.width, toolsVersion: toolsVersion)
        let rect = XMLElement(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": "\(width)",
                                                         "height": "\(max(0, row - separator))"],
                              children: [], text: "", line: content.line, column: content.column)
        content.children.insert(rect, at: 0)
        var laidOut = cell
        laidOut.children[index] = content
        return laidOut
    }
}
