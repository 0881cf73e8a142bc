import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 lays a controller sized by a container view out without the status bar, as Xcode 8 to 10 do, while its
/// screen-sized parent keeps it (IBEmbeddedChildStatusBar.xcode6Children), and so does Xcode 7.
@Suite("Interface Builder Xcode 6 and 7 container children: no status bar")
struct Xcode6ChildStatusBarTests {
    /// A storyboard written in Xcode 6.1's format (no `<device>`, the 600 × 600 Any/Any canvas, layout guides): a
    /// parent whose `root` holds `mark`, 100 × 30, 20 pt from the root's leading edge and 20 pt below the top layout
    /// guide's bottom, and `holder`, a container view pinned to the root's top and sides, 80 tall, embedding a
    /// 600 × 80 child whose `box` is pinned to the child's sides, 20 pt below its top layout guide's bottom and to its
    /// bottom layout guide's top.
    func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="X6c-Vc-Pa1">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="6247"/>
            </dependencies>
            <scenes>
                <!--Parent-->
                <scene sceneID="X6c-Sc-Pa0">
                    <objects>
                        <viewController id="X6c-Vc-Pa1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="X6c-Tg-Pa2"/>
                                <viewControllerLayoutGuide type="bottom" id="X6c-Bg-Pa3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                                        <rect key="frame" x="20" y="40" width="100" height="30"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="X6c-Mw-Pa4"/>
                                            <constraint firstAttribute="height" constant="30" id="X6c-Mh-Pa5"/>
                                        </constraints>
                                    </view>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="80"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="80" id="X6c-Hh-Pa6"/>
                                        </constraints>
                                        <connections>
                                            <segue destination="X6c-Vc-Ch1" kind="embed" id="X6c-Em-Pa7"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="mark" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="X6c-Ml-Pa8"/>
                                    <constraint firstItem="mark" firstAttribute="top" secondItem="X6c-Tg-Pa2" secondAttribute="bottom" constant="20" id="X6c-Mt-Pa9"/>
                                    <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" id="X6c-Ht-PaA"/>
                                    <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="X6c-Hl-PaB"/>
                                    <constraint firstAttribute="trailing" secondItem="holder" secondAttribute="trailing" id="X6c-Hr-PaC"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="X6c-Fr-PaD" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Child-->
                <scene sceneID="X6c-Sc-Ch0">
                    <objects>
                        <viewController id="X6c-Vc-Ch1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="X6c-Tg-Ch2"/>
                                <viewControllerLayoutGuide type="bottom" id="X6c-Bg-Ch3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="child">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="80"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="20" width="600" height="60"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="child" secondAttribute="leading" id="X6c-Bl-Ch4"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="X6c-Br-Ch5"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="X6c-Tg-Ch2" secondAttribute="bottom" constant="20" id="X6c-Bt-Ch6"/>
                                    <constraint firstItem="X6c-Bg-Ch3" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="X6c-Bb-Ch7"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="X6c-Fr-Ch8" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The 600 × 600 parent is the canvas's size and keeps the 20-pt status bar: `mark` is 20 pt below
    // its top layout guide at (20, 40, 100, 30), `holder` (0, 0, 600, 80). The 600 × 80 child is not the canvas's
    // size: no status bar, its top layout guide's bottom at 0, so `box` runs from 20 to the bottom layout guide at 80:
    // (0, 20, 600, 60). With the status bar it would be (0, 40, 600, 40).
    @Test("An Xcode 6.1 container's child has its top layout guide at its top")
    func childWithoutStatusBar() throws {
        let laid = try LaidOut(document(toolsVersion: "6254"))
        #expect(laid.frame(inAnyScene: "mark") == Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(laid.frame(inAnyScene: "holder") == Rect(x: 0, y: 0, width: 600, height: 80))
        #expect(laid.frame(inAnyScene: "box") == Rect(x: 0, y: 20, width: 600, height: 60))
    }

    // Worked by hand. Xcode 7 (toolsVersion 10117, Xcode 7.2, measured since: pauljarysta's iOS-ScrollMenu stores a
    // 600 × 320 child's map view pinned to both layout guides at (0, 0, 600, 320)) drops the status bar too: `box` is
    // 20 pt below the child's top at 20, to its bottom at 80, (0, 20, 600, 60); the parent keeps it, `mark` at 40.
    @Test("Xcode 7.2 (toolsVersion 10117): a container's child has no status bar either")
    func xcode7ChildWithoutStatusBar() throws {
        let laid = try LaidOut(document(toolsVersion: "10117"))
        #expect(laid.frame(inAnyScene: "mark") == Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(laid.frame(inAnyScene: "box") == Rect(x: 0, y: 20, width: 600, height: 60))
    }
}
