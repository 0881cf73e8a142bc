import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A star symbol at its intrinsic height is stored 0.5 pt above the line-box split too, in Xcode 15.3–15.4 documents
/// (IBSymbolGlyphOffsets.raisedAtIntrinsicHeight; one document, an extension of the constrained-height raise: an
/// Xcode 15.3 `star.fill` at its intrinsic height in a bottom-aligned 20-pt stack row stored at y = −0.33, where the
/// split gives 0.33).
@Suite("Interface Builder: the star raised at its intrinsic height")
struct SymbolStarIntrinsicRaiseTests {
    /// An iPhone 15 canvas (393 × 852 @3x): a horizontal stack aligned to the bottom, 40 pt tall by its own constraint,
    /// pinned 100 pt below the root's top and 20 pt from its leading edge, holding a `star.fill` at its intrinsic size
    /// (stored 22 × 19.67 at y = 19.67) and a label.
    static func document(toolsVersion: Int) -> String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                <rect key="frame" x="20" y="100" width="86" height="40"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                        <rect key="frame" x="0.0" y="19.666666666666668" width="22" height="19.666666666666668"/>
                    </imageView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Rating" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="score">
                        <rect key="frame" x="26" y="20" width="60" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="r1"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="rating" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """, device: "retina6_12", toolsVersion: toolsVersion, size: (393, 852), resources: """
            <image name="star.fill" catalog="system" width="128" height="116"/>
            """)
    }

    @Test("an Xcode 15.3 star.fill at its intrinsic height, bottom-aligned in a 40-pt stack: 0.5 pt above the split")
    func raisedAtIntrinsicHeight() throws {
        // Line box of the default 17-pt symbol: 1.193 × 17 = 20.28, its bottom on the stack's (40): 19.72 … 40. The
        // stored image is 19.67 tall, (19.67 − 20.28) / 2 = −0.31 inside each edge: 20.03 … 39.69. Raised 0.5:
        // 19.53 … 39.19, in the root 119.53 … 139.19, on the 3x grid 119.67 … 139.33: y = 19.67, 19.67 tall
        // (the split alone gives 120 … 139.67: y = 20).
        let laid = try LaidOut(Self.document(toolsVersion: 22684))
        let star = try #require(laid.frame("star"))
        #expect(abs(star.minY - 19.667) < 0.01 && abs(star.height - 19.667) < 0.01)
        #expect(abs(star.minX) < 0.01 && abs(star.width - 22) < 0.01)
    }

    @Test("an Xcode 14.1 star.fill at its intrinsic height keeps the split (unmeasured there)")
    func splitOutsideTheGate() throws {
        // The same view in a document of toolsVersion 21225: 20.03 … 39.69, on the grid 120 … 139.67: y = 20.
        let laid = try LaidOut(Self.document(toolsVersion: 21225))
        let star = try #require(laid.frame("star"))
        #expect(abs(star.minY - 20) < 0.01 && abs(star.height - 19.667) < 0.01)
    }
}
