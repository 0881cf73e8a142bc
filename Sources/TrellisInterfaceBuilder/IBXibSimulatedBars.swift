import TrellisModel

/// The simulated top bar a xib's top-level view names itself (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`, Xcode's Simulated Metrics "Top Bar" of a view that a controller's nib holds).
///
/// Xcode draws the bar on the canvas and lays the view out below it, as it does for a storyboard controller with the
/// same element (IBSceneCatalog): the safe area's top is the bar's bottom. Measured on three screen-sized views of
/// nextcloud's Talk app: an Xcode 16 save (toolsVersion 23504) of a 414 × 896 view stores a text view pinned 10 pt
/// below the safe area's top at y = 102 = 48 + 44 + 10; an Xcode 14.0 save (21225) on the same canvas a label pinned
/// 20 pt below it at y = 112 = 48 + 44 + 20; an Xcode 13 save (19162) of a 320 × 568 view (no status bar simulated
/// then, IBCanvas) a field pinned 29 pt below it at y = 73 = 44 + 29. An opaque bar (`translucent="NO"`), which
/// would move the view below it, is not measured and is left out.
enum IBXibSimulatedBars {
    /// The height the view's own simulated navigation bar adds to the top of its safe area: 0 without one.
    static func top(of view: XMLElement, context: IBDocumentContext) -> Double {
        guard view.name == "view", let bar = view.child(key: "simulatedTopBarMetrics"),
              bar.name == "simulatedNavigationBarMetrics", bar.flag("translucent") != false else { return 0 }
        if bar.flag("prompted") == true { return 74 }
        let canvas = context.canvas
        if canvas.usesCompactBars { return 32 }
        return canvas.isPad && context.toolsVersion >= 14300 ? 50 : 44
    }
}
