import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A container's child that fills the screen above an opaque tab bar is screen-sized and keeps the status bar in
/// Xcode 10 (IBEmbeddedChildStatusBar.screenHeights).
@Suite("Interface Builder: a full-screen container's tab child above an opaque tab bar keeps the status bar (Xcode 10)")
struct EmbeddedScreenAboveOpaqueBarTests {
    /// An Xcode 10.0 storyboard on the 375 × 667 canvas: the main controller's root holds a container of `height`
    /// embedding a tab bar controller (tab bar `translucent` as given), whose one tab is a navigation controller; its
    /// root controller, stored `rootHeight` tall, holds `band`, 50 tall, pinned to its safe area's top and sides.
    func document(height: Double, rootHeight: Double, translucent: String = "NO") -> String {
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            <connections><segue destination="tabs" kind="embed" id="Eso-Em-001"/></connections>
        </containerView>
        """
        let constraints = """
        <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" id="Eso-Tp-002"/>
        <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Eso-Ld-003"/>
        <constraint firstAttribute="trailing" secondItem="holder" secondAttribute="trailing" id="Eso-Tr-004"/>
        <constraint firstItem="holder" firstAttribute="height" constant="\(height)" id="Eso-Ht-005"/>
        """
        let scenes = """
        <scene sceneID="Eso-Sc-006"><objects>
          <tabBarController id="tabs" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" translucent="\(translucent)" id="tabs-bar">
              <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
              <autoresizingMask key="autoresizingMask"/>
            </tabBar>
            <connections><segue destination="stack" kind="relationship" relationship="viewControllers" id="Eso-Rl-007"/></connections>
          </tabBarController>
        </objects></scene>
        <scene sceneID="Eso-Sc-008"><objects>
          <navigationController id="stack" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="stack-bar">
              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="Eso-Rl-009"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="Eso-Sc-010"><objects>
          <viewController id="list" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="list-view">
              <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                  <rect key="frame" x="0.0" y="64" width="375" height="50"/>
                  <constraints><constraint firstAttribute="height" constant="50" id="Eso-Ht-011"/></constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="band" firstAttribute="top" secondItem="list-safe" secondAttribute="top" id="Eso-Tp-012"/>
                <constraint firstItem="band" firstAttribute="leading" secondItem="list-safe" secondAttribute="leading" id="Eso-Ld-013"/>
                <constraint firstItem="list-safe" firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="Eso-Tr-014"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="list-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard(container, constraints: constraints, toolsVersion: 14313, extraScenes: scenes)
    }

    @Test("A 667-pt container: the 618-pt root above the opaque tab bar keeps the status bar, the band at 20 + 44")
    func fullScreenContainer() throws {
        // 667 − 49 = 618: the screen less the opaque tab bar, so screen-sized; safe area top 20 + 44 = 64.
        let laid = try LaidOut(document(height: 667, rootHeight: 618))
        #expect(laid.frame(inAnyScene: "band") == Rect(x: 0, y: 64, width: 375, height: 50))
    }

    @Test("A 600-pt container sizes its child: the 551-pt root drops the status bar, the band at 44")
    func shorterContainer() throws {
        // 600 − 49 = 551 is not the screen's height less the bar: the container's size, and Xcode 10 drops the 20 pt.
        let laid = try LaidOut(document(height: 600, rootHeight: 551))
        #expect(laid.frame(inAnyScene: "band") == Rect(x: 0, y: 44, width: 375, height: 50))
    }
}
