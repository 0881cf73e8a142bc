import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A tab bar controller pushed onto a navigation stack: its tabs lie under the stack's navigation bar (IBPushedTabBars).
@Suite("Interface Builder tab bar controller pushed by a show segue")
struct PushedTabBarsTests {
    /// The helper's view controller `vc1-aa-bbb` as the root of a navigation controller; its button pushes `tabs`, a
    /// tab bar controller whose first tab is a plain view controller with a view pinned to the safe area on every side
    /// and whose second tab is a navigation controller (its root shows that controller's own bar only).
    func document() -> String {
        let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
            <rect key="frame" x="16" y="80" width="46" height="30"/>
            <state key="normal" title="Go"/>
            <connections><segue destination="tabs" kind="show" id="push1"/></connections>
        </button>
        """
        let scenes = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="tab-s"><objects>
          <tabBarController id="tabs" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
              <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
            </tabBar>
            <connections>
              <segue destination="map" kind="relationship" relationship="viewControllers" id="tab1"/>
              <segue destination="nav2" kind="relationship" relationship="viewControllers" id="tab2"/>
            </connections>
          </tabBarController>
        </objects></scene>
        <scene sceneID="map-s"><objects>
          <viewController id="map" title="Map" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="map-root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="area">
                  <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="area" firstAttribute="top" secondItem="map-safe" secondAttribute="top" id="a1"/>
                <constraint firstItem="area" firstAttribute="bottom" secondItem="map-safe" secondAttribute="bottom" id="a2"/>
                <constraint firstItem="area" firstAttribute="leading" secondItem="map-safe" secondAttribute="leading" id="a3"/>
                <constraint firstItem="area" firstAttribute="trailing" secondItem="map-safe" secondAttribute="trailing" id="a4"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="map-safe"/>
            </view>
            <tabBarItem key="tabBarItem" title="Map" id="map-item"/>
          </viewController>
        </objects></scene>
        <scene sceneID="nav2-s"><objects>
          <navigationController id="nav2" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="More" id="more-item"/>
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav2-bar">
              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            </navigationBar>
            <connections><segue destination="more" kind="relationship" relationship="rootViewController" id="seg2"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="more-s"><objects>
          <viewController id="more" title="More" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="more-root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <viewLayoutGuide key="safeArea" id="more-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard(button, toolsVersion: 14313, extraScenes: scenes)
    }

    @Test("the pushed tab bar controller's tab gets the navigation bar and the tab bar: 20 + 44 at the top, 49 at the bottom")
    func plainTab() throws {
        // iPhone 8 canvas, Xcode 10.1: the view pinned to the tab's safe area is (0, 64, 375, 667 − 64 − 49 = 554),
        // where the tab bar alone would leave it at (0, 20, 375, 598).
        let laid = try LaidOut(document())
        let map = try #require(laid.scenes.firstIndex { $0.name == "Test/Map" })
        #expect(laid.scenes[map].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(laid.frame("area", scene: map) == Rect(x: 0, y: 64, width: 375, height: 554))
        #expect(!laid.diagnostics(scene: map).contains { $0.code == .misplacedView })
    }

    @Test("a tab that is a navigation controller: its root shows that controller's bar, not two bars")
    func navigationTab() throws {
        let laid = try LaidOut(document())
        let more = try #require(laid.scenes.firstIndex { $0.name == "Test/More" })
        #expect(laid.scenes[more].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 49, right: 0))
    }
}
