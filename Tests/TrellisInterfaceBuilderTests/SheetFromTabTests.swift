import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 to 13.2 lay a controller a tab's `show` presents out as a page sheet in front of the tab bar controller:
/// the tab bar stays behind it and only the home indicator insets its bottom (IBShortPageSheet.leavesTabBar). Measured
/// on ravisara's iOS-InstagramClone (Xcode 11.5, toolsVersion 16097.2, `retina6_5`), a declared one-document
/// extension of the Xcode 13.3+ sheet rule; a tab bar controller's own tabs keep their tab bar (GoFood, Xcode 11.4).
@Suite("Interface Builder: an Xcode 11 sheet a tab shows leaves the tab bar behind")
struct SheetFromTabTests {
    /// On 414 × 896 (44-pt status area, 34-pt home indicator): the scene's root stored 414 × 842 (the sheet shape,
    /// 896 − 44 − 10) holds a 100 × 50 box pinned 20 pt from the safe area's leading edge and to its bottom.
    /// `asTab`: the root is a tab of a tab bar controller another controller shows; otherwise a tab's `show` presents it.
    func document(asTab: Bool, toolsVersion: Int = 16097) -> String {
        let (box, pins) = bottomPinnedBox(storedY: 758)
        let other = """
        <viewController id="other-aa-bbb" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="otherRoot">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <viewLayoutGuide key="safeArea" id="otherSafe"/>
            </view>
            <connections>
                <segue destination="\(asTab ? "tab-aa-bbb" : "vc1-aa-bbb")" kind="show" id="shw-aa-bbb"/>
            </connections>
        </viewController>
        """
        let tabBarController = """
        <tabBarController id="tab-aa-bbb" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                <autoresizingMask key="autoresizingMask"/>
            </tabBar>
            <connections>
                <segue destination="\(asTab ? "vc1-aa-bbb" : "other-aa-bbb")" kind="relationship" relationship="viewControllers" id="rel-aa-bbb"/>
            </connections>
        </tabBarController>
        """
        let scenes = """
        <scene sceneID="scn-02-abc"><objects>\(other)</objects></scene>
        <scene sceneID="scn-03-abc"><objects>\(tabBarController)</objects></scene>
        """
        return storyboard(box, constraints: pins, device: "retina6_5", toolsVersion: toolsVersion, size: (414, 842),
                          extraScenes: scenes)
    }

    @Test("a sheet a tab's show presents ends its safe area at 842 − 34 = 808, not above the 49-pt tab bar at 759")
    func sheetLeavesTabBar() throws {
        let laid = try LaidOut(document(asTab: false))
        #expect(laid.frame("box") == Rect(x: 20, y: 758, width: 100, height: 50))
    }

    @Test("a tab of a tab bar controller shown as a sheet keeps its tab bar: 842 − 34 − 49 = 759")
    func tabKeepsItsTabBar() throws {
        let laid = try LaidOut(document(asTab: true))
        #expect(laid.frame("box") == Rect(x: 20, y: 709, width: 100, height: 50))
    }
}
