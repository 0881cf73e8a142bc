import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view with a 1:1 aspect ratio of its own: the ratio squares its alignment rectangle, and Xcode
/// stores the glyph's image inside it, shorter by the symbol's insets (IBSymbolAspect; Wormholy's chevron pinned
/// 10 pt inside a 44-pt cell, stored 24 × 20.33 at y = 12; CatalystSparkle's textformat centred in a 22-pt stack,
/// stored 22 × 17 at y = 2.5).
@Suite("Interface Builder: symbol image views with an aspect ratio")
struct SymbolAspectTests {
    /// A 375 × 44 row at y = 100 with `chevron` pinned 10 pt inside its top, bottom and trailing edges (stored 24 × 20
    /// at y = 12), and a 22-pt stack centring `glyph` (22 wide by a constraint, stored 22 × 17 at y = 2.5) and a label.
    static let document = storyboard("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="0.0" y="100" width="375" height="44"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                    <rect key="frame" x="341" y="12" width="24" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="chevron" secondAttribute="height" multiplier="1:1" id="a1"/>
                    </constraints>
                </imageView>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="10" y="11" width="200" height="22"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="252" verticalHuggingPriority="251" image="textformat" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="glyph">
                            <rect key="frame" x="0.0" y="2.5" width="22" height="17"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="glyph" secondAttribute="height" multiplier="1:1" id="a2"/>
                                <constraint firstAttribute="width" constant="22" id="a3"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="249" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="30" y="1" width="170" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="chevron" firstAttribute="top" secondItem="row" secondAttribute="top" constant="10" id="p1"/>
                <constraint firstAttribute="bottom" secondItem="chevron" secondAttribute="bottom" constant="10" id="p2"/>
                <constraint firstAttribute="trailing" secondItem="chevron" secondAttribute="trailing" constant="10" id="p3"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="10" id="p4"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="row" secondAttribute="top" constant="11" id="p5"/>
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="11" id="p6"/>
                <constraint firstItem="stack" firstAttribute="width" constant="200" id="p7"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="row" firstAttribute="height" constant="44" id="c4"/>
        """, toolsVersion: 21507, resources: """
        <image name="chevron.right" catalog="system" width="97" height="128"/>
        <image name="textformat" catalog="system" width="128" height="80"/>
        """)

    @Test("pinned 10 pt inside a 44-pt row: a 24 × 24 rectangle at y = 10, the 20-pt image 2 pt inside it")
    func pinnedSquare() throws {
        // Rectangle: x = 375 − 10 − 24 = 341, y = 10, 24 × 24 (the pins and the ratio agree); stored height 20, so the
        // insets are (20 − 24) / 2 = −2 at the top and the bottom: frame (341, 12, 24, 20). Without the ratio the 4-pt
        // total is more than a size constant's plausible 2.4 and the frame was the rectangle, (341, 10, 24, 24).
        let laid = try LaidOut(Self.document)
        let chevron = try #require(laid.frame("chevron"))
        #expect(abs(chevron.minX - 341) < 0.01 && abs(chevron.minY - 12) < 0.01)
        #expect(abs(chevron.width - 24) < 0.01 && abs(chevron.height - 20) < 0.01)
    }

    @Test("centred in a 22-pt stack: a 22 × 22 rectangle, the 17-pt image 2.5 pt inside it")
    func centredSquare() throws {
        // Rectangle 22 × 22 (width constant, 1:1) centred in the 22-pt stack at y = 0; insets (17 − 22) / 2 = −2.5:
        // frame (0, 2.5, 22, 17), not the rectangle (0, 0, 22, 22).
        let laid = try LaidOut(Self.document)
        let glyph = try #require(laid.frame("glyph"))
        #expect(abs(glyph.minX) < 0.01 && abs(glyph.minY - 2.5) < 0.01)
        #expect(abs(glyph.width - 22) < 0.01 && abs(glyph.height - 17) < 0.01)
    }
}
