import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Star symbols are stored 0.5 pt above the centre of the alignment rectangle their constraints give them
/// (IBSymbolGlyphOffsets; five documents of three projects: 24 × 24 `star.fill` views in 30-pt bars stored 23.67
/// tall at y = 2.67, a 24.33-pt `star.fill` pinned at y = −2 stored at −2.33, 15-pt `star` views pinned in a 15-pt
/// row stored at y = −0.5; a 16-pt `flame` pinned 16 pt above a card's bottom stored at 231.67, not 232.17), and the
/// trash can 0.75 pt above (two Xcode 13 documents of two projects: a 20-pt rectangle stored 20.5 tall at y = −1).
@Suite("Interface Builder: symbols drawn off their line box's centre")
struct SymbolGlyphOffsetTests {
    /// A 30-pt bar at y = 100 with a 24 × 24 `star.fill` centred on it 8 pt from its trailing edge (stored 24 tall at
    /// y = 2.5), a 24 × 24 `bookmark` 8 pt from its leading edge (stored at y = 3) and a 20 × 20 `flame` 40 pt from it (stored
    /// at y = 4.5); a 15-pt row at y = 200 with a 15-pt
    /// `star` and a 15-pt `star.leadinghalf.fill` pinned to its top and bottom (stored at y = −0.5 and 0).
    static let document = storyboard("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="100" width="375" height="30"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                    <rect key="frame" x="343" y="2.5" width="24" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="24" id="s1"/>
                        <constraint firstAttribute="height" constant="24" id="s2"/>
                    </constraints>
                </imageView>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="bookmark" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="like">
                    <rect key="frame" x="8" y="3" width="24" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="24" id="s3"/>
                        <constraint firstAttribute="height" constant="24" id="s4"/>
                    </constraints>
                </imageView>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="flame" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="fire">
                    <rect key="frame" x="40" y="4.5" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="s5"/>
                        <constraint firstAttribute="height" constant="20" id="s6"/>
                    </constraints>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="rating" secondAttribute="trailing" constant="8" id="b1"/>
                <constraint firstItem="rating" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="b2"/>
                <constraint firstItem="like" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="8" id="b3"/>
                <constraint firstItem="like" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="b4"/>
                <constraint firstItem="fire" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="40" id="b5"/>
                <constraint firstItem="fire" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="b6"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="16" y="200" width="100" height="15"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                    <rect key="frame" x="0.0" y="-0.5" width="15" height="15"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="15" id="r1"/>
                    </constraints>
                </imageView>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="star.leadinghalf.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="half">
                    <rect key="frame" x="16" y="0.0" width="15" height="15"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="15" id="r2"/>
                    </constraints>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="first" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="w1"/>
                <constraint firstItem="first" firstAttribute="top" secondItem="row" secondAttribute="top" id="w2"/>
                <constraint firstAttribute="bottom" secondItem="first" secondAttribute="bottom" id="w3"/>
                <constraint firstItem="half" firstAttribute="leading" secondItem="first" secondAttribute="trailing" constant="1" id="w4"/>
                <constraint firstItem="half" firstAttribute="top" secondItem="row" secondAttribute="top" id="w5"/>
                <constraint firstAttribute="bottom" secondItem="half" secondAttribute="bottom" id="w6"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="bar" firstAttribute="height" constant="30" id="c4"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c6"/>
        <constraint firstItem="row" firstAttribute="width" constant="100" id="c7"/>
        <constraint firstItem="row" firstAttribute="height" constant="15" id="c8"/>
        """, toolsVersion: 21225, resources: """
        <image name="flame" catalog="system" width="106" height="128"/>
        <image name="bookmark" catalog="system" width="96" height="128"/>
        <image name="star" catalog="system" width="128" height="116"/>
        <image name="star.fill" catalog="system" width="128" height="116"/>
        <image name="star.leadinghalf.fill" catalog="system" width="128" height="116"/>
        """)

    /// A 30-pt shelf at y = 300 with a 19.5 × 20 `trash` centred on it 8 pt from its leading edge, stored 20.5 tall at
    /// y = 4, and a 19.5 × 20 `trash.fill` 40 pt from it, stored 20.5 tall at y = 4 too (Xcode 13.1).
    static let trashDocument = trashShelf(toolsVersion: 19162)

    static func trashShelf(toolsVersion: Int) -> String { storyboard("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shelf">
            <rect key="frame" x="0.0" y="300" width="375" height="30"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="trash" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="bin">
                    <rect key="frame" x="8" y="4" width="19.5" height="20.5"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="19.5" id="t1"/>
                        <constraint firstAttribute="height" constant="20" id="t2"/>
                    </constraints>
                </imageView>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="trash.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="full">
                    <rect key="frame" x="40" y="4" width="19.5" height="20.5"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="19.5" id="t3"/>
                        <constraint firstAttribute="height" constant="20" id="t4"/>
                    </constraints>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="bin" firstAttribute="leading" secondItem="shelf" secondAttribute="leading" constant="8" id="k1"/>
                <constraint firstItem="bin" firstAttribute="centerY" secondItem="shelf" secondAttribute="centerY" id="k2"/>
                <constraint firstItem="full" firstAttribute="leading" secondItem="shelf" secondAttribute="leading" constant="40" id="k3"/>
                <constraint firstItem="full" firstAttribute="centerY" secondItem="shelf" secondAttribute="centerY" id="k4"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="shelf" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c1"/>
        <constraint firstItem="shelf" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="shelf" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="shelf" firstAttribute="height" constant="30" id="c4"/>
        """, toolsVersion: toolsVersion, resources: """
        <image name="trash" catalog="system" width="121" height="128"/>
        <image name="trash.fill" catalog="system" width="121" height="128"/>
        """) }

    @Test("a 19.5 × 20 trash and trash.fill centred on a 30-pt shelf (Xcode 13.1): both images 0.75 pt above the rectangle's centre")
    func centredTrash() throws {
        // Rectangle: x = 8, y = (30 − 20) / 2 = 5, 19.5 × 20, centre 15. Stored 20.5 tall: an inset total of 0.5, split
        // 0.25 at each edge, puts the image at 4.75…25.25; the trash can is stored 0.75 higher, 4…24.5:
        // frame (8, 4, 19.5, 20.5). trash.fill (raised in Xcode 11.4 to 13) the same at x = 40: (40, 4, 19.5, 20.5).
        let laid = try LaidOut(Self.trashDocument)
        let bin = try #require(laid.frame("bin"))
        #expect(abs(bin.minX - 8) < 0.01 && abs(bin.minY - 4) < 0.01)
        #expect(abs(bin.width - 19.5) < 0.01 && abs(bin.height - 20.5) < 0.01)
        let full = try #require(laid.frame("full"))
        #expect(abs(full.minX - 40) < 0.01 && abs(full.minY - 4) < 0.01)
        #expect(abs(full.height - 20.5) < 0.01)
    }

    @Test("Xcode 14.1 keeps trash.fill's centred split (y = 4.75, a pixel either way); trash is still raised to 4")
    func trashFillOutsideItsVersions() throws {
        let laid = try LaidOut(Self.trashShelf(toolsVersion: 21225))
        let full = try #require(laid.frame("full"))
        #expect(abs(full.minY - 4.75) <= 0.25)
        let bin = try #require(laid.frame("bin"))
        #expect(abs(bin.minY - 4) < 0.01)
    }

    @Test("a 24 × 24 star.fill centred on a 30-pt bar: its image 0.5 pt above the rectangle's centre")
    func centredStar() throws {
        // Rectangle: x = 375 − 8 − 24 = 343, y = (30 − 24) / 2 = 3, 24 × 24, centre 15. The stored height equals the
        // constant (no inset total), so the centred split gives the rectangle itself, y = 3; the star's image is
        // stored with its centre at 14.5: frame (343, 2.5, 24, 24). The bookmark beside it (not in the table) keeps y = 3.
        let laid = try LaidOut(Self.document)
        let rating = try #require(laid.frame("rating"))
        #expect(abs(rating.minX - 343) < 0.01 && abs(rating.minY - 2.5) < 0.01)
        #expect(abs(rating.height - 24) < 0.01)
        let like = try #require(laid.frame("like"))
        #expect(abs(like.minY - 3) < 0.01 && abs(like.height - 24) < 0.01)
    }

    @Test("a 20 × 20 flame centred on a 30-pt bar: its image 0.5 pt above the rectangle's centre, as the star's")
    func centredFlame() throws {
        // Rectangle: x = 40, y = (30 − 20) / 2 = 5, 20 × 20, centre 15. Stored height = constant, so the
        // centred split is the rectangle itself, y = 5; the flame's image is stored 0.5 higher: (40, 4.5, 20, 20).
        let laid = try LaidOut(Self.document)
        let fire = try #require(laid.frame("fire"))
        #expect(abs(fire.minX - 40) < 0.01 && abs(fire.minY - 4.5) < 0.01)
        #expect(abs(fire.height - 20) < 0.01)
    }

    @Test("a 15-pt star pinned to a 15-pt row's top and bottom: stored at y = −0.5; the half star stays at 0")
    func pinnedStar() throws {
        // Rectangle 0…15 (both edges pinned to the 15-pt row), stored 15 tall: the centred split puts the image at
        // y = 0; the star's is 0.5 pt higher, (0, −0.5, 15, 15). star.leadinghalf.fill is not in the table: (16, 0).
        let laid = try LaidOut(Self.document)
        let first = try #require(laid.frame("first"))
        #expect(abs(first.minY + 0.5) < 0.01 && abs(first.height - 15) < 0.01)
        let half = try #require(laid.frame("half"))
        #expect(abs(half.minX - 16) < 0.01 && abs(half.minY) < 0.01)
    }
}
