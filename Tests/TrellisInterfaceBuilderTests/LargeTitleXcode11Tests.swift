import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 lays the controllers a large-title navigation bar shows out below the bar as stored, 96 pt tall, as
/// Xcode 9 and 10 do, over a table without cells; over a table with cells Xcode 11 on counts the standard 44-pt bar
/// only (IBLargeTitleBars).
@Suite("Interface Builder large titles in Xcode 11")
struct LargeTitleXcode11Tests {
    /// A navigation controller whose large-title bar is stored at y = 44, 96 tall, on the 414 × 896 canvas.
    let navigation = """
    <scene sceneID="Lt1-nv-Sc1"><objects>
      <navigationController id="Lt1-nv-Ctl" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" largeTitles="YES" id="Lt1-nv-Bar">
          <rect key="frame" x="0.0" y="44" width="414" height="96"/>
          <autoresizingMask key="autoresizingMask"/>
        </navigationBar>
        <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="Lt1-nv-Seg"/></connections>
      </navigationController>
    </objects></scene>
    """

    /// A list filling the root below the safe area's top.
    let list = """
    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="Lt1-tb-Vw1">
        <rect key="frame" x="0.0" y="140" width="414" height="756"/>
    </tableView>
    """
    /// `list` with a prototype cell (the title row collapses only over a table with cells: IBLargeTitleBars.hasCells).
    var listWithCell: String {
        list.replacingOccurrences(of: "</tableView>", with: prototypeCell(id: "Lt1-rw-Cel", width: 414) + "</tableView>")
    }
    let pins = """
    <constraint firstItem="Lt1-tb-Vw1" firstAttribute="top" secondItem="safe" secondAttribute="top" id="Lt1-c1-Top"/>
    <constraint firstItem="Lt1-tb-Vw1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Lt1-c2-Lea"/>
    <constraint firstAttribute="trailing" secondItem="Lt1-tb-Vw1" secondAttribute="trailing" id="Lt1-c3-Tra"/>
    <constraint firstAttribute="bottom" secondItem="Lt1-tb-Vw1" secondAttribute="bottom" id="Lt1-c4-Bot"/>
    """

    @Test("Xcode 11.4: a list without cells pinned to the safe area's top lies below the whole stored bar, at 44 + 96 = 140")
    func xcode11() throws {
        let laid = try LaidOut(storyboard(list, constraints: pins, device: "retina6_1", toolsVersion: 15705,
                                          size: (414, 896), extraScenes: navigation))
        #expect(laid.scenes[0].devices[0].safeArea.top == 140)
        #expect(laid.frame("Lt1-tb-Vw1") == Rect(x: 0, y: 140, width: 414, height: 756))
    }

    @Test("Xcode 12.4 on, over a list with a cell: the standard bar only, the list at 44 + 44 = 88")
    func xcode12() throws {
        let laid = try LaidOut(storyboard(listWithCell, constraints: pins, device: "retina6_1", toolsVersion: 17701,
                                          size: (414, 896), extraScenes: navigation))
        #expect(laid.scenes[0].devices[0].safeArea.top == 88)
        #expect(laid.frame("Lt1-tb-Vw1") == Rect(x: 0, y: 88, width: 414, height: 808))
    }
}
