import TrellisModel

/// Xcode 15 (toolsVersion 22000 on) draws a presented page sheet on a phone with a home indicator as a root 10 pt
/// shorter than the screen, stored at y = 0, and lays it out without any of the device's insets: no sensor housing
/// at its top and no home indicator at its bottom, only its bars.
///
/// Measured on two storyboards of two projects on the 393 × 852 canvas: an Xcode 15.0 save (toolsVersion 22155) of a
/// controller shown by a `presentation` segue stores a 393 × 842 root whose button, pinned to the safe area's bottom,
/// ends at 842; an Xcode 15.3 save (23094) of a navigation controller shown modally stores its bar 56 tall at y = 0
/// and its root's 393 × 842 view with a label 20 pt below the safe area's top at y = 76 (the bar alone) and a
/// progress view 20 pt above the safe area's bottom ending at 822 (no home indicator). UIKit's page sheet keeps the
/// home indicator; the canvas does not. Older versions draw a sheet below the status area, 10 pt lower, at the
/// screen's bottom with the home indicator (IBRootPlacement's page-sheet shape); nothing between them was measured.
enum IBShortPageSheet {
    static func applies(stored: Rect, context: IBDocumentContext) -> Bool {
        let canvas = context.canvas
        guard context.toolsVersion >= 22000, canvas.hasHomeIndicator else { return false }
        return stored.minY == 0 && stored.width == canvas.size.width && canvas.size.height - stored.height == 10
    }

    /// The sheet's safe area: its bars only, within its size.
    static func insets(bars: IBBars, size: Size) -> Insets {
        IBXibViewSafeArea.fitting(Insets(top: bars.top, left: 0, bottom: max(0, bars.bottom), right: 0), in: size)
    }
}
