import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 collapses a large-title bar's title row over a root whose first subview is a collection view with cells, as
/// Xcode 11 to 16 do (IBXcode26LargeTitleCollapse). Expected frames are worked out by hand: on 393 × 852 Xcode 26
/// doubles the device's insets (2 × 59 = 118 at the top, 2 × 34 = 68 at the bottom) and its bars are 54 pt, 106 with
/// the large title row.
@Suite("Interface Builder: Xcode 26's large-title bar collapsed over a first-subview collection view")
struct Xcode26LargeTitleCollapseTests {
    /// A navigation controller showing the helper's controller, its large-title bar stored at (0, 118, 393, 106).
    let navigation = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb">
              <rect key="frame" x="0.0" y="118" width="393" height="106"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """

    /// A collection view (`grid`) pinned to the safe area on all four sides, the root's first subview, with one cell
    /// when `cells`.
    func grid(cells: Bool) -> String {
        let cell = """
            <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="item">
                    <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="item-cv">
                        <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </collectionViewCellContentView>
                </collectionViewCell>
            </cells>
            """
        return """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="172" width="393" height="612"/>
                <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="128" height="128"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
                \(cells ? cell : "")
            </collectionView>
            """
    }

    let pins = """
        <constraint firstItem="grid" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="grid" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="c4"/>
        """

    func laidOut(toolsVersion: Int, cells: Bool) throws -> LaidOut {
        try LaidOut(storyboard(grid(cells: cells), constraints: pins, device: "retina6_12", toolsVersion: toolsVersion,
                               size: (393, 852), extraScenes: navigation))
    }

    /// Measured: ProjectiOS's Messages (24127) and AAINA's Journal (24506) store such collection views at y = 172.
    @Test("Xcode 26 (24127, 24506), a collection view with a cell: below the standard bar, 118 + 54 = 172, 852 − 68 − 172 = 612 tall",
          arguments: [24127, 24506])
    func collapses(toolsVersion: Int) throws {
        #expect(try laidOut(toolsVersion: toolsVersion, cells: true).frame("grid") == Rect(x: 0, y: 172, width: 393, height: 612))
    }

    /// A controller the root pushes, its first subview `pushed-grid`, a collection view with a cell pinned to its safe area.
    var pushedScene: String {
        let pushedGrid = grid(cells: true).replacingOccurrences(of: "id=\"grid\"", with: "id=\"pushed-grid\"")
            .replacingOccurrences(of: "id=\"item", with: "id=\"pushed-item").replacingOccurrences(of: "id=\"flow\"", with: "id=\"pushed-flow\"")
        return """
            <scene sceneID="push-s"><objects>
              <viewController id="vc2" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root2">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <subviews>
            \(pushedGrid)
                  </subviews>
                  <constraints>
                    <constraint firstItem="pushed-grid" firstAttribute="top" secondItem="safe2" secondAttribute="top" id="p1"/>
                    <constraint firstItem="pushed-grid" firstAttribute="leading" secondItem="safe2" secondAttribute="leading" id="p2"/>
                    <constraint firstItem="safe2" firstAttribute="trailing" secondItem="pushed-grid" secondAttribute="trailing" id="p3"/>
                    <constraint firstItem="safe2" firstAttribute="bottom" secondItem="pushed-grid" secondAttribute="bottom" id="p4"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="safe2"/>
                </view>
              </viewController>
            </objects></scene>
            """
    }

    /// Measured: AAINA's Main.storyboard (24506) stores a pushed controller's collection view with a cell at y = 224.
    @Test("Xcode 26 (24506), a controller the collapsing root pushes keeps the whole bar: 118 + 106 = 224, 560 tall")
    func pushedKeepsWholeBar() throws {
        let push = "<connections><segue destination=\"vc2\" kind=\"show\" id=\"sg2\"/></connections>"
        let laid = try LaidOut(storyboard(grid(cells: true), constraints: pins, device: "retina6_12", toolsVersion: 24506,
                                          size: (393, 852), controller: push, extraScenes: navigation + pushedScene))
        #expect(laid.frame(inAnyScene: "grid") == Rect(x: 0, y: 172, width: 393, height: 612))
        #expect(laid.frame(inAnyScene: "pushed-grid") == Rect(x: 0, y: 224, width: 393, height: 560))
    }

    /// Xcode 11 to 16 collapse over the root only too (IBLargeTitleBars.collapses). Measured: Bailey-1's
    /// iOS-HealthKit-Stats (Xcode 12.1, 17156, 414 × 896) stores its root's table at 44 + 44 = 88 and the table of the
    /// controller it shows, a prototype cell first, at 44 + 96 = 140. Here on an iPhone 11 canvas (44-pt status area,
    /// 34-pt home indicator) with a 96-pt bar stored at y = 44: the root's grid at 88, 896 − 34 − 88 = 774 tall; the
    /// pushed grid at 140, 722 tall.
    @Test("Xcode 12.1 (17156), a controller the collapsing root pushes keeps the whole bar: 44 + 96 = 140, 722 tall")
    func xcode12PushedKeepsWholeBar() throws {
        let push = "<connections><segue destination=\"vc2\" kind=\"show\" id=\"sg2\"/></connections>"
        let bar = navigation.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="118" width="393" height="106"/>"#,
                                                  with: #"<rect key="frame" x="0.0" y="44" width="414" height="96"/>"#)
        let pushed = pushedScene.replacingOccurrences(of: #"width="393" height="852""#, with: #"width="414" height="896""#)
        #expect(bar != navigation && pushed != pushedScene)
        let laid = try LaidOut(storyboard(grid(cells: true), constraints: pins, device: "retina6_1", toolsVersion: 17156,
                                          size: (414, 896), controller: push, extraScenes: bar + pushed))
        #expect(laid.frame(inAnyScene: "grid") == Rect(x: 0, y: 88, width: 414, height: 774))
        #expect(laid.frame(inAnyScene: "pushed-grid") == Rect(x: 0, y: 140, width: 414, height: 722))
    }

    @Test("Xcode 26 (24506), a collection view without cells: below the whole bar, 118 + 106 = 224, 560 tall")
    func withoutCells() throws {
        #expect(try laidOut(toolsVersion: 24506, cells: false).frame("grid") == Rect(x: 0, y: 224, width: 393, height: 560))
    }
}
