/// A controller's own stated bottom bar (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>` and the like,
/// chosen in Interface Builder's Simulated Metrics instead of "Inferred") replaces the bar its container would give
/// it, translucency included: Xcode writes `translucent="NO"` on an opaque one, so a stated bar without the attribute
/// is translucent, whatever the container's own bar is. The root then reaches the screen's bottom under it.
///
/// Measured on one unflagged document: YUNEEC's Yuneec-SDK-iOS-Example storyboard (Xcode 8.3, toolsVersion 12121,
/// 375 × 667): a tab bar controller with an opaque tab bar (`translucent="NO"`) has five tabs; the three that state
/// nothing are stored 375 × 618, above the bar; the two that state a tab bar are stored 375 × 667, and the Home tab
/// stores a button 123 pt above its root's bottom at y = 499 = 667 − 123 − 45 and two labels centred on its root at
/// y = 322 (centre 333, of 667; of 618 it would be 309), while a label 21 pt above its bottom layout guide still ends
/// at 597 = 667 − 49 − 21 (3 frames). Only the bottom bar is measured; a stated top bar keeps its container's
/// translucency.
enum IBStatedBottomBar {
    /// Whether the bottom bar is opaque once `bar` (a `simulatedBottomBarMetrics` element) from `source` applies:
    /// its own `translucent` where written; a controller's stated bar without it is translucent; else `inferred`.
    static func isOpaque(_ bar: XMLElement, statedBy source: XMLElement, inferred: Bool) -> Bool {
        if let translucent = bar.flag("translucent") { return !translucent }
        guard source.name != "simulatedMetricsContainer", bar.name != "nil" else { return inferred }
        return false
    }
}
