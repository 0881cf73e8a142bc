/// A shape drawn as a bar item's icon (Trellis draws a few simple outlines in place of SF Symbols).
public enum BarIcon: String, Sendable, Hashable, CaseIterable {
    case circle, square, star, house, person, gear, message, magnifier, heart, photo, plus, list
}

/// One item of a navigation bar, tab bar or toolbar: a title, an icon, or both (UIBarButtonItem, UITabBarItem).
public struct BarItem: Sendable, Hashable {
    public var title: String?
    public var icon: BarIcon?
    /// A bar button drawn in the bold "done" style (UIBarButtonItem.Style.done).
    public var isProminent: Bool = false
    public init(title: String? = nil, icon: BarIcon? = nil) { self.title = title; self.icon = icon }
}

/// What a navigation bar shows (UINavigationItem): title, back button, bar button items.
public struct NavigationBarContent: Sendable, Hashable {
    /// The title: centred 17 pt semibold in a standard bar, 34 pt bold at the leading margin in a large one.
    public var title: String?
    /// The back button's title (the previous screen's), drawn after a chevron at the leading edge; nil for none.
    public var back: String?
    /// Bar button items at the trailing edge, from the trailing edge inwards (UINavigationItem.rightBarButtonItems).
    public var items: [BarItem] = []
    /// Bar button items at the leading edge (after the back button), from the leading edge inwards.
    public var leadingItems: [BarItem] = []
    public init(title: String? = nil, back: String? = nil) { self.title = title; self.back = back }
}

/// The bars' contents and whether the system chrome (status bar, home indicator) is drawn.
public struct BarContent: Sendable, Hashable {
    public var navigation = NavigationBarContent()
    /// The tab bar's items (UITabBar.items); an empty list draws a bar without items.
    public var tabItems: [BarItem] = []
    /// The index of the selected tab item, drawn in the tint.
    public var selectedTab: Int = 0
    /// The toolbar's items (UIToolbar.items), spread evenly across the bar.
    public var toolbarItems: [BarItem] = []
    /// The bars' tint (UIView.tintColor of the bars): nil means the scene's tint, else systemBlue.
    public var tint: Color? = nil
    public init() {}
}
