import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 and 7 draw a tab bar at the bottom of the 600 × 600 Any/Any canvas, so the bottom layout guide of a tab's
/// 600-pt root is the bar's top, 551, not the bottom of the 667-pt phone the canvas is otherwise taken for
/// (IBAnyAnyCanvas.screenHeight).
@Suite("Interface Builder Xcode 6-7 Any/Any canvas: bottom bars")
struct AnyAnyBottomBarTests {
    /// A storyboard written in Xcode 7.2's format (no `<device>`, size classes on): a tab bar controller whose one
    /// tab shows a controller with a 600 × 600 root holding
    /// - `filler`, pinned to the root's sides, to the top layout guide's bottom and to the bottom layout guide's top;
    /// - `strip`, 100 tall, pinned to the root's sides and to the bottom layout guide's top.
    /// `tabs` false leaves the controller out of the tab bar controller (no bottom bar).
    func document(tabs: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9532" systemVersion="15D21" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Tb7-Bb-Ct1">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9530"/>
            </dependencies>
            <scenes>
                <!--First-->
                <scene sceneID="Sc7-Bb-Vc1">
                    <objects>
                        <viewController id="Vc7-Bb-Tb1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg7-Bb-Tb2"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg7-Bb-Tb3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">
                                        <rect key="frame" x="0.0" y="20" width="600" height="531"/>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                        <rect key="frame" x="0.0" y="451" width="600" height="100"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="Sh7-Bb-Tb4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="filler" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Fl7-Bb-Tb5"/>
                                    <constraint firstAttribute="trailing" secondItem="filler" secondAttribute="trailing" id="Ft7-Bb-Tb6"/>
                                    <constraint firstItem="filler" firstAttribute="top" secondItem="Tg7-Bb-Tb2" secondAttribute="bottom" id="Fp7-Bb-Tb7"/>
                                    <constraint firstItem="Bg7-Bb-Tb3" firstAttribute="top" secondItem="filler" secondAttribute="bottom" id="Fb7-Bb-Tb8"/>
                                    <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Sl7-Bb-Tb9"/>
                                    <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="St7-Bb-Ta0"/>
                                    <constraint firstItem="Bg7-Bb-Tb3" firstAttribute="top" secondItem="strip" secondAttribute="bottom" id="Sb7-Bb-Ta1"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="First" id="Ti7-Bb-Ta2"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-Bb-Ta3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Tab Bar Controller-->
                <scene sceneID="Sc7-Bb-Tc1">
                    <objects>
                        <tabBarController id="Tb7-Bb-Ct1" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Tr7-Bb-Ct2">
                                <rect key="frame" x="0.0" y="975" width="768" height="49"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            </tabBar>
                            <connections>
                                \(tabs ? "<segue destination=\"Vc7-Bb-Tb1\" kind=\"relationship\" relationship=\"viewControllers\" id=\"Sg7-Bb-Ct3\"/>" : "")
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-Bb-Ct4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The 20-pt status bar puts the top layout guide's bottom at 20; the 49-pt tab bar at the
    // bottom of the 600-pt canvas puts the bottom layout guide's top at 600 − 49 = 551. So `filler` is
    // (0, 20, 600, 531) and `strip` (0, 451, 600, 100), the frames the document stores. Laid out against the
    // 667-pt phone, the 600-pt root would overlap no part of the tab bar (667 − 49 = 618 > 600) and both views
    // would reach 600.
    @Test("A tab's 600-pt Any/Any root has its bottom layout guide at the tab bar's top, 551")
    func tabBarAtCanvasBottom() throws {
        let laid = try LaidOut(document(tabs: true))
        #expect(laid.frame(inAnyScene: "filler") == Rect(x: 0, y: 20, width: 600, height: 531))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 451, width: 600, height: 100))
    }

    // Worked by hand. Outside the tab bar controller the controller has no bottom bar: the bottom layout guide's
    // top is the canvas's bottom, 600, so `filler` is (0, 20, 600, 580) and `strip` (0, 500, 600, 100).
    @Test("Without a bottom bar the 600-pt root's bottom layout guide is the canvas's bottom")
    func noBottomBar() throws {
        let laid = try LaidOut(document(tabs: false))
        #expect(laid.frame(inAnyScene: "filler") == Rect(x: 0, y: 20, width: 600, height: 580))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 500, width: 600, height: 100))
    }
}
