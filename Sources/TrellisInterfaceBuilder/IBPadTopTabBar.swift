/// The iPad tab bar of Xcode 16 on (the iPadOS 18 SDK): at the top of the screen, not the bottom.
///
/// iPadOS 18 moved `UITabBarController`'s tab bar on iPads (regular width) to a floating bar at the top, in the
/// navigation bar's row (Apple's SwiftUI documentation: "A tab bar can display as the top bar … on iPad"; Apple's
/// developer forums: "iPadOS 18 shows Tab Bar on top", with no API to move it back). Measured: an Xcode 16.1
/// storyboard (toolsVersion 23504, `ipad11_0rounded`, 834 × 1210) stores a tab's stack pinned to the safe area's top
/// and 45.5 pt above its bottom at y = 88 = 24 + 64, 1056.5 tall, ending at 1144.5 = 1210 − 20 − 45.5: the safe
/// area is 64 pt lower than the status bar and has no bar at the bottom, only the home indicator (the same document's
/// controller outside the tab bar controller stores its stack at 24 + 60). A controller of a tab that is a navigation
/// controller's root gets its navigation bar as before (the tab bar shares its row) and no bottom bar; that case,
/// iPads of Xcode 16 without a home indicator and Xcode 26 iPads (which take the same rule) are not measured;
/// simulated tab bar metrics are measured once, on Xcode 26 (simulatedAtTop). One document of one project, with Apple's word for the placement; Xcode 15 documents keep
/// the bottom tab bar (IBPadBars).
enum IBPadTopTabBar {
    /// Xcode 16's first toolsVersion (its betas save 23086; Xcode 15.4 saves below 23000).
    static let firstToolsVersion = 23000

    /// The top inset a tab's controller gets below the status bar: 64 pt (measured, above).
    static let height: Double = 64

    /// Whether the canvas's tab bar is at the top: an iPad in a document of Xcode 16 or later.
    static func applies(on canvas: IBCanvas) -> Bool {
        canvas.isPad && canvas.toolsVersion >= firstToolsVersion
    }

    /// Whether simulated tab bar metrics (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`, on a controller
    /// or on the navigation controller it is the root of) put no bar at the canvas's bottom: an iPad in a document of
    /// Xcode 26 (toolsVersion 24000 on). One document, an extension of the rule above to the simulated bar: the
    /// FilmsPage team's HomePage.storyboard (24506, `ipad10_9rounded` landscape, 1180 × 820) stores a collection view
    /// pinned to the safe area's bottom ending at 770 = 820 − 50 under a navigation controller with simulated tab bar
    /// metrics, the bottom inset Xcode 26 stores with no bar at all (IBPadHomeIndicator), where a bottom tab bar would
    /// end it at 820 − 50 − 50. Nothing is added at the top (the navigation bar's row holds the tab bar; a controller
    /// with simulated tab bar metrics and no navigation bar is not measured); Xcode 16 iPads are not measured either.
    static func simulatedAtTop(on canvas: IBCanvas) -> Bool {
        canvas.isPad && canvas.toolsVersion >= IBToolsVersion.xcode26
    }
}
