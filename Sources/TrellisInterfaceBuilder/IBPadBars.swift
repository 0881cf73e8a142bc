/// Two iPad rules of the canvas: the status bar of Xcode 11 to 12.5, and the iPad tab bar's height.
///
/// Status bar: Xcode 11 to 12.5 (toolsVersion 14800–18999), which simulate no status bar on phones, simulate none on
/// iPads either (but the 12.9-inch ones, below), in both orientations, rounded iPads included; Xcode 13 shows it again
/// on iPads (IBCanvas.statusBar: two Xcode 13 ipad12_9 storyboards, toolsVersion 19162 and 20037, store bars pinned to
/// the safe area's top at y = 20), while phones wait for Xcode 14.3. Measured on four documents of four projects, every
/// one of them storing the safe area's top at the canvas's top edge:
/// - an Xcode 11.2 storyboard (toolsVersion 15400, `ipad10_2` portrait, 810 × 1080) stores five screens' navigation bars
///   pinned to the safe area's top at y = 0 and a form's label pinned 20 pt below it at y = 20 (27 frames);
/// - an Xcode 11.2 storyboard (15505, `ipad9_7` landscape, freeform at the screen's size) stores a label pinned 16 pt
///   below the safe area's top at y = 16;
/// - an Xcode 11.5 storyboard (16097.3, `ipad11_0rounded` landscape, 1194 × 834) stores three tab screens' stacks and a
///   text field pinned 80 pt below the safe area's top at y = 80, and a navigation controller's root stack at 50 + 80;
/// - an Xcode 12.5 storyboard (18122, `ipad10_2` landscape, 1080 × 810) stores a navigation controller's root table
///   pinned to the safe area's top at y = 50 under its 50-pt bar, and modal screens' views pinned 20, 150 and 10 pt
///   below the safe area's top at y = 20, 150 and 10.
/// Two later blind documents of two more projects, measured before anything was changed for them, agree:
/// - an Xcode 12.4 storyboard (17701, `ipad10_9rounded` landscape, 1180 × 820) stores a map view pinned to the safe
///   area's top at y = 0 and a stack pinned 30 pt below it at y = 30;
/// - an Xcode 12.5 storyboard (18122, `ipad9_7` landscape, 1024 × 768) stores a title label pinned to the root view's
///   top margin at y = 0.
/// Xcode 8 (panelkit's 11762 `ipad9_7` landscape storyboard stores a navigation controller's root view pinned to the top
/// layout guide at y = 64 = 20 + 44), Xcode 9 and 10 keep it. So do the 12.9-inch canvases (1024 × 1366): an earlier
/// blind set's Xcode 12 storyboard on `ipad12_9rounded` stores its pushed controllers' bars at y = 24 (IBSceneCatalog's
/// sheet rule, BlindStoryboardRuleTests); why that canvas differs is not known, and no 12.9-inch document of Xcode 11
/// to 12.5 without a status bar was seen, so the rule leaves it out.
///
/// Tab bar: iOS 12 made the iPad's navigation bars, toolbars and tab bars 50 pt tall for apps built with Xcode 10 and
/// later (a published measurement, Geoff Hackworth's "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro", 2018,
/// which IBSceneCatalog's toolbar and navigation bar heights already follow). Measured: the Xcode 12.5 storyboard above
/// stores a tab's table pinned to the safe area's bottom ending at 760 on its 810-pt canvas, and two other tabs' buttons
/// pinned 15 and 0 pt above the safe area's bottom ending at 745 and 760; the Xcode 11.2 portrait one two tabs' views
/// (with simulated tab bar metrics) pinned to the safe area's bottom ending at 1030 on its 1080-pt canvas. Where the
/// document stores the tab bar's frame (in 20...100 pt) that height is used instead, as before. A rounded iPad's tab
/// bar with its home indicator was measured once at 65 pt (the Xcode 11.5 document above: 1194 × 834, a label pinned
/// 80 pt above the safe area's bottom ending at 689), not 50 + 20; one document, not a rule: it keeps 50 + 20.
enum IBPadBars {
    /// Whether the canvas simulates no status bar: an iPad other than the 12.9-inch ones in a document of Xcode 11 to 12.5.
    static func hidesStatusBar(on canvas: IBCanvas) -> Bool {
        canvas.isPad && (14800..<19000).contains(canvas.toolsVersion) && max(canvas.size.width, canvas.size.height) < 1366
    }

    /// The tab bar's height on an iPad where the document stores none: 50 from Xcode 10 (toolsVersion 14300), else 49.
    static func tabBarHeight(on canvas: IBCanvas) -> Double {
        canvas.isPad && canvas.toolsVersion >= 14300 ? 50 : 49
    }
}
