/// A simulated toolbar (`simulatedToolbarMetrics`, or a navigation controller's shown toolbar without a stored frame)
/// on a phone with a home indicator, in portrait, from Xcode 14.3 (toolsVersion 21500) on: 49 pt above the home
/// indicator, as tall as a tab bar, where phones with a home button keep UIToolbar's 44.
///
/// Measured in three documents of three projects, each with a view pinned to the safe area's bottom under the toolbar:
/// - an Xcode 16.3 save (toolsVersion 23727, a 2025 bootcamp's chat screen on 393 × 852): the initial controller
///   simulates a toolbar and stores its input bar ending at 735 = 852 − 2 × 34 − 49 (the doubled insets of
///   IBRootPlacement.canvasInsets), 5 pt above where a 44-pt toolbar would end it;
/// - an Xcode 15.2 save (22505, Bitwarden's autofill extension on 414 × 896): a controller in a sheet under an opaque
///   56-pt sheet bar (IBSheetBars), 830 tall, simulates a toolbar and stores its table and overlay ending at
///   781 = 830 − 49; its sibling controllers in the same sheet without a toolbar end theirs at 830 (a sheet has no
///   home indicator on the canvas, IBSheetBars.bottom);
/// - an Xcode 14.3.1 save (21701, a course's contacts list on 414 × 896): the root of a large-title navigation
///   controller simulates a toolbar and stores its table ending at 813 = 896 − 34 − 49.
/// Earlier Xcode versions, landscape (compact bars: 32) and iPads (50) are not measured and keep their heights.
enum IBNotchedToolbar {
    /// The first toolsVersion taken to draw it (Xcode 14.3; the earliest measured save is 14.3.1's 21701).
    static let firstToolsVersion = 21500
    /// The toolbar's height above the home indicator.
    static let height = 49.0

    /// Whether a simulated toolbar on `canvas` is `height` tall.
    static func applies(on canvas: IBCanvas) -> Bool {
        canvas.toolsVersion >= firstToolsVersion && !canvas.isPad && canvas.hasHomeIndicator
    }
}
