import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// IBInferredMetricsTieBreakers.CycleThroughRoot in Xcode 11.4 to 11.7 (toolsVersion 16000–16999) and through a chain
/// of pushes: a navigation root pushes a second controller, which pushes a third, whose `show` leads back to the root;
/// the tie-breakers name the last two segues. Written by hand after the shape of an Xcode 11.5 sign-up flow measured
/// blind (treCoops' iOS-First-Assignment, toolsVersion 16097, `retina4_7`); expected frames worked out by hand.
@Suite("Interface Builder: a tie-broken show closing a chain of pushes through the navigation root, Xcode 11.5")
struct TieBreakerLongCycleTests {
    /// A 375 × 647 controller `id` (the Xcode 11 page sheet on a phone with a home button: 667 − 20) holding a
    /// 50 × 50 view `box` pinned `top` pt below its safe area's top, 30 pt from its leading edge, and a manual `show`
    /// segue `segue` to `next`.
    func scene(_ id: String, box: String, top: Int, next: String, segue: String) -> String {
        """
        <scene sceneID="\(id)-s"><objects>
          <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-view">
              <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                  <rect key="frame" x="30" y="\(top)" width="50" height="50"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="50" id="\(box)-w"/>
                    <constraint firstAttribute="height" constant="50" id="\(box)-h"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="\(top)" id="\(box)-t"/>
                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" constant="30" id="\(box)-l"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
            </view>
            <navigationItem key="navigationItem" id="\(id)-item"/>
            <connections><segue destination="\(next)" kind="show" identifier="\(segue)" id="\(segue)"/></connections>
          </viewController>
        </objects></scene>
        """
    }

    /// The initial navigation controller (bar stored at y = 0, 44 tall, as the document stores it) roots `one`;
    /// `one` → `two` → `three` by `show`, `three` → `one` by `show`; the tie-breakers name `two`'s and `three`'s.
    func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
        \(scene("one", box: "oneBox", top: 55, next: "two", segue: "to-two"))
        \(scene("two", box: "twoBox", top: 70, next: "three", segue: "to-three"))
        \(scene("three", box: "threeBox", top: 60, next: "one", segue: "to-one"))
                <scene sceneID="nav-s"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="nav-bar">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                      <segue destination="one" kind="relationship" relationship="rootViewController" id="nav-root"/>
                    </connections>
                  </navigationController>
                </objects></scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="to-three"/>
                <segue reference="to-one"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    // Resolved outside any navigation stack, the three page sheets have nothing above their safe areas (an Xcode 11
    // phone canvas shows no status bar): the boxes sit at 55, 70 and 60. With the navigation bar they would sit
    // 44 pt lower, at 99, 114 and 104.
    @Test("Xcode 11.5 (16097): the whole chain lies outside the stack — boxes at 55, 70 and 60")
    func chainDropsTheBar() throws {
        let laid = try LaidOut(document(toolsVersion: "16097"))
        #expect(laid.frame(inAnyScene: "oneBox") == Rect(x: 30, y: 55, width: 50, height: 50))
        #expect(laid.frame(inAnyScene: "twoBox") == Rect(x: 30, y: 70, width: 50, height: 50))
        #expect(laid.frame(inAnyScene: "threeBox") == Rect(x: 30, y: 60, width: 50, height: 50))
    }

    @Test("Xcode 15.0 (22155, not measured) keeps the bar: 44 + 55 = 99")
    func xcode15KeepsTheBar() throws {
        let laid = try LaidOut(document(toolsVersion: "22155"))
        #expect(laid.frame(inAnyScene: "oneBox")?.minY == 99)
    }
}
