import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 8 documents keep Xcode 6's reading of a label's last baseline: its font's descender above the label's
/// bottom, whatever the label's height (IBLegacyLabelBaselines; two documents of two projects, Xcode 8.2 and 8.3);
/// Xcode 9 and later centre the text in the label.
@Suite("Interface Builder last baselines of stretched labels in Xcode 8 xibs")
struct LegacyLabelBaselineXcode8Tests {
    /// A xib in Xcode 8.3's format saved with `toolsVersion`: a freeform 320 × 60 view (`row`) holding two 17-pt
    /// system labels,
    /// - `title`, "Time", 20 pt from the row's leading edge and 20 from its top, at its text's height;
    /// - `badge`, "1", held 30 tall by a height constraint (its text is one 20-pt line: it is stretched), 8 pt after
    ///   `title`, its `baseline` on `title`'s.
    func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16E195" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="12086"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Time" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="20" width="40" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="1" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="68" y="10" width="10" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Bdg-h3-K30"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="20" id="Ttl-l2-L20"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="row" secondAttribute="top" constant="20" id="Ttl-t2-T20"/>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="Bdg-l8-L08"/>
                        <constraint firstItem="badge" firstAttribute="baseline" secondItem="title" secondAttribute="baseline" id="Bdg-b0-B00"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <point key="canvasLocation" x="33" y="54"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand. Both labels are 17 pt, so their last baselines sit 17 × 0.241 = 4.097 above their bottoms and
    // labels aligned on them share their bottoms: `title` (20, 20, 40, 20) ends at 40, so `badge`, 30 tall, lies at
    // (68, 10, 10, 30). The centred reading (the tests' measurer: a 20-pt line, its baseline 16 down) would put
    // `title`'s baseline at 36 and `badge`'s text 5 pt into its 30-pt height, its baseline 21 below its top: y = 15.
    @Test("Xcode 8.2 and 8.3: a stretched label's last baseline sits a descender above its bottom",
          arguments: ["11762", "12118"])
    func bottomReading(toolsVersion: String) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion), file: "Test.xib")
        #expect(laid.frame("title") == Rect(x: 20, y: 20, width: 40, height: 20))
        #expect(laid.frame("badge") == Rect(x: 68, y: 10, width: 10, height: 30))
    }

    // Worked by hand: Xcode 9 and later centre the text, `badge` at (68, 15, 10, 30) as above (Xcode 10.1 here).
    @Test("Xcode 10.1: a stretched label's last baseline is its centred text's")
    func centredReading() throws {
        let laid = try LaidOut(document(toolsVersion: "14460"), file: "Test.xib")
        #expect(laid.frame("badge") == Rect(x: 68, y: 15, width: 10, height: 30))
    }
}
