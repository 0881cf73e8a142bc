import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The badged person-in-a-circle symbols in Xcode 15 (IBSymbolBadgeOffsets): the image is wider than the alignment
/// rectangle on the left only, and 0.75 pt lower (measured: 2.67 wider at 39, 48 and 150 pt, 0.67 lower on the 3x
/// grid, in two projects). Other versions keep the centred split of IBSymbolImages.
@Suite("Interface Builder: badged person symbols hang left and low in Xcode 15")
struct SymbolBadgeOffsetTests {
    /// A 100-pt strip 100 pt below the top of a 393-pt @3x canvas with a 60 × 60 `person.crop.circle.badge.plus`
    /// 20 pt from its leading edge, centred on it, stored 62.67 wide at (17.33, 20.67).
    static func ownSize(toolsVersion: Int) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                <rect key="frame" x="0.0" y="100" width="393" height="100"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="person.crop.circle.badge.plus" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="who">
                        <rect key="frame" x="17.333333333333332" y="20.666666666666668" width="62.666666666666664" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="w1"/>
                            <constraint firstAttribute="height" constant="60" id="w2"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="who" firstAttribute="leading" secondItem="strip" secondAttribute="leading" constant="20" id="w3"/>
                    <constraint firstItem="who" firstAttribute="centerY" secondItem="strip" secondAttribute="centerY" id="w4"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s1"/>
            <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
            <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="s3"/>
            <constraint firstItem="strip" firstAttribute="height" constant="100" id="s4"/>
            """, device: "retina6_12", toolsVersion: toolsVersion, size: (393, 852), resources: """
            <image name="person.crop.circle.badge.plus" catalog="system" width="128" height="114"/>
            """)
    }

    /// A 300 × 40 filling horizontal stack (spacing 8) at (20, 100): first a 1:1 `person.crop.circle.fill.badge.xmark`
    /// image view, stored 42.67 × 40 at (−2.67, 0.67), then a label stored at 48 (toolsVersion 22155).
    static let stacked = storyboard("""
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="20" y="100" width="300" height="40"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="253" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="face">
                    <rect key="frame" x="-2.6666666666666665" y="0.66666666666666663" width="42.666666666666664" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="face" secondAttribute="height" multiplier="1:1" id="a1"/>
                    </constraints>
                    <imageReference key="image" image="person.crop.circle.fill.badge.xmark" catalog="system" symbolScale="medium"/>
                </imageView>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="48" y="0.0" width="252" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="a2"/>
            </constraints>
        </stackView>
        """, constraints: """
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r1"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r2"/>
        <constraint firstItem="row" firstAttribute="width" constant="300" id="r3"/>
        """, device: "retina6_12", toolsVersion: 22155, size: (393, 852), resources: """
        <image name="person.crop.circle.fill.badge.xmark" catalog="system" width="128" height="114"/>
        """)

    @Test("Xcode 15.0 (22155): a 60 × 60 badged person, stored 62.67 wide, hangs 2.67 pt left and 0.75 pt low")
    func ownSizeInXcode15() throws {
        // Rectangle: x = 20, y = (100 − 60) / 2 = 20, 60 × 60. Width total 2.67, all on the left: 17.33 … 80. Lowered
        // 0.75: 20.75 … 80.75, on the 3x grid (half up) 20.67: frame (17.33, 20.67, 62.67, 60). The centred split
        // would give (18.67, 20).
        let laid = try LaidOut(Self.ownSize(toolsVersion: 22155))
        let who = try #require(laid.frame("who"))
        #expect(abs(who.minX - 17.33) < 0.02 && abs(who.minY - 20.67) < 0.02)
        #expect(abs(who.width - 62.67) < 0.02 && abs(who.height - 60) < 0.02)
    }

    @Test("Xcode 15.3 plug-in (22684): the same symbol is moved the same way")
    func ownSizeInXcode153() throws {
        let laid = try LaidOut(Self.ownSize(toolsVersion: 22684))
        let who = try #require(laid.frame("who"))
        #expect(abs(who.minX - 17.33) < 0.02 && abs(who.minY - 20.67) < 0.02)
    }

    @Test("Xcode 15.0: a 1:1 badged person filling a 40-pt stack row is 40 wide on the left of its frame")
    func aspectInStack() throws {
        // Rectangle: 40 tall (the row), 40 wide (1:1), x = 0. Stored 42.67 wide: 2.67 on the left, frame −2.67 … 40;
        // lowered 0.75 on the grid, 0.67. The label after it starts 8 pt after the rectangle: 48. Without the rule the
        // 42.67-pt image is the rectangle and the label starts at 50.67.
        let laid = try LaidOut(Self.stacked)
        let face = try #require(laid.frame("face"))
        let name = try #require(laid.frame("name"))
        #expect(abs(face.minX + 2.67) < 0.02 && abs(face.minY - 0.67) < 0.02)
        #expect(abs(face.width - 42.67) < 0.02 && abs(face.height - 40) < 0.02)
        #expect(abs(name.minX - 48) < 0.02)
    }

    @Test("Xcode 16.1 (23504, outside the gate): the centred split")
    func centredElsewhere() throws {
        // Unmeasured version: 1.33 on each side, not lowered: (18.67, 20).
        let laid = try LaidOut(Self.ownSize(toolsVersion: 23504))
        let who = try #require(laid.frame("who"))
        #expect(abs(who.minX - 18.67) < 0.02 && abs(who.minY - 20) < 0.02)
    }
}
