import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 to 8 documents put a label's last baseline a font's descender above its bottom, whatever the label's
/// height and whether it has text (IBLegacyLabelBaselines); later documents keep the text centred in the label, save
/// an empty label stored 0 tall.
@Suite("Interface Builder last baselines of stretched and empty labels in Xcode 6 and 7 documents")
struct LegacyLabelBaselineTests {
    /// A storyboard in Xcode 6.3's format (layout guides, no `<device>`, size classes off) saved with `toolsVersion`:
    /// a 320 × 568 controller whose root holds 17-pt system labels
    /// - `name`, 16 pt from the root's leading edge and 100 from its top, held 40 tall by a height constraint
    ///   (its text is one 20-pt line: it is stretched);
    /// - `time`, 16 pt from the trailing edge, its `baseline` on `name`'s;
    /// - `note`, 16 pt from the leading edge and 180 from the top, at its text's height;
    /// - `empty`, an empty label (`text=""`) 16 pt from the trailing edge, its `baseline` on `note`'s.
    func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Lb7-Vc-Bl1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7520"/>
            </dependencies>
            <scenes>
                <!--Baselines-->
                <scene sceneID="Lb7-Sc-Bl2">
                    <objects>
                        <viewController id="Lb7-Vc-Bl1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Lb7-Tg-Bl3"/>
                                <viewControllerLayoutGuide type="bottom" id="Lb7-Bg-Bl4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="249" text="Username" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="16" y="100" width="80" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Lb7-Nh-Bl5"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Time" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="time">
                                        <rect key="frame" x="264" y="120" width="40" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Note" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="16" y="180" width="40" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                        <rect key="frame" x="204" y="200" width="100" height="0.0"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Lb7-Ew-Bl6"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Lb7-Nl-Bl7"/>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="Lb7-Nt-Bl8"/>
                                    <constraint firstAttribute="trailing" secondItem="time" secondAttribute="trailing" constant="16" id="Lb7-Tt-Bl9"/>
                                    <constraint firstItem="time" firstAttribute="baseline" secondItem="name" secondAttribute="baseline" id="Lb7-Tb-B10"/>
                                    <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Lb7-Ol-B11"/>
                                    <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="Lb7-Ot-B12"/>
                                    <constraint firstAttribute="trailing" secondItem="empty" secondAttribute="trailing" constant="16" id="Lb7-Et-B13"/>
                                    <constraint firstItem="empty" firstAttribute="baseline" secondItem="note" secondAttribute="baseline" id="Lb7-Eb-B14"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Lb7-Fr-B15" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    // Worked by hand. Every label's last baseline is 17 × 0.241 = 4.097 above its bottom, so labels aligned on their
    // baselines share their bottoms: `name` (16, 100, 80, 40) ends at 140, and `time`, 20 tall at its text's height,
    // lies at (264, 120, 40, 20); `note` (16, 180, 40, 20) ends at 200, and `empty`, 0 tall, at (204, 200, 100, 0).
    @Test("Xcode 6.3: a stretched label's and an empty label's last baselines sit a descender above their bottoms")
    func xcode63() throws {
        let laid = try LaidOut(document(toolsVersion: "7531"))
        #expect(laid.frame("name") == Rect(x: 16, y: 100, width: 80, height: 40))
        #expect(laid.frame("time") == Rect(x: 264, y: 120, width: 40, height: 20))
        #expect(laid.frame("note") == Rect(x: 16, y: 180, width: 40, height: 20))
        #expect(laid.frame("empty") == Rect(x: 204, y: 200, width: 100, height: 0))
    }

    // Worked by hand. Xcode 10 centres the text in the label: with the tests' measurer (a 20-pt line, its baseline 16
    // down) `name`'s text lies 10 pt into its 40-pt height and its baseline at 100 + 10 + 16 = 126; `time`, whose
    // 20-pt text fills it, has its baseline 16 below its top: y = 110. (Xcode 8 keeps the bottom reading:
    // LegacyLabelBaselineXcode8Tests.) The empty label, 0 tall, keeps its last baseline 4.097 above its bottom: with
    // `note`'s baseline at 180 + 16 = 196 its bottom lies at 196 + 4.097 = 200.097, 200 on the 2× canvas's pixel
    // grid. (Without that reading the empty label's one line from its top puts it near 196 − 16 = 180.)
    @Test("Xcode 10: a stretched label's last baseline is its centred text's; an empty 0-tall label's a descender above its bottom")
    func xcode10() throws {
        let laid = try LaidOut(document(toolsVersion: "14460"))
        #expect(laid.frame("time") == Rect(x: 264, y: 110, width: 40, height: 20))
        #expect(laid.frame("empty") == Rect(x: 204, y: 200, width: 100, height: 0))
    }
}
