/// A navigation controller whose own simulated metrics say "Status Bar: None" shows its controllers without one.
///
/// Xcode's Simulated Metrics default to Inferred: a controller a navigation controller shows takes the bars the
/// container simulates, its status bar with them, and a controller's own `<nil key="simulatedStatusBarMetrics"/>`
/// removes the status bar already (IBSceneCatalog.bars). A declared one-document extension of that metric to the
/// container (sixty-seventh session): satyajitpatnaik's GallaryViewDemo (Xcode 8.3, toolsVersion 11762, 375 × 667)
/// stores a navigation controller with `<nil key="simulatedStatusBarMetrics"/>` and its root's collection view, pinned
/// to the top layout guide, at y = 44 under the 44-pt bar alone, where the status bar would put it at 64. Xcode 9 and
/// 10 keep the status bar's area under "None" (IBCanvas.keepsStatusBarArea), so their documents keep it here too.
enum IBNavigationStatusBar {
    /// Whether `controller`, a navigation controller, removes the status bar from the controllers it shows.
    static func removes(_ controller: XMLElement, canvas: IBCanvas) -> Bool {
        controller.child(key: "simulatedStatusBarMetrics")?.name == "nil" && !canvas.keepsStatusBarArea
    }
}
