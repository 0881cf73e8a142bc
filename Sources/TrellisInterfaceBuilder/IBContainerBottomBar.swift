/// A navigation controller's own simulated bottom bar (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` or
/// a toolbar's on the `navigationController` element): the bottom bar of the controllers it shows.
///
/// Interface Builder infers a controller's simulated metrics from its container (the "Inferred" setting), and a
/// container's own metrics are what it draws, so the root and pushed controllers of a navigation controller that
/// simulates a tab bar are laid out above that tab bar, as those of a tab bar controller's tab are. This happens when
/// the tab bar controller lives in another storyboard and reaches the navigation controller through a storyboard
/// reference. Measured: eRouska's Help.storyboard (Xcode 12.4, toolsVersion 17701, 375 × 812), whose `HelpNavigation`
/// controller simulates a tab bar, stores its root's table, two pushed controllers' table and stack, and a pushed
/// controller's scroll view, all pinned to the safe area's bottom, ending at 729 = 812 − 34 − 49, and a label 10 pt
/// above it at 703.3 + 15.7 = 719; WWDCScholars' NearMe storyboard (Xcode 8, 375 × 667), whose navigation controller
/// simulates a tab bar too, stores its root's full-width map view ending at 618 = 667 − 49 (fixed frame, so it only
/// agrees). A `nil` bottom bar on the navigation controller was not measured and takes nothing away.
enum IBContainerBottomBar {
    /// The height of the bottom bar `controller` (a navigation controller) simulates itself, and whether it is opaque
    /// (`translucent="NO"`); nil when it simulates none. `tabBar` and `toolbar` are the canvas's heights of those bars.
    static func own(_ controller: XMLElement, tabBar: Double, toolbar: Double) -> (height: Double, opaque: Bool)? {
        guard let metrics = controller.child(key: "simulatedBottomBarMetrics") else { return nil }
        let opaque = metrics.flag("translucent") == false
        switch metrics.name {
        case "simulatedTabBarMetrics": return (tabBar, opaque)
        case "simulatedToolbarMetrics": return (toolbar, opaque)
        default: return nil
        }
    }
}
