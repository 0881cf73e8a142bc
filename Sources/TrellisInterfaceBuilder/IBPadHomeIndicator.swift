import TrellisModel

/// The safe area's bottom inset Xcode 16.2 and Xcode 26 store on a rounded iPad's canvas-sized root, where it is not
/// the home indicator's 20 pt that earlier versions store (IBCanvas.deviceInsets; IBPadTopTabBar's Xcode 16.1
/// document, 23504 on 834 × 1210, still stores 20).
///
/// Xcode 26 (toolsVersion 24000 on), rounded iPads: 50 pt. Measured on two projects:
/// - NiluThimmareddy/SyriabookingAdmin (an iPad hotel-booking admin app), toolsVersion 24765, `ipad7_9` portrait
///   (744 × 1133), no bars: ManageRate.storyboard stores a scroll view pinned to the four sides of the safe area at
///   (0, 24, 744, 1059), ending at 1083 = 1133 − 50; the same app's ManageImages and ManageLandmarks storyboards (read,
///   not measured) store their scroll views at the same frame, and its Login storyboard centres a card between the
///   navigation bar and that bottom;
/// - SakshamA4/MITWPU-group-06 (the FilmsPage student team's iPad app), toolsVersion 24506, `ipad10_9rounded`
///   landscape (1180 × 820): HomePage.storyboard stores its home screen's collection view, pinned to the safe area's
///   bottom, ending at 770 = 820 − 50, under a navigation controller with simulated tab bar metrics, which iPads of
///   Xcode 16 on show at the top (IBPadTopTabBar.simulatedAtTop): the 50 is the bottom inset alone, not 50 + 20. That
///   reading of the simulated tab bar rests on this one document.
/// The cause is not known (the iPadOS 26 simulator's home-indicator inset is not published); the value is what the
/// documents store. Not measured: the 11-, 12.9- and 13-inch canvases, freeform roots and roots with a bottom bar.
///
/// Xcode 16.2 to 16.4 (toolsVersion 23700–23999), the 13-inch iPad (`iPad13_0rounded`, 1376 × 1032) in landscape:
/// 45 pt. Measured on two projects:
/// - TeddKo/PickaView (a video app), 23727: IPadLandscape.storyboard stores an info panel and a collection view pinned
///   to the safe area's bottom ending at 987 = 1032 − 45;
/// - RoshilVofox/Crewbid-iPadWbidServer (an airline crew-bidding iPad app), 23727: FlightDataChange.storyboard stores
///   two screens' buttons pinned 30 and 32 pt above the safe area's bottom ending at 957 and 955, and a table 150 pt
///   above it ending at 837: the safe area ends at 987 again.
/// Crewbid's 768 × 900 freeform controllers on the same canvas (Sync.storyboard, 23727) store a label on the safe
/// area's bottom at 880 = 900 − 20, so the rule is for roots at the canvas's size only. Portrait and the other
/// rounded iPads of those versions are not measured.
enum IBPadHomeIndicator {
    /// The bottom inset of a canvas-sized root with no bottom bar on `canvas`, where it is not the device's; nil
    /// elsewhere.
    static func bottom(on canvas: IBCanvas) -> Double? {
        guard canvas.isRoundedPad else { return nil }
        if canvas.toolsVersion >= IBToolsVersion.xcode26 { return 50 }
        if (23700..<IBToolsVersion.xcode26).contains(canvas.toolsVersion), canvas.deviceID == "iPad13_0rounded",
           canvas.isLandscape {
            return 45
        }
        return nil
    }

    /// Whether a root of `bars` stored at `stored` is laid out at the canvas's size (not freeform, not presented
    /// full screen without device insets, no bottom bar), the roots the measured documents pin.
    static func applies(bars: IBBars, stored: Rect, isFreeform: Bool, canvas: IBCanvas) -> Bool {
        bars.bottom == 0 && !bars.withoutDeviceInsets && !isFreeform
            && stored == Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
    }
}
