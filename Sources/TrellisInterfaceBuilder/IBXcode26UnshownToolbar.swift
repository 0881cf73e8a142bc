/// A controller's own simulated toolbar (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`) that Xcode 26
/// (toolsVersion 24000 on) leaves out of the layout when the controller is shown by a navigation controller that shows
/// no toolbar (no `toolbarHidden="NO"`, no simulated bottom bar of its own) and no tab bar lies below: its safe area
/// ends at the home indicator, as if the controller stated no bottom bar.
///
/// Measured in two Xcode 26 storyboards of two unrelated projects, neither flagged (no `misplaced="YES"`), both on
/// 393 × 852, where the safe area's bottom is the doubled home indicator (852 − 2 × 34 = 784):
/// - HwangSeokBeom's SeSAC8_260113_CityInfo Main.storyboard (toolsVersion 24506, a Korean bootcamp's exercise): the
///   root of a navigation controller without a toolbar states a simulated toolbar (and an empty `<toolbarItems/>`); its
///   collection view, pinned to the safe area's bottom, is stored ending at 314 + 470 = 784, not at 735 = 784 − 49.
/// - krish4245's PlantUS Add-Plant_Ques.storyboard (toolsVersion 24506, an Indian university team's plant app): the
///   fourth controller that a chain of `show` segues pushes from a navigation controller's root states a simulated
///   toolbar (and `<toolbarItems/>`); its collection view 100 pt above the safe area's bottom is stored ending at
///   279 + 405 = 684 = 784 − 100, a progress view 30 pt below it at y = 714 and a label 20 pt below that at 738, where
///   a 49-pt toolbar puts them 49 pt higher. The same storyboard's pushed controllers without the metric store the
///   same chain at the same places.
/// A third project since (session 35, measured blind): the MIT-WPU Parkinson's team's Medication.storyboard
/// (toolsVersion 24506, 402 × 874: 874 − 68 = 806) stores its navigation root's collection view, pinned to the safe
/// area's bottom, ending at 199 + 607 = 806; that document is flagged for a misplaced image view in another scene.
/// Older Xcode versions were not measured with this shape and keep the toolbar (``IBNotchedToolbar``); so do a
/// navigation controller that shows its toolbar, one that simulates a bottom bar itself (``IBContainerBottomBar``), a
/// tab's navigation stack (``IBStackedToolbar``) and a controller in no navigation controller.
enum IBXcode26UnshownToolbar {
    /// The first toolsVersion of Xcode 26; measured at 24506.
    static let firstToolsVersion = IBToolsVersion.xcode26

    /// Whether a controller's own simulated toolbar counts for nothing: the document is Xcode 26's, and the bars the
    /// controller's containers give it (`embedded`) are a navigation controller's with no bottom bar at all.
    static func ignoresOwnToolbar(embedded: IBBars, toolsVersion: Int) -> Bool {
        toolsVersion >= firstToolsVersion && embedded.inNavigation && embedded.bottom == 0 && embedded.tabBarBelow == 0
    }
}
