import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 to 16 collapse a large title's row over a root whose first subview is a table WITH cells; over a table
/// without cells the root lies below the whole bar (IBLargeTitleBars.hasCells). Hand-written after Pursuit's
/// TopStories (Xcode 11.2: a table with a cell at 44 + 44), brendoncrowe's Podcasts (Xcode 14.2: a table without
/// cells at 59 + 96) and Scheduler (Xcode 14.2: a table with a cell, collapsed); a table header view counts as cells do
/// (OG-Chat, an Xcode 15.3 build: a header and no cells, collapsed at 20 + 44).
@Suite("Interface Builder large titles over tables with and without cells")
struct LargeTitleCellsTests {
    /// A navigation controller whose large-title bar is stored at y = `y`, 96 tall, `width` wide.
    func navigation(y: Double, width: Double) -> String {
        """
        <scene sceneID="Ltc-nv-Sc1"><objects>
          <navigationController id="Ltc-nv-Ctl" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="Ltc-nv-Bar">
              <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="96"/>
              <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="Ltc-nv-Seg"/></connections>
          </navigationController>
        </objects></scene>
        """
    }

    /// A table (`feed`) filling the root below the safe area's top, with one prototype cell when `cell` is true and
    /// a 127-pt header view when `header` is.
    func table(width: Double, cell: Bool, header: Bool = false) -> String {
        let headerView = """
            <view key="tableHeaderView" contentMode="scaleToFill" id="Ltc-hd-Vie">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="127"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """
        return """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="feed">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
        \(header ? headerView : "")
        \(cell ? prototypeCell(id: "Ltc-tc-Cel", width: width, height: 170) : "")
        </tableView>
        """
    }

    let pins = """
        <constraint firstItem="feed" firstAttribute="top" secondItem="safe" secondAttribute="top" id="Ltc-c1-Top"/>
        <constraint firstItem="feed" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Ltc-c2-Lea"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="feed" secondAttribute="trailing" id="Ltc-c3-Tra"/>
        <constraint firstAttribute="bottom" secondItem="feed" secondAttribute="bottom" id="Ltc-c4-Bot"/>
        """

    @Test("Xcode 11.2 collapses the row over a table with a cell: 44 + 44 = 88 on 414 × 896, 808 tall")
    func xcode112WithCell() throws {
        let laid = try LaidOut(storyboard(table(width: 414, cell: true), constraints: pins, device: "retina6_1",
                                          toolsVersion: 15505, size: (414, 896),
                                          extraScenes: navigation(y: 44, width: 414)))
        #expect(laid.frame("feed") == Rect(x: 0, y: 88, width: 414, height: 808))
    }

    @Test("Xcode 14.2, a table without cells: below the whole stored bar, 59 + 96 = 155 on 393 × 852, 697 tall")
    func xcode142WithoutCells() throws {
        let laid = try LaidOut(storyboard(table(width: 393, cell: false), constraints: pins, device: "retina6_12",
                                          toolsVersion: 21507, size: (393, 852),
                                          extraScenes: navigation(y: 59, width: 393)))
        #expect(laid.frame("feed") == Rect(x: 0, y: 155, width: 393, height: 697))
    }

    @Test("Xcode 14.2, the same table with a cell: the standard bar alone, 59 + 44 = 103")
    func xcode142WithCell() throws {
        let laid = try LaidOut(storyboard(table(width: 393, cell: true), constraints: pins, device: "retina6_12",
                                          toolsVersion: 21507, size: (393, 852),
                                          extraScenes: navigation(y: 59, width: 393)))
        #expect(laid.frame("feed")?.minY == 103)
    }

    @Test("Xcode 15.3, a table with a header view and no cells: collapsed, 20 + 44 = 64 on 375 × 667, 603 tall")
    func xcode153HeaderOnly() throws {
        let laid = try LaidOut(storyboard(table(width: 375, cell: false, header: true), constraints: pins,
                                          device: "retina4_7", toolsVersion: 22685, size: (375, 667),
                                          extraScenes: navigation(y: 20, width: 375)))
        #expect(laid.frame("feed") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// An Xcode 13.2 storyboard on 414 × 896 under a large-title bar stored at y = 44 whose root's first subview is a
    /// vertical stack (`column`) pinned to the safe area's top and sides and the view's bottom, holding only the table
    /// above (after KrishnaJukuru's UpcomingEvents).
    func stacked(cell: Bool) throws -> LaidOut {
        let column = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="414" height="600"/>
                <subviews>
            \(table(width: 414, cell: cell))
                </subviews>
            </stackView>
            """
        return try LaidOut(storyboard(column, constraints: pins.replacingOccurrences(of: "\"feed\"", with: "\"column\""),
                                      device: "retina6_1", toolsVersion: 20037, size: (414, 896),
                                      extraScenes: navigation(y: 44, width: 414)))
    }

    @Test("Xcode 13.2, a first-subview stack whose first arranged view is a table with a cell: collapsed, 44 + 44 = 88, 808 tall")
    func xcode132StackedTableWithCell() throws {
        let laid = try stacked(cell: true)
        #expect(laid.frame("column") == Rect(x: 0, y: 88, width: 414, height: 808))
        #expect(laid.frame("feed") == Rect(x: 0, y: 0, width: 414, height: 808))
    }

    @Test("Xcode 13.2, the same stack around a table without cells: below the whole bar, 44 + 96 = 140, 756 tall")
    func xcode132StackedTableWithoutCells() throws {
        #expect(try stacked(cell: false).frame("column") == Rect(x: 0, y: 140, width: 414, height: 756))
    }
}
