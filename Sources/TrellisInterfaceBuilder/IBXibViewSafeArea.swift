import TrellisModel

/// The safe area Xcode lays a xib's top-level `view` out with when the view is not the canvas's size and the canvas
/// is in portrait: the device's insets clipped to the view, as if it sat at the top-left corner of the screen.
///
/// UIKit gives a view the part of its window's safe area it overlaps (`UIView.safeAreaInsets`: "the portion of the
/// view that is not covered by bars and other content", propagated from the window through the view's frame), and
/// Interface Builder places a freeform top-level view at the canvas's origin. So the view keeps the status bar or
/// sensor housing at its top, and the home indicator only where its bottom reaches the last 34 pt of the screen.
/// Measured on public documents (/work/team/blindX.md): on the 414 × 896 canvas, Xcode 12 and 13 saves of a
/// 414 × 210 footer, a 344 × 278 view and a 275 × 94 view store content pinned to the safe area's top 44 pt down
/// (a label at y = 6 + 44 = 50, a view at 20 + 44 = 64, a stack's margins 44 from its top) and content pinned to
/// its bottom flush with the view's own bottom; an Xcode 15 save of a 350 × 350 view on the 375 × 667 canvas
/// stores a view pinned 20 pt below the safe area's top at y = 40 (the 20-pt status bar). Xcode 9 and 10 (before
/// toolsVersion 14800) stored 320 × 100 and 375 × 60 freeform views on that canvas with no status bar (a label
/// 28 pt below the safe area's top at y = 28), and Xcode 11 to 14.2 simulate none on phones without a notch
/// (IBCanvas.statusBar), so the status bar counts from Xcode 11 on, where the canvas shows one.
enum IBXibViewSafeArea {
    /// The insets of a top-level view of `size` on `canvas` (portrait only; a landscape canvas is the caller's).
    static func insets(of view: XMLElement, size: Size, canvas: IBCanvas, toolsVersion: Int) -> Insets {
        let statusBarHidden = view.child(key: "simulatedStatusBarMetrics")?.name == "nil"
        let device = canvas.deviceInsets(statusBarShown: toolsVersion >= 14800 && !statusBarHidden)
        let top = min(device.top, max(0, size.height))
        // The home indicator's strip is the screen's last `device.bottom` points; the view overlaps it only when it
        // reaches below the screen's height less that strip.
        let overlap = size.height - (canvas.size.height - device.bottom)
        let bottom = min(device.bottom, max(0, overlap))
        return Insets(top: top, left: 0, bottom: bottom, right: 0)
    }
}
