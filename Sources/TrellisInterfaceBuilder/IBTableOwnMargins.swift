import TrellisModel

/// The side layout margins of a table view placed in a controller's view (not a table view controller's root) that
/// sets none of its own: the side margin its cells get at its width, not UIView's default 8.
///
/// UIKit gives a table's cells side margins that follow the table's width (16 up to 375 pt, 20 wider;
/// IBTableCellMargins), and a table hands its cells its own layout margins (IBViewMargins: a table that sets its
/// margins passes their sides to its cells), so a table that sets none has those side margins itself. One document,
/// measured blind (fifty-seventh session): bullhorn-dev's bullhorn-sdk-package Main.storyboard (Xcode 16.1,
/// toolsVersion 23504, 393 × 852, not flagged) pins a table's left to its controller's view's left and the view's
/// right to the table's `rightMargin`, and stores the table 413 wide at x = 0: a right margin of 20 (413 − 393), the
/// wide table's; UIView's 8 made it 401 wide. Only that case is taken: a table wider than 375 pt (20), in documents of
/// Xcode 16 (toolsVersion 23000–23999); narrower tables, whose cells Xcode 16.2 changed (IBXcode162CellMargins), and
/// other versions are not measured and keep 8. No other studied document (sessions 52 to 57) constrains a table's own
/// margins.
enum IBTableOwnMargins {
    static let toolsVersions = 23000..<24000

    /// The side margin of `table`, or nil where the document's own margins, UIView's default, or a root's apply.
    static func side(_ table: XMLElement, placement: IBPlacement, toolsVersion: Int) -> Double? {
        guard table.name == "tableView", toolsVersions.contains(toolsVersion), !placement.isRoot, !placement.isInCell,
              !placement.isCellContent, IBGeometry.margins(table) == nil,
              let width = IBGeometry.rect(table)?.width, width > SystemLayoutMargins.narrowWidthLimit else { return nil }
        return SystemLayoutMargins.side(forWidth: width)
    }
}
