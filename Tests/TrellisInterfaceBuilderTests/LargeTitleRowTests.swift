import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A large-title navigation bar counts whole (the standard bar and its title row) except over a controller whose first
/// subview is a table in Xcode 12 to 16; the phones of Xcode 15 and 16 have a 60.33-pt row (58.67 on the 430-pt
/// canvas); a pushed controller inherits a `never` display mode; Xcode 16.2 and later keep the device's insets, once,
/// for a controller presented full screen (IBLargeTitleBars, IBSceneCatalog.inheritThroughPushes, IBXcode162FullScreen).
/// Expected frames are worked out by hand.
@Suite("Interface Builder: large-title rows, inherited display modes and Xcode 16.2 full-screen presentations")
struct LargeTitleRowTests {
    /// A navigation controller showing the helper's controller, its large-title bar stored at `y`, `height` tall.
    func navigation(y: Double, width: Double, height: Double) -> String {
        """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb">
              <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """
    }

    /// A search bar (`top`), 56 tall, pinned to the safe area's top, the root's first subview.
    func searchBar(width: Double) -> (String, String) {
        ("""
        <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="top">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="56"/>
            <textInputTraits key="textInputTraits"/>
        </searchBar>
        """,
         """
         <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
         <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
         <constraint firstItem="safe" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c3"/>
         """)
    }

    /// A table (`top`) pinned to the safe area's top and the root's bottom, the root's first subview, with a prototype
    /// cell unless `cells` is false.
    func table(width: Double, cells: Bool = true) -> (String, String) {
        ("""
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="top">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
        \(cells ? prototypeCell(width: width) : "")</tableView>
        """,
         """
         <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
         <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
         <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c3"/>
         <constraint firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c4"/>
         """)
    }

    @Test("Xcode 13.0 counts a stored 96-pt bar whole over a first subview that is not a table: 44 + 96 = 140")
    func xcode13Whole() throws {
        // erouska's Error.storyboard (18122, 414 × 896): a scroll view pinned to the safe area's top at y = 140.
        let (subviews, constraints) = searchBar(width: 414)
        let laid = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_1", toolsVersion: 18122,
                                          size: (414, 896), extraScenes: navigation(y: 44, width: 414, height: 96)))
        #expect(laid.frame("top")?.minY == 140)
    }

    @Test("the phones of Xcode 15 and 16 count their 60.33-pt row, whatever height an earlier save stored",
          arguments: [(22155, 96.0), (23504, 104.33333333333334), (23094, 104.33333333333334)])
    func xcode15Row(toolsVersion: Int, stored: Double) throws {
        // Two bootcamp projects on 393 × 852: a search bar pinned to the safe area's top at 59 + 44 + 181 / 3 = 163.33.
        let (subviews, constraints) = searchBar(width: 393)
        let laid = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_12", toolsVersion: toolsVersion,
                                          size: (393, 852), extraScenes: navigation(y: 59, width: 393, height: stored)))
        let y = try #require(laid.frame("top")?.minY)
        #expect(abs(y - (59 + 44 + 181.0 / 3)) < 1e-9)
    }

    @Test("Xcode 14.3.1: an untitled navigation root keeps the 52-pt row, 59 + 96 = 155; a titled one takes the taller row, 163.33")
    func untitledKeepsShortRow() throws {
        // IBLargeTitleBars.keepsShortRow (yogin-suttroogun's iOS-Academy, 21701 on 393 × 852, bar stored 96 tall).
        let (subviews, constraints) = searchBar(width: 393)
        for (item, expected) in [(#"<navigationItem key="navigationItem" id="ni"/>"#, 59 + 96.0),
                                 (#"<navigationItem key="navigationItem" title="Home" id="ni"/>"#, 59 + 44 + 181.0 / 3)] {
            let laid = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_12", toolsVersion: 21701,
                                              size: (393, 852), controller: item, extraScenes: navigation(y: 59, width: 393, height: 96)))
            let y = try #require(laid.frame("top")?.minY)
            #expect(abs(y - expected) < 1e-9)
        }
    }

    @Test("on the 430-pt canvas the row is 58.67: a bar stored 102.67 tall, content at 59 + 102.67")
    func xcode15WideRow() throws {
        let (subviews, constraints) = searchBar(width: 430)
        // Under a bar stored 96 the taller row counts up to Xcode 15.0; from Xcode 15.3 a stored 96 counts as stored
        // (IBLargeTitleBars.storedBarCountsToolsVersion, LargeTitleStoredBarTests).
        for (toolsVersion, stored) in [(22685, 102.66666666666666), (22155, 96)] {
            let laid = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_72", toolsVersion: toolsVersion,
                                              size: (430, 932), extraScenes: navigation(y: 59, width: 430, height: stored)))
            let y = try #require(laid.frame("top")?.minY)
            #expect(abs(y - (59 + 44 + 176.0 / 3)) < 1e-9)
        }
    }

    @Test("Xcode 11 to 16: over a first subview that is a table with cells, the standard bar alone (59 + 44 on 393 × 852)",
          arguments: [15505, 18122, 22155, 23504])
    func tableCollapsesTheRow(toolsVersion: Int) throws {
        let (subviews, constraints) = table(width: 393)
        let laid = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_12", toolsVersion: toolsVersion,
                                          size: (393, 852), extraScenes: navigation(y: 59, width: 393, height: 96)))
        #expect(laid.frame("top")?.minY == 103)
        // Xcode 10 counts the bar whole over a table with cells: 59 + 96.
        let xcode10 = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_12", toolsVersion: 14490,
                                             size: (393, 852), extraScenes: navigation(y: 59, width: 393, height: 96)))
        #expect(xcode10.frame("top")?.minY == 155)
    }

    @Test("a controller pushed from a `never` item keeps the standard bar: 2 × 47 + 44 = 138 (Xcode 16.2, 390 × 844)")
    func pushedFromNever() throws {
        // The root (large title) pushes `detail` (never), which pushes `photo` (automatic); each holds a box pinned to
        // its safe area's top. Root: 2 × 47 + 96 under the bar stored 96 (from Xcode 15.3 a stored 96 counts as stored:
        // IBLargeTitleBars.storedBarCountsToolsVersion; an Xcode 16.3 layout on 393 × 852 stores such content at
        // 2 × 59 + 96 = 214); detail and photo: 2 × 47 + 44 = 138.
        func pushed(_ id: String, mode: String, push: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
              <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)">
                      <rect key="frame" x="0.0" y="0.0" width="390" height="30"/>
                      <constraints><constraint firstAttribute="height" constant="30" id="h-\(id)"/></constraints>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                  <constraints>
                    <constraint firstItem="box-\(id)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" id="t-\(id)"/>
                    <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="l-\(id)"/>
                    <constraint firstAttribute="trailing" secondItem="box-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                  </constraints>
                </view>
                <navigationItem key="navigationItem" \(mode) id="n-\(id)"/>
                <connections>\(push)</connections>
              </viewController>
            </objects></scene>
            """
        }
        let (subviews, constraints) = searchBar(width: 390)
        let root = #"<connections><segue destination="detail" kind="show" id="p1"/></connections>"#
        let scenes = navigation(y: 94, width: 390, height: 96)
            + pushed("detail", mode: #"largeTitleDisplayMode="never""#, push: #"<segue destination="photo" kind="show" id="p2"/>"#)
            + pushed("photo", mode: "", push: "")
        let laid = try LaidOut(storyboard(subviews, constraints: constraints, device: "retina6_0", toolsVersion: 23727,
                                          size: (390, 844), controller: root, extraScenes: scenes))
        let rootY = try #require(laid.frame(inAnyScene: "top")?.minY)
        #expect(rootY == 2 * 47 + 96)
        #expect(laid.frame(inAnyScene: "box-detail")?.minY == 138)
        #expect(laid.frame(inAnyScene: "box-photo")?.minY == 138)
    }

    @Test("from Xcode 16.2 a full-screen presentation keeps the device's insets once", arguments: [23727, 24128])
    func xcode162FullScreen(toolsVersion: Int) throws {
        // 414 × 896 (48 / 34): the initial controller has them twice (IBRootPlacement.canvasInsets): box at
        // 96 + 20 = 116, bar at 896 − 68 − 25 − 31 = 772. The two presented full screen have them once: box at
        // 48 + 20 = 68, bar at 896 − 34 − 25 − 31 = 806.
        let laidOut = try LaidOut(FullScreenPresentationVersionTests.document(toolsVersion: toolsVersion))
        #expect(laidOut.frame(inAnyScene: "top-main") == Rect(x: 20, y: 116, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-main") == Rect(x: 0, y: 772, width: 414, height: 31))
        for id in ["bySegue", "own"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 20, y: 68, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 806, width: 414, height: 31))
        }
    }
}
