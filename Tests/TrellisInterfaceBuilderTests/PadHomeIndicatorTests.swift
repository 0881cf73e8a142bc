import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26's rounded iPads and Xcode 16.2's 13-inch iPad in landscape store another safe-area bottom inset than the
/// home indicator's 20 pt on a canvas-sized root (IBPadHomeIndicator), and Xcode 26 iPads put a simulated tab bar at
/// the top (IBPadTopTabBar.simulatedAtTop). Hand-written documents: a label pinned 10 pt below the safe area's top
/// ("pin", 100 × 20) and one 10 pt above its bottom ("low"); the frames are worked out by hand in each test.
@Suite("Interface Builder rounded iPad bottom inset of Xcode 16.2 and 26")
struct PadHomeIndicatorTests {
    func document(device: String, size: (Double, Double), toolsVersion: Int, landscape: Bool = false,
                  controller: String = "") -> String {
        let text = storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints, device: device,
                              toolsVersion: toolsVersion, size: size, controller: controller)
        return landscape ? text.replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"") : text
    }

    @Test("an Xcode 26 iPad mini root ends its safe area 50 pt above the canvas's bottom")
    func xcode26Mini() throws {
        // 744 × 1133, toolsVersion 24765: top 24 (status bar), bottom 50. "low" ends at 1133 − 50 − 10 = 1073: y = 1053
        // (with the 20-pt home indicator: 1103, y = 1083).
        let laid = try LaidOut(document(device: "ipad7_9", size: (744, 1133), toolsVersion: 24765))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 50, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1053, width: 100, height: 20))
    }

    @Test("an Xcode 26 10.9-inch root with simulated tab bar metrics has no bottom bar, only the 50-pt inset")
    func xcode26SimulatedTabBar() throws {
        // 1180 × 820 in landscape, toolsVersion 24506, simulated tab bar: the bar at the top in the status bar's
        // row, so top 24 and bottom 50. "low" ends at 820 − 50 − 10 = 760: y = 740 (before: 50 + 20 at the bottom,
        // y = 720).
        let laid = try LaidOut(document(device: "ipad10_9rounded", size: (1180, 820), toolsVersion: 24506, landscape: true,
                                        controller: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 50, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 740, width: 100, height: 20))
    }

    @Test("an Xcode 16.2 13-inch landscape root ends its safe area 45 pt above the canvas's bottom")
    func xcode162ThirteenInch() throws {
        // 1376 × 1032, toolsVersion 23727: top 24, bottom 45. "low" ends at 1032 − 45 − 10 = 977: y = 957 (with 20:
        // y = 982).
        let laid = try LaidOut(document(device: "iPad13_0rounded", size: (1376, 1032), toolsVersion: 23727, landscape: true))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 45, right: 0))
        #expect(laid.frame("low") == Rect(x: 10, y: 957, width: 100, height: 20))
    }

    @Test("a freeform root on Xcode 16.2's 13-inch canvas keeps the home indicator's 20 pt")
    func xcode162Freeform() throws {
        // A 768 × 900 freeform controller (as Crewbid's Sync.storyboard): its safe area ends 20 pt above its own bottom,
        // at 880; "low" ends at 870: y = 850.
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="768" height="900"/>"#
        let laid = try LaidOut(document(device: "iPad13_0rounded", size: (768, 900), toolsVersion: 23727, landscape: true,
                                        controller: freeform))
        #expect(laid.frame("low") == Rect(x: 10, y: 850, width: 100, height: 20))
    }

    @Test("earlier Xcode versions, the 13-inch canvas of Xcode 16.1 and a home-button iPad keep their insets")
    func gated() throws {
        // Xcode 15.3 (22685) on the iPad mini: bottom 20, "low" at 1133 − 20 − 30 = 1083.
        let mini = try LaidOut(document(device: "ipad7_9", size: (744, 1133), toolsVersion: 22685))
        #expect(mini.frame("low") == Rect(x: 10, y: 1083, width: 100, height: 20))
        // Xcode 16.1 (23504) on the 13-inch canvas in landscape: bottom 20, "low" at 1032 − 20 − 30 = 982.
        let thirteen = try LaidOut(document(device: "iPad13_0rounded", size: (1376, 1032), toolsVersion: 23504, landscape: true))
        #expect(thirteen.frame("low") == Rect(x: 10, y: 982, width: 100, height: 20))
        // Xcode 26 (24506) on the home-button 10.2-inch iPad (810 × 1080): status bar 20, no bottom inset; "low" at
        // 1080 − 30 = 1050.
        let homeButton = try LaidOut(document(device: "ipad10_2", size: (810, 1080), toolsVersion: 24506))
        #expect(homeButton.scenes[0].devices[0].safeArea == Insets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(homeButton.frame("low") == Rect(x: 10, y: 1050, width: 100, height: 20))
    }
}
