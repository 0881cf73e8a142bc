/// A controller pushed by a `show` (or older `push`) segue from a controller whose own simulated metrics hide the top
/// bar (`<nil key="simulatedTopBarMetrics"/>`, Xcode's Top Bar "None"): Xcode infers the destination's metrics from
/// the source as the source shows them, so the pushed controller has no navigation bar either, only the status bar,
/// along chains of pushes (IBSceneCatalog.inheritThroughPushes).
///
/// Measured: ggndpsingh's Landmark Remark storyboard (Xcode 7.3, toolsVersion 10117, no device, every controller
/// simulating the 414 × 736 phone). The login root of the initial navigation controller (an opaque bar) sets Top Bar
/// None; its Sign Up button pushes a Verify Email controller, which pushes a Sign Up controller. Xcode stores both
/// pushed roots 414 × 736 at y = 0 with their back buttons pinned 10 pt below the top layout guide at y = 30 (the
/// guide at the 20-pt status bar) and their forms centred on the whole 736-pt root (a text field 30 pt above the
/// centre at y = 313); with the navigation controller's bar inherited, the root lay 64 pt lower and 64 pt shorter and
/// 12 frames were 20 or 32 pt off. The same inference as IBInferredMetricsTieBreakers' (two Xcode 15.0 documents): the
/// controllers pushed from a root Xcode lays out without a navigation bar inherit that.
enum IBPushedWithoutTopBar {
    /// Drops the top bar from `bars`, inherited by a controller pushed from `source`, when `source` hides it.
    static func apply(source: XMLElement?, to bars: inout IBBars) {
        guard source?.child(key: "simulatedTopBarMetrics")?.name == "nil" else { return }
        bars.top = 0
        bars.largeTitle = false
        bars.sheet = false
        bars.topOpaque = false
    }
}
