/// A simulated toolbar (`simulatedToolbarMetrics`, or a navigation controller's shown toolbar without a stored frame)
/// on a phone with a home indicator, in portrait, from Xcode 9 (toolsVersion 13000) on: 49 pt above the home
/// indicator, as tall as a tab bar, where phones with a home button keep UIToolbar's 44.
///
/// Measured in four documents of four projects, each with a view pinned to the safe area's bottom under the toolbar:
/// - an Xcode 16.3 save (toolsVersion 23727, a 2025 bootcamp's chat screen on 393 × 852): the initial controller
///   simulates a toolbar and stores its input bar ending at 735 = 852 − 2 × 34 − 49 (the doubled insets of
///   IBRootPlacement.canvasInsets), 5 pt above where a 44-pt toolbar would end it;
/// - an Xcode 15.2 save (22505, Bitwarden's autofill extension on 414 × 896): a controller in a sheet under an opaque
///   56-pt sheet bar (IBSheetBars), 830 tall, simulates a toolbar and stores its table and overlay ending at
///   781 = 830 − 49; its sibling controllers in the same sheet without a toolbar end theirs at 830 (a sheet has no
///   home indicator on the canvas, IBSheetBars.bottom);
/// - an Xcode 14.3.1 save (21701, a course's contacts list on 414 × 896): the root of a large-title navigation
///   controller simulates a toolbar and stores its table ending at 813 = 896 − 34 − 49;
/// - an Xcode 12.3 save (17506, TopGift's products storyboard on 414 × 896): a product page pushed from a collection
///   cell in a navigation controller simulates a toolbar and stores its "Add To Cart" button, pinned 29 pt above the
///   safe area's bottom, ending at 784 = 896 − 34 − 49 − 29, with the six views chained above it 5 pt higher than a
///   44-pt toolbar puts them.
/// The bar Xcode simulates is UIToolbar's own height on that phone: the two UIToolbar views placed in documents of
/// Xcode 11 (14868, Esri's CollectDataAR sample) and Xcode 13.2 (19162, a UIToolBar sample) on 414 × 896, pinned to
/// the safe area's bottom, are stored 49 tall at y = 813; no notched-phone toolbar on disk is stored 44 tall before
/// Xcode 14.3. Xcode 9, the first with a notched canvas, does the same (measured blind, fourteenth session:
/// kevindelord's BusMedellin, toolsVersion 14113 on 375 × 812, a settings controller simulating a toolbar stores a
/// label 8 pt above the safe area's bottom at y = 700 and a text view 5 pt above it, the bottom at 729 = 812 − 34 −
/// 49, its top chain agreeing with its constraints); Xcode 10 is not measured and taken to be alike. Above a tab bar
/// the toolbar keeps 44 (IBStackedToolbar). Landscape (compact bars: 32) and iPads (50) keep their heights.
enum IBNotchedToolbar {
    /// The first toolsVersion taken to draw it (Xcode 9, the first notched canvas; measured in an Xcode 9.3 save,
    /// 14113, and from Xcode 11 on).
    static let firstToolsVersion = 13000
    /// The toolbar's height above the home indicator.
    static let height = 49.0

    /// Whether a simulated toolbar on `canvas` is `height` tall.
    static func applies(on canvas: IBCanvas) -> Bool {
        canvas.toolsVersion >= firstToolsVersion && !canvas.isPad && canvas.hasHomeIndicator
    }
}
