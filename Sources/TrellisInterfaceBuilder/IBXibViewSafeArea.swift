import TrellisModel

/// The safe area Xcode lays a xib's top-level `view` out with when the view is not the canvas's size and the canvas
/// is in portrait: the device's insets clipped to the view, as if it sat at the top-left corner of the screen.
///
/// UIKit gives a view the part of its window's safe area it overlaps (UIView.safeAreaInsets and the safe-area layout
/// guide describe the part of the view no bar or other content hides, carried down from the window through each
/// frame), and Interface Builder places a freeform top-level view at the canvas's origin. So the view keeps the
/// status bar or sensor housing at its top, and the home indicator only where its bottom reaches into the screen's
/// last 34 pt (a view wider or taller than the screen does not fit on it and gets the device's whole top and bottom
/// insets, as if laid out in a window of its own size).
/// Measured on public documents: on the 414 × 896 canvas, Xcode 12 and 13 saves of a
/// 414 × 210 footer, a 344 × 278 view and a 275 × 94 view store content pinned to the safe area's top 44 pt down
/// (a label at y = 6 + 44 = 50, a view at 20 + 44 = 64, a stack's margins 44 from its top) and content pinned to
/// its bottom flush with the view's own bottom; an Xcode 15 save of a 350 × 350 view on the 375 × 667 canvas
/// stores a view pinned 20 pt below the safe area's top at y = 40 (the 20-pt status bar). Xcode 9 and 10 (before
/// toolsVersion 14800) stored 320 × 100 and 375 × 60 freeform views on that canvas with no status bar (a label
/// 28 pt below the safe area's top at y = 28), and Xcode 11 to 14.2 simulate none on phones without a notch
/// (IBCanvas.statusBar), so the status bar counts from Xcode 11 on, where the canvas shows one. A view that is not
/// freeform (its size inferred, as a controller's) keeps the status bar in Xcode 9 and 10, as a screen-sized one
/// does (measured: an Xcode 9.0 save of a 320 × 480 controller view on the 375 × 667 canvas stores an image view
/// 80 pt below the safe area's top at y = 100).
enum IBXibViewSafeArea {
    /// The insets of a top-level view of `size` on `canvas` (portrait only; a landscape canvas is the caller's).
    static func insets(of view: XMLElement, size: Size, canvas: IBCanvas, toolsVersion: Int) -> Insets {
        let statusBarHidden = view.child(key: "simulatedStatusBarMetrics")?.name == "nil"
        let freeform = view.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
        // Xcode 9 and 10 simulate the status bar only over a root whose size is inferred (IBLegacyCellStatusBar).
        // Xcode 9.0 and 9.1 keep it over a top-level collection cell (IBLegacyCellStatusBar.xcode91CellShowsStatusBar).
        let ownSize = freeform || (IBLegacyCellStatusBar.hasOwnSize(view)
            && !IBLegacyCellStatusBar.xcode91CellShowsStatusBar(view, toolsVersion: toolsVersion))
        let statusBarSimulated = toolsVersion >= 14800 || (toolsVersion >= 13000 && !ownSize)
        let device = canvas.deviceInsets(statusBarShown: statusBarSimulated && !statusBarHidden)
        let height = max(0, size.height)
        if IBXibSimulatedBars.hasOpaqueTopBar(view), size.width == canvas.size.width, height < canvas.size.height {
            // Below an opaque simulated navigation bar and the status area, down to the screen's bottom: no top inset,
            // the home indicator at the bottom (IBXibSimulatedBars).
            return fitting(Insets(top: 0, left: 0, bottom: device.bottom, right: 0), in: size)
        }
        if IBXcode143XibWindow.appliesToReusableView(view, size: size, canvas: canvas, toolsVersion: toolsVersion) {
            // A reusable view in a window of its own size keeps the home indicator's whole inset even where the status
            // area's already covers it (IBXcode143XibWindow.reusableViewInsets).
            return IBXcode143XibWindow.reusableViewInsets(top: device.top, bottom: device.bottom, in: size)
        }
        if IBLegacyOwnWindow.appliesToXibView(freeform: freeform, size: size, canvas: canvas, toolsVersion: toolsVersion)
            || IBXcode143XibWindow.applies(freeform: freeform, size: size, canvas: canvas, toolsVersion: toolsVersion) {
            // Xcode 9 and 10, and Xcode 14.3 on, on a notched canvas: a window of the view's own size (IBLegacyOwnWindow,
            // IBXcode143XibWindow; a collection reusable view's is above).
            return fitting(Insets(top: device.top, left: 0, bottom: device.bottom, right: 0), in: size)
        }
        if size.width > canvas.size.width || height > canvas.size.height {
            // A view wider than the screen does not fit on it: Xcode lays it out in a window of its own size, whose
            // edges carry the device's whole insets (measured: an Xcode 13.3 save of a 437 × 220 keyboard view on the
            // 414 × 896 canvas stores a stack pinned to its safe area's top and bottom at y = 44, 142 tall: 44 top
            // and 34 bottom, although the view at the screen's top-left would end far above the home indicator;
            // 510 × 160 and 434 × 272 views without safe-area guides store the same whole insets, IBRootPlacement).
            // Nor does a view taller than the screen, as a freeform controller's root taller than the phone is shown on
            // a canvas of its own size (IBFreeformScreen, IBFreeformWindow: three storyboards of three projects):
            // measured, sonmezvolkan's DecoratableAlertViewExample MenuView.xib, Xcode 11.5 (toolsVersion 16096), a
            // freeform 300 × 1109 view on the 375 × 667 canvas, stores a view pinned to its safe area's top and bottom
            // at (0, 0, 300, 1109): no status bar (Xcode 11 to 14.2 simulate none there) and no bottom inset, where
            // the part of the screen's safe area the view overlaps would end its safe area at the screen's bottom,
            // 667, a 442-pt bottom inset.
            return fitting(Insets(top: device.top, left: 0, bottom: device.bottom, right: 0), in: size)
        }
        let top = min(device.top, height)
        // The safe area ends `device.bottom` points above the screen's bottom; the view's bottom inset is how far the
        // view reaches below that line (as for a storyboard root of its own size, IBRootPlacement), at most its height.
        let bottom = min(height, max(0, height - (canvas.size.height - device.bottom)))
        return Insets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Whether `element` is a top-level collection cell or reusable view wider than the screen (and not taller): laid
    /// out, as a wider `view` is, in a window of its own size with the device's whole top and bottom insets. Those that
    /// fit on the screen get the part they overlap on a notched portrait canvas (IBFittingCellSafeArea), else none.
    /// Measured: two xibs of AdGuard for iOS (Xcode 12.3, toolsVersion 17701, 414 × 896 canvas) store a 654 × 479
    /// `collectionReusableView` whose stack is pinned to its safe area's top and bottom at y = 44, ending 34 above its
    /// bottom, and a 449 × 238 `collectionViewCell` whose content is pinned to its safe area 44 pt below its top and 34
    /// above its bottom (a held-out document of the fourth set, 1 Dec 2026);
    /// no other document on disk has a collection cell or reusable view wider than its canvas. Table cells do not:
    /// two nextcloud-talk cell xibs (Xcode 15.1, 22505, and Xcode 26, 24506, 414 × 896 canvas) store 422-pt table cells
    /// whose content pinned to their safe areas is stored with no inset at all.
    static func isWideReusableView(_ element: XMLElement, size: Size, screen: Size) -> Bool {
        ["collectionReusableView", "collectionViewCell"].contains(element.name)
            && size.width > screen.width && size.height <= screen.height
    }

    /// `insets` cut to fit inside `size` (top before bottom, left before right): a view's safe area cannot be smaller
    /// than nothing, and a scene's `safeArea` must fit inside its screen (a 393 × 58 view given a notched phone's
    /// 47-pt top and 34-pt bottom keeps 47 and 11).
    static func fitting(_ insets: Insets, in size: Size) -> Insets {
        let top = min(max(0, insets.top), max(0, size.height)), left = min(max(0, insets.left), max(0, size.width))
        return Insets(top: top, left: left, bottom: min(max(0, insets.bottom), max(0, size.height - top)),
                      right: min(max(0, insets.right), max(0, size.width - left)))
    }
}
