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
/// document of another project than the header's, so the same mechanism with two measurements. A cell's content
/// view keeps its own 8 pt.
///
/// Xcode 9 to 11 (from toolsVersion 13000, as the header) lay a top-level collection cell out the same way, measured
/// in two unflagged documents of two unrelated projects (leads34, 5 Dec 2026):
/// - wstclzy2010's AltStore fork, UpdateCollectionViewCell.xib (Xcode 11.3, toolsVersion 15705, 375 × 125 cell on the
///   414 × 896 canvas): a view pinned to the cell's leading and trailing margins stored at (16, 0, 343, 125), a
///   375-pt root's 16 (UIView's 8 gave 359 wide);
/// - trust-wallet's OnboardingPage.xib (Xcode 9.1, toolsVersion 13529, 449 × 553 cell on the 375 × 667 canvas): a
///   view pinned to the cell's bottom margin stored ending at 553, the cell's bottom (a root's bottom margin 0, where
///   UIView's 8 gave 545), and one pinned to its top margin at y = 20, the status bar's 20 over a root's 0 (UIView's
///   8 would add up to 28; the status bar is IBLegacyCellStatusBar.xcode91CellShowsStatusBar's, one document).
enum IBReusableViewMargins {
    /// The toolsVersion of Xcode 9.0, from which a top-level collection cell takes a root's margins.
    static let cellsSince = 13000

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
