import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Heart symbols are stored 0.36 to 0.5 pt below the centre of their alignment rectangle, at their intrinsic height
/// as at a height the constraints set (IBSymbolGlyphOffsets; five projects: Xcode 12.4 `heart.fill` views at their
/// intrinsic 17.33-pt height stored at y = 2 where the line-box split gives 1.47, an Xcode 16 20 × 30 `heart.fill`
/// stored at 2 where it gives 1.5, Xcode 14.2 25 × 25 `heart.fill` views stored at 1.5 where it gives 1.25).
@Suite("Interface Builder: the heart symbol drawn below its line box's centre")
struct SymbolHeartOffsetTests {
    /// An iPhone 12 canvas (390 × 844 @3x, Xcode 12.4): a `heart.fill` at its intrinsic size with its top pinned 100 pt
    /// below the root's (stored 20.67 × 17.33 at y = 102), a 20 × 30 `heart.fill` pinned at 200 (stored 27 tall at 202)
    /// and, as a control, a `star.fill` at its intrinsic size pinned at 300 (stored 16.33 tall at 302).
    static let document = storyboard("""
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="heart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="liked">
            <rect key="frame" x="20" y="102" width="20.666666666666686" height="17.333333333333336"/>
        </imageView>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="heart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
            <rect key="frame" x="20" y="202" width="20" height="27"/>
            <constraints>
                <constraint firstAttribute="width" constant="20" id="h1"/>
                <constraint firstAttribute="height" constant="30" id="h2"/>
            </constraints>
        </imageView>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="starred">
            <rect key="frame" x="20" y="302" width="18.333333333333332" height="16.333333333333332"/>
        </imageView>
        """, constraints: """
        <constraint firstItem="liked" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="liked" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
        <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
        <constraint firstItem="starred" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c5"/>
        <constraint firstItem="starred" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
        """, device: "retina6_0", toolsVersion: 17701, size: (390, 844), resources: """
        <image name="heart.fill" catalog="system" width="128" height="109"/>
        <image name="star.fill" catalog="system" width="128" height="116"/>
        """)

    /// An iPhone 11 canvas (414 × 896 @2x, Xcode 14.2): a 25 × 25 `heart.fill` pinned 300 pt below the root's top,
    /// stored 22.5 tall at y = 301.5.
    static let twoTimes = storyboard("""
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="heart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="capped">
            <rect key="frame" x="20" y="301.5" width="25" height="22.5"/>
            <constraints>
                <constraint firstAttribute="width" constant="25" id="h3"/>
                <constraint firstAttribute="height" constant="25" id="h4"/>
            </constraints>
        </imageView>
        """, constraints: """
        <constraint firstItem="capped" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c7"/>
        <constraint firstItem="capped" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c8"/>
        """, device: "retina6_1", toolsVersion: 21507, size: (414, 896), resources: """
        <image name="heart.fill" catalog="system" width="128" height="109"/>
        """)

    @Test("a heart.fill at its intrinsic height: its image 0.43 pt below the line-box split")
    func intrinsicHeart() throws {
        // Line box of the default 17-pt symbol: 1.193 × 17 = 20.28 from the pinned top, 100. The stored image is
        // 17.33 tall: the split puts it (17.33 − 20.28) / 2 = −1.47 inside, at 101.47 (101.33 on the 3x grid); the
        // heart's 0.43 moves it to 101.90, 102 on the grid, as stored.
        let laid = try LaidOut(Self.document)
        let liked = try #require(laid.frame("liked"))
        #expect(abs(liked.minY - 102) < 0.01 && abs(liked.height - 17.333) < 0.01)
    }

    @Test("a 20 × 30 heart.fill: its 27-pt image 0.43 pt below the rectangle's centre; a star at its intrinsic height stays")
    func sizedHeart() throws {
        // Rectangle 200…230 (top pinned, height 30); the stored image is 27 tall, 1.5 in at each edge by the split:
        // y = 201.5 (201.67 on the 3x grid, half a pixel rounded up); lowered by 0.43, 201.93 → 202, as stored.
        let laid = try LaidOut(Self.document)
        let sized = try #require(laid.frame("sized"))
        #expect(abs(sized.minY - 202) < 0.01 && abs(sized.height - 27) < 0.01)
        // The star's raise is measured only where the constraints set its height: at its intrinsic height the split
        // stands, (16.33 − 20.28) / 2 = −1.97 → 301.97, 302 on the grid.
        let starred = try #require(laid.frame("starred"))
        #expect(abs(starred.minY - 302) < 0.01)
    }

    @Test("a 25 × 25 heart.fill on a 2x canvas: lowered by less than half a point, it stays on its half point")
    func twoTimesHeart() throws {
        // Rectangle 300…325; the stored image is 22.5 tall, 1.25 in at each edge: 301.25, lowered 301.68, which the
        // 2x grid puts at 301.5 as stored (a lowering of 0.5 would give 301.75, rounded up to 302).
        let laid = try LaidOut(Self.twoTimes)
        let capped = try #require(laid.frame("capped"))
        #expect(abs(capped.minY - 301.5) < 0.01 && abs(capped.height - 22.5) < 0.01)
    }
}
