/// The view controllers a xib holds inside a top-level navigation or tab bar controller, with the bars it gives them.
///
/// A storyboard links a container to its children by relationship segues (IBSceneCatalog.embeddedBars); a xib nests
/// them in the container's `<viewControllers>` element instead (measured: digipost's LaunchScreen.xib, Xcode 6, holds a
/// `navigationController` whose opaque bar is stored 44 tall and a `viewController` whose 600 × 536 view lies below
/// it). UINavigationController shows its bar above each child (unless `navigationBarHidden`) and UITabBarController
/// its tab bar below, so a child gets the same bars as in a storyboard; a container nested in another passes both.
enum IBXibContainers {
    /// Each controller with a view nested (at most three containers deep) in `container`, in document order, with its
    /// container's bars; `barHeight` and `tabBarHeight` are the canvas's where the document stores no bar frame (or,
    /// for the tab bar, where `keepsStoredTabBar` is false: IBCompactTabBar).
    static func controllers(in container: XMLElement, barHeight: Double, tabBarHeight: Double,
                            keepsStoredTabBar: Bool = true) -> [(XMLElement, IBBars)] {
        var result: [(XMLElement, IBBars)] = []
        func visit(_ element: XMLElement, bars: IBBars, depth: Int) {
            var bars = bars
            switch element.name {
            case "navigationController":
                let navigationBar = element.child("navigationBar", key: "navigationBar")
                let stored = navigationBar.flatMap { IBGeometry.rect($0)?.height }.flatMap { (20...200).contains($0) ? $0 : nil }
                bars.top = element.flag("navigationBarHidden") == true ? 0 : stored ?? barHeight
                bars.topOpaque = bars.top > 0 && navigationBar?.flag("translucent") == false
                bars.inNavigation = true
            case "tabBarController":
                let tabBar = element.child("tabBar", key: "tabBar")
                bars.bottom = Self.tabBarHeight(stored: tabBar, canvas: tabBarHeight, keepsStored: keepsStoredTabBar)
                bars.bottomOpaque = tabBar?.flag("translucent") == false
            default:
                if element.child(key: "view") != nil { result.append((element, bars)) }
                return
            }
            guard depth < 3 else { return }
            for child in element.child("viewControllers")?.children ?? [] { visit(child, bars: bars, depth: depth + 1) }
        }
        visit(container, bars: IBBars(), depth: 0)
        return result
    }

    /// A tab bar controller's bar height: its stored `<tabBar>` frame's (20 to 100 pt) when `keepsStored`, else or
    /// without one the canvas's.
    static func tabBarHeight(stored tabBar: XMLElement?, canvas: Double, keepsStored: Bool) -> Double {
        guard keepsStored else { return canvas }
        return tabBar.flatMap { IBGeometry.rect($0)?.height }.flatMap { (20...100).contains($0) ? $0 : nil } ?? canvas
    }
}
