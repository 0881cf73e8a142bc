import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 8 lays a controller sized by a container view out without the status bar, as Xcode 9 and 10 do, while a
/// screen-sized or freeform root keeps it (IBEmbeddedChildStatusBar.xcode8Children).
@Suite("Interface Builder Xcode 8 container children: no status bar")
struct Xcode8ChildStatusBarTests {
    /// A storyboard written in Xcode 8.3's format (toolsVersion 12120, `retina4_7`, no safe-area guides): a
    /// controller whose `root`, 375 × 667 or freeform 375 × `rootHeight`, holds `holder`, a container view pinned to
    /// the root's sides and to the top layout guide's bottom, 300 tall, embedding a child controller of 375 × 300
    /// whose `box`, 40 tall, is pinned to the child's sides and 50 pt below its top layout guide's bottom.
    /// `childHeight`: the container's and its child's height (667 makes the child the screen's size).
    func document(freeformHeight: Int?, childHeight: Int = 300) -> String {
        let rootHeight = freeformHeight ?? 667
        let freeform = freeformHeight.map { """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="375" height="\($0)"/>
            """ } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12120" systemVersion="16G29" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="X8c-Vc-Pa1">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="12088"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Parent-->
                <scene sceneID="X8c-Sc-Pa0">
                    <objects>
                        <viewController id="X8c-Vc-Pa1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="X8c-Tg-Pa2"/>
                                <viewControllerLayoutGuide type="bottom" id="X8c-Bg-Pa3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                                        <rect key="frame" x="0.0" y="20" width="375" height="\(childHeight)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="\(childHeight)" id="X8c-Hh-Pa4"/>
                                        </constraints>
                                        <connections>
                                            <segue destination="X8c-Vc-Ch1" kind="embed" id="X8c-Em-Pa5"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="X8c-Hl-Pa6"/>
                                    <constraint firstAttribute="trailing" secondItem="holder" secondAttribute="trailing" id="X8c-Ht-Pa7"/>
                                    <constraint firstItem="holder" firstAttribute="top" secondItem="X8c-Tg-Pa2" secondAttribute="bottom" id="X8c-Hp-Pa8"/>
                                </constraints>
                            </view>
                            \(freeform)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="X8c-Fr-Pa9" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Child-->
                <scene sceneID="X8c-Sc-Ch0">
                    <objects>
                        <viewController id="X8c-Vc-Ch1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="X8c-Tg-Ch2"/>
                                <viewControllerLayoutGuide type="bottom" id="X8c-Bg-Ch3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="child">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(childHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="50" width="375" height="40"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="X8c-Bh-Ch4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="child" secondAttribute="leading" id="X8c-Bl-Ch5"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="X8c-Bt-Ch6"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="X8c-Tg-Ch2" secondAttribute="bottom" constant="50" id="X8c-Bp-Ch7"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="X8c-Fr-Ch8" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The screen-sized parent keeps the 20-pt status bar: `holder` is (0, 20, 375, 300). The child,
    // 375 × 300, is not the screen's size: no status bar, its top layout guide's bottom at 0, so `box` is 50 pt down,
    // (0, 50, 375, 40). With the status bar it would be at y = 70.
    @Test("An Xcode 8 container's child has its top layout guide at its top")
    func childWithoutStatusBar() throws {
        let laid = try LaidOut(document(freeformHeight: nil))
        #expect(laid.frame(inAnyScene: "holder") == Rect(x: 0, y: 20, width: 375, height: 300))
        #expect(laid.frame(inAnyScene: "box") == Rect(x: 0, y: 50, width: 375, height: 40))
    }

    // Worked by hand. A freeform 375 × 1000 parent keeps the status bar in Xcode 8 (the rule is the children's
    // only): `holder` stays at y = 20; the child is as above.
    @Test("An Xcode 8 freeform root keeps the status bar; its container's child does not")
    func freeformParentKeepsStatusBar() throws {
        let laid = try LaidOut(document(freeformHeight: 1000))
        #expect(laid.frame(inAnyScene: "holder") == Rect(x: 0, y: 20, width: 375, height: 300))
        #expect(laid.frame(inAnyScene: "box") == Rect(x: 0, y: 50, width: 375, height: 40))
    }

    // Worked by hand. A child of the screen's size, 375 × 667, loses the status bar too (a declared one-document
    // extension, IBEmbeddedChildStatusBar.dropsOverScreenSized): `box` at y = 50, not 20 + 50 = 70.
    @Test("An Xcode 8 container's screen-sized child has its top layout guide at its top too")
    func screenSizedChild() throws {
        let laid = try LaidOut(document(freeformHeight: nil, childHeight: 667))
        #expect(laid.frame(inAnyScene: "box") == Rect(x: 0, y: 50, width: 375, height: 40))
    }
}
