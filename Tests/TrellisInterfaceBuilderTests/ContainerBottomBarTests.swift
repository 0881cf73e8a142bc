import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller that simulates a tab bar itself (its tab bar controller lives in another storyboard) gives
/// that tab bar to the controllers it shows, its root and the ones pushed from it (IBContainerBottomBar).
@Suite("Interface Builder navigation controller's own bottom bar")
struct ContainerBottomBarTests {
    /// A storyboard written in Xcode 12.4's format on the 375 × 812 canvas: a navigation controller whose own
    /// simulated bottom bar is `bottomBar` (an element, or nothing), showing
    /// - a root controller whose `list` is pinned to its safe area's four edges and which pushes
    /// - a second controller whose `pane` is pinned to its top and sides and to its safe area's bottom.
    func document(bottomBar: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Rt1-Cb-Bb1">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Help-->
                <scene sceneID="Nv1-Cb-Bs1">
                    <objects>
                        <navigationController storyboardIdentifier="HelpNavigation" id="Nv1-Cb-Bb1" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Help" id="Ti1-Cb-Bb2"/>
                            \(bottomBar)
                            <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Nb1-Cb-Bb3">
                                <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Rt1-Cb-Bb1" kind="relationship" relationship="rootViewController" id="Sg1-Cb-Bb4"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-Cb-Bb5" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Root-->
                <scene sceneID="Rt1-Cb-Bs1">
                    <objects>
                        <viewController id="Rt1-Cb-Bb1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootA">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="88" width="375" height="641"/>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sa1-Cb-Bb6"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="Sa1-Cb-Bb6" secondAttribute="top" id="Ct1-Cb-Bb7"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="Sa1-Cb-Bb6" secondAttribute="leading" id="Ct1-Cb-Bb8"/>
                                    <constraint firstItem="Sa1-Cb-Bb6" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="Ct1-Cb-Bb9"/>
                                    <constraint firstItem="Sa1-Cb-Bb6" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="Ct1-Cb-Ba0"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Help" id="Ni1-Cb-Ba1"/>
                            <connections>
                                <segue destination="Ps1-Cb-Bb1" kind="show" identifier="about" id="Sg1-Cb-Ba2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-Cb-Ba3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Pushed-->
                <scene sceneID="Ps1-Cb-Bs1">
                    <objects>
                        <viewController id="Ps1-Cb-Bb1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="729"/>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sa1-Cb-Bc6"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="pane" firstAttribute="top" secondItem="rootB" secondAttribute="top" id="Ct1-Cb-Bc7"/>
                                    <constraint firstItem="pane" firstAttribute="leading" secondItem="rootB" secondAttribute="leading" id="Ct1-Cb-Bc8"/>
                                    <constraint firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" id="Ct1-Cb-Bc9"/>
                                    <constraint firstItem="Sa1-Cb-Bc6" firstAttribute="bottom" secondItem="pane" secondAttribute="bottom" id="Ct1-Cb-Bd0"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="About" id="Ni1-Cb-Bd1"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-Cb-Bd3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. On 375 × 812 the safe area is 44 pt below the sensor housing and 34 above the home indicator;
    // the navigation bar adds 44 at the top and the simulated tab bar 49 at the bottom. The root's `list` is
    // (0, 88, 375, 812 − 34 − 49 − 88 = 641) and the pushed controller's `pane` runs from the top to 729, as stored.
    @Test("A navigation controller's own simulated tab bar is its root's and its pushed controllers' bottom bar")
    func ownTabBar() throws {
        let laid = try LaidOut(document(bottomBar: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>"))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 88, width: 375, height: 641))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 375, height: 729))
    }

    // Worked by hand. Without it only the home indicator is at the bottom: `list` ends at 778, `pane` too.
    @Test("Without its own bottom bar the navigation controller's controllers keep the home indicator only")
    func noBottomBar() throws {
        let laid = try LaidOut(document(bottomBar: ""))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 88, width: 375, height: 690))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 375, height: 778))
    }
}
