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
///
/// Such a tab (not a container) of a tab bar controller in a navigation stack, pushed there or the stack's root,
/// pushes in turn onto that outer stack: UIKit's `show(_:sender:)` goes up the parent chain to the nearest controller
/// that handles it (Apple's documentation of `show(_:sender:)` and `targetViewController(forAction:sender:)`), a tab
/// bar controller does not, the navigation controller does and pushes, and the pushed controller takes the tab bar
/// controller's place on screen, tab bar and all. So the pushed controller keeps the navigation bar and loses the tab
/// bar (`overTabBar`). Measured: CaroCald's ios-exercise-2 Main.storyboard (toolsVersion 22505, Xcode 14.3,
/// 414 × 896, not flagged): the navigation controller's root shows a tab bar controller; its Product List and Info
/// tabs each show a form controller whose scroll view, pinned to the safe area, is stored at (20, 92, 374, 770): 92 =
/// 48 + 44 under the navigation bar and 862 = 896 − 34 at the bottom, above the home indicator, with no 49-pt tab bar
/// (2 frames). The tabs take the stack's bar before their own pushes are followed (`IBSceneCatalog.inheritThroughPushes`).
enum IBPushedTabBars {
    /// Gives the tabs of each tab bar controller that a controller with a top bar pushes that bar (when they have none
    /// of their own yet). Returns whether any tab's bars changed.
    static func inherit(pushes: [(source: String, destination: String)], controllers: [String: XMLElement],
                        into result: inout [String: IBBars]) -> Bool {
        var changed = false
        for push in pushes {
            guard let source = result[push.source], source.top > 0, let tabBarController = controllers[push.destination],
                  tabBarController.name == "tabBarController" else { continue }
            for tab in plainTabs(of: tabBarController, controllers: controllers) {
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

    /// The tabs (not containers themselves) of the tab bar controllers in a navigation stack: pushed by a controller
    /// with a top bar, or a navigation controller's root.
    static func tabsInStack(pushes: [(source: String, destination: String)], controllers: [String: XMLElement],
                            result: [String: IBBars]) -> Set<String> {
        var stacked: Set<String> = []
        for push in pushes where (result[push.source]?.top ?? 0) > 0 { stacked.insert(push.destination) }
        for controller in controllers.values where controller.name == "navigationController" {
            for segue in controller.child("connections")?.children("segue") ?? []
            where segue["kind"] == "relationship" && segue["relationship"] == "rootViewController" {
                if let root = segue["destination"] { stacked.insert(root) }
            }
        }
        var tabs: Set<String> = []
        for id in stacked {
            guard let tabBarController = controllers[id], tabBarController.name == "tabBarController" else { continue }
            tabs.formUnion(plainTabs(of: tabBarController, controllers: controllers))
        }
        return tabs
    }

    /// The tabs of `tabBarController` that are not containers themselves, in the order of its relationships.
    private static func plainTabs(of tabBarController: XMLElement, controllers: [String: XMLElement]) -> [String] {
        tabBarController.relationshipDestinations(["viewControllers"]).filter { tab in
            guard let name = controllers[tab]?.name else { return false }
            return !["navigationController", "tabBarController", "splitViewController"].contains(name)
        }
    }

    /// The bars of a controller pushed from such a tab: the tab bar below the tab is gone.
    static func overTabBar(_ bars: inout IBBars) {
        guard bars.tabBarBelow > 0 else { return }
        if bars.bottom == bars.tabBarBelow {
            bars.bottom = 0
            bars.bottomOpaque = false
        }
        bars.tabBarBelow = 0
    }
}
