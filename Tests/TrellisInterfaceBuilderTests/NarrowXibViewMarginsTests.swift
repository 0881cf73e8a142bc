import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Before Xcode 14, a top-level view narrower than its canvas and 376 to 413 pt wide has 16-pt side margins
/// (IBNarrowRootMargins); as wide as the 414-pt canvas it has 20.
@Suite("Interface Builder narrow xib views before Xcode 14")
struct NarrowXibViewMarginsTests {
    /// A xib as Xcode 11.4 saves it on the 414 × 896 canvas: a `row` view `width` × 64 holding a 24-pt `box` pinned
    /// to its leading margin and a 110.5 × 64 `tag` pinned to its trailing margin, both stored at x = `boxX`, `tagX`.
    func document(width: Double, boxX: Double, tagX: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="16087"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="row" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="64"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                            <rect key="frame" x="\(boxX)" y="20" width="24" height="24"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="Bw1-x4-a01"/>
                                <constraint firstAttribute="height" constant="24" id="Bh1-x4-a02"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag" userLabel="Tag">
                            <rect key="frame" x="\(tagX)" y="0.0" width="110.5" height="64"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="110.5" id="Tw1-x4-a03"/>
                            </constraints>
                        </view>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="row" secondAttribute="leadingMargin" id="Bl1-x4-a04"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="Bc1-x4-a05"/>
                        <constraint firstAttribute="trailingMargin" secondItem="tag" secondAttribute="trailing" id="Tt1-x4-a06"/>
                        <constraint firstItem="tag" firstAttribute="top" secondItem="row" secondAttribute="top" id="Tp1-x4-a07"/>
                        <constraint firstAttribute="bottom" secondItem="tag" secondAttribute="bottom" id="Tb1-x4-a08"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="Sa1-x4-a09"/>
                    <point key="canvasLocation" x="139" y="120"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    @Test("a 384-pt view on the 414-pt canvas of Xcode 11.4 has 16-pt side margins")
    func narrowerThanCanvas() throws {
        // Worked by hand: box x = 16; tag x = 384 − 16 − 110.5 = 257.5 (20-pt margins would give 20 and 253.5).
        let laid = try LaidOut(document(width: 384, boxX: 16, tagX: 257.5))
        #expect(laid.frame("box") == Rect(x: 16, y: 20, width: 24, height: 24))
        #expect(laid.frame("tag") == Rect(x: 257.5, y: 0, width: 110.5, height: 64))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a view as wide as the 414-pt canvas keeps 20-pt side margins")
    func asWideAsCanvas() throws {
        // Worked by hand: box x = 20; tag x = 414 − 20 − 110.5 = 283.5.
        let laid = try LaidOut(document(width: 414, boxX: 20, tagX: 283.5))
        #expect(laid.frame("box") == Rect(x: 20, y: 20, width: 24, height: 24))
        #expect(laid.frame("tag") == Rect(x: 283.5, y: 0, width: 110.5, height: 64))
    }
}
