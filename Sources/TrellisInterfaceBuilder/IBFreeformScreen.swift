/// The height of the screen a freeform view controller's root is laid out on when the root is taller than the
/// document's canvas.
///
/// Interface Builder shows a controller whose Simulated Size is Freeform on a canvas of the root's own size, so its
/// bottom layout guide (and any bottom bar) lies at the root's bottom, not at the bottom of the phone the document is
/// otherwise taken for. A root shorter than the phone keeps the phone's screen (IBFreeformWindow: an Xcode 14.2 save
/// of a 300 × 310 controller keeps its bottom layout guide at the root's bottom either way). Measured in two
/// documents of two projects without safe-area guides: honeywolf's ScrollViewAutoLayoutDemo (Xcode 7.2, toolsVersion
/// 9531) stores a 600 × 800 freeform root's scroll view, pinned to the top layout guide's bottom and to the bottom
/// layout guide's top, at (0, 64, 600, 736), down to the root's bottom; cmaftuleac's DynamicTableViewCellsDemo (Xcode
/// 6.2, 7531) a 320 × 1000 freeform root's table, pinned 20 pt below the root's top and to the bottom layout guide's
/// top, at (0, 20, 320, 980). Laid out against the 667-pt phone both would end at 667. Documents with safe-area
/// guides place a freeform root in a window of its own size (IBFreeformWindow), which gives the same bottom.
///
/// From Xcode 10 a controller simulated at a freeform size is saved with `<size key="freeformSize">` alone, without
/// `<freeformSimulatedSizeMetrics>` (the encoding IBFreeformWindow reads); such a root taller than the phone reaches its
/// own bottom too. Measured: software123inc's PhotoScroll_Starter (Xcode 11.3, toolsVersion 15702, no safe-area
/// guides, 375 × 667 canvas) stores a 340 × 800 comment controller's scroll view, pinned to the top layout guide's
/// bottom and to the bottom layout guide's top, at (0, 0, 340, 800), not 667 tall.
enum IBFreeformScreen {
    /// Whether `root`'s controller is simulated at a freeform size: `<freeformSimulatedSizeMetrics>` (Xcode 9 and
    /// earlier) or only `<size key="freeformSize">` (Xcode 10 on).
    static func isFreeform(_ root: IBSceneRoot) -> Bool {
        root.isFreeform || root.controller?.child(key: "freeformSize")?.name == "size"
    }

    /// The screen height for a root whose rectangle on the canvas runs from `minY` down `height` points: the
    /// `canvas` height, or the root's bottom when a freeform root reaches below it; for a root laid out below opaque
    /// bars (`minY` > 0), at least its freeform height `freeform`, the window the opaque bottom bars lie in.
    ///
    /// The window of a root below opaque bars: a declared one-document extension of IBFreeformOpaqueBars (measured
    /// there with an opaque top bar only). Measured blind: juanmanuelbarral's iOS-movie-project (Xcode 10.2, toolsVersion
    /// 14490.70, 414 × 896, not flagged) pushes two controllers simulated at a freeform 414 × 1200 and 414 × 1100
    /// into a tab's navigation controller whose navigation bar and tab bar are opaque; it stores their roots
    /// 1200 − 88 − 83 = 1029 and 929 tall with scroll views pinned to the root's top and the safe area's bottom over
    /// the whole root: no bottom inset, the tab bar and home indicator below the root, not inside it (2 frames; 83 pt
    /// shorter when the window ended at the root's bottom).
    static func height(canvas: Double, minY: Double, height: Double, isFreeform: Bool, freeform: Double) -> Double {
        guard isFreeform else { return canvas }
        return max(canvas, minY + height, minY > 0 ? freeform : 0)
    }
}
