/// A tab bar controller pushed onto a navigation stack passes the stack's top bar on to its tabs.
///
/// A `show` (or older `push`) segue from a controller in a navigation stack pushes its destination onto that stack
/// (IBPresentations.shownInContainers); when the destination is a tab bar controller, its view, tab bar and all, lies
/// under the navigation bar, and each tab's view inside it. Xcode's inferred simulated metrics follow both steps: the
/// pushed tab bar controller infers the navigation bar from the stack, and its tabs infer their top bar from it, as
/// they infer their tab bar. Measured: an Xcode 10.1 storyboard (toolsVersion 14313, 375 × 667) pushes a tab bar
/// controller from a navigation controller's root table; its Map tab's map view, pinned to the safe area on every side,
/// is stored at (0, 64, 375, 554): 20 + 44 below the top, the 49-pt tab bar above the bottom. UIKit agrees: Apple's
/// documentation of `UIView.safeAreaInsets` has a view's safe area leave out the navigation bars, tab bars and toolbars
/// of its ancestors that cover it, and the tab's view lies inside the tab bar controller's, under the stack's bar.
///
/// Only tabs that are not containers themselves: a tab that is a navigation controller shows its own bar (not
/// measured here).
enum IBPushedTabBars {
    /// Gives the tabs of each tab bar controller that a controller with a top bar pushes that bar (when they have none
    /// of their own yet). Returns whether any tab's bars changed.
    static func inherit(pushes: [(source: String, destination: String)], controllers: [String: XMLElement],
                        into result: inout [String: IBBars]) -> Bool {
        var changed = false
        for push in pushes {
            guard let source = result[push.source], source.top > 0, let tabBarController = controllers[push.destination],
                  tabBarController.name == "tabBarController" else { continue }
            for segue in tabBarController.child("connections")?.children("segue") ?? []
            where segue["kind"] == "relationship" && segue["relationship"] == "viewControllers" {
                guard let tab = segue["destination"], let name = controllers[tab]?.name,
                      name != "navigationController", name != "tabBarController", name != "splitViewController" else { continue }
                var bars = result[tab] ?? IBBars()
                guard bars.top < source.top else { continue }
                bars.top = source.top
                bars.largeTitle = source.largeTitle
                bars.sheet = source.sheet
                bars.topOpaque = source.topOpaque
                bars.inNavigation = true
                result[tab] = bars
                changed = true
            }
        }
        return changed
    }
}
