import TrellisModel

/// Xcode 10 lays out a controller that a `show` segue reaches from a tab with no navigation controller around it (a
/// plain controller that is itself a tab of a tab bar controller) as presented, without the tab bar.
///
/// UIKit's `show(_:sender:)` pushes onto the navigation controller that contains the source; where there is none it
/// presents the controller modally (Apple's documentation of the method), and before iOS 13 a modal presentation is
/// full screen, over the tab bar. ONE DOCUMENT (a declared extension, from that documented behaviour): joinpursuit's
/// Pursuit-Core-iOS-WeatherApp, Main.storyboard (Xcode 10.1, toolsVersion 14460.31, 375 × 667, not flagged): a
/// collection cell of the first tab's plain controller shows a detail controller whose image view, 0.45 of the root
/// tall (300.15) and centred at 0.65 of the safe area's centre, is stored at y = 73: 0.65 × (20 + 667) / 2 − 150.08
/// = 73.2, the safe area running from the status bar to the root's bottom (the tab bar's 49 pt give 57.5); the eight
/// labels chained below it are stored as much lower (8 frames). Xcode 11 keeps a tab bar even for a navigation
/// controller so shown (IBShownNavigationTabBar), so later versions keep the source's bars; Xcode 9 is not measured.
enum IBShowFromTabPresents {
    /// Xcode 10.0 to 10.2 (toolsVersion 14000–14799).
    static let toolsVersions = IBToolsVersion.xcode10

    /// The plain controllers of `controllers` that are tabs of a tab bar controller, themselves not containers.
    static func plainTabs(_ controllers: [String: XMLElement]) -> Set<String> {
        IBTabLargeTitleBars.tabs(controllers).filter { id in
            controllers[id].map { !["navigationController", "tabBarController"].contains($0.name) } == true
        }
    }

    /// Drops the tab bar from `bars`, inherited through a show from `source`, when `source` is a plain tab in no
    /// navigation stack (`sourceBars.inNavigation` false) of a document of the versions measured.
    static func apply(source: String, sourceBars: IBBars?, plainTabs: Set<String>, toolsVersion: Int, to bars: inout IBBars) {
        guard toolsVersions.contains(toolsVersion), plainTabs.contains(source), sourceBars?.inNavigation == false else { return }
        bars.dropBottomBars()
    }
}
