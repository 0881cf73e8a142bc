import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 stores a page sheet on a phone with a home button 20 pt shorter than the screen, reaching its bottom;
/// from Xcode 14.3 such a sheet lies below the status bar (IBHomeButtonPageSheet). Expected frames worked out by hand.
@Suite("Interface Builder: page sheets on a phone with a home button")
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

    @Test("Xcode 15.0: a 647-pt sheet lies below the status bar: its safe area starts at 0, the top label at 10")
    func xcode15SheetBelowStatusBar() throws {
        // The 375 × 667 canvas has its 20-pt status bar again from Xcode 14.3; the sheet starts below it, so nothing
        // is inset at its top: the label 10 pt below the safe area's top at y = 10, the bottom one at 647 − 10 − 20 =
        // 617. (Without the rule the status bar counts at the sheet's top: the label at 30.)
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          toolsVersion: 22155, size: (375, 647)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 617, width: 100, height: 20))
    }

    @Test("Xcode 15.0: a full-height root keeps the status bar, the top label at 20 + 10")
    func xcode15FullScreen() throws {
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          toolsVersion: 22155, size: (375, 667)))
        #expect(laid.frame("pin") == Rect(x: 10, y: 30, width: 100, height: 20))
    }
}
