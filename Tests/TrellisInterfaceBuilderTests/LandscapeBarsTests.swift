import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Bar heights on phones in landscape: compact bars only where the phone is compact in both directions.
@Suite("Interface Builder bars in landscape")
struct LandscapeBarsTests {
    let pinned = SafeAreaPinnedLabels.views
    let constraints = SafeAreaPinnedLabels.constraints

    /// A container scene whose relationship segue shows the helper's view controller `vc1-aa-bbb`.
    func container(_ element: String) -> String {
        """
        <scene sceneID="box-s"><objects>
          <\(element) id="box"><connections>
            <segue destination="vc1-aa-bbb" kind="relationship" relationship="\(element == "tabBarController" ? "viewControllers" : "rootViewController")" id="rel"/>
          </connections></\(element)>
        </objects></scene>
        """
    }

    func landscape(device: String, size: (Double, Double), container element: String) -> String {
        storyboard(pinned, constraints: constraints, device: device, size: size, extraScenes: container(element))
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
}
