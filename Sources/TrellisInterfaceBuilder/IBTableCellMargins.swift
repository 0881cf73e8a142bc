import TrellisModel

/// The layout margins a table view gives the content views of its prototype and static cells.
///
/// UITableViewCell's content view preserves the table's side margins, so the table decides the side margin, not the
/// cell: an inset-grouped table's cells are narrower than the table (measured: NetNewsWire's inspector, Xcode 11.3, a
/// 414-pt inset-grouped table's 374-pt cells store labels pinned to the content's leading margin 20 pt in, where a
/// 374-pt cell on its own would get 16), and a table that is a freeform controller's root has that root's margins
/// (``IBFreeformMargins``). Margins the document writes on the content view count where they are larger than the
/// table's, on every edge (measured: Kickstarter's message cells, Xcode 15, content margins 20/16/20/16 in a 600-pt
/// table, store their content 20 pt down and 20 pt in; its 400-pt activity cells with 16 all round, 16 down and 16 in;
/// while xib cells of the Corona-Warn-App and Loop with 0 or 8 written at the top store their content 11 pt down).
enum IBTableCellMargins {
    /// UIKit's default top and bottom margin of a cell's content view (toolsVersion 13500 on).
    static let vertical = 11.0

    /// The side margin the table `table` (a `tableView` element) gives its cells, or nil for anything but a table.
    /// `isRoot` says whether the table is the scene's root (a table view controller's view).
    static func side(table: XMLElement, isRoot: Bool, root: IBSceneRoot, toolsVersion: Int, isPad: Bool) -> Double? {
        guard table.name == "tableView", let width = IBGeometry.rect(table)?.width, width > 0 else { return nil }
        if isRoot, let compact = IBFreeformMargins.side(root: root, width: width) { return compact }
        if let side = IBXcode26InsetGroupedMargins.side(table: table, width: width, toolsVersion: toolsVersion, isPad: isPad) { return side }
        if let side = IBXcode162CellMargins.side(toolsVersion: toolsVersion, width: width, isPad: isPad) { return side }
        return SystemLayoutMargins.side(forWidth: width)
    }

    /// The content view's margins with the table's `left` and `right` sides (a table's own layout margins may differ
    /// at the two sides) and `topAndBottom` (11; 15 in Xcode 26's tables, IBXcode26CellMargins) at the top and bottom,
    /// the document's own where larger.
    static func content(own: Insets?, left: Double, right: Double, topAndBottom: Double) -> Insets {
        let own = own ?? .zero
        return Insets(top: max(own.top, topAndBottom), left: max(own.left, left),
                      bottom: max(own.bottom, topAndBottom), right: max(own.right, right))
    }
}
