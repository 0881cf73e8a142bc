import TrellisModel

/// The height of a standard navigation bar on the document's canvas, where the document stores no bar frame: 44 pt,
/// 32 pt on a phone compact in both directions (landscape below 414 pt wide, UINavigationBar's compact metrics;
/// IBCanvas.usesCompactBars), 50 pt on an iPad from Xcode 10 (iOS 12 made iPad navigation bars 6 pt taller; Xcode
/// stores a 50-pt navigation bar for iPad canvases), and 54 pt on a phone in documents of Xcode 26 (toolsVersion 24000
/// on), whose iOS 26 bars are 10 pt taller. Measured: nextcloud/talk-ios MessageTextViewController.xib, saved by
/// Xcode 26.0 (24127) and 26.1 (24765), a 414 × 896 view with its own simulated navigation bar, stores a text view
/// pinned 10 pt below the safe area's top at y = 160 = 2 × 48 + 54 + 10 and 10 pt above its bottom at 818 = 896 −
/// 2 × 34 − 10 (the doubled insets of IBRootPlacement.canvasInsets); an earlier measurement of a 24128 storyboard on
/// 440 × 956 had a large-title bar's content 106 = 54 + 52 below the bar's top. iOS 26 itself agrees: XCUITest
/// page-source dumps of its Settings app on the 402 × 874 simulator (public test fixtures) list the navigation bar at
/// y = 62, 54 tall, and the table below it at y = 116. A second app confirms it: Habitica's Support.storyboard, saved
/// by Xcode 26.0 (24127) on 414 × 896, stores its navigation controller's bar at y = 96 = 2 × 48, 54 tall, and the
/// root's scroll view pinned to the safe area's top at y = 150 = 96 + 54. A prompt (74) and toolbars were not
/// measured in Xcode 26 and keep their older heights.
enum IBNavigationBarHeight {
    static func standard(canvas: IBCanvas) -> Double {
        if canvas.usesCompactBars { return 32 }
        if canvas.isPad { return canvas.toolsVersion >= 14300 ? 50 : 44 }
        return canvas.toolsVersion >= 24000 ? 54 : 44
    }
}

/// A navigation controller's large-title bar (`largeTitles="YES"`): the top inset it gives its controllers.
///
/// Xcode stores the bar 96 tall (the 44-pt bar and the 52-pt large title row), yet lays the controllers it shows out
/// below a bar of the standard height. Measured: three saves of one course layout by three people, Xcode 14.0
/// (toolsVersion 21225), an Xcode 15 build (32700.99.1234, plug-in 22685) and Xcode 16.2 (23727), on the 390 × 844
/// canvas: the bar stored at y = 47 (94 at 23727, IBRootPlacement.canvasInsets), 96 tall, and the root's table pinned
/// to the safe area's top stored at y = 91 = 47 + 44 (138 = 2 × 47 + 44), not 143. Four saves of a second course layout agree
/// (Xcode 13.x 19142.2: y = 88 = 44 + 44 under a bar at y = 44; Xcode 15, 32700.99.1234; Xcode 16.1, 23504: y = 91).
/// The canvas draws the large title row; the controllers' layout does not count it. Xcode 26 (toolsVersion 24000 on)
/// counts it again: a Cocktail-Recipes storyboard (24128, 440 × 956) stores the content of controllers under its
/// large-title bars at 2 × 62 + 106, the bar's whole height (iOS 26's 54-pt bar and the 52-pt title row). So did Xcode 9
/// and 10 (toolsVersion below 14800, the iOS 11 and 12 SDKs): two storyboards of two projects store the content of a
/// navigation controller's root pinned to the safe area's top at 140 = 44 + 96 under a large-title bar stored at y = 44,
/// 96 tall (nRF Toolbox's ServiceList, Xcode 10.2, 414 × 896; ViewAnimator's example, Xcode 9.4, 375 × 812).
/// Xcode 11 still does: znfod-dev's LargeTitleSample, saved by Xcode 11.4 (toolsVersion 15705, a project made in
/// Xcode 11: an SF Symbol back indicator) on 414 × 896, stores its root's table pinned to the safe area's top at
/// y = 140 = 44 + 96 under a large-title bar stored at y = 44, 96 tall (blind bars wave, 1 Dec 2026). Xcode 12
/// (toolsVersion 17000–18999) is not measured and is taken to behave as Xcode 13, the first measured release to
/// count the standard bar only.
enum IBLargeTitleBars {
    /// The toolsVersion of Xcode 12.0, the first release measured or assumed to lay controllers out below the
    /// standard bar only (Xcode 11.7 saves 16097).
    static let firstStandardBarToolsVersion = 17000

    /// The top bar a large-title bar counts as: the standard bar's height on the canvas; in Xcode 9 to 11 and from
    /// Xcode 26 the bar as stored, else the standard bar and the 52-pt title row.
    static func top(_ standardBarHeight: Double, stored: Double?, toolsVersion: Int) -> Double {
        let countsTitleRow = toolsVersion >= 24000 || toolsVersion < firstStandardBarToolsVersion
        return countsTitleRow ? stored ?? standardBarHeight + 52 : standardBarHeight
    }
}

/// A navigation controller shown as a sheet: the safe area's top of the controllers it shows.
///
/// iOS 13 presents a controller as a page sheet by default, and Xcode lays a presented controller out that way: its
/// root shorter than the screen, the navigation bar of its navigation controller stored at y = 0 and 56 pt tall (a
/// sheet's bar). The sheet lies below the status bar and sensor housing, so the safe area's top is the bar's bottom.
/// Measured: the three saves above store a presented controller's root 787 (390 × 844 less the 47-pt status area
/// and 10 pt) or 834 tall, its bar at y = 0, 56 tall, and a stack pinned 16 pt below the safe area's top at y = 72,
/// in Xcode 14.0, 15 and 16.2 alike (no doubled insets, IBRootPlacement.canvasInsets); three saves of a second layout
/// (Xcode 13.x with a 790-pt root, 15 and 16.1 with 834-pt roots) store their stack at y = 72 too.
enum IBSheetBars {
    /// The height of a sheet's navigation bar.
    static let sheetBarHeight = 56.0

    /// Whether `navigationBar` (a navigation controller's stored bar) is a sheet's: at the screen's top on a canvas
    /// whose top has a status bar or sensor housing, `sheetBarHeight` tall.
    static func isSheetBar(_ navigationBar: XMLElement?, canvas: IBCanvas) -> Bool {
        guard let frame = navigationBar.flatMap({ IBGeometry.rect($0) }) else { return false }
        return frame.minY == 0 && frame.height == sheetBarHeight && canvas.deviceInsets(statusBarShown: true).top > 0
    }

    /// The safe area's top of a root stored at `stored` under `bars`: the bar alone when the bar is a sheet's and
    /// the root is shorter than the screen (a presented sheet), else nil. Under an opaque sheet bar
    /// (`translucent="NO"`) the root lies below the bar, as under any opaque bar (IBRootPlacement.belowOpaqueBars:
    /// UIKit's `extendedLayoutIncludesOpaqueBars` is NO by default), so the top has no inset. Measured: Bitwarden's
    /// app extension storyboards, Xcode 15.0 (toolsVersion 22154) and 15.2 (22505) on 414 × 896, store roots under
    /// an opaque 56-pt sheet bar 414 × 830 (896 less 10 and 56), with a table, its overlay and a search bar pinned to
    /// the safe area's top at y = 0 (the table 830 tall, to the safe area's bottom), and in both documents a label 30 pt
    /// below it at y = 30.
    static func top(bars: IBBars, stored: Rect, canvas: IBCanvas) -> Double? {
        guard bars.sheet, bars.top > 0, stored.height < canvas.size.height else { return nil }
        return bars.topOpaque ? 0 : bars.top
    }
}
