import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6.3 to 8.3 on a 2× canvas measure a system-font label's first baseline down from its top (its ascender) and
/// its last baseline up from its bottom (its descender), both rounded up to the pixel (IBLegacyLabelBaselines; two
/// documents of two projects, Xcode 7.2 and 8.1). Xcode 9 keeps the centred text for a label at its text's height.
@Suite("Interface Builder first and last baselines of Xcode 6.3-8.3 labels measured from their edges")
struct LegacyLabelEdgeLinesTests {
    /// A xib saved with `toolsVersion` on an iPhone 8 canvas: a freeform 320 × 60 view (`bar`) holding two 11-pt
    /// system labels 42 wide, stored 14 tall,
    /// - `elapsed`, "0:00", 16 pt from the bar's leading edge and 20 from its top;
    /// - `remaining`, "-3:00", 16 pt from the bar's trailing edge, its `baseline` on `elapsed`'s `baseline` AND on
    ///   `elapsed`'s `firstBaseline`, so `elapsed`'s two baselines must be level.
    func document(toolsVersion: String, elapsedText: String = "0:00") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="15G31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11524"/>
                <capability name="Alignment constraints to the first baseline" minToolsVersion="6.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(elapsedText)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="elapsed">
                            <rect key="frame" x="16" y="20" width="42" height="14"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="42" id="Ela-w4-W42"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="-3:00" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="remaining">
                            <rect key="frame" x="262" y="20" width="42" height="14"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="42" id="Rem-w4-W42"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <constraints>
                        <constraint firstItem="elapsed" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="16" id="Ela-l1-L16"/>
                        <constraint firstItem="elapsed" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="20" id="Ela-t2-T20"/>
                        <constraint firstAttribute="trailing" secondItem="remaining" secondAttribute="trailing" constant="16" id="Rem-t1-T16"/>
                        <constraint firstItem="remaining" firstAttribute="baseline" secondItem="elapsed" secondAttribute="baseline" id="Rem-b0-B00"/>
                        <constraint firstItem="remaining" firstAttribute="baseline" secondItem="elapsed" secondAttribute="firstBaseline" id="Rem-b0-F00"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <point key="canvasLocation" x="33" y="54"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand. 11-pt system font: ascender 0.952 × 11 = 10.47, rounded up to the 2× pixel 10.5; descender
    // 0.241 × 11 = 2.65, rounded up 3. `elapsed`'s first baseline (top + 10.5) equals its last (bottom − 3), so it is
    // 13.5 tall from y = 20: (16, 20, 42, 13.5), last baseline at 30.5. `remaining`, at its stored 14 (its own
    // baselines are free), has its last baseline 3 above its bottom on that line: bottom 33.5, y = 19.5, x = 320 −
    // 16 − 42 = 262. Unrounded (10.47 + 2.65) `elapsed` would be 13.12 tall, and the centred reading (the tests'
    // measurer: a 20-pt line, baseline 16 down) stretches it to 17.3.
    @Test("Xcode 7.2 and 8.1: first baseline a rounded ascender below the top, last a rounded descender above the bottom",
          arguments: ["9531", "11542"])
    func edgeLines(toolsVersion: String) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion), file: "Test.xib")
        #expect(laid.frame("elapsed") == Rect(x: 16, y: 20, width: 42, height: 13.5))
        #expect(laid.frame("remaining") == Rect(x: 262, y: 19.5, width: 42, height: 14))
    }

    // Worked by hand: Xcode 9.0 centres the text in a label at its text's height, so both of `elapsed`'s baselines
    // are the same line whatever its height; it keeps its stored 14 and `remaining` lies level with it at y = 20.
    @Test("Xcode 9.0: labels at their text's height keep the centred reading")
    func xcode9Centred() throws {
        let laid = try LaidOut(document(toolsVersion: "13142"), file: "Test.xib")
        #expect(laid.frame("elapsed") == Rect(x: 16, y: 20, width: 42, height: 14))
        #expect(laid.frame("remaining") == Rect(x: 262, y: 20, width: 42, height: 14))
    }

    // Worked by hand (IBLegacyLabelBaselines.emptyEdgeLinesToolsVersions, kuntajts's IOS-Music-App, Xcode 6.1): an
    // EMPTY `elapsed` of Xcode 6.1 has its lines at its edges as above, 10.5 + 3 = 13.5 tall, last baseline at 30.5;
    // `remaining` has text, so its last baseline is the unrounded 2.65 above its bottom: 33.15 − 14 = 19.15, laid on
    // the 2× pixel at y = 19.
    // With "0:00" Xcode 6.1 keeps the centred reading for its first baseline: `elapsed` is not 13.5 tall (the tests'
    // measurer centres a 20-pt line, so the level baselines stretch it past its stored 14).
    @Test("Xcode 6.1: an empty label's lines at its edges; a label with text keeps the centred first baseline")
    func xcode61EmptyLabel() throws {
        let empty = try LaidOut(document(toolsVersion: "6254", elapsedText: ""), file: "Test.xib")
        #expect(empty.frame("elapsed") == Rect(x: 16, y: 20, width: 42, height: 13.5))
        #expect(empty.frame("remaining") == Rect(x: 262, y: 19, width: 42, height: 14))
        let text = try LaidOut(document(toolsVersion: "6254"), file: "Test.xib")
        #expect(text.frame("elapsed")?.height != 13.5)
    }

    @Test("The rounding is up to the 2× pixel, a hair below a pixel staying on it")
    func pixelRounding() {
        #expect(IBLegacyLabelBaselines.pixelRounded(10.472) == 10.5)
        #expect(IBLegacyLabelBaselines.pixelRounded(2.651) == 3)
        #expect(IBLegacyLabelBaselines.pixelRounded(4.5) == 4.5)
    }
}
