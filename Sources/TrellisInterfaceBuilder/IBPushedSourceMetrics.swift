/// A controller pushed by a `show` (or older `push`) segue from a controller that states its own simulated top or
/// bottom bar (a navigation bar, a toolbar, a tab bar, or none) inherits the bar the source states, not only the bars
/// the source itself inherited: Xcode infers the destination's metrics from the source as the source shows them, the
/// inference IBPushedWithoutTopBar follows for a source stating Top Bar "None" and `IBSceneCatalog.statedBars` for a
/// source in no container (an Xcode 9.1 storyboard whose table controller states a toolbar).
///
/// Measured in two projects, neither document flagged by Xcode:
/// - JaminZoo's iOS-Tutorial-Apps, 1kWords Storyboard.storyboard (toolsVersion 7706, Xcode 6.4, the 600 × 600 any-size
///   canvas): a photos collection controller, the navigation controller's root's push, states
///   `<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`; the photo detail controller its cell pushes states
///   nothing and stores its two buttons pinned 14 pt above the bottom layout guide at y = 512 (542 = 600 − 44 − 14) and
///   its image view, 59 pt above the guide, at (0, 64, 600, 433): the guide at 556, above a 44-pt toolbar the
///   navigation controller does not show (3 frames, each 44 pt off without the toolbar).
/// - LateralView's android-ios-exercise, blinks Main.storyboard (toolsVersion 10116, Xcode 7.2, 375 × 667): the
///   navigation controller's root states Top Bar None; the thread list it pushes states
///   `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/>`; the two controllers pushed from the list (and
///   from each other) store table views pinned to the top layout guide at (0, 64, 375, 603), under the 44-pt bar the
///   list states, where the root's hidden bar left them at y = 20 (2 frames).
/// No other document of the 1,417 on disk changes. The top bar is gated to Xcode 6 to 9 (toolsVersion below 14000), the
/// versions of this evidence and of the Xcode 9.1 document. A stated bottom bar passes on in the other versions:
/// measured in two more projects, neither flagged, each the only document of 965 on disk (sessions 40 to 44) that changes with it:
/// - mikekihiu's ios-weather-app, Favourite Map Main.storyboard (toolsVersion 19529, Xcode 13.2, 414 × 896): the large
///   title navigation controller's root table controller states `<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`;
///   the settings, help and city controllers it shows store a picker, a web view and a centred activity indicator
///   pinned to the safe area's bottom at 813 = 896 − 34 − 49 (a 216-pt picker at y = 597), above the toolbar (3 frames,
///   each 49 or 24.5 pt off without it).
/// - aidengaripoli's ios-fitness-app, Alpha Main.storyboard (toolsVersion 14113, Xcode 10.0, 414 × 736): a controller
///   stating a toolbar shows one whose table view, pinned to the safe area's bottom, is stored 628 tall from y = 64,
///   ending at 692 = 736 − 44 (1 frame).
/// In Xcode 6 to 9 a source's stated status bar passes on too (a declared one-document extension: linkrjr's iOS-Samples
/// Sample-Architectures main.storyboard, Xcode 8.3, toolsVersion 12120, 375 × 667, not flagged: the navigation
/// controller's root states `<nil key="simulatedStatusBarMetrics"/>`, and the controller a cell of it shows stores
/// three labels chained 20 pt below the top layout guide from y = 64 = 44 + 20, under the bar with no status bar above
/// it, where 20 + 44 + 20 = 84 has one; no other document on disk changes).
///
/// Xcode 8 (toolsVersion 11000–12999) does not pass a stated bottom bar on: a declared one-document exception.
/// aakash-bhalothia's ios-TravelApp Main.storyboard (11762, Xcode 8.2, 375 × 667; Xcode flags other views of it, not
/// these) pushes a table controller stating `<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>` from the
/// navigation controller's root; the controller the table shows stores an image view pinned to its bottom layout
/// guide ending at 667 and a label 20 pt above the guide at y = 626 (2 frames; 44 pt higher above a passed toolbar).
/// Leaving Xcode 8 out moves no other document's frames on disk (sessions 40–46).
enum IBPushedSourceMetrics {
    /// Whether a stated top bar and status bar pass on.
    static func passesTopBars(toolsVersion: Int) -> Bool { toolsVersion < 14000 }

    /// Whether a stated bottom bar passes on: in every version but Xcode 8.
    static func passesBottomBar(toolsVersion: Int) -> Bool { !IBToolsVersion.xcode8.contains(toolsVersion) }

    /// `reached`, the bars that reached the source, with the top and bottom bars of `stated` (the source's bars as its
    /// own simulated metrics lay it out) where the source states a top or a bottom bar of its own.
    static func passedOn(by source: XMLElement, reached: IBBars, stated: IBBars, toolsVersion: Int) -> IBBars {
        var passed = reached
        if source.child(key: "simulatedBottomBarMetrics") != nil, passesBottomBar(toolsVersion: toolsVersion) {
            passed.bottom = stated.bottom
        }
        guard passesTopBars(toolsVersion: toolsVersion) else { return passed }
        if source.child(key: "simulatedTopBarMetrics") != nil {
            passed.top = stated.top
            passed.inNavigation = stated.inNavigation
        }
        if source.child(key: "simulatedStatusBarMetrics") != nil { passed.statusBar = stated.statusBar }
        return passed
    }
}
