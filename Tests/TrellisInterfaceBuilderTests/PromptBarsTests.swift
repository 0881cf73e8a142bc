import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation item's prompt adds a row to the navigation bar above its controller: 34 pt from Xcode 9, 30 before
/// (IBPromptBars). Expected frames worked out by hand.
@Suite("Interface Builder: navigation items with a prompt")
struct PromptBarsTests {
    /// The root of a navigation controller (its bar stored 44 tall at y = 20) on the 375 × 667 canvas, with a label
    /// pinned 10 pt below the safe area's top; `item` is the root's navigation item.
    func document(item: String, toolsVersion: Int) -> String {
        let navigation = """
            <scene sceneID="nav-s"><objects>
              <navigationController id="nav">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                  <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </navigationBar>
                <connections>
                  <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="rel"/>
                </connections>
              </navigationController>
            </objects></scene>
            """
        return storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                          toolsVersion: toolsVersion, controller: item, extraScenes: navigation)
    }

    let prompted = #"<navigationItem key="navigationItem" title="Title" prompt="Pick one" id="item"/>"#

    @Test("Xcode 10: the prompt row is 34 pt: the label at 20 + 44 + 34 + 10 = 108; the listed bar stays 44 tall")
    func xcode10Prompt() throws {
        let laid = try LaidOut(document(item: prompted, toolsVersion: 14460))
        #expect(laid.frame("pin") == Rect(x: 10, y: 108, width: 100, height: 20))
        #expect(laid.frame("navbar") == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    @Test("Xcode 8.3: the prompt row is 30 pt: the label at 20 + 44 + 30 + 10 = 104")
    func xcode83Prompt() throws {
        let laid = try LaidOut(document(item: prompted, toolsVersion: 12118))
        #expect(laid.frame("pin") == Rect(x: 10, y: 104, width: 100, height: 20))
    }

    @Test("without a prompt the label is at 20 + 44 + 10 = 74")
    func noPrompt() throws {
        let laid = try LaidOut(document(item: #"<navigationItem key="navigationItem" title="Title" id="item"/>"#, toolsVersion: 14460))
        #expect(laid.frame("pin") == Rect(x: 10, y: 74, width: 100, height: 20))
    }
}
