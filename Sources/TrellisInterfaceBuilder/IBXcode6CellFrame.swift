/// The frame of an Xcode 6 storyboard's table cell that the document does not store.
///
/// Xcode 6 (toolsVersion below 8000) wrote some prototype and static cells of a storyboard's table without a
/// `<rect key="frame">`, and their `<tableViewCellContentView>` without one either. UITableView lays a cell out across
/// its whole width and its row height (the cell's `rowHeight`, else the table's, 44 by default), and the stored frames
/// of the cells' subviews show Xcode did the same: measured on two storyboards of two projects, cmaftuleac's
/// DynamicTableViewCellsDemo (Xcode 6.2, toolsVersion 7531) stores a text view pinned 15 pt in from both sides of such a
/// cell's content view 290 wide and 79 tall in a 320-pt table with the cell's `rowHeight` 80 (content view 320 × 79, the
/// separator's point off, IBCellContentFrame), where a cell without a frame lays it out −30 wide; stuartbreckenridge's
/// SelfSizingCells (Xcode 6.0, toolsVersion 6205) stores labels pinned to the side margins 584 wide in a 600-pt table and
/// the last one pinned 1 pt below the bottom margin ending at 102 in a 110-pt row (content view 600 × 109). The origin is
/// not stored either; the cell is placed at the table's top (its frame is not compared: the document has none).
enum IBXcode6CellFrame {
    /// `cell` with a frame filled in when it is a table cell of an Xcode 6 document in `table` and stores none.
    static func filled(_ cell: XMLElement, table: XMLElement, toolsVersion: Int) -> XMLElement {
        guard toolsVersion < 8000, cell.name == "tableViewCell", table.name == "tableView",
              cell.child("rect", key: "frame") == nil, let width = IBGeometry.rect(table)?.width else { return cell }
        let height = [cell.number("rowHeight"), table.number("rowHeight")].compactMap { $0 }.first { $0 > 0 } ?? 44
        var filled = cell
        let rect = XMLElement(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": "\(width)", "height": "\(height)"],
                              children: [], text: "", line: cell.line, column: cell.column)
        filled.children.insert(rect, at: 0)
        return filled
    }
}
