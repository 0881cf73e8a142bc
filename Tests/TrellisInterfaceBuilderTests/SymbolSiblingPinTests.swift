import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view whose top and bottom are pinned inside a sibling (not its superview): the constraints
/// give its alignment rectangle the sibling's stored height less the two gaps, and Xcode's stored frame is that
/// rectangle grown or shrunk by the symbol's alignment insets, half at each edge.
@Suite("Interface Builder symbol views pinned to a sibling")
struct SymbolSiblingPinTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key">
                            <rect key="frame" x="100" y="200" width="60" height="60"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="60" id="k1"/>
                                <constraint firstAttribute="height" constant="60" id="k2"/>
                            </constraints>
                        </button>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="faceid" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="face">
                            <rect key="frame" x="110" y="210.5" width="40" height="39"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="f1"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="key" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c1"/>
                        <constraint firstItem="key" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c2"/>
                        <constraint firstItem="face" firstAttribute="centerX" secondItem="key" secondAttribute="centerX" id="c3"/>
                        <constraint firstItem="face" firstAttribute="top" secondItem="key" secondAttribute="top" constant="10" id="c4"/>
                        <constraint firstItem="key" firstAttribute="bottom" secondItem="face" secondAttribute="bottom" constant="10" id="c5"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="faceid" catalog="system" width="128" height="121"/>
            </resources>
        </document>
        """

    @Test("the alignment rectangle is the sibling's 60 pt less 10 + 10; the stored 39 splits the difference")
    func siblingPins() throws {
        // key: (100, 200, 60, 60). The symbol's alignment rectangle: top 200 + 10, bottom 260 − 10: 40 tall at 210,
        // 40 wide centred on the key (110). Stored 39 tall: alignment insets of (39 − 40) / 2 = −0.5 at the top and
        // the bottom, so the frame is (110, 210.5, 40, 39), on the 2x pixel grid. Without reading the sibling's pins
        // the frame would be the rectangle itself, (110, 210, 40, 40).
        let laid = try LaidOut(Self.document, file: "Passcode.xib")
        #expect(laid.frame("face") == Rect(x: 110, y: 210.5, width: 40, height: 39))
    }
}
