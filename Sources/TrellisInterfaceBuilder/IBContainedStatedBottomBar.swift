import TrellisModel

/// A controller sized by a container view (the destination of an `embed` segue, IBEmbeddedChildStatusBar.ids) that
/// states its own simulated bottom bar (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`, a tab bar alike)
/// has that bar at the bottom of its own scene, not at the screen's: Interface Builder draws the child as a scene of
/// its container's size (IBRootPlacement), simulated bars included, so its bottom layout guide and safe area end the
/// bar's height above the root's bottom. Without this, a child placed at the screen's top-left corner and ending above
/// the screen's bottom overlapped no bar and kept a bottom inset of 0.
///
/// Measured in one layout, saved three times by three people (a General Assembly course's Reminders exercise; none of
/// the three documents flagged): paulwong523/reminders (Xcode 7.2, toolsVersion 9532), paulotam/ga-ios-dev-wk5 and
/// thelemoncookie/reminders-ios-master (Xcode 7.3, 10116) on the 600 × 600 Any/Any canvas store the 600 × 536 child of a
/// container view, stating a toolbar, with a table pinned 8 pt below a text field and to the bottom layout guide at
/// (0, 56, 600, 436): it ends at 492 = 536 − 44. It is the only container child stating a bottom bar in the corpora;
/// a declared one-layout extension, applied in every version (the scene-of-its-own drawing it follows is not
/// version-specific), with the root at the canvas's top-left and shorter than the canvas, as measured.
enum IBContainedStatedBottomBar {
    /// The bottom inset of a container-sized `root` stored `stored`, given `overlapped` (the part of the screen's bottom
    /// inset it overlaps): at least the bar its controller states itself (`bars.bottom`).
    static func bottom(_ overlapped: Double, root: IBSceneRoot, bars: IBBars, stored: Rect,
                       context: IBDocumentContext) -> Double {
        guard root.isEmbedded, bars.bottom > 0, stored.minY == 0, stored.height < context.canvas.size.height,
              let stated = root.controller?.child(key: "simulatedBottomBarMetrics"), stated.name != "nil" else {
            return overlapped
        }
        return max(overlapped, bars.bottom)
    }
}
