import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Scenes for the push tests: a navigation controller `nav` (bar stored at y = 20, 44 tall) whose root is `rootID`,
/// and a plain controller `id` whose view holds `area`, pinned to its safe area on every side.
private func navigation(root rootID: String) -> String {
    """
    <scene sceneID="nav-s"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
        </navigationBar>
        <connections><segue destination="\(rootID)" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
      </navigationController>
    </objects></scene>
    """
}

private func pinnedScene(_ id: String, button: String = "", metrics: String = "", extraObjects: String = "") -> String {
    """
    <scene sceneID="\(id)-s"><objects>
      <viewController id="\(id)" title="\(id)" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="\(id)-root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-area">
              <rect key="frame" x="0.0" y="64" width="375" height="603"/>
              <subviews>\(button)</subviews>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="\(id)-area" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-c1"/>
            <constraint firstItem="\(id)-area" firstAttribute="bottom" secondItem="\(id)-safe" secondAttribute="bottom" id="\(id)-c2"/>
            <constraint firstItem="\(id)-area" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" id="\(id)-c3"/>
            <constraint firstItem="\(id)-area" firstAttribute="trailing" secondItem="\(id)-safe" secondAttribute="trailing" id="\(id)-c4"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
        </view>
        \(metrics)
      </viewController>
      \(extraObjects)
    </objects></scene>
    """
}

/// A button (not constrained; its frame is kept) whose `show` segue pushes `destination`.
private func pushButton(_ id: String, to destination: String) -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)">
        <rect key="frame" x="16" y="16" width="46" height="30"/>
        <state key="normal" title="Go"/>
        <connections><segue destination="\(destination)" kind="show" id="\(id)-seg"/></connections>
    </button>
    """
}

private func area(_ laid: LaidOut, _ id: String) throws -> Rect {
    let scene = try #require(laid.scenes.firstIndex { $0.name == "Test/\(id)" })
    return try #require(laid.frame("\(id)-area", scene: scene))
}

/// A pushed controller takes the bars its source states, not only those the source inherited (IBPushedSourceMetrics).
@Suite("Interface Builder pushes pass on the bars their source states")
struct PushedSourceMetricsTests {
    /// `nav`'s root (the helper's controller, `rootMetrics`) pushes `list` (`listMetrics`), whose button pushes `detail`.
    func document(toolsVersion: Int, rootMetrics: String, listMetrics: String) -> String {
        storyboard(pushButton("go", to: "list"), toolsVersion: toolsVersion, controller: rootMetrics,
                   extraScenes: navigation(root: "vc1-aa-bbb")
                       + pinnedScene("list", button: pushButton("next", to: "detail"), metrics: listMetrics)
                       + pinnedScene("detail"))
    }

    @Test("a list stating a navigation bar under a root with Top Bar None: its push lies under the 44-pt bar")
    func statedNavigationBar() throws {
        // Xcode 7.2: the root hides its bar, so the list's own simulated bar is the only one. The detail's safe area
        // starts at 20 + 44 = 64 and ends at the bottom: (0, 64, 375, 667 − 64 = 603). Inheriting only what reached the
        // list (no bar), it would start at 20: (0, 20, 375, 647).
        let laid = try LaidOut(document(toolsVersion: 10116, rootMetrics: #"<nil key="simulatedTopBarMetrics"/>"#,
                                        listMetrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(try area(laid, "list") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test("a list stating a toolbar under a navigation controller without one: its push lies above the 44-pt toolbar")
    func statedToolbar() throws {
        // Xcode 6.4: the detail ends 44 pt above the bottom, 667 − 44 = 623: (0, 64, 375, 559), as the list does.
        let laid = try LaidOut(document(toolsVersion: 7706, rootMetrics: "",
                                        listMetrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(try area(laid, "list") == Rect(x: 0, y: 64, width: 375, height: 559))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 64, width: 375, height: 559))
    }

    @Test("a list stating no status bar: its push has none either, its safe area starting under the bar at 44")
    func statedNoStatusBar() throws {
        // Xcode 8.3 (12120): the list's `<nil key="simulatedStatusBarMetrics"/>` removes the 20-pt status bar; the
        // detail it pushes infers it: (0, 44, 375, 667 − 44 = 623) for both. With the status bar: (0, 64, 375, 603).
        let laid = try LaidOut(document(toolsVersion: 12120, rootMetrics: "",
                                        listMetrics: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(try area(laid, "list") == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 44, width: 375, height: 623))
    }

    @Test("from Xcode 10 a stated toolbar still passes on (measured in Xcode 10.0 and 13.2)")
    func statedToolbarLaterVersions() throws {
        // Xcode 10.0 (14113), as Xcode 6.4 above: the detail ends above the list's 44-pt toolbar, (0, 64, 375, 559).
        // Passing on only what reached the list (no toolbar), it would end at the bottom: (0, 64, 375, 603).
        let laid = try LaidOut(document(toolsVersion: 14113, rootMetrics: "",
                                        listMetrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 64, width: 375, height: 559))
    }

    @Test("Xcode 8.2 does not pass a stated toolbar on: the push reaches the bottom (aakash-bhalothia's ios-TravelApp)")
    func statedToolbarXcode8() throws {
        // The list itself ends above its own 44-pt toolbar, (0, 64, 375, 559); the detail it pushes ends at the
        // bottom, (0, 64, 375, 603), where Xcode 6.4 and 10.0 end it above the toolbar at 623.
        let laid = try LaidOut(document(toolsVersion: 11762, rootMetrics: "",
                                        listMetrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(try area(laid, "list") == Rect(x: 0, y: 64, width: 375, height: 559))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test("from Xcode 10 (not measured) a stated top bar does not pass on: the push keeps the bar that reached its source")
    func topBarGate() throws {
        // Xcode 10.1 (14460): the root hides its bar, the list states one; the detail keeps the root's none and starts
        // under the status bar, (0, 20, 375, 647), where Xcode 6 to 9 give (0, 64, 375, 603) as in the first test.
        let laid = try LaidOut(document(toolsVersion: 14460, rootMetrics: #"<nil key="simulatedTopBarMetrics"/>"#,
                                        listMetrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 20, width: 375, height: 647))
    }
}

/// A segue from a gesture recognizer among a scene's objects leaves from the scene's controller (IBSceneSegueSources).
@Suite("Interface Builder segues from a scene's gesture recognizer")
struct SceneSegueSourcesTests {
    @Test("a tap gesture recognizer's show segue pushes onto its controller's navigation stack")
    func gestureRecognizerPush() throws {
        // `nav`'s root `src` holds a tap gesture recognizer beside it whose segue shows `detail`: pushed, under the
        // 44-pt bar, (0, 64, 375, 603); from no controller it would start at the status bar, (0, 20, 375, 647).
        let recognizer = """
        <tapGestureRecognizer id="tap">
          <connections><segue destination="detail" kind="show" id="tap-seg"/></connections>
        </tapGestureRecognizer>
        """
        let xml = storyboard("", extraScenes: navigation(root: "src") + pinnedScene("src", extraObjects: recognizer)
                                 + pinnedScene("detail"))
        let laid = try LaidOut(xml)
        #expect(try area(laid, "detail") == Rect(x: 0, y: 64, width: 375, height: 603))
    }
}

/// A tab of a tab bar controller pushed onto a navigation stack pushes onto that stack, over the tab bar (IBPushedTabBars).
@Suite("Interface Builder pushes from the tabs of a pushed tab bar controller")
struct PushedOverTabBarTests {
    @Test("the tab keeps both bars; the controller it pushes keeps the navigation bar and loses the tab bar")
    func pushFromTab() throws {
        // Xcode 14.3 layout on the 375 × 667 phone: the tab `list` lies between the stack's bar and the 49-pt tab bar,
        // (0, 64, 375, 667 − 64 − 49 = 554); `detail`, pushed onto the outer stack in the tab bar controller's place,
        // ends at the bottom: (0, 64, 375, 603).
        let tabs = """
        <scene sceneID="tabs-s"><objects>
          <tabBarController id="tabs" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
              <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
            </tabBar>
            <connections><segue destination="list" kind="relationship" relationship="viewControllers" id="tab1"/></connections>
          </tabBarController>
        </objects></scene>
        """
        let xml = storyboard(pushButton("go", to: "tabs"), toolsVersion: 22505,
                             extraScenes: navigation(root: "vc1-aa-bbb") + tabs
                                 + pinnedScene("list", button: pushButton("next", to: "detail")) + pinnedScene("detail"))
        let laid = try LaidOut(xml)
        #expect(try area(laid, "list") == Rect(x: 0, y: 64, width: 375, height: 554))
        #expect(try area(laid, "detail") == Rect(x: 0, y: 64, width: 375, height: 603))
    }
}
