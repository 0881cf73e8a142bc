import TrellisModel

/// The layout margins of a collection reusable view that is a top-level object of a xib.
///
/// From Xcode 9 on (toolsVersion 13000), Interface Builder lays a xib's top-level `view` out as a view controller's
/// root, with UIKit's system minimum side margins (IBRootPlacement.applyMargins, IBLegacyXibViewMargins). A top-level
/// `collectionReusableView` (a header or footer) is laid out the same way, not with UIView's 8 pt: measured on Delta's
/// AboutPatreonHeaderView (Xcode 15.2, a 375-pt header on the 414 × 896 canvas), whose stack pinned to the view's
/// leading and trailing margins is stored at x = 16, 343 wide, the 16-pt minimum of a 375-pt root. One document with
/// the top-level view's rule; older xibs keep the plain view's 8 pt, as their top-level views do.
enum IBReusableViewMargins {
    /// Whether `element`, a top-level object of a xib, takes a controller root's margins.
    static func takesRootMargins(_ element: XMLElement, context: IBDocumentContext) -> Bool {
        element.name == "collectionReusableView" && !context.isStoryboard
            && context.toolsVersion >= IBLegacyXibViewMargins.controllerRootSince
    }
}
