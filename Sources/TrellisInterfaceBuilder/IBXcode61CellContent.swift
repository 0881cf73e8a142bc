/// The content view of an Xcode 6 xib's top-level table cell, whose stored rect Xcode did not keep up to date.
///
/// Xcode 6.1 (toolsVersion 6250–6299) wrote a resized top-level cell's `<tableViewCellContentView>` with the rect it
/// had when the cell was made: the template's 43 pt (the 44-pt row less its separator), and the old width, while the
/// cell itself, and the subviews its constraints place, follow the new size. Measured on two xibs of two projects
/// saved by Xcode 6.1.1 (toolsVersion 6254): MIT Mobile's MITLibrariesItemHoldCell, a 320 × 104 cell whose content
/// view is stored 320 × 43, stores a 1-pt view pinned to the content view's bottom at y = 103, so Xcode laid the
/// content view out over the cell's whole 104 pt (no separator: a cell of its own, outside any table); CRMOneIpad's
/// Account360Cell, a 704 × 100 cell, stores its content view 768 × 43 with subviews down to y = 95. So the content
/// view of such a cell is laid out over the cell's height, less the half point IBXcode61CellSeparator measured later on
/// four cells with bottom-pinned views (MIT's view is within half a point of it), and no wider than the cell. Only a
/// stored height more than 1 pt short of the cell's counts (the separator's point is what every other Xcode 6 cell
/// stores, IBCellContentFrame).
///
/// Later Xcode 6 builds (toolsVersion 6300–7999) leave the same template rect, and lay the content view out as they
/// do one stored without a rect: the cell's width and its height less the 1-pt separator of that era
/// (IBCellContentFrame). Measured: MatrixKit's MXKRecentTableViewCell, saved by Xcode 6.2 (toolsVersion 6751), a
/// 600 × 70 cell with no accessory whose content view is stored 320 × 43, stores a label pinned 8 pt from the content
/// view's sides 584 wide, another pinned 88 pt from its trailing edge 504 wide, and a third pinned 9 pt above its
/// bottom at y = 42 (18 tall): a 600 × 69 content view; its MXKInterleavedRecentTableViewCell, the same template
/// rect in the same cell size, measured after this rule was written, stores a label pinned 10 pt from the trailing
/// edge at x = 518 and a 15-pt flag at 585 on that 600-pt width. A stored width narrower than the cell is as stale
/// as the height there (Xcode used 600, not the stored 320), so in a cell with no accessory the content view takes
/// the cell's width in every Xcode 6 build; with an accessory the stored width is kept where it fits (the accessory
/// narrows the content view; not measured with a stale rect).
///
/// Xcode 6.0 (toolsVersion 6000–6249, 6.0.1 is 6245) leaves the template rect too and lays the content view out as the
/// later builds do, the cell less the separator's point. Measured on two xibs of two projects saved by Xcode 6.0.1:
/// weschao's Twitter TweetCell, a 379 × 117 cell whose content view is stored 320 × 43, stores a label pinned 8 pt from
/// the content view's trailing edge at x = 358 (379 − 8 − 13) and a scroll-less text view pinned 8 pt above its bottom
/// margin ending at y = 100 (116 − 8 − 8: a 379 × 116 content view); vinitpatwa's iOS_Yelp BusinessCell, a 360 × 106
/// cell whose content view is stored 320 × 43, stores a 60-pt label pinned to the trailing edge at x = 300 and labels
/// pinned 0, 4 and 62 pt from it 257, 253 and 195 wide from x = 103 (a 360-pt width).
enum IBXcode61CellContent {
    static let toolsVersions = 6250..<6300
    /// The later Xcode 6 builds (6.2 to 6.4), which reserve the separator's point below the content view.
    static let laterToolsVersions = 6300..<8000
    /// The Xcode 6.0 builds, which lay the content view out as the later builds do.
    static let earliestToolsVersions = 6000..<6250

    /// `content` (a cell's content view element) with its frame set to the cell's size when it is a top-level cell of
    /// an Xcode 6 document and its stored rect is shorter than the cell by more than the separator.
    static func laidOut(_ content: XMLElement, cell: XMLElement, topLevel: Bool, toolsVersion: Int) -> XMLElement {
        let early = toolsVersions.contains(toolsVersion)
        let separatorPoint = laterToolsVersions.contains(toolsVersion) || earliestToolsVersions.contains(toolsVersion)
        guard topLevel, early || separatorPoint, cell.name == "tableViewCell",
              content.name == "tableViewCellContentView", let bounds = IBGeometry.rect(cell),
              let index = content.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }),
              let stored = IBGeometry.rect(content), stored.height < bounds.height - 1 else { return content }
        var laidOut = content
        var rect = laidOut.children[index]
        rect.attributes["x"] = "0"; rect.attributes["y"] = "0"
        // The width stays the stored one when it fits in the cell and an accessory narrows the content view; a stored
        // width wider than the cell is as stale as the height (CRMOneIpad's 768 in a 704-pt cell), and so is a
        // narrower one in a cell with no accessory (MatrixKit's 320 in a 600-pt cell).
        let keepsStoredWidth = hasAccessory(cell) && stored.width <= bounds.width
        rect.attributes["width"] = "\(keepsStoredWidth ? stored.width : bounds.width)"
        // Xcode 6.1 laid it out over the cell less half a point (IBXcode61CellSeparator); 6.0 and the later builds
        // keep the separator's point.
        rect.attributes["height"] = "\(early ? bounds.height - IBXcode61CellSeparator.height : bounds.height - 1)"
        laidOut.children[index] = rect
        return laidOut
    }

    /// Whether `cell` shows an accessory beside its content view (a standard accessory type or an accessory view).
    static func hasAccessory(_ cell: XMLElement) -> Bool {
        if let type = cell["accessoryType"], type != "none" { return true }
        return cell.children.contains { $0["key"] == "accessoryView" }
    }
}
