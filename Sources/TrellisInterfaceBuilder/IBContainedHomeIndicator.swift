import TrellisModel

/// Xcode 15.3 to 26 (toolsVersion 22500–24999) lay a controller sized by a container view (the destination of an
/// `embed` segue, or a controller such a child leads to by `show`) out with the device's home indicator at its own
/// bottom, although the root, placed at the screen's top-left corner, ends above the screen's bottom; its top keeps the
/// part of the screen's insets it overlaps, as before.
///
/// Measured in two documents of two projects, no view flagged, the only container-sized controllers on disk from these
/// versions with content pinned to their safe area's bottom:
/// - SaloniRawat1/Myra-App, screen4/Base.lproj/Main.storyboard (toolsVersion 24506, Xcode 26; `retina6_12`,
///   393 × 852): two controllers embedded by container views, each 393 × 581, hold a collection view pinned to the
///   root's four margins, stored (16, 118, 361, 429): its top at the 118 the screen's doubled status area gives a root
///   at the top-left, its bottom at 547 = 581 − 34, the home indicator's 34 (the screen's inset would leave 0, ending
///   at 581). Xcode 16.2 and later double a screen-sized root's bottom inset (68), but not this one.
/// - calliope-edu/calliope-mini-flash-app-iOS, Calliope App/ViewsAndControllers/SensorData/SensorRecordingsView.storyboard
///   (toolsVersion 32700.99.1234 with the Xcode 15.3 plug-in 22684; `ipad11_0rounded` portrait): the 288.5 × 500
///   controller a `show` segue of a container's child leads to holds a stack pinned to its safe area's four edges,
///   stored (0, 24, 288.5, 456): it ends at 480 = 500 − 20, the rounded iPad's 20-pt home indicator. (Its top, 24 with
///   no navigation bar, follows the document's inferred-metrics tie-breaker, which Trellis does not honour there: that
///   frame stays a miss, its bottom edge now agrees.)
/// Earlier versions keep the overlapped part (an Xcode 13 container child stores content flush with its bottom:
/// IBLegacyOwnWindow, LegacyOwnWindowTests); Xcode 16.0–16.1 are not measured and follow their neighbours.
enum IBContainedHomeIndicator {
    /// Xcode 15.3 (22505) to Xcode 26 (24xxx), around the measured 22684 and 24506.
    static let versions = 22500..<25000

    /// The bottom inset of a container-sized `root` stored `stored` at the canvas's origin, given the overlapped part
    /// `overlapped`: at least the device's own bottom inset (undoubled) in `versions`; `overlapped` otherwise.
    static func bottom(_ overlapped: Double, root: IBSceneRoot, stored: Rect, context: IBDocumentContext) -> Double {
        guard root.isEmbedded, context.usesSafeAreas, versions.contains(context.toolsVersion), stored.minY == 0,
              stored.height < context.canvas.size.height else { return overlapped }
        return max(overlapped, context.canvas.deviceInsets(statusBarShown: true).bottom)
    }
}
