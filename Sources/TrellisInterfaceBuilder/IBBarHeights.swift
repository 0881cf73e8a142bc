/// The heights of a phone's or an iPad's bars on the document's canvas, where the document stores no frame for them.
enum IBBarHeights {
    /// A toolbar: 44 pt, 32 pt on a phone compact in both directions (landscape below 414 pt wide, UIToolbar's
    /// compact metrics; IBCanvas.usesCompactBars), 50 pt on an iPad from Xcode 10 (iOS 12 made iPad navigation bars
    /// and toolbars 6 pt taller), 49 pt on a phone with a home indicator from Xcode 9 (IBNotchedToolbar; 44 above a
    /// tab bar). Xcode 26's toolbars were not measured: they keep these heights.
    static func toolbar(on canvas: IBCanvas) -> Double {
        !canvas.usesCompactBars && IBNotchedToolbar.applies(on: canvas) ? IBNotchedToolbar.height : stackedToolbar(on: canvas)
    }

    /// UIToolbar's height away from the home indicator: above a tab bar (IBStackedToolbar), or on any other canvas.
    static func stackedToolbar(on canvas: IBCanvas) -> Double {
        if canvas.usesCompactBars { return 32 }
        return canvas.isPad && canvas.toolsVersion >= 14300 ? 50 : 44
    }

    /// A tab bar: 49 pt, 32 pt in its compact inline layout (IBCanvas.usesCompactBars) from Xcode 9, 50 on an iPad from
    /// Xcode 10 (IBPadBars). iOS 11 brought the compact tab bar; before it the bar kept 49 pt in landscape, and Xcode 8
    /// lays it out so: measured blind (fifty-eighth session), M-Murat's swift-bookshelf, Main.storyboard (Xcode 8.2,
    /// toolsVersion 11762, `retina4_7` in landscape, 667 × 375, not flagged), whose tab bar controller stores no frame
    /// for its bar (1000 × 1000), stores its tabs' tables and image views pinned to the bottom layout guide ending at
    /// 326 = 375 − 49 (4 frames; 17 pt lower under a 32-pt bar).
    static func tabBar(on canvas: IBCanvas) -> Double {
        canvas.usesCompactBars && canvas.toolsVersion >= IBCompactTabBar.firstToolsVersion ? 32 : IBPadBars.tabBarHeight(on: canvas)
    }
}
