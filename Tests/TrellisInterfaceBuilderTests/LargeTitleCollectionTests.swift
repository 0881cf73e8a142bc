import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 12 to 16 collapse a large-title bar's title row over a root whose first subview is a collection view, as over
/// a table (IBLargeTitleBars.collapses). Expected frames are worked out by hand.
@Suite("Interface Builder: large-title bars over a first-subview collection view")
struct LargeTitleCollectionTests {
    /// A navigation controller showing the helper's controller, its large-title bar stored at `y`, 96 tall.
    func navigation(y: Double, width: Double) -> String {
        """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb">
              <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="96"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """
    }

    /// A collection view (`grid`) pinned to the safe area on all four sides, the root's first subview.
    let grid = """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="180" height="350"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
        </collectionView>
        """
    /// `grid` with a cell (the measured layouts' collection views have cells: IBLargeTitleBars.hasCells).
    var gridWithCells: String {
        grid.replacingOccurrences(of: "</collectionViewFlowLayout>", with: """
            </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" id="item">
                            <rect key="frame" x="0.0" y="0.0" width="180" height="350"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="item-cv">
                                <rect key="frame" x="0.0" y="0.0" width="180" height="350"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </collectionViewCellContentView>
                        </collectionViewCell>
                    </cells>
            """)
    }
    let pins = """
        <constraint firstItem="grid" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="grid" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="c4"/>
        """

    @Test("Xcode 15 on 414 × 896: the collection view lies below the standard bar alone, 48 + 44 = 92, 770 tall",
          arguments: [22154, 22505, 22685])
    func xcode15Wide(toolsVersion: Int) throws {
        // 896 − 34 − 92 = 770 (not 152.5 and 709.5 under a 60.5-pt title row).
        let laid = try LaidOut(storyboard(gridWithCells, constraints: pins, device: "retina6_1", toolsVersion: toolsVersion,
                                          size: (414, 896), extraScenes: navigation(y: 48, width: 414)))
        #expect(laid.frame("grid") == Rect(x: 0, y: 92, width: 414, height: 770))
    }

    @Test("Xcode 15.0 on 393 × 852: 59 + 44 = 103, 852 − 34 − 103 = 715 tall")
    func xcode15Narrow() throws {
        let laid = try LaidOut(storyboard(gridWithCells, constraints: pins, device: "retina6_12", toolsVersion: 22155,
                                          size: (393, 852), extraScenes: navigation(y: 59, width: 393)))
        #expect(laid.frame("grid") == Rect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test("a collection view without cells does not collapse the row: 44 + 96 = 140 on 414 × 896 (Xcode 11.3)")
    func xcode11Whole() throws {
        let laid = try LaidOut(storyboard(grid, constraints: pins, device: "retina6_1", toolsVersion: 15705,
                                          size: (414, 896), extraScenes: navigation(y: 44, width: 414)))
        #expect(laid.frame("grid")?.minY == 140)
    }

    // IBLargeTitleBars.firstCollectionCollapsingToolsVersion (RB387's shop, Xcode 11.3 on 375 × 667, no status bar on
    // an Xcode 11 phone canvas): the bar stored at y = 0, the grid with cells below the whole bar at 96, 667 − 96 = 571
    // tall, where Xcode 12 on collapses the row to the standard 44 (623 tall).
    @Test("Xcode 11.3 (15702): a collection view with cells does not collapse the row either: 96, 571 tall; an Xcode 12 save does: 44")
    func xcode11WithCellsWhole() throws {
        let laid = try LaidOut(storyboard(gridWithCells, constraints: pins, toolsVersion: 15702,
                                          extraScenes: navigation(y: 0, width: 375)))
        #expect(laid.frame("grid") == Rect(x: 0, y: 96, width: 375, height: 571))
        let later = try LaidOut(storyboard(gridWithCells, constraints: pins, toolsVersion: 17701,
                                           extraScenes: navigation(y: 0, width: 375)))
        #expect(later.frame("grid") == Rect(x: 0, y: 44, width: 375, height: 623))
    }
}
