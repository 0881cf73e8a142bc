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
/// simulated tab bar metrics, iPads of Xcode 16 without a home indicator and Xcode 26 iPads (which take the same
/// rule) are not measured. One document of one project, with Apple's word for the placement; Xcode 15 documents keep
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
}
