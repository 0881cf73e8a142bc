import TrellisModel

/// A storyboard view controller whose view is itself a scroll view (`<scrollView key="view">`): on Xcode 8's canvas
/// the scroll view has a controller root's layout margins (UIKit's 16 or 20 at the sides, by width, 0 at the top and
/// bottom), not a plain view's 8 all round.
///
/// Trellis lays such a root out inside a plain canvas view that takes the scene's margins (IBSceneBuilder), so the
/// scroll view itself would keep UIView's default 8. Measured on two documents of two projects, neither flagged
/// misplaced:
/// - AssistoLab's DropDown demo, Demo/Base.lproj/Main.storyboard (Xcode 8.3, toolsVersion 12121): a 600 × 700
///   freeform navigation root under an opaque bar, its scroll view stored (0, 64, 600, 636), stores eleven controls
///   pinned to the scroll view's leading margin at x = 20 (not 8), and a 54-pt button pinned 10 pt after a 420-pt one
///   and to the trailing margin at x = 450: content 450 + 54 + 20 = 524 wide.
/// - griotspeak's 2016-11-Examples, HiddenScrolls/Base.lproj/Main.storyboard (Xcode 8.2, toolsVersion 11762): a
///   375 × 667 root scroll view stores a view pinned to its top margin at y = 0 (not 8).
/// Other Xcode versions, xibs (whose Xcode 6–8 top-level views keep 8: IBLegacyXibViewMargins), tables and collection
/// views (whose cells follow their own rules) are not measured and left alone.
enum IBScrollRootMargins {
    /// Xcode 8 (toolsVersion 11000–12999), the versions of the evidence.
    static let toolsVersions = IBToolsVersion.xcode8

    /// Whether `root` is a storyboard controller's scroll view in an Xcode 8 document.
    static func applies(to root: IBSceneRoot, context: IBDocumentContext) -> Bool {
        context.isStoryboard && root.controller != nil && root.element.name == "scrollView"
            && toolsVersions.contains(context.toolsVersion)
    }

    /// Gives the root scroll view `node` the margins the scene's root gets (its own, at least the system minimum for the
    /// root's width when the controller respects it), where `applies`.
    static func apply(to node: inout ViewNode, scene: Scene, root: IBSceneRoot, context: IBDocumentContext) {
        guard applies(to: root, context: context) else { return }
        node.margins = scene.respectsSystemMinimumMargins
            ? SystemLayoutMargins.raised(scene.margins, forWidth: scene.size.width) : scene.margins
    }
}
