import TrellisModel

/// A navigation controller's own large-title bar, on the phone canvases of Xcode 9 to 16 (toolsVersion
/// 13000–23999), is as tall as stored when its root controller is laid out below the bar as stored: Xcode writes the
/// bar's frame as it drew it, and the controller the bar shows lies under that same bar (IBLargeTitleBars.top counts
/// the stored height), so the listed bar (IBContainerBarListing) takes that height instead of 44 + 52.
///
/// Measured on two documents of two projects, both unflagged:
/// - glebosotov's inno-iOSFundamentals-Restaurant, Main.storyboard (Xcode 13.3, toolsVersion 20037, `retina6_1`,
///   414 × 896): the menu tab's large-title navigation controller stores its bar at (0, 44, 414, 104), and the menu
///   item detail it pushes stores an image view pinned to the safe area's top at y = 148.5, under the 104-pt bar
///   (44 + 104 within half a point), not 44 + 96 = 140;
/// - alptugagca's Swift-UIKit-Design, toDoAppCRUD_MVVM's Main.storyboard (Xcode 14.3.1, toolsVersion 21701,
///   `retina6_12`, 393 × 852): the large-title navigation controller stores its bar at (0, 59, 393, 104.33), and its
///   pushed controllers store text fields pinned 100 pt below the safe area's top at y = 263.33 = 59 + 104.33 + 100.
/// The same person's KisilerApp_CRUD_Operation (Xcode 14.3.1, 393 × 852) stores the same bar, 104.33 tall, with text
/// fields 50 pt below the safe area's top at 213.33. The Xcode 15.3 and 16 saves IBLargeTitleBars cites (bars stored
/// 104.5, 104.33 and 102.67 tall with their controllers' content under them) fit the rule; none was re-measured here.
/// Where the scene counts another height (a bar stored 96 tall in Xcode 14.3 to 15.0, whose controllers lie under the
/// taller title row; a root whose first subview is a table with cells, laid out below the standard bar alone) the bar
/// keeps 44 + 52 (three of four stored 96 in the sixteenth session's measurement), and so do iPads and Xcode 26,
/// which were not measured.
///
/// Before Xcode 13.3 too (measured blind on two documents of two projects, both unflagged, both on the 320 × 568
/// canvas, where every large-title bar on disk is stored shorter than 96: 91, 91, 92.5 and 93):
/// - bwoods's Swift.MVVMs, Main.storyboard (Xcode 9.4, toolsVersion 14113, `retina4_0`): the navigation controller
///   stores its bar at (0, 20, 320, 93) and its root, a collection view controller, insets its content 113 = 20 + 93;
/// - KarenTsarukian's Login, Main.storyboard (Xcode 13.2, toolsVersion 19529, `retina4_0`): the bar is stored at
///   (0, 0, 320, 91) and the root's stack view, pinned 113 pt below the safe area's top, at y = 204 = 91 + 113.
/// Large titles came with Xcode 9 (iOS 11), so the range starts there.
enum IBStoredLargeTitleBar {
    /// Xcode 9 (its first releases save 13xxx) to Xcode 16 (below 24000).
    static let toolsVersions = 13000..<24000

    /// The bar's height where the root controller's scene counts the stored bar (`barsTop`), else nil.
    static func height(stored: Rect, barsTop: Double, canvas: IBCanvas) -> Double? {
        guard toolsVersions.contains(canvas.toolsVersion), !canvas.isPad,
              (20...200).contains(stored.height), abs(barsTop - stored.height) < 0.01 else { return nil }
        return stored.height
    }
}
