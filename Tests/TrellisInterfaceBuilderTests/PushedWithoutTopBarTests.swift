import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller pushed from one whose own simulated metrics hide the top bar (IBPushedWithoutTopBar).
@Suite("Interface Builder controllers pushed from a controller without a top bar")
struct PushedWithoutTopBarTests {
    /// An Xcode 8.3 storyboard on the 375 × 667 canvas: a navigation controller with an opaque bar whose root, a
    /// welcome screen, sets Top Bar "None" (`topBar`, left out for the control case) and pushes a register screen,
    /// which pushes an account screen. The frames are those Xcode stores with no bar above the pushed screens.
    func document(topBar: String = "<nil key=\"simulatedTopBarMetrics\"/>") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" systemVersion="16F73" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="NvC-1a-bcd">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="12089"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Welcome-->
                <scene sceneID="WeS-1a-bcd">
                    <objects>
                        <viewController title="Welcome" id="WeC-1a-bcd" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="WeT-1a-bcd"/>
                                <viewControllerLayoutGuide type="bottom" id="WeB-1a-bcd"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="WeV-1a-bcd">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="WeR-1a-bcd">
                                        <rect key="frame" x="147.5" y="617" width="80" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="80" id="WeW-1a-bcd"/>
                                            <constraint firstAttribute="height" constant="30" id="WeH-1a-bcd"/>
                                        </constraints>
                                        <state key="normal" title="Register"/>
                                        <connections>
                                            <segue destination="RgC-1a-bcd" kind="show" id="WeG-1a-bcd"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="WeR-1a-bcd" firstAttribute="centerX" secondItem="WeV-1a-bcd" secondAttribute="centerX" id="WeX-1a-bcd"/>
                                    <constraint firstItem="WeB-1a-bcd" firstAttribute="top" secondItem="WeR-1a-bcd" secondAttribute="bottom" constant="20" id="WeY-1a-bcd"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="WeN-1a-bcd"/>
                            \(topBar)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="WeF-1a-bcd" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="476" y="534"/>
                </scene>
                <!--Register-->
                <scene sceneID="RgS-1a-bcd">
                    <objects>
                        <viewController title="Register" id="RgC-1a-bcd" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="RgT-1a-bcd"/>
                                <viewControllerLayoutGuide type="bottom" id="RgB-1a-bcd"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="RgV-1a-bcd">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="RgK-1a-bcd">
                                        <rect key="frame" x="30" y="30" width="11" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="11" id="RgW-1a-bcd"/>
                                            <constraint firstAttribute="height" constant="20" id="RgH-1a-bcd"/>
                                        </constraints>
                                        <state key="normal" title="&lt;"/>
                                    </button>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="RgE-1a-bcd">
                                        <rect key="frame" x="40" y="278.5" width="295" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="RgZ-1a-bcd"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="RgK-1a-bcd" firstAttribute="leading" secondItem="RgV-1a-bcd" secondAttribute="leading" constant="30" id="Rg1-1a-bcd"/>
                                    <constraint firstItem="RgK-1a-bcd" firstAttribute="top" secondItem="RgT-1a-bcd" secondAttribute="bottom" constant="10" id="Rg2-1a-bcd"/>
                                    <constraint firstItem="RgE-1a-bcd" firstAttribute="leading" secondItem="RgV-1a-bcd" secondAttribute="leading" constant="40" id="Rg3-1a-bcd"/>
                                    <constraint firstAttribute="trailing" secondItem="RgE-1a-bcd" secondAttribute="trailing" constant="40" id="Rg4-1a-bcd"/>
                                    <constraint firstItem="RgE-1a-bcd" firstAttribute="centerY" secondItem="RgV-1a-bcd" secondAttribute="centerY" constant="-30" id="Rg5-1a-bcd"/>
                                </constraints>
                            </view>
                            <connections>
                                <segue destination="AcC-1a-bcd" kind="show" identifier="next" id="RgG-1a-bcd"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="RgF-1a-bcd" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="476" y="1369"/>
                </scene>
                <!--Account-->
                <scene sceneID="AcS-1a-bcd">
                    <objects>
                        <viewController title="Account" id="AcC-1a-bcd" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="AcT-1a-bcd"/>
                                <viewControllerLayoutGuide type="bottom" id="AcB-1a-bcd"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="AcV-1a-bcd">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Account Details" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="AcL-1a-bcd">
                                        <rect key="frame" x="20" y="40" width="335" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="21" id="AcH-1a-bcd"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="AcD-1a-bcd">
                                        <rect key="frame" x="0.0" y="607" width="375" height="60"/>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="60" id="AcE-1a-bcd"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="AcL-1a-bcd" firstAttribute="leading" secondItem="AcV-1a-bcd" secondAttribute="leading" constant="20" id="Ac1-1a-bcd"/>
                                    <constraint firstAttribute="trailing" secondItem="AcL-1a-bcd" secondAttribute="trailing" constant="20" id="Ac2-1a-bcd"/>
                                    <constraint firstItem="AcL-1a-bcd" firstAttribute="top" secondItem="AcT-1a-bcd" secondAttribute="bottom" constant="20" id="Ac3-1a-bcd"/>
                                    <constraint firstItem="AcD-1a-bcd" firstAttribute="leading" secondItem="AcV-1a-bcd" secondAttribute="leading" id="Ac4-1a-bcd"/>
                                    <constraint firstAttribute="trailing" secondItem="AcD-1a-bcd" secondAttribute="trailing" id="Ac5-1a-bcd"/>
                                    <constraint firstItem="AcB-1a-bcd" firstAttribute="top" secondItem="AcD-1a-bcd" secondAttribute="bottom" id="Ac6-1a-bcd"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="AcF-1a-bcd" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="476" y="2233"/>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="NvS-1a-bcd">
                    <objects>
                        <navigationController id="NvC-1a-bcd" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="NvB-1a-bcd">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="WeC-1a-bcd" kind="relationship" relationship="rootViewController" id="NvG-1a-bcd"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="NvF-1a-bcd" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="476" y="-397"/>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("pushed from a root with Top Bar None: no navigation bar along the chain of pushes, only the 20-pt status bar")
    func pushedWithoutBar() throws {
        let laid = try LaidOut(document())
        // The root itself: Top Bar None, a 667-pt root; its button 20 pt above the bottom guide: 667 − 20 − 30 = 617.
        #expect(laid.frame(inAnyScene: "WeR-1a-bcd") == Rect(x: 147.5, y: 617, width: 80, height: 30))
        // Register, pushed from it: the top guide at the status bar, 20 + 10 = 30; the 667-pt root's centre at 333.5,
        // the field 30 pt above it: 333.5 − 30 − 25 = 278.5 (under the bar: 10, and 301.5 − 55 = 246.5).
        #expect(laid.frame(inAnyScene: "RgK-1a-bcd") == Rect(x: 30, y: 30, width: 11, height: 20))
        #expect(laid.frame(inAnyScene: "RgE-1a-bcd") == Rect(x: 40, y: 278.5, width: 295, height: 50))
        // Account, pushed from Register: the label 20 below the guide, 20 + 20 = 40; the footer on the bottom guide at
        // 667 − 60 = 607 (under the bar: 20, and 603 − 60 = 543).
        #expect(laid.frame(inAnyScene: "AcL-1a-bcd") == Rect(x: 20, y: 40, width: 335, height: 21))
        #expect(laid.frame(inAnyScene: "AcD-1a-bcd") == Rect(x: 0, y: 607, width: 375, height: 60))
        for scene in laid.scenes.indices { #expect(!laid.diagnostics(scene: scene).contains { $0.code == .misplacedView }) }
    }

    @Test("the control: a root that keeps its navigation bar passes it on to the controllers it pushes")
    func pushedWithBar() throws {
        let laid = try LaidOut(document(topBar: ""))
        // Below the opaque bar: a 603-pt root from y = 64, the guide at its top.
        #expect(laid.frame(inAnyScene: "RgK-1a-bcd") == Rect(x: 30, y: 10, width: 11, height: 20))
        #expect(laid.frame(inAnyScene: "RgE-1a-bcd") == Rect(x: 40, y: 246.5, width: 295, height: 50))
        #expect(laid.frame(inAnyScene: "AcD-1a-bcd") == Rect(x: 0, y: 543, width: 375, height: 60))
    }
}
