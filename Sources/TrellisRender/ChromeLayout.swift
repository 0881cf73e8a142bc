import TrellisModel

/// Where the system chrome and the container's bars lie on a device's screen, in points.
///
/// The bars sit where the layout puts the safe area (`Container.barInsets`): the navigation bar's 44-point row (and
/// a large title's 52-point row below it) under the status bar, the tab bar's 49 points and the toolbar's 44 above
/// the home indicator. Each bar's background reaches to the screen edge behind the status bar or the home indicator,
/// as UIKit extends a bar's background (UIBarPositioning.topAttached) into the unsafe area.
struct ChromeLayout: Equatable {
    /// The status bar: the device's top safe area (20 on a phone with a home button, 47 on an iPhone 14, 59 on an
    /// iPhone 15 Pro), nil where the device hides it (a phone in landscape has a top safe area of 0) or `chrome: false`.
    var statusBar: Rect?
    /// The home indicator: 134 × 5 points, 8 points above the bottom edge, centred, corner radius 2.5 (Apple's design
    /// resources for the iPhone X family: the bar is 134 × 5 in a 34-point home-indicator area); nil on devices
    /// without one (no bottom safe area) or with `chrome: false`.
    var homeIndicator: Rect?
    /// The navigation bar's 44-point row of back button, title and bar button items.
    var navigationBar: Rect?
    /// A large title's 52-point row below the navigation bar's row.
    var largeTitleRow: Rect?
    /// The navigation bar's background: from the screen's top to the bar's bottom.
    var navigationBackground: Rect?
    /// The tab bar's 49-point row of items.
    var tabBar: Rect?
    /// The tab bar's background: from its top to the screen's bottom.
    var tabBackground: Rect?
    /// The toolbar's 44-point row.
    var toolbar: Rect?
    /// The toolbar's background: to the tab bar's top, or to the screen's bottom.
    var toolbarBackground: Rect?

    /// The home indicator's size and distance from the bottom edge, in points.
    static let homeIndicatorSize = Size(width: 134, height: 5)
    static let homeIndicatorBottomGap = 8.0
    static let navigationBarHeight = 44.0
    static let largeTitleHeight = 52.0
    static let tabBarHeight = 49.0
    static let toolbarHeight = 44.0

    init(device: Device, container: Container, showsChrome: Bool) {
        let width = device.size.width, height = device.size.height, safe = device.safeArea
        if showsChrome, safe.top > 0 { statusBar = Rect(x: 0, y: 0, width: width, height: safe.top) }
        if showsChrome, safe.bottom > 0 {
            let size = Self.homeIndicatorSize
            homeIndicator = Rect(x: (width - size.width) / 2, y: height - Self.homeIndicatorBottomGap - size.height,
                                 width: size.width, height: size.height)
        }
        switch container.navigationBar {
        case .standard, .large:
            navigationBar = Rect(x: 0, y: safe.top, width: width, height: Self.navigationBarHeight)
            var bottom = safe.top + Self.navigationBarHeight
            if container.navigationBar == .large {
                largeTitleRow = Rect(x: 0, y: bottom, width: width, height: Self.largeTitleHeight)
                bottom += Self.largeTitleHeight
            }
            navigationBackground = Rect(x: 0, y: 0, width: width, height: bottom)
        case .hidden, nil:
            break
        }
        var bottomEdge = height - safe.bottom
        var backgroundEnd = height
        if container.tabBar {
            let top = bottomEdge - Self.tabBarHeight
            tabBar = Rect(x: 0, y: top, width: width, height: Self.tabBarHeight)
            tabBackground = Rect(x: 0, y: top, width: width, height: height - top)
            bottomEdge = top
            backgroundEnd = top
        }
        if container.toolbar {
            let top = bottomEdge - Self.toolbarHeight
            toolbar = Rect(x: 0, y: top, width: width, height: Self.toolbarHeight)
            toolbarBackground = Rect(x: 0, y: top, width: width, height: backgroundEnd - top)
        }
    }

    /// Whether anything is drawn at all.
    var isEmpty: Bool {
        statusBar == nil && homeIndicator == nil && navigationBackground == nil && tabBackground == nil && toolbarBackground == nil
    }
}
