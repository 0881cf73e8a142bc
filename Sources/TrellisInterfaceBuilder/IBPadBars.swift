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
/// layout guide at y = 64 = 20 + 44), Xcode 9 and 10 keep it. The 12.9-inch canvases (1024 × 1366) were left out
/// because an earlier blind set's Xcode 12.4 storyboard on `ipad12_9rounded` (not kept on disk) stores its pushed
/// controllers' bars at y = 24 (IBSceneCatalog's sheet rule, BlindStoryboardRuleTests). Four later documents of four
/// people show the 12.9-inch canvases of Xcode 11.4 to 12.5 hiding it over a controller shown without any bar (in no
/// navigation stack, no tab bar, no simulated bar), in both orientations, rounded or not:
/// - an Xcode 11.4 storyboard (15705, `ipad12_9rounded` portrait) stores a navigation bar view pinned to the safe
///   area's top at y = 0 and the view below it reaching the safe area's bottom at 1346 = 1366 − 20;
/// - an Xcode 11.5 storyboard (16096, `ipad12_9rounded` landscape) stores a label centred on the safe area at
///   (0 + 1004) / 2 (CANDIDATES #63);
/// - an Xcode 12.3 storyboard (17506, `ipad12_9rounded` portrait) stores a bar pinned 20 pt below the safe area's top
///   at y = 20;
/// - an Xcode 12.5 storyboard (18122, `ipad12_9` portrait) stores a bar pinned 20 pt below the safe area's top at
///   y = 20 and the view chained below it reaching the canvas's bottom, 1296 tall.
/// Controllers in a navigation stack or under a tab bar on those canvases keep the bar, as the Xcode 12.4 document's
/// pushed controllers do: no document shows them otherwise.
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

    /// Whether a 12.9-inch canvas of Xcode 11 to 12.5 shows no status bar over a controller with `bars`: one shown
    /// without any bar (no navigation stack, no top or bottom bar).
    static func hidesStatusBar(over bars: IBBars, on canvas: IBCanvas) -> Bool {
        canvas.isPad && (14800..<19000).contains(canvas.toolsVersion) && max(canvas.size.width, canvas.size.height) >= 1366
            && !bars.inNavigation && bars.top == 0 && bars.bottom == 0
    }

    /// The tab bar's height on an iPad where the document stores none: 50 from Xcode 10 (toolsVersion 14300), else 49.
    static func tabBarHeight(on canvas: IBCanvas) -> Double {
        canvas.isPad && canvas.toolsVersion >= 14300 ? 50 : 49
    }
}
