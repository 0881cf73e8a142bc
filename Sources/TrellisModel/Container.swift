/// How a navigation controller shows its navigation bar (`container: {navigationBar: …}`).
public enum NavigationBarStyle: String, Sendable, Hashable, CaseIterable {
    /// A 44-point bar below the status bar.
    case standard
    /// A bar with a large title, 96 points (44 + the 52-point large-title row) below the status bar.
    case large
    /// The navigation controller hides its bar (the root still counts as a navigation controller's content).
    case hidden
}

/// The containers a view controller is shown in: they add their bars to the root view's safe area, as UIKit does.
public struct Container: Sendable, Hashable {
    /// Nil: not inside a navigation controller.
    public var navigationBar: NavigationBarStyle?
    /// Inside a tab bar controller: a 49-point tab bar above the home indicator.
    public var tabBar: Bool
    /// A navigation controller's toolbar: 44 points above the tab bar or the home indicator.
    public var toolbar: Bool
    /// What the bars show: titles, back button, items (`container: {navigationBar: {title, back, items}, …}`).
    public var bars = BarContent()

    public init(navigationBar: NavigationBarStyle? = nil, tabBar: Bool = false, toolbar: Bool = false) {
        self.navigationBar = navigationBar; self.tabBar = tabBar; self.toolbar = toolbar
    }

    /// The points the bars add to the safe area's top and bottom.
    public var barInsets: (top: Double, bottom: Double) {
        var top = 0.0
        switch navigationBar {
        case .standard: top = 44
        case .large: top = 96
        case .hidden, nil: top = 0
        }
        return (top, (tabBar ? 49 : 0) + (toolbar ? 44 : 0))
    }
}
