import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A fillEqually stack as wide as its content keeps the share Xcode computed, not the largest of its pixel-rounded
/// stored shares (IBEqualShares). Expected frames are worked out by hand.
@Suite("Interface Builder: a fillEqually stack's shares rounded to the pixel grid")
struct EqualSharesTests {
    /// An Xcode 15 storyboard on the 393 × 852 canvas (3×): `row`, a horizontal fillEqually stack, spacing 1, its
    /// leading and top pinned to the root's (0 and 100), no width of its own, holding three buttons. Their share is
    /// 99.889 pt (Xcode measured the widest title at that); on the 3× grid the edges fall at 0 | 99.889 → 100,
    /// 100.889 → 101 | 200.778 → 200.667, 201.778 → 201.667 | 301.667, so the buttons are stored 100, 99.667 and 100
    /// wide and the stack 3 × 99.889 + 2 = 301.667 wide.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Eq5-Vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Eq5-Sc-001">
                    <objects>
                        <viewController id="Eq5-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="0.0" y="100" width="301.66666666666669" height="44"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                                <state key="normal" title="Button"/>
                                                <buttonConfiguration key="configuration" style="plain" title="Title"/>
                                            </button>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                                                <rect key="frame" x="101" y="0.0" width="99.666666666666657" height="44"/>
                                                <state key="normal" title="Button"/>
                                                <buttonConfiguration key="configuration" style="plain" title="Heading"/>
                                            </button>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b3">
                                                <rect key="frame" x="201.66666666666666" y="0.0" width="100" height="44"/>
                                                <state key="normal" title="Button"/>
                                                <buttonConfiguration key="configuration" style="plain" title="Monostyled"/>
                                            </button>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Eq5-Lc-001"/>
                                    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="Eq5-Tc-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func close(_ frame: Rect?, _ expected: Rect) -> Bool {
        guard let frame else { return false }
        let differences = [frame.origin.x - expected.origin.x, frame.origin.y - expected.origin.y,
                           frame.size.width - expected.size.width, frame.size.height - expected.size.height]
        return differences.allSatisfy { abs($0) < 0.01 }
    }

    @Test("the stack is 301.667 wide, not 3 × 100 + 2; the last button at 201.667")
    func meanShare() throws {
        let laid = try LaidOut(Self.document)
        #expect(close(laid.frame("row"), Rect(x: 0, y: 100, width: 301.667, height: 44)))
        #expect(close(laid.frame("b1"), Rect(x: 0, y: 0, width: 100, height: 44)))
        #expect(close(laid.frame("b2"), Rect(x: 101, y: 0, width: 99.667, height: 44)))
        #expect(close(laid.frame("b3"), Rect(x: 201.667, y: 0, width: 100, height: 44)))
        #expect(!laid.diagnostics().contains { $0.code.rawValue == "misplaced-view" })
    }

    @Test("shares stored more than a point apart are not rounding: each button keeps its own stored width")
    func unequalSharesUnchanged() throws {
        let document = Self.document.replacingOccurrences(of: #"width="99.666666666666657""#, with: #"width="97""#)
        let lengths = IBEqualShares.lengths(in: try XMLDocumentReader.parse(Array(document.utf8), url: "T.storyboard"))
        #expect(lengths.widths.isEmpty)
    }
}
