import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An empty label's baselines are its font's line, as for a label with text, not the middle of its frame
/// (IBText.labelText). Expected frames are worked out by hand.
@Suite("Interface Builder: an empty label's baselines")
struct EmptyLabelBaselineTests {
    /// An Xcode 8.3 storyboard on 375 × 667: `pins` ("Pins", 19-pt Futura Medium) stored 21 tall, its top 100 below
    /// the root's; `count`, an empty label of the same font stored 21 tall beside it, its first baseline on `pins`'
    /// first baseline (and, in the second test, its last baseline on `pins`' too). The two have one font and one
    /// height, so their baselines lie at one offset from their tops and `count` is at y = 100 as `pins` is; with its
    /// baselines at the middle of its frame it sat 6 pt lower, 12 with both ties.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" systemVersion="16F73" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Eb8-Vc-001">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="Eb8-Sc-001">
                    <objects>
                        <viewController id="Eb8-Vc-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Eb8-Tg-001"/>
                                <viewControllerLayoutGuide type="bottom" id="Eb8-Bg-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pins" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pins">
                                        <rect key="frame" x="20" y="100" width="40" height="21"/>
                                        <fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="19"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                                        <rect key="frame" x="68" y="100" width="42" height="21"/>
                                        <fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="19"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pins" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="Eb8-Ct-001"/>
                                    <constraint firstItem="pins" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Eb8-Cl-001"/>
                                    <constraint firstItem="count" firstAttribute="leading" secondItem="pins" secondAttribute="trailing" constant="8" id="Eb8-Cl-002"/>
                                    <constraint firstItem="count" firstAttribute="firstBaseline" secondItem="pins" secondAttribute="firstBaseline" id="Eb8-Cb-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("the empty label lies at y = 100 beside the label it is baseline-aligned with, 21 tall")
    func emptyLabelOnTheLine() throws {
        let laid = try LaidOut(Self.document)
        #expect(laid.frame("pins") == Rect(x: 20, y: 100, width: 40, height: 21))
        #expect(laid.frame("count") == Rect(x: 68, y: 100, width: 42, height: 21))
    }

    @Test("tied by the first and the last baselines: still at y = 100, 21 tall")
    func bothBaselines() throws {
        let tie = #"<constraint firstItem="pins" firstAttribute="baseline" secondItem="count" secondAttribute="baseline" id="Eb8-Cb-002"/>"#
        let document = Self.document.replacingOccurrences(of: "</constraints>", with: tie + "</constraints>")
        let laid = try LaidOut(document)
        #expect(laid.frame("count") == Rect(x: 68, y: 100, width: 42, height: 21))
    }

    @Test("with --measure-text the empty label keeps its empty text")
    func measuredKeepsEmptyText() throws {
        let laid = try LaidOut(Self.document, options: InterfaceBuilderOptions(measureText: true))
        #expect(laid.scenes.first?.allViews.first { $0.id == "count" }?.label?.text == "")
    }
}
