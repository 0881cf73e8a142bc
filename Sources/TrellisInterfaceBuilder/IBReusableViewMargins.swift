import TrellisModel

/// The layout margins of a collection reusable view (a header, a footer, or a cell) that is a top-level object of a xib.
///
/// From Xcode 9 on (toolsVersion 13000), Interface Builder lays a xib's top-level `view` out as a view controller's
/// root, with UIKit's system minimum side margins (IBRootPlacement.applyMargins, IBLegacyXibViewMargins). A top-level
/// `collectionReusableView` (a header or footer) is laid out the same way, not with UIView's 8 pt: measured on Delta's
/// AboutPatreonHeaderView (Xcode 15.2, a 375-pt header on the 414 × 896 canvas), whose stack pinned to the view's
/// leading and trailing margins is stored at x = 16, 343 wide, the 16-pt minimum of a 375-pt root. One document with
/// the top-level view's rule; older xibs keep the plain view's 8 pt, as their top-level views do.
///
/// A top-level `collectionViewCell` (UICollectionViewCell is a UICollectionReusableView) is laid out as that root too
/// from Xcode 12 (toolsVersion 17000), the version from which a top-level cell wider than its canvas was measured to
/// take the device's insets as a root does (IBXibViewSafeArea): measured on AltStore's UpdateCollectionViewCell
/// (Xcode 16.3, toolsVersion 24128, h22held2 set, 3 Dec 2026), a 375 × 200 cell on the 414 × 896 canvas whose view
/// pinned to the cell's leading and trailing margins is stored at x = 16, 343 wide: a 375-pt root's 16, where UIView's
/// 8 gave 359 wide, and where the canvas's 20 (a top-level table cell's rule, IBCanvasCellMargins) would give 335. One
/// document of another project than the header's, so the same mechanism with two measurements; the side margins
/// alone were measured (a root's top and bottom margins are 0, unmeasured in cells), and Xcode 9 to 11 cells, where
/// no top-level cell's margins were measured, keep UIView's 8. A cell's content view keeps its own 8 pt.
enum IBReusableViewMargins {
    /// The toolsVersion of Xcode 12.0, from which a top-level collection cell takes a root's margins.
    static let cellsSince = 17000

    /// Whether `element`, a top-level object of a xib, takes a controller root's margins.
    static func takesRootMargins(_ element: XMLElement, context: IBDocumentContext) -> Bool {
        guard !context.isStoryboard else { return false }
        switch element.name {
        case "collectionReusableView": return context.toolsVersion >= IBLegacyXibViewMargins.controllerRootSince
        case "collectionViewCell": return context.toolsVersion >= cellsSince
        default: return false
        }
    }
}
