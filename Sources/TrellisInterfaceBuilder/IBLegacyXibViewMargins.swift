import TrellisModel

/// The layout margins of a xib's top-level view in documents saved before Xcode 9 (toolsVersion below 13000).
///
/// From Xcode 9 on, Interface Builder lays a xib's top-level view out as a view controller's root (UIKit's system
/// minimum margins, 0 at the top and bottom: IBRootPlacement.applyMargins). Xcode 6 to 8 did not: a top-level view
/// has a plain UIView's margins, 8 pt on every edge (UIView.layoutMargins' default), the File's Owner's `view` of a
/// controller's xib too. Measured on two public xibs of freeform 600-pt-wide views whose File's Owner has no class: an Xcode 7.3
/// save (toolsVersion 10117) stores a stack pinned 20 pt inside the view's leading and top margins at (28, 28) and 20
/// pt above its bottom margin 28 pt above the view's bottom; an Xcode 8.3 save (12118) a view pinned 10 pt inside the
/// leading and top margins at (18, 18); a third, SwiftMessages' MessageViewIOS8 (Xcode 7.3), a view pinned to all four
/// margins at (8, 8, 584, 87) (and its demo's TacoDialogView, Xcode 7.3, a view 10 pt inside the leading and top
/// margins at (18, 18)). A controller's root would have put them at x = 40 / 30 / 20 and y = 20 / 10 / 0.
/// The File's Owner's `view` alike, measured on two controllers' xibs of two projects: an Xcode 6.3 save (toolsVersion
/// 7706, 600 × 600) stores a view pinned to the owner's view's top, leading and trailing margins at (8, 8), 584 wide,
/// where a controller's root gives (20, 0), 560 wide (16 at the sides in Xcode 6); an Xcode 8.2 save (11762, 375 × 667)
/// a button 30 pt below the owner's view's top margin at y = 38, not 30.
enum IBLegacyXibViewMargins {
    /// The toolsVersion of Xcode 9.0, from which a top-level view is simulated as a controller's root.
    static let controllerRootSince = 13000

    /// Whether `root` is a plain top-level view of an Xcode 6 to 8 xib (the File's Owner's `view` or not), laid out
    /// with UIView's own margins.
    static func isPlainView(_ root: IBSceneRoot, context: IBDocumentContext) -> Bool {
        !context.isStoryboard && context.toolsVersion < controllerRootSince && root.bars == nil
            && root.element.name == "view"
    }
}
