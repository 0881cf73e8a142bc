/// A controller that says `hidesBottomBarWhenPushed="YES"` ("Hide Bottom Bar on Push" in Xcode's inspector), reached
/// by a `show` (or older `push`) segue: it shows no tab bar and no toolbar, so it inherits no bottom bar from the
/// controller that pushes it, and the controllers it pushes in turn inherit none (IBSceneCatalog.inheritThroughPushes).
///
/// UIKit's documentation of the property says so for the toolbar at the screen's bottom (a navigation controller's
/// toolbar is hidden while such a controller is on top), and a tab bar controller hides its tab bar for it the same
/// way. Measured: mark-kebo's Messenger-IOS MainStoryboard (Xcode 10, toolsVersion 14313, 414 × 736), whose chat
/// controller, pushed from the roots of two opaque-bar navigation controllers that are tabs of a tab bar controller,
/// hides the bottom bar when pushed: Xcode stores its scroll view pinned to the safe area's top and bottom at
/// (0, 0, 414, 672), the whole root below the 64-pt status and navigation bars, where the tabs' 49-pt tab bar would end
/// it at 623 (and the table and input bar inside it 49 pt higher). Controllers not reached by a push (a root, a tab)
/// keep their containers' bars, with one exception below.
///
/// A navigation controller's root is pushed onto its stack too, and UIKit's documentation names the toolbar: a root
/// that hides the bottom bar when pushed shows none of its navigation controller's toolbar (`toolbarHidden="NO"`).
/// A one-document extension (`rootHidesToolbar`): doyeon326's IOS-project, Album/Base.lproj/Main.storyboard (Xcode
/// 11.5, toolsVersion 16097.3, 414 × 896, not flagged), stores the root of a navigation controller with an opaque bar
/// and a shown toolbar (stored 49 tall at y = 813), its controller hiding the bottom bar when pushed, 414 × 808 below the
/// bars, with a collection view pinned to the safe area's top and bottom at (0, 0, 414, 774): 808 − 34, no toolbar; the
/// toolbar gave 725. The root's tab bar, in a tab bar controller, is not measured and is kept; so is a navigation
/// controller's own simulated bottom bar.
///
/// Xcode 8 (toolsVersion 11000–12999) does not draw it so: its canvas keeps the bottom bar the pushed controller
/// inherits. Measured blind in two projects' Xcode 8.2 saves (11762, 375-pt `retina4_7` canvases): lprathiba88's
/// iOS-News-App (not flagged) stores a scroll view pinned to the bottom layout guide of a 375 × 700 controller, shown
/// from a tab's navigation stack and hiding the bottom bar, ending at 651 = 700 − 49; luaysuarna's
/// ios-foodtrip-phase2 a table pinned to the bottom layout guide of such a 375 × 667 controller ending at 618 = 667 − 49
/// (its scene unmarked; other scenes of the document are stale). The other nine documents on disk that hide the
/// bottom bar (Xcode 4.6 to 10.1) are laid out the same with or without the rule, so earlier versions keep it.
enum IBHiddenBottomBarPush {
    /// Whether `root`, a navigation controller's root, hides the controller's toolbar (hidesBottomBarWhenPushed).
    static func rootHidesToolbar(_ root: XMLElement?) -> Bool {
        root?.flag("hidesBottomBarWhenPushed") == true
    }

    /// Drops the bottom bar from `bars`, inherited by `destination` through a push, when `destination` hides it
    /// (outside Xcode 8).
    static func apply(destination: XMLElement?, toolsVersion: Int, to bars: inout IBBars) {
        guard destination?.flag("hidesBottomBarWhenPushed") == true, !IBToolsVersion.xcode8.contains(toolsVersion) else { return }
        bars.dropBottomBars()
    }
}
