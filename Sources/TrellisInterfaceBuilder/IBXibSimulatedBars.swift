/// The simulated top bar of a xib's top-level view: Interface Builder's Simulated Metrics inspector offers a xib view
/// the same Top Bar choice as a view controller (the view is written with its own
/// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`), and the canvas then draws a navigation bar over
/// the view and lays the view's safe area out below it, as for a controller shown in a navigation controller.
///
/// Measured on three screen-sized views of one shipping app, saved by three Xcode versions: an Xcode 13 save
/// (toolsVersion 19162) of a 320 × 568 view on the 320 × 568 canvas, which has no status bar in that era, stores a
/// label 29 pt below the safe area's top at y = 73 (a 44-pt bar); an Xcode 14.1 save (21225) and an Xcode 15.3 save
/// (23504) of 414 × 896 views store views 20 and 10 pt below it at y = 112 and 102 (the 48-pt sensor housing plus
/// the 44-pt bar), the latter with a stack pinned to the safe area's bottom 34 pt above the view's.
/// A bar with `translucent="NO"` is not counted: the view then lies below it and the status area, as a controller's
/// view lies below opaque bars (UIKit's `extendedLayoutIncludesOpaqueBars` is NO by default; IBRootPlacement), and
/// Xcode stores it that much shorter than the screen: an Xcode 13 save of a 375 × 623 view under an opaque bar on the
/// 375 × 667 canvas (no status bar in that era), an Xcode 10.2 save of a 375 × 603 one (20 + 44 above it) whose
/// image view pinned 60 pt below the safe area's top is stored at y = 60: no top inset (`hasOpaqueTopBar`, IBXibViewSafeArea).
/// Bottom bars (tab bar, toolbar) on a xib view were not measured and are not counted.
enum IBXibSimulatedBars {
    /// The height the view's own simulated top bar adds to its safe area's top: a navigation bar's 44 pt (74 with a
    /// prompt; 50 on an iPad from Xcode 10, 32 on a phone compact both ways, 54 on Xcode 26's phones, as for
    /// controllers: IBNavigationBarHeight),
    /// 0 for none, `nil` metrics, or an opaque bar.
    static func topInset(of view: XMLElement, canvas: IBCanvas) -> Double {
        guard let top = view.child(key: "simulatedTopBarMetrics"), top.name == "simulatedNavigationBarMetrics",
              top.flag("translucent") != false else { return 0 }
        if top.flag("prompted") == true { return 74 }
        return IBNavigationBarHeight.standard(canvas: canvas)
    }

    /// Whether the view's own simulated top bar is an opaque navigation bar (`translucent="NO"`).
    static func hasOpaqueTopBar(_ view: XMLElement) -> Bool {
        guard let top = view.child(key: "simulatedTopBarMetrics"), top.name == "simulatedNavigationBarMetrics" else { return false }
        return top.flag("translucent") == false
    }
}
