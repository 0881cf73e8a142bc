import TrellisModel

/// From Xcode 13.3 (toolsVersion 20000 on) Interface Builder simulates a presented page sheet on a phone with a home
/// indicator: the sheet's root, stored at y = 0 and shorter than the screen, is laid out without any of the device's
/// insets, no sensor housing at its top and no home indicator at its bottom, only its bars (as Xcode 14 lays a
/// `fullScreen` presentation out without device insets) — except the first shape of Xcode 13.3 to 14 (and of 16.2 on),
/// whose top keeps the device's inset (Xcode14SheetTop).
///
/// Two shapes, both measured with a view pinned to the safe area's bottom flush with the root's bottom:
/// - Xcode 14 draws the sheet 10 pt below the status area, down to the screen's bottom: an Xcode 14.2 save
///   (toolsVersion 21507) of a course's result screen, shown by a `show` segue from a controller outside any
///   navigation controller, is 414 × 838 on the 414 × 896 `retina6_1` canvas (48 + 10 shorter), its button ending at
///   838;
/// - Xcode 15 draws it 10 pt shorter than the screen: an Xcode 15.0 save (22155) of a controller shown by a
///   `presentation` segue stores a 393 × 842 root on 393 × 852 whose button ends at 842; an Xcode 15.3 save (23094)
///   of a navigation controller shown modally stores its bar 56 tall at y = 0 and its root's 393 × 842 view with a
///   label 20 pt below the safe area's top at y = 76 (the bar alone) and a progress view 20 pt above the safe area's
///   bottom ending at 822.
/// Xcode 13.3 already drew the first shape without the home indicator (10 pt below its 44-pt status area then):
/// two documents of two projects, both toolsVersion 20037 on `retina6_1`, 414 × 842 — a course's result screen shown by
/// a `showDetail` segue with its button pinned to the safe area's bottom ending at 842, and a chat app's room preview
/// (simulated page sheet metrics) with a label 16 pt above the safe area's bottom ending at 826.
/// Xcode 12, 13.0 (18122) and 13.2 (19455) kept the home indicator in that shape (IBRootPlacement's page sheet,
/// measured on 414 × 842 roots: a 13.2 save of the same result screen ends its button at 808 = 842 − 34, two 13.0
/// sheets end their labels at 792 = 842 − 34 − 16); UIKit keeps it at run time.
enum IBShortPageSheet {
    /// The first toolsVersion whose canvas draws the sheet without device insets (Xcode 13.3 saves 20037; 13.2.1 is 19529).
    static let firstToolsVersion = 20000

    /// Whether a sheet's bottom bar is its own (its navigation controller's, or its own simulated metrics), which counts,
    /// rather than one it would inherit from the controller that shows it, which stays behind the sheet (`insets`).
    /// Xcode 11 to 13.2's sheet shape (IBRootPlacement's page sheet, which keeps the home indicator) drops an inherited
    /// tab bar too: a declared one-document extension, measured on ravisara's iOS-InstagramClone (Xcode 11.5, 16097.2,
    /// `retina6_5`, not flagged), whose logon screen a tab's `show` presents is stored 414 × 842 with a vertical chain
    /// of required pins ending 34 pt above the sheet's bottom at 808 = 842 − 34, a 38-pt title at its intrinsic 45.67
    /// and two buttons stretched to 47.33 (5 frames); with the 49-pt tab bar the title was squeezed to 0.
    static func countsBottomBar(bars: IBBars, controller: XMLElement?) -> Bool {
        bars.inNavigation || controller?.child(key: "simulatedBottomBarMetrics") != nil
    }

    /// Whether an Xcode 11 to 13.2 sheet-shaped root leaves its tab bar behind (`countsBottomBar`): a tab's own tab bar
    /// stays (GoFood, Xcode 11.4, stores the tabs of a tab bar controller shown as a sheet 414 × 842 above their 49-pt
    /// tab bar, a button 30 pt above the safe area's bottom ending at 729 = 842 − 34 − 49 − 30).
    static func leavesTabBar(_ root: IBSceneRoot, bars: IBBars, stored: Rect, context: IBDocumentContext) -> Bool {
        guard !root.isFreeform, context.toolsVersion < firstToolsVersion, context.canvas.isPageSheetShape(stored),
              !context.tabs.contains(root.controller?["id"] ?? "") else { return false }
        return !countsBottomBar(bars: bars, controller: root.controller)
    }

    /// The controllers tab bar controllers show as tabs, by id (IBTabLargeTitleBars.tabs).
    static func tabs(in document: XMLElement) -> Set<String> {
        document.child("scenes").map { IBTabLargeTitleBars.tabs(IBSceneCatalog.controllers($0)) } ?? []
    }

    static func applies(stored: Rect, context: IBDocumentContext) -> Bool {
        let canvas = context.canvas
        guard context.toolsVersion >= firstToolsVersion, canvas.hasHomeIndicator, stored.minY == 0, stored.width == canvas.size.width
        else { return false }
        let shorter = canvas.size.height - stored.height
        return shorter == 10 || shorter == canvas.deviceInsets(statusBarShown: true).top + 10
            || Xcode26Sheet.isFirstLevel(stored: stored, context: context)
    }

    /// The sheet's safe area: its bars only, within its size; an Xcode 14 sheet without a top bar keeps the device's
    /// top inset (Xcode14SheetTop). A sheet is presented over the controller that shows it, so a tab bar it would
    /// inherit from there (a `show` from a tab's controller outside any navigation controller) stays behind it: only
    /// a bottom bar of its own navigation controller or of its own metrics counts (UIKit presents the sheet above the
    /// tab bar controller's view, its tab bar included). Measured blind: AtakanBasaran's InstagramClone (Xcode 15.0,
    /// 22155, 430 × 932) stores the comment screen a feed tab's `show` presents as a 430 × 922 sheet with a table
    /// pinned to the safe area's bottom ending at 922, no 49-pt tab bar above it.
    static func insets(bars: IBBars, size: Size, stored: Rect, controller: XMLElement?, context: IBDocumentContext) -> Insets {
        let top = Xcode14SheetTop.inset(bars: bars, stored: stored, context: context) ?? bars.top
        let counts = countsBottomBar(bars: bars, controller: controller) || keepsStatedBar(bars)
        let bottom = counts ? max(0, bars.bottom) : 0
        return IBXibViewSafeArea.fitting(Insets(top: top, left: 0, bottom: bottom, right: 0), in: size)
    }

    /// A bottom bar that a controller in no container states in its own simulated metrics (a toolbar) and passes on
    /// to the sheet its `show` presents (IBSceneCatalog.statedBars, Xcode's "Inferred" metrics) counts, unlike a tab
    /// bar controller's tab bar (`tabBarBelow`), which stays behind the sheet. A declared one-document extension:
    /// Tin-oops' TIn storyboard (prerelease toolsVersion 32700 with the Xcode 15.3 plug-in, 22685, `retina6_12`, not
    /// flagged) has a 393 × 842 sheet stating `<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>` that shows
    /// two controllers; one, stored 393 × 842 too, stacks a display 0.4 and a keypad 0.6 as tall as its safe area
    /// ending 4 pt above the safe area's bottom at 789 = 842 − 49 − 4, the display 317.33 tall (0.4 × 793; 29 frames,
    /// each off by the 49 pt without the toolbar). No other document on disk moves.
    static func keepsStatedBar(_ bars: IBBars) -> Bool { bars.bottom > 0 && bars.tabBarBelow == 0 }

    /// Xcode 13.3 to 14 (toolsVersion 20000–21999) lay the first shape out, a sheet 10 pt below the status area without a
    /// top bar, with the device's whole top inset at the top of its safe area, though it draws the sheet below the
    /// status area; its bottom keeps no home indicator. Measured in two Xcode 14.2 saves (21507) of two projects, both
    /// controllers shown by a `presentation` segue without a style: a card game's rules screen, 393 × 783 on
    /// `retina6_12` (852 − 59 − 10), stores a label 70 pt below its top margin at y = 129 = 59 + 70 (its close button,
    /// pinned to the root's top, at y = 10); a course's result screen, 414 × 838 on `retina6_1` (896 − 48 − 10),
    /// stores a label 50 pt below the safe area's top at y = 98 = 48 + 50 and a button 50 pt above its bottom ending
    /// at 788 = 838 − 50. Xcode 15's shape (10 pt shorter than the screen) has no device inset at its top (a label 20
    /// pt below a 56-pt sheet bar at y = 76). Xcode 13.3 and 13.4 (toolsVersion 20000–20999) lay it out the same way,
    /// measured blind in two projects: hililyy's ios-clock-clone (20037, `retina6_0`, not flagged), a controller a
    /// `modal` segue without a style shows, 390 × 790 (844 − 44 − 10), stores a label 4 pt below the safe area's top
    /// at y = 48 = 44 + 4 and a search bar and a table chained below it (3 frames); pankajpal07's
    /// ios-simple-login-module (20037, `retina6_1`, flagged), two 414 × 842 controllers `popoverPresentation` segues
    /// show, stores ten views 44 pt below where a sheet without the inset puts them (an image view 70 pt below the
    /// safe area's top at y = 114). The bottom keeps no home indicator, as measured before.
    ///
    /// Xcode 16.2 and later (toolsVersion 23700 on, Xcode 26 included) draw the first shape again and lay it out the
    /// same way. Measured blind in two Xcode 16.3 saves (23727) of two people's projects on `retina6_12`, both
    /// 393 × 783 roots: a movie app's genre picker, shown by `presentation` segues without a style, stores a label
    /// 25 pt below the safe area's top at y = 84 = 59 + 25, and the label below its button, whose bottom is pinned
    /// 20 pt above the safe area's bottom, at 771 = 783 − 20 + 8 (no home indicator); a feed's detail screen, shown
    /// by a `show` segue from a controller in no navigation controller, stores an image view 20 pt below the safe
    /// area's top at y = 79 = 59 + 20. Xcode 16.0 and 16.1 (23xxx below 23700) were not measured. Xcode 26 keeps it,
    /// measured in one document (taken as the same behaviour as 16.2's, which it continues): sonyales' ITMO-iOS-2026
    /// Lab2 storyboard (toolsVersion 24506, `retina6_3`, 402 × 874) stores a controller that a sheet shows as a
    /// 402 × 802 root (874 − 62 − 10) with a label 123 pt below the safe area's top at y = 185 = 62 + 123.
    enum Xcode14SheetTop {
        static let toolsVersions = 20000..<22000
        static let xcode162ToolsVersions = 23700..<Int.max

        static func inset(bars: IBBars, stored: Rect, context: IBDocumentContext) -> Double? {
            guard toolsVersions.contains(context.toolsVersion) || xcode162ToolsVersions.contains(context.toolsVersion),
                  bars.top == 0, !bars.sheet else { return nil }
            let statusArea = context.canvas.deviceInsets(statusBarShown: true).top
            guard statusArea > 0, context.canvas.size.height - stored.height == statusArea + 10
                    || Xcode26Sheet.isFirstLevel(stored: stored, context: context) else { return nil }
            return statusArea
        }
    }

    /// Xcode 26 (toolsVersion 24000 on) draws a page sheet shown from a full-screen controller (a first-level sheet)
    /// as tall as the screen less its status area only, not 10 pt less (the 10 pt shorter shape, Xcode14SheetTop, is
    /// what it draws for a sheet shown from a sheet), and lays it out as that shape: without a bar the device's top
    /// inset at the top of its safe area; under its navigation controller's bar, which it stores 16 pt below the
    /// sheet's top, the bar's bottom (IBSheetBars.xcode26BarBottom); no home indicator at its bottom. Measured in two
    /// unflagged toolsVersion 24506 documents on `retina6_12` (393 × 852, status area 59), two people's work in one
    /// course (CSC308): a group's proposal storyboard (CSC30820819/Group2Proposal1_Ver2) stores the three controllers
    /// its buttons show by `modal` segues as 393 × 793 roots, one with a label 10 pt below the safe area's top at
    /// y = 69 = 59 + 10 and a stack 70 pt above the safe area's bottom ending at 723 = 793 − 70; the instructor's
    /// to-do list example (CSC308DustinLay/M10ToDoList_ex1) stores the navigation controller its add button presents
    /// with its bar at (0, 16, 393, 54) and the root's 393 × 793 view with a text field 30 pt below the safe area's
    /// top at y = 100 = 16 + 54 + 30. A second, unrelated project stores the bar's place with a view measured under
    /// it (session 33: adityaraj-143/MITWPU_Group-8's WorkModeModal.storyboard, 24506, a label 253 pt below the safe
    /// area's top at y = 323 = 16 + 54 + 253 in a 393 × 793 root). The size alone is also stored by two other
    /// projects' Xcode 26 sheets with no constrained view to measure: msseock's SeSAC8_260107 (393 × 793 on
    /// 393 × 852) and sonyales' ITMO-iOS-2026 Lab2
    /// (402 × 812 on 402 × 874, status area 62; the sheet that one shows is its 402 × 802 root of Xcode14SheetTop).
    /// Xcode 16.2 and 16.3 (23700–23999) draw the first-level sheet 10 pt shorter (Xcode14SheetTop's measurements).
    enum Xcode26Sheet {
        static let firstToolsVersion = IBToolsVersion.xcode26

        /// Whether `stored` is the root of an Xcode 26 first-level sheet: at the top, as wide as the canvas, and as tall
        /// as the canvas less its status area (the caller checks the canvas has a home indicator).
        static func isFirstLevel(stored: Rect, context: IBDocumentContext) -> Bool {
            let statusArea = context.canvas.deviceInsets(statusBarShown: true).top
            return context.toolsVersion >= firstToolsVersion && statusArea > 0 && stored.minY == 0
                && stored.width == context.canvas.size.width && context.canvas.size.height - stored.height == statusArea
        }
    }
}
