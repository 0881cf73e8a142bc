import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Bar heights on phones in landscape: compact bars only where the phone is compact in both directions.
@Suite("Interface Builder bars in landscape")
struct LandscapeBarsTests {
    let pinned = SafeAreaPinnedLabels.views
    let constraints = SafeAreaPinnedLabels.constraints

    /// A container scene whose relationship segue shows the helper's view controller `vc1-aa-bbb`.
    func container(_ element: String, bar: String = "") -> String {
        """
        <scene sceneID="box-s"><objects>
          <\(element) id="box">\(bar)<connections>
            <segue destination="vc1-aa-bbb" kind="relationship" relationship="\(element == "tabBarController" ? "viewControllers" : "rootViewController")" id="rel"/>
          </connections></\(element)>
        </objects></scene>
        """
    }

    func landscape(device: String, size: (Double, Double), container element: String, bar: String = "",
                   toolsVersion: Int = 14460) -> String {
        storyboard(pinned, constraints: constraints, device: device, toolsVersion: toolsVersion, size: size,
                   extraScenes: container(element, bar: bar))
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
    }

    @Test("an iPhone 8 in landscape (compact both ways): a tab bar controller's tab bar is 32 pt")
    func compactTabBar() throws {
        // 667 × 375, no status bar in landscape, no home indicator; UITabBar's compact inline layout is 32 pt tall.
        // The bottom label ends 10 pt above the safe area's bottom: 375 − 32 − 10 = 333, so y = 313.
        let laid = try LaidOut(landscape(device: "retina4_7", size: (667, 375), container: "tabBarController"))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 32, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 313, width: 100, height: 20))
    }

    @Test("an iPhone XR in landscape (regular width): the navigation bar keeps 44 pt")
    func regularWidthNavigationBar() throws {
        // 896 × 414 (toolsVersion 14460: the first notched phones' 44-pt housing, at the sides in landscape) and the
        // 21-pt home indicator; a Plus/Max/XR-sized phone is regular width in landscape, so its bar stays 44 pt.
        // The top label: 44 + 10 = 54 down, 44 + 10 = 54 across; the bottom one 414 − 21 − 10 − 20 = 363.
        let laid = try LaidOut(landscape(device: "retina6_1", size: (896, 414), container: "navigationController"))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 44, left: 44, bottom: 21, right: 44))
        #expect(laid.frame("pin") == Rect(x: 54, y: 54, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 54, y: 363, width: 100, height: 20))
    }

    @Test("an iPhone XR in landscape: a tab bar controller's tab bar is 49 pt above the 21-pt home indicator")
    func regularWidthTabBar() throws {
        // 49 + 21 = 70 at the bottom: the bottom label's y is 414 − 70 − 10 − 20 = 314.
        let laid = try LaidOut(landscape(device: "retina6_1", size: (896, 414), container: "tabBarController"))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 44, bottom: 70, right: 44))
        #expect(laid.frame("low") == Rect(x: 54, y: 314, width: 100, height: 20))
    }

    /// A tab bar frame as a portrait layout left it: 375 wide, 49 tall.
    let portraitTabBar = """
        <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
        """

    @Test("an iPhone 8 in landscape, Xcode 10: a tab bar stored 49 pt tall by a portrait layout is still 32 pt")
    func compactTabBarOverStoredFrame() throws {
        // IBCompactTabBar: the stored 375 × 49 frame is the portrait canvas's; iOS 11's compact bar is 32 pt, so the
        // bottom label is at 375 − 32 − 10 − 20 = 313 (296 under the stored 49).
        let laid = try LaidOut(landscape(device: "retina4_7", size: (667, 375), container: "tabBarController", bar: portraitTabBar))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 32, right: 0))
        #expect(laid.frame("low") == Rect(x: 10, y: 313, width: 100, height: 20))
    }

    @Test("an iPhone 8 in landscape, Xcode 8.2: the stored 49-pt tab bar decides, as before iOS 11")
    func storedTabBarBeforeCompactBars() throws {
        // toolsVersion 11762 (before 13000): 375 − 49 − 10 − 20 = 296.
        let laid = try LaidOut(landscape(device: "retina4_7", size: (667, 375), container: "tabBarController",
                                         bar: portraitTabBar, toolsVersion: 11762))
        #expect(laid.frame("low") == Rect(x: 10, y: 296, width: 100, height: 20))
    }

    @Test("an iPhone 8 in landscape, Xcode 8.2: a tab bar with no usable stored frame is 49 pt, as before iOS 11")
    func unstoredTabBarBeforeCompactBars() throws {
        // The bar stored 1000 × 1000 (Xcode's placeholder, no height to keep): before iOS 11's compact bar the tab bar
        // is 49 pt in landscape too, so the bottom label is at 375 − 49 − 10 − 20 = 296 (313 under a 32-pt bar); Xcode 8's
        // landscape canvas still shows the 20-pt status bar at the top.
        let placeholder = """
            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></tabBar>
            """
        let laid = try LaidOut(landscape(device: "retina4_7", size: (667, 375), container: "tabBarController",
                                         bar: placeholder, toolsVersion: 11762))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 20, left: 0, bottom: 49, right: 0))
        #expect(laid.frame("low") == Rect(x: 10, y: 296, width: 100, height: 20))
    }
}
