import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A tab that states its own simulated tab bar (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`, no
/// `translucent` attribute) under a tab bar controller whose tab bar is opaque: the stated bar is Interface Builder's
/// generic, translucent one, so the root reaches the screen's bottom under it instead of ending above the opaque bar.
@Suite("Interface Builder: a tab's own stated tab bar under an opaque tab bar")
struct StatedTabBarMetricsTests {
    /// Xcode 8.3 on 375 × 667 (layout guides, no safe areas): a tab bar controller with an opaque tab bar and two
    /// tabs. Each root holds a 45-pt button 123 pt above the root's bottom and a 21-pt label 21 pt above the bottom
    /// layout guide's top. `stated` writes `<simulatedTabBarMetrics>` on the first tab, whose root is then stored
    /// 375 × 667; the second tab states nothing and is stored 375 × 618.
    func document(stated: Bool) -> String {
        func tab(_ id: String, height: Int, states: Bool) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                        <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="\(id)-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-button">
                                <rect key="frame" x="112" y="0.0" width="150" height="45"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="45" id="\(id)-bh"/>
                                    <constraint firstAttribute="width" constant="150" id="\(id)-bw"/>
                                </constraints>
                                <state key="normal" title="Go"/>
                            </button>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-foot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="\(id)-fh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottom" secondItem="\(id)-button" secondAttribute="bottom" constant="123" id="\(id)-b1"/>
                            <constraint firstItem="\(id)-button" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="112" id="\(id)-b2"/>
                            <constraint firstItem="\(id)-bottom" firstAttribute="top" secondItem="\(id)-foot" secondAttribute="bottom" constant="21" id="\(id)-f1"/>
                            <constraint firstItem="\(id)-foot" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-f2"/>
                            <constraint firstAttribute="trailing" secondItem="\(id)-foot" secondAttribute="trailing" id="\(id)-f3"/>
                        </constraints>
                    </view>
                    <tabBarItem key="tabBarItem" title="\(id)" id="\(id)-item"/>
                    \(states ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : "")
                </viewController>
            </objects></scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" systemVersion="16F73" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tab-bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="home" kind="relationship" relationship="viewControllers" id="tabs-home"/>
                            <segue destination="other" kind="relationship" relationship="viewControllers" id="tabs-other"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                \(tab("home", height: stated ? 667 : 618, states: stated))
                \(tab("other", height: 618, states: false))
            </scenes>
        </document>
        """
    }

    @Test("the stated tab: the root reaches 667, the button 123 pt above it at y = 499, the foot 21 pt above the tab bar at 667 − 49 − 21 − 21 = 576")
    func statedTabBarIsTranslucent() throws {
        let laid = try LaidOut(document(stated: true))
        #expect(laid.frame(inAnyScene: "home-button") == Rect(x: 112, y: 499, width: 150, height: 45))
        #expect(laid.frame(inAnyScene: "home-foot") == Rect(x: 0, y: 576, width: 375, height: 21))
    }

    @Test("the tab stating nothing ends above the opaque tab bar: the button at 618 − 123 − 45 = 450, the foot at 618 − 21 − 21 = 576")
    func inferredTabBarIsOpaque() throws {
        let laid = try LaidOut(document(stated: true))
        #expect(laid.frame(inAnyScene: "other-button") == Rect(x: 112, y: 450, width: 150, height: 45))
        #expect(laid.frame(inAnyScene: "other-foot") == Rect(x: 0, y: 576, width: 375, height: 21))
    }
}
