import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The height of a navigation controller's or tab bar controller's bar: as Xcode stored it, else UIKit's for the canvas.
@Suite("Interface Builder bar heights")
struct NavigationBarHeightTests {
    /// A navigation controller showing the helper's view controller, with its `<navigationBar>` element holding
    /// `bar` (a stored frame and attributes) when given.
    func navigation(_ bar: String?) -> String {
        let element = bar.map { "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"nb\" \($0)</navigationBar>" } ?? ""
        return """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            \(element)
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """
    }

    /// A label pinned 10 pt below the safe area's top.
    let pinned = label("top", 16, 0, 100, 20)
    let constraints = "<constraint firstItem=\"top\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"10\" id=\"c1\"/>"

    @Test("an iPad from Xcode 10: the navigation bar is 50 pt, stored or not")
    func iPad() throws {
        // Xcode 10.1 (toolsVersion 14460) on a 768 × 1024 iPad: 20-pt status bar + 50-pt bar = 70; the label at 80.
        for bar in [nil, ">\n<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"768\" height=\"50\"/>\n"] {
            let xml = storyboard(pinned, constraints: constraints, device: "ipad9_7", toolsVersion: 14460, size: (768, 1024),
                                 extraScenes: navigation(bar))
            let laid = try LaidOut(xml)
            #expect(laid.scenes[0].devices[0].safeArea.top == 70)
            #expect(laid.frame("top")?.minY == 80)
        }
    }

    @Test("a stored bar height wins: a 56-pt sheet navigation bar on a phone")
    func storedHeight() throws {
        // iPhone 8, Xcode 10.1: 20 + 56 = 76 at the top, the label at 86.
        let bar = ">\n<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"56\"/>\n"
        let laid = try LaidOut(storyboard(pinned, constraints: constraints, extraScenes: navigation(bar)))
        #expect(laid.scenes[0].devices[0].safeArea.top == 76)
        #expect(laid.frame("top")?.minY == 86)
    }

    @Test("large titles from Xcode 12 over a table: the stored 96-pt bar counts as the standard 44, with or without the item's never")
    func largeTitles() throws {
        let bar = "largeTitles=\"YES\">\n<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"375\" height=\"96\"/>\n"
        let standard = ">\n<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"375\" height=\"44\"/>\n"
        // The root's first subview is a table with a cell (IBLargeTitleBars: the title row collapses over it; LargeTitleRowTests).
        let pinned = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="list">
            <rect key="frame" x="0.0" y="300" width="375" height="100"/>
            <constraints><constraint firstAttribute="height" constant="100" id="lh"/></constraints>
            \(prototypeCell(width: 375))
        </tableView>
        """ + self.pinned
        // Xcode 13.x (19142, measured): the controllers laid out below a standard bar, as under a plain 44-pt one
        // (IBLargeTitleBars; NewestXcodeBarsTests; Xcode 11 counts the stored bar: LargeTitleXcode11Tests).
        let plain = try LaidOut(storyboard(pinned, constraints: constraints, toolsVersion: 19142, extraScenes: navigation(standard)))
        let large = try LaidOut(storyboard(pinned, constraints: constraints, toolsVersion: 19142, extraScenes: navigation(bar)))
        let top = plain.scenes[0].devices[0].safeArea.top
        #expect(top >= 44)
        #expect(large.scenes[0].devices[0].safeArea.top == top)
        // largeTitleDisplayMode="never": the standard 44-pt bar too.
        let item = "<navigationItem key=\"navigationItem\" title=\"Main\" largeTitleDisplayMode=\"never\" id=\"ni\"/>"
        let never = try LaidOut(storyboard(pinned, constraints: constraints, toolsVersion: 19142, controller: item,
                                           extraScenes: navigation(bar)))
        #expect(never.scenes[0].devices[0].safeArea.top == top)
    }

    @Test("large titles in Xcode 9 and 10: the stored 96-pt bar counts whole, unless the item says never")
    func largeTitlesXcode10() throws {
        let bar = "largeTitles=\"YES\">\n<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"375\" height=\"96\"/>\n"
        // Xcode 10.1 (14460): 20 + 96 = 116 at the top, the label 10 below at 126 (nRF Toolbox's and ViewAnimator's
        // storyboards store content at 44 + 96 = 140 on notched canvases).
        let large = try LaidOut(storyboard(pinned, constraints: constraints, toolsVersion: 14460, extraScenes: navigation(bar)))
        #expect(large.scenes[0].devices[0].safeArea.top == 116)
        #expect(large.frame("top")?.minY == 126)
        // largeTitleDisplayMode="never": the standard 44-pt bar, 20 + 44 = 64.
        let item = "<navigationItem key=\"navigationItem\" title=\"Main\" largeTitleDisplayMode=\"never\" id=\"ni\"/>"
        let never = try LaidOut(storyboard(pinned, constraints: constraints, toolsVersion: 14460, controller: item,
                                           extraScenes: navigation(bar)))
        #expect(never.scenes[0].devices[0].safeArea.top == 64)
    }

    @Test("a tab bar controller's stored tab bar height: 50 pt on an iPad")
    func tabBar() throws {
        // iPad, Xcode 10.1: no home indicator, a 50-pt tab bar at the bottom; a label pinned 10 pt above the safe
        // area's bottom ends at 1024 − 50 − 10 = 964, so its y is 944.
        let tabs = """
        <scene sceneID="tab-s"><objects>
          <tabBarController id="tabs">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="768" height="50"/></tabBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="viewControllers" id="seg2"/></connections>
          </tabBarController>
        </objects></scene>
        """
        let bottom = "<constraint firstItem=\"safe\" firstAttribute=\"bottom\" secondItem=\"top\" secondAttribute=\"bottom\" constant=\"10\" id=\"c2\"/>"
        let laid = try LaidOut(storyboard(pinned, constraints: bottom, device: "ipad9_7", toolsVersion: 14460, size: (768, 1024),
                                          extraScenes: tabs))
        #expect(laid.scenes[0].devices[0].safeArea.bottom == 50)
        #expect(laid.frame("top")?.minY == 944)
    }

    @Test("a navigation controller's shown toolbar takes its stored height")
    func toolbar() throws {
        // A phone, Xcode 10.1: the toolbar stored 50 pt tall (instead of the usual 44) is the bottom inset.
        let scene = """
        <scene sceneID="nav-s"><objects>
          <navigationController toolbarHidden="NO" id="nav">
            <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tlb">
              <rect key="frame" x="0.0" y="617" width="375" height="50"/>
            </toolbar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """
        let laid = try LaidOut(storyboard(pinned, constraints: constraints, extraScenes: scene))
        #expect(laid.scenes[0].devices[0].safeArea.bottom == 50)
        #expect(laid.scenes[0].devices[0].safeArea.top == 64)
    }
}
