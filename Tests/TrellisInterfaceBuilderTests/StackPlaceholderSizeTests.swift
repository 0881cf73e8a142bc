import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack view with Interface Builder's placeholder intrinsic size (a custom stack class filled at run time) is sized
/// by it, as UIKit sizes any view whose intrinsicContentSize is set; "infinite" leaves that axis without one.
@Suite("Interface Builder stack views with a placeholder intrinsic size")
struct StackPlaceholderSizeTests {
    let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="h1"/>
                                    <constraint firstAttribute="height" constant="20" id="h2"/>
                                </constraints>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" distribution="fillEqually" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="dots" customClass="DotsView">
                                <rect key="frame" x="50" y="30" width="0.0" height="50"/>
                            </stackView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                <rect key="frame" x="0.0" y="90" width="100" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="f1"/>
                                    <constraint firstAttribute="height" constant="30" id="f2"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView">
                        <rect key="frame" x="210" y="10" width="80" height="40"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="10" id="b1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b2"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
        </objects>
    </document>
    """

    @Test("an empty arranged stack takes its placeholder height; the column below it follows")
    func arrangedEmptyStack() throws {
        // column: vertical, centre-aligned, spacing 10: head 20, dots 50 (placeholder height; no width: "infinite",
        // so 0 wide, centred in the 100-pt column at x = 50), foot 30. dots = (50, 20 + 10 = 30, 0, 50);
        // foot = (0, 30 + 50 + 10 = 90, 100, 30); column = (0, 0, 100, 20 + 10 + 50 + 10 + 30 = 120).
        let laid = try LaidOut(xml, file: "Lock.xib")
        #expect(laid.frame("dots") == Rect(x: 50, y: 30, width: 0, height: 50))
        #expect(laid.frame("foot") == Rect(x: 0, y: 90, width: 100, height: 30))
        #expect(laid.frame("column") == Rect(x: 0, y: 0, width: 100, height: 120))
    }

    @Test("a stack placed by its edges only takes its placeholder width and height")
    func standaloneStack() throws {
        // badge: trailing 10 from the 300-pt root, top 10, placeholder 80 × 40: (300 − 10 − 80 = 210, 10, 80, 40).
        let laid = try LaidOut(xml, file: "Lock.xib")
        #expect(laid.frame("badge") == Rect(x: 210, y: 10, width: 80, height: 40))
    }
}
