import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The filled flame is stored 0.75 pt above the centre of the rectangle its constraints give it in Xcode 11.4 to 11.7
/// documents (IBSymbolGlyphOffsets.raisedToolsVersions; two documents of two projects: a 10-pt `flame.fill` at the
/// top of a stack row stored 10.5 tall at y = −1, and a 20-pt-wide one pinned to the top and bottom of a 20-pt strip
/// stored 20.5 tall at y = −1, where the centred split gives −0.25). Other versions keep the centred split.
@Suite("Interface Builder: the filled flame raised in Xcode 11.4 to 11.7")
struct SymbolFlameFillRaiseTests {
    /// A 30-pt strip at y = 50 with a 20 × 20 `flame.fill` centred on it 12 pt from its leading edge, stored 20.5 tall
    /// at y = 4 (the document's toolsVersion given).
    static func document(toolsVersion: Int) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                <rect key="frame" x="0.0" y="50" width="375" height="30"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="flame.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="hot">
                        <rect key="frame" x="12" y="4" width="20" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="f1"/>
                            <constraint firstAttribute="height" constant="20" id="f2"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="hot" firstAttribute="leading" secondItem="strip" secondAttribute="leading" constant="12" id="g1"/>
                    <constraint firstItem="hot" firstAttribute="centerY" secondItem="strip" secondAttribute="centerY" id="g2"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c1"/>
            <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="strip" firstAttribute="height" constant="30" id="c4"/>
            """, toolsVersion: toolsVersion, resources: """
            <image name="flame.fill" catalog="system" width="106" height="128"/>
            """)
    }

    @Test("Xcode 11.4 (16097): a 20 × 20 flame.fill centred on a 30-pt strip, stored 20.5 tall, sits 0.75 pt high")
    func raisedInXcode114() throws {
        // Rectangle: x = 12, y = (30 − 20) / 2 = 5, 20 × 20, centre 15. Stored 20.5 tall: an inset total of 0.5, split
        // 0.25 at each edge, puts the image at 4.75…25.25; raised 0.75, 4…24.5: frame (12, 4, 20, 20.5).
        let laid = try LaidOut(Self.document(toolsVersion: 16097))
        let hot = try #require(laid.frame("hot"))
        #expect(abs(hot.minX - 12) < 0.01 && abs(hot.minY - 4) < 0.01)
        #expect(abs(hot.width - 20) < 0.01 && abs(hot.height - 20.5) < 0.01)
    }

    /// A 20-pt strip at y = 80 holding a 20-pt-wide `flame.fill` pinned to its top and bottom (no height constraint
    /// of its own: the pins give the rectangle its height), 190 pt from its leading edge, stored 20.5 tall at y = −1.
    static func pinnedDocument(toolsVersion: Int) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="0.0" y="80" width="375" height="20"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="flame.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="kcal">
                        <rect key="frame" x="190" y="-1" width="20" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="k1"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="kcal" firstAttribute="leading" secondItem="band" secondAttribute="leading" constant="190" id="k2"/>
                    <constraint firstItem="kcal" firstAttribute="top" secondItem="band" secondAttribute="top" id="k3"/>
                    <constraint firstAttribute="bottom" secondItem="kcal" secondAttribute="bottom" id="k4"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="band" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="d1"/>
            <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d2"/>
            <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="d3"/>
            <constraint firstItem="band" firstAttribute="height" constant="20" id="d4"/>
            """, toolsVersion: toolsVersion, resources: """
            <image name="flame.fill" catalog="system" width="109" height="128"/>
            """)
    }

    @Test("Xcode 11.5 (16097): a flame.fill pinned to the top and bottom of a 20-pt strip, stored 20.5 tall, sits 0.75 pt high")
    func pinnedRaisedInXcode115() throws {
        // Rectangle: the pins give y = 0 to 20 (centre 10), x = 190, width 20. Stored 20.5 tall: an inset total of 0.5,
        // split 0.25 at each edge, puts the image at −0.25…20.25; raised 0.75, −1…19.5: frame (190, −1, 20, 20.5).
        let laid = try LaidOut(Self.pinnedDocument(toolsVersion: 16097))
        let kcal = try #require(laid.frame("kcal"))
        #expect(abs(kcal.minX - 190) < 0.01 && abs(kcal.minY + 1) < 0.01)
        #expect(abs(kcal.width - 20) < 0.01 && abs(kcal.height - 20.5) < 0.01)
    }

    @Test("Xcode 12.4 (17701, outside the gate): the pinned flame.fill keeps the centred split")
    func pinnedCentredElsewhere() throws {
        // Unmeasured version: the centred split, −0.25…20.25 (y = −0.25, a pixel either way on the 2x grid).
        let laid = try LaidOut(Self.pinnedDocument(toolsVersion: 17701))
        let kcal = try #require(laid.frame("kcal"))
        #expect(abs(kcal.minY + 0.25) <= 0.25)
    }

    @Test("Xcode 12.4 (17701, outside the gate): the same flame.fill keeps the centred split")
    func centredElsewhere() throws {
        // Unmeasured version: the centred split, 4.75…25.25 (y = 4.75, a pixel either way on the 2x grid).
        let laid = try LaidOut(Self.document(toolsVersion: 17701))
        let hot = try #require(laid.frame("hot"))
        #expect(abs(hot.minY - 4.75) <= 0.25)
    }
}
