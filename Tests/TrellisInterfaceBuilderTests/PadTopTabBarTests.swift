import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// iPads of Xcode 16 on show the tab bar at the top (iPadOS 18): a tab's controller gets 64 pt below the status bar
/// and no bar at the bottom (IBPadTopTabBar). Hand-written documents; the frames are worked out by hand in each test.
@Suite("Interface Builder iPad tab bar at the top from Xcode 16")
struct PadTopTabBarTests {
    /// A tab bar controller showing `vc1-aa-bbb`, its tab bar stored as Xcode's template writes it (393 × 49).
    let tabs = """
    <scene sceneID="box-s"><objects>
      <tabBarController id="box">
        <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
        <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="viewControllers" id="rel"/></connections>
      </tabBarController>
    </objects></scene>
    """

    func document(size: (Double, Double), toolsVersion: Int) -> String {
        storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints, device: "ipad11_0rounded",
                   toolsVersion: toolsVersion, size: size, extraScenes: tabs)
    }

    @Test("an Xcode 16.1 tab on the 834 × 1210 iPad lies 64 pt below the status bar, with only the home indicator below")
    func xcode161() throws {
        // Safe area: top 24 + 64 = 88, bottom 20. The top label at 88 + 10 = 98; the bottom one ends 10 pt above
        // 1210 − 20 = 1190: y = 1160. (With the bottom tab bar: top 34, and 50 more at the bottom: y = 1110.)
        let laid = try LaidOut(document(size: (834, 1210), toolsVersion: 23504))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 88, left: 0, bottom: 20, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 98, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1160, width: 100, height: 20))
    }

    @Test("an Xcode 15.3 tab keeps the 50-pt tab bar at the bottom")
    func xcode153() throws {
        // 834 × 1194, toolsVersion 22685: top 24, bottom 20 + 49 (the tab bar as stored, 49 tall). The top label at 34;
        // the bottom one ends at 1194 − 69 − 10 = 1115: y = 1095.
        let laid = try LaidOut(document(size: (834, 1194), toolsVersion: 22685))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 69, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1095, width: 100, height: 20))
    }
}
