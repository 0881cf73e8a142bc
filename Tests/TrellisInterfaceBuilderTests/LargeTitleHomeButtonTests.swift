import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 14.3 to 15.0 lay a root out under their taller 60.33-pt large-title row when the bar is stored 96 tall, but
/// only on notched phones: a phone with a home button keeps the stored 96 (IBLargeTitleBars.hasTallerRow).
@Suite("Interface Builder: Xcode 14.3's taller large-title row only on notched phones")
struct LargeTitleHomeButtonTests {
    /// A large-title navigation controller (bar stored at the status area's bottom, 96 tall) whose root holds `field`,
    /// 30 pt tall, 20 pt below the safe area's top and 20 pt inside both sides.
    static func document(device: String, width: Double, height: Double, barY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="form" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                        <rect key="frame" x="20" y="136" width="\(width - 40)" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="field-height"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="field" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="field-top"/>
                                    <constraint firstItem="field" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="field-leading"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="field-trailing"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Form" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="navbar">
                                <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="form" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand: the 375 × 667 canvas of Xcode 14.3 has a 20-pt status bar and no sensor housing; the bar as
    // stored, 96, puts the safe area's top at 20 + 96 = 116 and the field at 116 + 20 = 136 (the taller row would
    // give 20 + 44 + 181 / 3 + 20 = 144.33, 144.5 on the 2× canvas's pixels).
    @Test("375 × 667 (home button): the field at 20 + 96 + 20 = 136")
    func homeButtonKeepsStoredBar() throws {
        let laid = try LaidOut(Self.document(device: "retina4_7", width: 375, height: 667, barY: 20))
        #expect(laid.frame(inAnyScene: "field") == Rect(x: 20, y: 136, width: 335, height: 30))
    }

    // Worked by hand, the gate's other side: on the notched 393 × 852 canvas (59-pt status area) the taller row
    // counts, 44 + 181 / 3 = 104.33, so the field is at 59 + 104.33 + 20 = 183.33.
    @Test("393 × 852 (notched): the field at 59 + 44 + 60.33 + 20 = 183.33")
    func notchedCountsTallerRow() throws {
        let laid = try LaidOut(Self.document(device: "retina6_12", width: 393, height: 852, barY: 59))
        let frame = try #require(laid.frame(inAnyScene: "field"))
        #expect(abs(frame.minY - (59 + 44 + 181.0 / 3 + 20)) < 0.01)
        #expect(frame.minX == 20 && frame.width == 353 && frame.height == 30)
    }
}
