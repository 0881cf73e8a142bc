import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 stores a page sheet on a phone with a home button 20 pt shorter than the screen, reaching its bottom
/// (IBHomeButtonPageSheet). Expected frames worked out by hand.
@Suite("Interface Builder: Xcode 11 page sheets on a phone with a home button")
struct HomeButtonPageSheetTests {
    /// A tab of a tab bar controller on the 375 × 667 canvas whose root is stored `height` tall at y = 0, with a
    /// 20-pt label pinned 10 pt above the safe area's bottom.
    func tab(height: Double, toolsVersion: Int) -> String {
        let container = """
            <scene sceneID="box-s"><objects>
              <tabBarController id="box"><connections>
                <segue destination="vc1-aa-bbb" kind="relationship" relationship="viewControllers" id="rel"/>
              </connections></tabBarController>
            </objects></scene>
            """
        return storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                          toolsVersion: toolsVersion, size: (375, height), extraScenes: container)
    }

    @Test("Xcode 11.4: a 647-pt root ends 49 pt below the tab bar's top: the label at 647 − 49 − 10 − 20 = 568")
    func sheetReachesScreenBottom() throws {
        // Laid out from y = 0 on the 667-pt screen the 49-pt tab bar would cover only the root's last 29 pt: 588.
        let laid = try LaidOut(tab(height: 647, toolsVersion: 16096))
        #expect(laid.frame("low") == Rect(x: 10, y: 568, width: 100, height: 20))
    }

    @Test("outside the rule: a full-height root, and an Xcode 12 save of the 647-pt root, keep the screen's bottom")
    func outside() throws {
        // 667 − 49 − 10 − 20 = 588 for the full-height root; the Xcode 12 root of 647 pt overlaps the bar by 29: 588.
        #expect(try LaidOut(tab(height: 667, toolsVersion: 16096)).frame("low") == Rect(x: 10, y: 588, width: 100, height: 20))
        #expect(try LaidOut(tab(height: 647, toolsVersion: 17156)).frame("low") == Rect(x: 10, y: 588, width: 100, height: 20))
    }
}
