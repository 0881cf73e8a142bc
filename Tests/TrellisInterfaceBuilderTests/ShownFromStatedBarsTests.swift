import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller shown by a `show` segue from a controller in no container that states its bars in its own
/// simulated metrics (IBSceneCatalog.statedBars: Xcode's inferred metrics take the source's bars).
@Suite("Interface Builder controllers shown from a controller with stated bars and no container")
struct ShownFromStatedBarsTests {
    /// An Xcode 9.1 storyboard on the 414 × 736 canvas: the initial controller, a journal list in no navigation
    /// controller, states a simulated toolbar (`bottomBar`, left out for the control case) and shows an entry
    /// controller without simulated metrics from a button. The entry's Save button is pinned 20 pt above the safe
    /// area's bottom, its photo 292 pt above it.
    func document(bottomBar: String = "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>",
                  save: Rect, photo: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="JlC-2b-cde">
            <device id="retina5_5" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="13527"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Journal-->
                <scene sceneID="JlS-2b-cde">
                    <objects>
                        <viewController id="JlC-2b-cde" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="JlV-2b-cde">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="JlB-2b-cde">
                                        <rect key="frame" x="167" y="40" width="80" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="80" id="JlW-2b-cde"/>
                                            <constraint firstAttribute="height" constant="30" id="JlH-2b-cde"/>
                                        </constraints>
                                        <state key="normal" title="New"/>
                                        <connections>
                                            <segue destination="EnC-2b-cde" kind="show" id="JlG-2b-cde"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="JlB-2b-cde" firstAttribute="centerX" secondItem="JlV-2b-cde" secondAttribute="centerX" id="JlX-2b-cde"/>
                                    <constraint firstItem="JlB-2b-cde" firstAttribute="top" secondItem="JlA-2b-cde" secondAttribute="top" constant="20" id="JlY-2b-cde"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="JlA-2b-cde"/>
                            </view>
                            \(bottomBar)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="JlF-2b-cde" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-100" y="120"/>
                </scene>
                <!--Entry-->
                <scene sceneID="EnS-2b-cde">
                    <objects>
                        <viewController id="EnC-2b-cde" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="EnV-2b-cde">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="EnP-2b-cde">
                                        <rect key="frame" x="\(photo.origin.x)" y="\(photo.origin.y)" width="\(photo.size.width)" height="\(photo.size.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="200" id="EnH-2b-cde"/>
                                        </constraints>
                                    </imageView>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="EnB-2b-cde">
                                        <rect key="frame" x="\(save.origin.x)" y="\(save.origin.y)" width="\(save.size.width)" height="\(save.size.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="EnK-2b-cde"/>
                                        </constraints>
                                        <state key="normal" title="Save"/>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="EnP-2b-cde" firstAttribute="leading" secondItem="EnA-2b-cde" secondAttribute="leading" constant="20" id="En1-2b-cde"/>
                                    <constraint firstItem="EnA-2b-cde" firstAttribute="trailing" secondItem="EnP-2b-cde" secondAttribute="trailing" constant="20" id="En2-2b-cde"/>
                                    <constraint firstItem="EnA-2b-cde" firstAttribute="bottom" secondItem="EnP-2b-cde" secondAttribute="bottom" constant="292" id="En3-2b-cde"/>
                                    <constraint firstItem="EnB-2b-cde" firstAttribute="leading" secondItem="EnA-2b-cde" secondAttribute="leading" constant="20" id="En4-2b-cde"/>
                                    <constraint firstItem="EnA-2b-cde" firstAttribute="trailing" secondItem="EnB-2b-cde" secondAttribute="trailing" constant="20" id="En5-2b-cde"/>
                                    <constraint firstItem="EnA-2b-cde" firstAttribute="bottom" secondItem="EnB-2b-cde" secondAttribute="bottom" constant="20" id="En6-2b-cde"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="EnA-2b-cde"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="EnF-2b-cde" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="700" y="120"/>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The 414 × 736 phone has no home indicator: with the source's 44-pt toolbar inferred, the
    // entry's safe area ends at 736 − 44 = 692; the Save button (44 tall) ends 20 above it, at 672, so y = 628; the
    // photo (200 tall) ends 292 above it, at 400, so y = 200. Both 20 pt in from the sides: 374 wide.
    @Test("shown from a controller in no container with a stated toolbar: the entry lays out above that toolbar")
    func inferredToolbar() throws {
        let save = Rect(x: 20, y: 628, width: 374, height: 44)
        let photo = Rect(x: 20, y: 200, width: 374, height: 200)
        let laid = try LaidOut(document(save: save, photo: photo))
        #expect(laid.frame(inAnyScene: "EnB-2b-cde") == save)
        #expect(laid.frame(inAnyScene: "EnP-2b-cde") == photo)
        for scene in laid.scenes.indices { #expect(!laid.diagnostics(scene: scene).contains { $0.code == .misplacedView }) }
    }

    // The control: the source states no bars, so the entry's safe area ends at 736: Save at 736 − 20 − 44 = 672,
    // the photo at 736 − 292 − 200 = 244.
    @Test("the control: a source without stated bars passes none on")
    func noStatedBars() throws {
        let save = Rect(x: 20, y: 672, width: 374, height: 44)
        let photo = Rect(x: 20, y: 244, width: 374, height: 200)
        let laid = try LaidOut(document(bottomBar: "", save: save, photo: photo))
        #expect(laid.frame(inAnyScene: "EnB-2b-cde") == save)
        #expect(laid.frame(inAnyScene: "EnP-2b-cde") == photo)
    }
}
