import TrellisModel

/// Xcode 11 draws a page sheet on a phone with a home button as a root 20 pt shorter than the screen (the status
/// bar's height), stored at y = 0 and reaching the screen's bottom: a bottom bar (a tab bar) lies at the root's own
/// bottom, not 20 pt below it.
///
/// iOS 13 presents a controller modally as a page sheet by default, and Interface Builder shows a presented
/// controller that way: on notched phones 10 pt below the status area (IBRootPlacement, IBShortPageSheet). On the
/// 375 × 667 canvas Xcode 11.4 and 11.5 store such roots 375 × 647 instead, and their tabs' content pinned to the safe
/// area ends 49 pt above the root's bottom. Measured in two unflagged storyboards of two people's "On the Map" course
/// projects on `retina4_7`, each a tab bar controller of navigation controllers (bars stored 56 tall, the sheet's
/// navigation bar) shown modally:
/// - kjs566's udacity-ios-6-you-decide (toolsVersion 16096): map views as tall and wide as the safe area, centred in
///   it, stored at (0, 56, 375, 542) = 647 − 56 − 49; activity indicators and a stack centred in it 10 pt higher than
///   a 20-pt-deeper bottom gives (7 frames);
/// - Rafif-Kalantan's OnTheMap (toolsVersion 16097.2): a map view pinned to the safe area's four edges at
///   (0, 56, 375, 542) and an indicator 8 pt above its centre at y = 309 (2 frames).
/// Laid out as a root from y = 0 on a 667-pt screen, the tab bar's 49 pt overlapped it by only 29. Other Xcode
/// versions and canvases without a home indicator were not measured with such roots (no document on disk changes).
enum IBHomeButtonPageSheet {
    /// Xcode 11's toolsVersions (15000 to 16999; measured on 16096 and 16097.2).
    static let toolsVersions = 15000..<17000

    /// Whether `stored`, a controller's root, is such a sheet: full width, at y = 0, as much shorter than a phone
    /// canvas with a home button as its 20-pt status bar. Then the root's own bottom is the screen's.
    static func reachesScreenBottom(stored: Rect, root: IBSceneRoot, context: IBDocumentContext) -> Bool {
        let canvas = context.canvas
        return toolsVersions.contains(context.toolsVersion) && !root.isFreeform && !canvas.isPad && canvas.notchTop == 0
            && stored.minY == 0 && stored.width == canvas.size.width && canvas.size.height - stored.height == 20
    }

    /// From Xcode 14.3 (toolsVersion 21600, when phones with a home button have their 20-pt status bar again,
    /// IBCanvas.statusBar) Xcode draws the page sheet on such a phone as a root 20 pt shorter than the screen, stored at
    /// y = 0 and lying below the status bar, so its safe area's top has no inset. Measured (a declared one-document
    /// extension): duynguyen0333's P02-iOS-Map OnTheMap storyboard (toolsVersion 22155, Xcode 15.0, `retina4_7`): a
    /// location controller that a `show` from a controller in no navigation controller presents is stored 375 × 647,
    /// with a navigation bar pinned to its safe area's top at (0, 0, 375, 56) and a button below it chained to the safe
    /// area's bottom at y = 558 (647 − 54 − 35); under the status bar the bar would start at y = 20. Its
    /// full-screen controllers keep the status bar (a login's bar 44 pt below it at y = 64).
    static let statusBarToolsVersions = 21600..<Int.max

    /// Where the sheet `stored` lies on the screen (the status bar's height) when it is such a sheet; else nil.
    static func sheetTop(stored: Rect, root: IBSceneRoot, context: IBDocumentContext) -> Double? {
        let canvas = context.canvas
        guard statusBarToolsVersions.contains(context.toolsVersion), !root.isFreeform, !canvas.isPad, !canvas.isLandscape,
              canvas.notchTop == 0, stored.minY == 0, stored.width == canvas.size.width, canvas.statusBar > 0,
              canvas.size.height - stored.height == canvas.statusBar else { return nil }
        return canvas.statusBar
    }
}
