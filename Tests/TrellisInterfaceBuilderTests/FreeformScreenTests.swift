import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Interface Builder shows a freeform controller on a canvas of the root's own size: a root taller than the phone has
/// its bottom layout guide at its own bottom, not at the phone's (IBFreeformScreen).
@Suite("Interface Builder freeform roots taller than the screen")
struct FreeformScreenTests {
    /// A storyboard written in Xcode 6.2's format (no `<device>`, no size classes): one controller whose freeform
    /// root, 320 wide and `height` tall, holds
    /// - `filler`, pinned to the root's sides, 20 pt below the root's top and to the bottom layout guide's top;
    /// - `strip`, 100 tall, pinned to the root's sides and to the bottom layout guide's top.
    func legacyDocument(height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7531" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Fs6-Vc-Rt1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7520"/>
            </dependencies>
            <scenes>
                <!--Tall Form-->
                <scene sceneID="Fs6-Sc-Rt0">
                    <objects>
                        <viewController id="Fs6-Vc-Rt1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Fs6-Tg-Rt2"/>
                                <viewControllerLayoutGuide type="bottom" id="Fs6-Bg-Rt3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">
                                        <rect key="frame" x="0.0" y="20" width="320" height="\(height - 20)"/>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                        <rect key="frame" x="0.0" y="\(height - 100)" width="320" height="100"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="Fs6-Sh-Rt4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="filler" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Fs6-Fl-Rt5"/>
                                    <constraint firstAttribute="trailing" secondItem="filler" secondAttribute="trailing" id="Fs6-Ft-Rt6"/>
                                    <constraint firstItem="filler" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="Fs6-Fp-Rt7"/>
                                    <constraint firstItem="Fs6-Bg-Rt3" firstAttribute="top" secondItem="filler" secondAttribute="bottom" id="Fs6-Fb-Rt8"/>
                                    <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Fs6-Sl-Rt9"/>
                                    <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="Fs6-St-Ra0"/>
                                    <constraint firstItem="Fs6-Bg-Rt3" firstAttribute="top" secondItem="strip" secondAttribute="bottom" id="Fs6-Sb-Ra1"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="320" height="\(height)"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fs6-Fr-Ra2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard written in Xcode 7.2's format (no `<device>`, size classes on): a navigation controller whose
    /// root controller has a freeform 600 × 800 root holding `scroll`, pinned to the root's sides, to the top layout
    /// guide's bottom and to the bottom layout guide's top.
    let anyAnyDocument = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" systemVersion="15A284" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Fs7-Nc-Rt1">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
            </dependencies>
            <scenes>
                <!--Reader-->
                <scene sceneID="Fs7-Sc-Rt0">
                    <objects>
                        <viewController id="Fs7-Vc-Rt2" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Fs7-Tg-Rt3"/>
                                <viewControllerLayoutGuide type="bottom" id="Fs7-Bg-Rt4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="800"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="0.0" y="64" width="600" height="736"/>
                                    </scrollView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="Fs7-Tg-Rt3" secondAttribute="bottom" id="Fs7-Sp-Rt5"/>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Fs7-Sl-Rt6"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="Fs7-St-Rt7"/>
                                    <constraint firstItem="Fs7-Bg-Rt4" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="Fs7-Sb-Rt8"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="Fs7-Ni-Rt9"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="600" height="800"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fs7-Fr-Ra0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="Fs7-Sc-Ra1">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Fs7-Nc-Rt1" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Fs7-Nb-Ra2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="Fs7-Vc-Rt2" kind="relationship" relationship="rootViewController" id="Fs7-Rs-Ra3"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fs7-Fr-Ra4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // Worked by hand. The freeform root is 1000 tall, taller than the phone: its bottom layout guide's top is its own
    // bottom, 1000. `filler` runs from 20 to 1000: (0, 20, 320, 980); `strip` ends there: (0, 900, 320, 100). Laid
    // out against the 667-pt phone they would end at 667: (0, 20, 320, 647) and (0, 567, 320, 100).
    @Test("A 1000-pt freeform root has its bottom layout guide at its own bottom")
    func tallFreeformRoot() throws {
        let laid = try LaidOut(legacyDocument(height: 1000))
        #expect(laid.frame(inAnyScene: "filler") == Rect(x: 0, y: 20, width: 320, height: 980))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 900, width: 320, height: 100))
    }

    // Worked by hand. A 400-pt freeform root is shorter than the phone: the guide is at its bottom as before,
    // `filler` (0, 20, 320, 380), `strip` (0, 300, 320, 100).
    @Test("A freeform root shorter than the phone keeps its bottom layout guide at its bottom")
    func shortFreeformRoot() throws {
        let laid = try LaidOut(legacyDocument(height: 400))
        #expect(laid.frame(inAnyScene: "filler") == Rect(x: 0, y: 20, width: 320, height: 380))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 300, width: 320, height: 100))
    }

    // Worked by hand. The navigation controller's bar puts the top layout guide's bottom at 20 + 44 = 64; the 800-pt
    // freeform root's bottom layout guide is its own bottom, 800, so `scroll` is (0, 64, 600, 736). Against the
    // 667-pt phone it would be 603 tall.
    @Test("An Any/Any-era 600 × 800 freeform root under a navigation bar reaches its own bottom")
    func anyAnyFreeformRoot() throws {
        let laid = try LaidOut(anyAnyDocument)
        #expect(laid.frame(inAnyScene: "scroll") == Rect(x: 0, y: 64, width: 600, height: 736))
    }
}
