/// A controller that states a navigation bar of its own (`simulatedNavigationBarMetrics`, in no navigation controller)
/// and that Xcode 11 to 13.2 draw as a phone's page sheet: the bar is the sheet's, 56 pt tall at the sheet's top
/// (IBSheetBars), not the 44-pt bar below the status bar that the sheet's top would partly cover.
///
/// iOS 13 presents a controller modally as a page sheet by default, and a navigation bar in a sheet is 56 pt tall
/// (Interface Builder stores a presented navigation controller's bar at (0, 0, width, 56), IBSheetBars). Measured (a
/// declared one-document extension of that reading to a stated bar): rsZWang's Demo-iOS-Timer-CollectionView
/// Main.storyboard (toolsVersion 18122, Xcode 13.0, `retina6_1`, not flagged): a timer setup controller that a
/// `presentation` segue shows, stating a navigation bar, is stored as a 414 × 842 root (896 − 44 − 10, a page sheet)
/// with a form view centred in the safe area at (50, 292, 314, 280): centre 432 = (56 + 808) / 2, the sheet's bar at
/// the top and the home indicator's 34 pt kept at the bottom (IBSheetBars.bottom: before Xcode 13.3), where the
/// status area and a 44-pt bar put 34 pt of bar inside the sheet (centre 421). Xcode 13.3 and later draw the sheet
/// without the device's insets (IBShortPageSheet) and were not measured with a stated bar; iPads neither.
enum IBStatedSheetBar {
    /// Xcode 11 to 13.2 (toolsVersion 15000–19999; measured at 18122).
    static let toolsVersions = 15000..<IBShortPageSheet.firstToolsVersion

    /// Gives `bars` (`controller`'s, its stated bar counted) the sheet's bar where `controller` is such a page sheet.
    static func apply(to controller: XMLElement, embedded: IBBars, canvas: IBCanvas, bars: inout IBBars) {
        guard applies(to: controller, bars: bars, embedded: embedded, canvas: canvas)
                || FullScreenNavigationBar.applies(to: controller, bars: bars, embedded: embedded, canvas: canvas) else { return }
        bars.top = IBSheetBars.sheetBarHeight
        bars.sheet = true
    }

    /// A navigation controller's root (or a controller it pushes) that Xcode 11 to 13.2 store as a phone's page sheet
    /// shows the sheet's 56-pt bar too, though the navigation controller's own scene stores its bar below the status
    /// area, 44 tall, as a full-screen bar: a sheet's navigation bar lies at the sheet's top (IBSheetBars), never 10 pt
    /// above it. A declared one-document extension of the reading above to a navigation controller's bar, measured
    /// blind in the sixty-third session: mp-git20's HotelBooking (Xcode 11.4, toolsVersion 16096, `retina6_1`, not
    /// flagged) shows two navigation controllers marked `fullScreen` by `show` segues from a controller in no
    /// navigation controller; both store their bars at (0, 44, 414, 44), while their roots and a pushed controller are
    /// stored 414 × 842 (896 − 44 − 10) with a table and an image view pinned to the safe area's top at y = 56 and the
    /// table to its bottom at 808 = 842 − 34 (10 frames, each 22 pt high under the 44-pt bar's 34 pt inside the sheet).
    enum FullScreenNavigationBar {
        static func applies(to controller: XMLElement, bars: IBBars, embedded: IBBars, canvas: IBCanvas) -> Bool {
            guard toolsVersions.contains(canvas.toolsVersion), !canvas.isPad, !canvas.isLandscape,
                  embedded.inNavigation, !embedded.sheet, !embedded.largeTitle, embedded.prompt == 0,
                  embedded.top == IBNavigationBarHeight.standard(canvas: canvas), bars.top == embedded.top, !bars.sheet,
                  controller.child(key: "simulatedTopBarMetrics") == nil,
                  let root = controller.child(key: "view").flatMap(IBGeometry.rect)
            else { return false }
            return canvas.isPageSheetShape(root)
        }
    }

    /// Whether `controller`, under `bars` (its stated bar counted), is such a page sheet: it states a plain (not
    /// prompted) navigation bar, `embedded` gives it no top bar, and its root is stored as a page sheet on a portrait
    /// phone canvas (IBCanvas.isPageSheetShape).
    static func applies(to controller: XMLElement, bars: IBBars, embedded: IBBars, canvas: IBCanvas) -> Bool {
        guard toolsVersions.contains(canvas.toolsVersion), !canvas.isPad, !canvas.isLandscape, embedded.top == 0,
              !bars.sheet, bars.top > 0,
              let stated = controller.child(key: "simulatedTopBarMetrics"), stated.name == "simulatedNavigationBarMetrics",
              stated.flag("prompted") != true,
              let root = controller.child(key: "view").flatMap(IBGeometry.rect)
        else { return false }
        return canvas.isPageSheetShape(root)
    }
}
