import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A symbol image view aligned by its first baseline to a label's sits with the symbol's baseline on the label's, not
/// its top (IBSymbolBaselines).
@Suite("Interface Builder: SF Symbol baselines")
struct SymbolBaselineTests {
    /// A 375-pt-wide freeform controller (Xcode 16, toolsVersion 23504): a Body label at (43.67, 66.33), 20.33 tall,
    /// pinned to the root's top, and a globe symbol image view (Body configuration) stored 19.67 × 20 at (16, 66.33),
    /// pinned to the root's leading margin and to the label's first baseline by its own first baseline.
    static let document = storyboard("""
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{relying.party.id}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="party">
            <rect key="frame" x="43.666666666666657" y="66.333333333333329" width="315.33333333333337" height="20.333333333333329"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        </label>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="252" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="globe">
            <rect key="frame" x="16" y="66.333333333333343" width="19.666666666666671" height="20"/>
            <imageReference key="image" image="globe" catalog="system" symbolScale="medium"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </preferredSymbolConfiguration>
        </imageView>
        """, constraints: """
        <constraint firstItem="party" firstAttribute="top" secondItem="root" secondAttribute="top" constant="66.333333333333329" id="b1"/>
        <constraint firstItem="party" firstAttribute="leading" secondItem="globe" secondAttribute="trailing" constant="8" id="b2"/>
        <constraint firstItem="globe" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b3"/>
        <constraint firstItem="globe" firstAttribute="firstBaseline" secondItem="party" secondAttribute="firstBaseline" id="b4"/>
        """, device: "retina5_9", toolsVersion: 23504, size: (375, 300),
        controller: #"<size key="freeformSize" width="375" height="300"/>"#,
        resources: #"<image name="globe" catalog="system" width="128" height="123"/>"#)

    @Test("the globe's frame bottom lies the line box's descender below the label's baseline, at y ≈ 66.33 as stored")
    func symbolOnTheBaseline() throws {
        let laid = try LaidOut(Self.document)
        let globe = try #require(laid.frame("globe"))
        // The label's baseline (top 66.33, text centred, the test measurer's 16-pt ascent) at 82.5; the line box of
        // 17 pt is 20.28 tall, 0.14 below the 20-pt frame; its descender 4.1: the frame's bottom at 82.5 + 3.96,
        // its top near 66.46 (where the image's top would be 82.5 if its first baseline were its top).
        #expect(abs(globe.minY - 66.333333333333343) < 0.5)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "globe" })
    }

    @Test("an image view without a symbol keeps its top as its first baseline")
    func plainImage() throws {
        let plain = Self.document.replacingOccurrences(of: #"<imageReference key="image" image="globe" catalog="system" symbolScale="medium"/>"#, with: "")
            .replacingOccurrences(of: #"<image name="globe" catalog="system" width="128" height="123"/>"#, with: "")
        let globe = try #require(try LaidOut(plain).frame("globe"))
        #expect(abs(globe.minY - 82.5) < 0.5)
    }
}
