/// The content view of an Xcode 6.1 xib's top-level table cell, whose stored rect Xcode did not keep up to date.
///
/// Xcode 6.1 (toolsVersion 6250–6299) wrote a resized top-level cell's `<tableViewCellContentView>` with the rect it
/// had when the cell was made: the template's 43 pt (the 44-pt row less its separator), and the old width, while the
/// cell itself, and the subviews its constraints place, follow the new size. Measured on two xibs of two projects
/// saved by Xcode 6.1.1 (toolsVersion 6254): MIT Mobile's MITLibrariesItemHoldCell, a 320 × 104 cell whose content
/// view is stored 320 × 43, stores a 1-pt view pinned to the content view's bottom at y = 103, so Xcode laid the
/// content view out over the cell's whole 104 pt (no separator: a cell of its own, outside any table); CRMOneIpad's
/// Account360Cell, a 704 × 100 cell, stores its content view 768 × 43 with subviews down to y = 95. So the content
/// view of such a cell is laid out over the cell's height (and no wider than the cell). Only a stored height more
/// than 1 pt short of the cell's counts (the separator's point is what every other Xcode 6 cell stores,
/// IBCellContentFrame), and only in Xcode 6.1: other versions were not measured with such a rect.
enum IBXcode61CellContent {
    static let toolsVersions = 6250..<6300

    /// `content` (a cell's content view element) with its frame set to the cell's height when it is a top-level cell of
    /// an Xcode 6.1 document and its stored rect is shorter than the cell by more than the separator.
    static func laidOut(_ content: XMLElement, cell: XMLElement, topLevel: Bool, toolsVersion: Int) -> XMLElement {
        guard topLevel, toolsVersions.contains(toolsVersion), cell.name == "tableViewCell",
              content.name == "tableViewCellContentView", let bounds = IBGeometry.rect(cell),
              let index = content.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }),
              let stored = IBGeometry.rect(content), stored.height < bounds.height - 1 else { return content }
        var laidOut = content
        var rect = laidOut.children[index]
        rect.attributes["x"] = "0"; rect.attributes["y"] = "0"
        // The width stays the stored one when it fits in the cell (an accessory narrows the content view); a stored
        // width wider than the cell is as stale as the height (CRMOneIpad's 768 in a 704-pt cell).
        rect.attributes["width"] = "\(stored.width <= bounds.width ? stored.width : bounds.width)"
        rect.attributes["height"] = "\(bounds.height)"
        laidOut.children[index] = rect
        return laidOut
    }
}
