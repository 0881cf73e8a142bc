import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Interface Builder's canvas takes the `top` of a view controller's top layout guide as the guide's bottom, the
/// line below the status bar and top bars (IBTopGuideTop).
@Suite("Interface Builder top layout guide's top")
struct TopGuideTopTests {
    /// A storyboard written in Xcode 7.0's format (no `<device>`, size classes on): a 600 × 600 root holding
    /// - `pane`, pinned to the root's sides, to the top of the top layout guide and to the bottom of the bottom
    ///   layout guide;
    /// - `badge`, 30 × 30, 8 pt from the root's leading edge and 10 pt below the top layout guide's bottom.
    let document = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8187.4" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Vc7-Tg-Tp1">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="8151.3"/>
            </dependencies>
            <scenes>
                <!--Pane-->
                <scene sceneID="Sc7-Tg-Tp2">
                    <objects>
                        <viewController id="Vc7-Tg-Tp1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg7-Tg-Tp3"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg7-Tg-Tp4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                        <rect key="frame" x="0.0" y="20" width="600" height="580"/>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                        <rect key="frame" x="8" y="30" width="30" height="30"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="30" id="Bw7-Tg-Tp5"/>
                                            <constraint firstAttribute="height" constant="30" id="Bh7-Tg-Tp6"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="pane" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Pl7-Tg-Tp7"/>
                                    <constraint firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" id="Pt7-Tg-Tp8"/>
                                    <constraint firstItem="pane" firstAttribute="top" secondItem="Tg7-Tg-Tp3" secondAttribute="top" id="Pp7-Tg-Tp9"/>
                                    <constraint firstItem="Bg7-Tg-Tp4" firstAttribute="bottom" secondItem="pane" secondAttribute="bottom" id="Pb7-Tg-Ta0"/>
                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="Bl7-Tg-Ta1"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="Tg7-Tg-Tp3" secondAttribute="bottom" constant="10" id="Bt7-Tg-Ta2"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-Tg-Ta3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // Worked by hand. The 20-pt status bar is the top layout guide; the canvas draws it as one line at y = 20, so
    // `pane`, pinned to the guide's top, starts there and runs to the bottom guide's bottom, the root's 600:
    // (0, 20, 600, 580), as stored. At run time the guide's top would be the root's top and `pane` 600 tall.
    // `badge`, 10 below the guide's bottom, is at (8, 30) either way.
    @Test("A view pinned to the top layout guide's top starts below the status bar")
    func topOfTopGuide() throws {
        let laid = try LaidOut(document)
        #expect(laid.frame("pane") == Rect(x: 0, y: 20, width: 600, height: 580))
        #expect(laid.frame("badge") == Rect(x: 8, y: 30, width: 30, height: 30))
    }
}
