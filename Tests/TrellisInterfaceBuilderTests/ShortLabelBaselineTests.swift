import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 9 a system-font label's first baseline is its font's ascender below its top whatever its height: a
/// label stored shorter than its line, or empty and 0 tall, too (IBMultilineLabelBaselines).
@Suite("Interface Builder: short and empty labels' first baselines from Xcode 9")
struct ShortLabelBaselineTests {
    /// A 320 × 120 freeform xib view (`toolsVersion`): `value`, a 17-pt label (`numberOfLines="0"`) stored 160 × 70,
    /// 20 pt below the top and 20 from the trailing edge; `title`, a 17-pt label with a width of 100, stored 17 tall
    /// (its line is 20.28), 20 from the leading edge and 20 before `value`, its first baseline on `value`'s; `badge`,
    /// an empty 16-pt label stored 0 × 0 right after `value`, its first baseline on `value`'s too.
    static func document(toolsVersion: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="20" width="100" height="17"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="title-w"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A value over several lines" numberOfLines="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                            <rect key="frame" x="140" y="20" width="160" height="70"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="300" y="21" width="0.0" height="0.0"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="value" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a-top"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-leading"/>
                        <constraint firstItem="value" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="20" id="c-gap"/>
                        <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="20" id="d-trailing"/>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="value" secondAttribute="trailing" id="e-badge"/>
                        <constraint firstItem="title" firstAttribute="firstBaseline" secondItem="value" secondAttribute="firstBaseline" id="f-title"/>
                        <constraint firstItem="badge" firstAttribute="firstBaseline" secondItem="value" secondAttribute="firstBaseline" id="g-badge"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: `value` (stretched, 70 tall) has its first baseline 0.952 × 17 = 16.18 below its top, at 36.18;
    // `title`'s sits as far below its own top: 36.18 − 16.18 = 20; `badge`'s 0.952 × 16 = 15.23 below its top:
    // 36.18 − 15.23 = 20.95, on the 2× pixel 21. (The centred reading put `title` at 21.5 and `badge` at 30.5.)
    @Test("Xcode 13.3: a 17-tall label and an empty label on a stretched label's first baseline are level at the top")
    func shortAndEmptyAtTop() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 20037), file: "Field.xib")
        #expect(laid.frame("value") == Rect(x: 140, y: 20, width: 160, height: 70))
        #expect(laid.frame("title") == Rect(x: 20, y: 20, width: 100, height: 17))
        #expect(laid.frame("badge") == Rect(x: 300, y: 21, width: 0, height: 0))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    /// A 320 × 60 freeform xib view (`toolsVersion`): `name`, a 15-pt label stretched to 30 (its line is 17.9), 13 pt
    /// below the top and 20 from the leading edge; `suffix`, an empty 15-pt label stored 0 wide and one line (18) tall
    /// right after it, its first baseline on `name`'s.
    static func oneLineEmptyDocument(toolsVersion: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Report" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="20" y="13" width="48" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                        <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="suffix">
                            <rect key="frame" x="68" y="13" width="0.0" height="18"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="a-top"/>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-leading"/>
                        <constraint firstItem="suffix" firstAttribute="leading" secondItem="name" secondAttribute="trailing" id="c-suffix"/>
                        <constraint firstItem="suffix" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="d-baseline"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: `name`, stretched, has its first baseline on its top line, 0.952 × 15 = 14.28 below its top, at
    // 27.28; `suffix`'s one line is at its top too, its baseline 14.28 below its top, so its top is level with `name`'s
    // at 27.28 − 14.28 = 13. The centred reading put an empty label's baseline in its middle, 9 below its top: y =
    // 18.28, on the 2× pixel 18.5.
    @Test("Xcode 15.3 and 26: an empty label one line tall on a label's first baseline is level with it")
    func oneLineEmptyAtTop() throws {
        for version in [22505, 24412] {
            let laid = try LaidOut(Self.oneLineEmptyDocument(toolsVersion: version), file: "Row.xib")
            #expect(laid.frame("name") == Rect(x: 20, y: 13, width: 48, height: 30))
            #expect(laid.frame("suffix") == Rect(x: 68, y: 13, width: 0, height: 18))
        }
    }
}

