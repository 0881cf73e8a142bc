import TrellisModel

/// The layout margins a mapped view gets, and whether they follow the safe area and the superview's margins.
struct IBViewMargins {
    let context: IBDocumentContext

    /// Layout margins: the document's (default 8, a stack view's 0), a table cell's content view's as the table
    /// sets them; the layout adds the part of the safe area the view overlaps (insetsLayoutMarginsFromSafeArea, on
    /// by default) except inside cells, which Xcode lays out on their own.
    func apply(_ element: XMLElement, placement: IBPlacement, to node: inout ViewNode) {
        // A UIStackView's layout margins are 0 unless set (measured: a stack whose leadingMargin is pinned 20 pt from
        // its superview's edge is stored at x = 20), every other view's 8.
        var margins = IBGeometry.margins(element) ?? (element.name == "stackView" ? .zero : Insets(all: 8))
        if placement.isCellContent && element.name == "tableViewCellContentView" {
            // UITableViewCell sets its content view's margins: 8 all round before toolsVersion 13500
            // (IBLegacyCellMargins.hasCellMargins), then 11 at the top and bottom and 16 at the sides in
            // cells up to 375 pt wide, 20 in wider ones: the cell's width, not the canvas's, decides for a table's
            // cells (measured: cells 390 pt wide in two 390 × 844 documents are stored with their content 20 pt
            // inside the content view's edges; a 320-pt cell of a xib on a 414 × 896 canvas 16; UIKit's separator
            // inset follows the same margin).
            if !IBLegacyCellMargins.hasCellMargins(toolsVersion: context.toolsVersion) {
                // These are UIView's default margins, so margins the document writes on the content view replace
                // them as written: nothing raises them to a cell's minimum as from 13500 (IBTableCellMargins)
                // (measured, Xcode 8.2, toolsVersion 11762: blockchain-certificates' IssuerSummaryTableViewCell xib,
                // content margins 20/16/20/16 in a 320 × 229 cell, stores a 100-pt image pinned to the top and
                // leading margins at (16, 20) and a label pinned to the side margins at x = 16, 288 wide; 8 all
                // round would put both 8 pt in).
                margins = IBGeometry.margins(element) ?? Insets(all: 8)
                // Xcode 6.1's content view laid out over a whole top-level cell keeps the separator's point below
                // its bottom margin (IBXcode61CellBottomMargin).
                margins.bottom = IBXcode61CellBottomMargin.bottom(margins.bottom, content: element, cellHeight: placement.cellHeight,
                                                                  topLevel: placement.cellIsTopLevel, toolsVersion: context.toolsVersion)
            } else {
                let width = placement.cellWidth ?? context.canvas.size.width
                let topLevel = placement.cellIsTopLevel
                let side = IBLegacyCellMargins.side(IBXibCellMargins.side(topLevel: topLevel, cellWidth: placement.cellWidth, context: context)
                    ?? IBCanvasCellMargins.side(topLevel: topLevel, cellWidth: placement.cellWidth, context: context)
                    ?? placement.tableSide ?? SystemLayoutMargins.side(forWidth: width), inTable: !topLevel,
                    tableIsRoot: placement.tableIsRoot, context: context)
                // A table that sets its own layout margins passes their sides to its cells, which preserve them (the
                // content of a cell pinned to its margins lines up with the table's; measured: a 375-pt prototype
                // cell of a table with left/right margins 20 stores an image at leadingMargin − 4 at x = 16).
                let table = placement.tableMargins
                // Xcode 26 gives a table's cells 15 at the top and bottom, 11 before (IBXcode26CellMargins).
                let vertical = IBXcode26CellMargins.vertical(toolsVersion: context.toolsVersion, topLevel: topLevel)
                margins = IBTableCellMargins.content(own: IBGeometry.margins(element), left: table?.left ?? side, right: table?.right ?? side,
                                                     topAndBottom: vertical)
                // An accessory (disclosure indicator, detail button) narrows the content view; it preserves the cell's
                // margins only where it reaches them, so its trailing margin is its own 8 pt (measured: an image
                // pinned to the trailing margin of a 358.67-pt content view in a 390-pt cell is stored 8 pt from it).
                // (In a right-to-left cell the accessory is at the left and the content view starts right of it.)
                if let cellWidth = placement.cellWidth, let content = IBGeometry.rect(element), content.width < cellWidth {
                    let inset = cellWidth - content.width
                    if content.minX > 0 { margins.left = max(8, margins.left - inset) } else { margins.right = max(8, margins.right - inset) }
                }
            }
            // The cell's bottom margin reaches into the content view less the separator below it (IBCellSeparatorMargin).
            margins.bottom = IBCellSeparatorMargin.bottom(margins.bottom, content: element, cellHeight: placement.cellHeight,
                                                          own: IBGeometry.margins(element), toolsVersion: context.toolsVersion)
        }
        if let side = IBTableOwnMargins.side(element, placement: placement, toolsVersion: context.toolsVersion) {
            margins.left = side; margins.right = side
        }
        if element.flag("layoutMarginsFollowReadableWidth") == true, let width = IBGeometry.rect(element)?.width {
            margins = IBGeometry.readableMargins(margins, width: width)
        }
        node.margins = margins
        let inCell = placement.isInCell || placement.isCellContent
        node.insetsLayoutMarginsFromSafeArea = !inCell && element.flag("insetsLayoutMarginsFromSafeArea") != false && context.hasSafeArea
        node.preservesSuperviewLayoutMargins = !inCell && element.flag("preservesSuperviewLayoutMargins") == true
    }
}
