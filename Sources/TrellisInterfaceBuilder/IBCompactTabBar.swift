/// On a phone canvas in landscape that is compact both ways, a tab bar controller's stored `<tabBar>` frame does not
/// give the bar's height in documents of Xcode 9 and later (toolsVersion 13000 on): the bar is UIKit's compact 32 pt.
///
/// iOS 11 gave UITabBar a compact layout for a compact-height trait collection, titles beside the icons, 32 pt tall on
/// iPhones in landscape (as measured by others: 32 pt, 53 with the iPhone X's 21-pt home indicator; IBCanvas
/// .usesCompactBars). Elsewhere the stored frame decides, as Xcode lays the bar out on the canvas; but Xcode keeps the
/// frame a portrait layout left. Measured blind: yanmulin's Stanford-CS193p "Concentration L10" storyboard (Xcode 10.1,
/// toolsVersion 14460.31, `retina5_9` in landscape, 812 × 375, not flagged) stores its tab bar controller's bar at
/// (0, 0, 375, 49), the portrait width, while the tab's split view controller's detail, under the 32-pt compact
/// navigation bar, stores a stack pinned to the safe area's top and 10 pt above its bottom at y = 32, 280 tall, ending
/// at 312 = 375 − 21 − 32 − 10, and the master's stack, centred in the safe area, 196 tall at y = 79: centre
/// 177 = (32 + 375 − 53) / 2. Under a 49-pt bar both end 17 pt higher (21 frames of that document). No document on
/// disk stores a tab bar on such a canvas otherwise (1,886 documents unchanged). Before iOS 11 the bar kept 49 pt in
/// landscape, so older documents keep the stored frame.
enum IBCompactTabBar {
    /// Whether the canvas's compact tab bar replaces the stored `<tabBar>` frame's height.
    static func replacesStored(on canvas: IBCanvas) -> Bool { canvas.usesCompactBars && canvas.toolsVersion >= firstToolsVersion }

    /// Xcode 9 (the iOS 11 SDK), the first with the compact tab bar.
    static let firstToolsVersion = 13000
}
