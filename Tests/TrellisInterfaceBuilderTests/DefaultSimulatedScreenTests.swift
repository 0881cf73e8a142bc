import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A document of Xcode 5 or 6 without a `<device>` whose first root fills no phone's screen is laid out on the screen
/// its default simulated metrics name (IBDefaultSimulatedScreen).
@Suite("Interface Builder canvases named by the default simulated metrics")
struct DefaultSimulatedScreenTests {
    /// A storyboard written in Xcode 6.2's format (no `<device>`, no size classes, default simulated screen
    /// `destination`): a navigation controller's root controller whose edgesForExtendedLayout has no edge, so its
    /// 320 × `height` root lies below the status and navigation bars, stored at y = 0; it holds `picture`, pinned to the
    /// root's sides and to the top layout guide's bottom, 300 tall.
    func document(destination: String, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6751" systemVersion="14C1514" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Ds6-Nc-Rt1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="6736"/>
            </dependencies>
            <scenes>
                <!--Editor-->
                <scene sceneID="Ds6-Sc-Rt0">
                    <objects>
                        <viewController id="Ds6-Vc-Rt2" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Ds6-Tg-Rt3"/>
                                <viewControllerLayoutGuide type="bottom" id="Ds6-Bg-Rt4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picture">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="300" id="Ds6-Ph-Rt5"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="picture" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Ds6-Pl-Rt6"/>
                                    <constraint firstAttribute="trailing" secondItem="picture" secondAttribute="trailing" id="Ds6-Pr-Rt7"/>
                                    <constraint firstItem="picture" firstAttribute="top" secondItem="Ds6-Tg-Rt3" secondAttribute="bottom" id="Ds6-Pt-Rt8"/>
                                </constraints>
                            </view>
                            <extendedEdge key="edgesForExtendedLayout"/>
                            <navigationItem key="navigationItem" title="Editor" id="Ds6-Ni-Rt9"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ds6-Fr-Ra0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="Ds6-Sc-Ra1">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Ds6-Nc-Rt1" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Ds6-Nb-Ra2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="Ds6-Vc-Rt2" kind="relationship" relationship="rootViewController" id="Ds6-Rs-Ra3"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ds6-Fr-Ra4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination"\(destination)/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    // Worked by hand. The 4-inch screen is 568 tall: below the 20-pt status bar and the 44-pt navigation bar the root
    // is 568 − 64 = 504, its stored height, so it lies below the bars and its top layout guide is its own top:
    // `picture` is (0, 0, 320, 300). On the 375 × 667 fallback phone the root, 504 tall, would be a root of its own
    // size under the bars and `picture` would be put 64 pt down: (0, 64, 320, 300).
    @Test("A 320 × 504 root of a 4-inch document lies below its bars")
    func fourInchDocument() throws {
        let laid = try LaidOut(document(destination: #" type="retina4""#, height: 504))
        #expect(laid.frame(inAnyScene: "picture") == Rect(x: 0, y: 0, width: 320, height: 300))
    }

    // Worked by hand. Without a named screen (the 3.5-inch default writes no type) the fallback phone stays: 64 pt down.
    @Test("A document whose default simulated metrics name no screen keeps the fallback phone")
    func unnamedScreen() throws {
        let laid = try LaidOut(document(destination: "", height: 504))
        #expect(laid.frame(inAnyScene: "picture") == Rect(x: 0, y: 64, width: 320, height: 300))
    }
}
