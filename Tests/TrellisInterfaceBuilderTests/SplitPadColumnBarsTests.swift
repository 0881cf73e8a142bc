import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A column-style split view controller's plain detail controller lies below the navigation bar UIKit wraps it in on
/// an iPad too (IBSplitColumnBars); a classic split's detail keeps no bar there (IBSplitDetailBars: phones only).
/// Hand-written documents; the frames are worked out by hand in each test.
@Suite("Interface Builder column-style split view detail controller on an iPad")
struct SplitPadColumnBarsTests {
    /// A split view controller (`style`: its column-style attribute, if any) whose primary is a navigation controller
    /// and whose detail (`detailViewController`) is the labels' plain controller.
    func split(style: String) -> String {
        """
        <scene sceneID="spl-s"><objects>
          <splitViewController \(style) id="spl" sceneMemberID="viewController">
            <connections>
              <segue destination="vc1-aa-bbb" kind="relationship" relationship="detailViewController" id="rel-d"/>
              <segue destination="nav" kind="relationship" relationship="masterViewController" id="rel-m"/>
            </connections>
          </splitViewController>
        </objects></scene>
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="24" width="420" height="50"/>
            </navigationBar>
            <connections><segue destination="mst" kind="relationship" relationship="rootViewController" id="rel-r"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="mst-s"><objects>
          <tableViewController id="mst" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" sectionFooterHeight="-1" id="mst-v">
              <rect key="frame" x="0.0" y="0.0" width="420" height="1366"/>
            </tableView>
          </tableViewController>
        </objects></scene>
        """
    }

    @Test("an Xcode 14.2 double-column split's plain detail on the 12.9-inch iPad lies below the status bar and a 50-pt bar")
    func doubleColumnDetail() throws {
        // Safe area: top 24 (status bar) + 50 (the iPad's navigation bar) = 74, bottom 20 (home indicator). The top
        // label at 74 + 10 = 84; the bottom one ends 10 pt above 1366 − 20 = 1346: y = 1316. (Without the rule: top
        // 24, the label at 34.)
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          device: "ipad12_9rounded", toolsVersion: 21507, size: (1024, 1366),
                                          extraScenes: split(style: #"allowDoubleColumnStyle="YES""#)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 74, left: 0, bottom: 20, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 84, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1316, width: 100, height: 20))
    }

    @Test("a classic split's plain detail on the same iPad keeps the status bar only")
    func classicDetail() throws {
        // No column style: no wrapping navigation controller; top 24, the top label at 34, the bottom one at 1316.
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          device: "ipad12_9rounded", toolsVersion: 21507, size: (1024, 1366),
                                          extraScenes: split(style: "")))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1316, width: 100, height: 20))
    }
}
