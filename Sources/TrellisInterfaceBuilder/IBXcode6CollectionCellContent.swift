/// A collection view cell of an Xcode 6 document whose stored rect Xcode did not keep up to date.
///
/// Xcode 6 (toolsVersion below 8000) wrote some prototype `<collectionViewCell>`s with the rect a new cell has, 50 × 50,
/// while their content view (`<view key="contentView">`, which has no id, so the cell's constraints name the cell) is
/// stored at the cell's real size, the flow layout's item size. UIKit lays a cell's content view out over the cell's
/// bounds, so the stale rect is the cell's, and Xcode laid the cell's subviews out in a cell of the content view's size.
/// Measured on two storyboards of two projects: danielgalasko's DGSelfSizingCollectionViewCells (Xcode 6.3, toolsVersion
/// 7706), a cell stored 50 × 50 with a 231 × 112 content view (the item size), stores a label pinned to the cell's four
/// margins at (8, 8, 215, 96), the content view less 8 pt all round, where the 50 × 50 cell would give (8, 8, 34, 34);
/// objc.io's core-image-explorer (toolsVersion 6724) stores the same 50 × 50 cell over a 66 × 86 content view (no
/// subviews). So the constraints such a cell holds and that name the cell are laid out against its content view; the
/// cell and its content view keep their stored frames (both are what Xcode wrote). Later versions store the cell at its
/// content view's size (no corpus document differs).
enum IBXcode6CollectionCellContent {
    /// Whether the constraints `cell` holds that name it are laid out against its content view `content`.
    static func redirects(cell: XMLElement, content: XMLElement, toolsVersion: Int) -> Bool {
        guard toolsVersion < 8000, cell.name == "collectionViewCell", content.name == "view", content["key"] == "contentView",
              let cellRect = IBGeometry.rect(cell), let contentRect = IBGeometry.rect(content) else { return false }
        return cellRect.width != contentRect.width || cellRect.height != contentRect.height
    }

    /// `pending` with the constraints held by `cell` naming `content` wherever they name `cell` (a missing `firstItem`
    /// names the holder).
    static func redirected(_ pending: [(element: XMLElement, holder: String)], cell: String,
                           content: String) -> [(element: XMLElement, holder: String)] {
        pending.map { entry in
            guard entry.holder == cell else { return entry }
            var element = entry.element
            for key in ["firstItem", "secondItem"] where element[key] == cell { element.attributes[key] = content }
            return (element, content)
        }
    }
}
