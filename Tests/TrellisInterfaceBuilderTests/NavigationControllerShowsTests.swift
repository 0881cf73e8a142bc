import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A show segue held by a navigation controller itself pushes its destination onto that controller's stack
/// (IBNavigationControllerShows).
@Suite("Interface Builder show segue from a navigation controller")
struct NavigationControllerShowsTests {
    /// The helper's view controller `vc1-aa-bbb` as the root of a navigation controller with a shown toolbar, whose own
    /// connections also hold a `show` segue to `added`, a controller with a view pinned to its safe area on every side.
    func document() -> String {
        let scenes = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            </navigationBar>
            <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="nav-toolbar">
              <rect key="frame" x="0.0" y="623" width="375" height="44"/>
            </toolbar>
            <connections>
              <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
              <segue destination="added" kind="show" identifier="add" id="push1"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="added-s"><objects>
          <viewController id="added" title="Added" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="added-root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="area">
                  <rect key="frame" x="0.0" y="64" width="375" height="559"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="area" firstAttribute="top" secondItem="added-safe" secondAttribute="top" id="a1"/>
                <constraint firstItem="area" firstAttribute="bottom" secondItem="added-safe" secondAttribute="bottom" id="a2"/>
                <constraint firstItem="area" firstAttribute="leading" secondItem="added-safe" secondAttribute="leading" id="a3"/>
                <constraint firstItem="area" firstAttribute="trailing" secondItem="added-safe" secondAttribute="trailing" id="a4"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="added-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard("", toolsVersion: 14313, extraScenes: scenes)
    }

    @Test("the shown controller gets the navigation controller's bars: 20 + 44 at the top, the 44-pt toolbar at the bottom")
    func shownController() throws {
        // iPhone 8 canvas, Xcode 10.1: the view pinned to the safe area is (0, 20 + 44 = 64, 375, 667 − 64 − 44 = 559);
        // without the push it would be (0, 20, 375, 647), under the status bar alone.
        let laid = try LaidOut(document())
        let added = try #require(laid.scenes.firstIndex { $0.name == "Test/Added" })
        #expect(laid.scenes[added].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 44, right: 0))
        #expect(laid.frame("area", scene: added) == Rect(x: 0, y: 64, width: 375, height: 559))
        #expect(!laid.diagnostics(scene: added).contains { $0.code == .misplacedView })
    }

    @Test("the navigation controller's root keeps its own bars")
    func root() throws {
        let laid = try LaidOut(document())
        let main = try #require(laid.scenes.firstIndex { $0.name == "Test/main" })
        #expect(laid.scenes[main].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 44, right: 0))
    }

    /// An iPad (`ipad9_7`, 768 × 1024) document of `toolsVersion` whose navigation controller, with a 50-pt bar stored
    /// at y = 20 and a root only when `withRoot`, shows `sheet` by a `show` segue of its own. `sheet`'s root is stored
    /// 704 × 984 (the portrait page sheet) with a 100-pt strip 19 pt below its safe area's top.
    func padDocument(toolsVersion: Int, withRoot: Bool) -> String {
        let root = withRoot ? #"<segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>"# : ""
        let scenes = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="20" width="768" height="50"/>
            </navigationBar>
            <connections>
              \(root)
              <segue destination="sheet" kind="show" identifier="first" id="show1"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="sheet-s"><objects>
          <viewController id="sheet" title="Sheet" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="sheet-root">
              <rect key="frame" x="0.0" y="0.0" width="704" height="984"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                  <rect key="frame" x="20" y="19" width="664" height="100"/>
                  <constraints>
                    <constraint firstAttribute="height" constant="100" id="s0"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="strip" firstAttribute="top" secondItem="sheet-safe" secondAttribute="top" constant="19" id="s1"/>
                <constraint firstItem="strip" firstAttribute="leading" secondItem="sheet-root" secondAttribute="leading" constant="20" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" constant="20" id="s3"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="sheet-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard("", device: "ipad9_7", toolsVersion: toolsVersion, size: (768, 1024), extraScenes: scenes)
    }

    func strip(_ xml: String) throws -> Rect? {
        let laid = try LaidOut(xml)
        let sheet = try #require(laid.scenes.firstIndex { $0.name == "Test/Sheet" })
        return laid.frame("strip", scene: sheet)
    }

    @Test("Xcode 15.0 (22154): a rootless navigation controller's show presents a page sheet, the strip at y = 19")
    func rootlessShowPresents() throws {
        // No status bar over an iPad sheet and no navigation bar: the safe area's top is the sheet's, y = 0 + 19;
        // width 704 − 20 − 20 = 664. Pushed, the strip would lie at 20 + 50 + 19 = 89.
        #expect(try strip(padDocument(toolsVersion: 22154, withRoot: false)) == Rect(x: 20, y: 19, width: 664, height: 100))
    }

    @Test("Xcode 15.0 (22154) with a root presents too: the strip at y = 19")
    func showWithRootPresents() throws {
        #expect(try strip(padDocument(toolsVersion: 22154, withRoot: true)) == Rect(x: 20, y: 19, width: 664, height: 100))
    }

    @Test("the gate: in Xcode 10.1 (14460) the show pushes: the strip at 20 + 50 + 19 = 89")
    func olderShowsPush() throws {
        #expect(try strip(padDocument(toolsVersion: 14460, withRoot: false)) == Rect(x: 20, y: 89, width: 664, height: 100))
    }

    /// A phone (`retina6_12`, 393 × 852, 59-pt status area) document of Xcode 15.3 (22685) whose navigation controller,
    /// with the helper's controller as its root and a 44-pt bar stored at y = 59, shows `about` by a `show` segue of its
    /// own; `about`'s root is stored 393 × 842 (Xcode 15's page sheet, 10 pt shorter than the screen) with a 100-pt
    /// header pinned to its safe area's top and sides (the shape of Anjali-Sikarwar's Portfolio).
    func phoneDocument() -> String {
        let scenes = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
            </navigationBar>
            <connections>
              <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
              <segue destination="about" kind="show" id="show1"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="about-s"><objects>
          <viewController id="about" title="About" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="about-root">
              <rect key="frame" x="0.0" y="0.0" width="393" height="842"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                  <constraints>
                    <constraint firstAttribute="height" constant="100" id="h0"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="header" firstAttribute="top" secondItem="about-safe" secondAttribute="top" id="h1"/>
                <constraint firstItem="header" firstAttribute="leading" secondItem="about-safe" secondAttribute="leading" id="h2"/>
                <constraint firstItem="about-safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="h3"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="about-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard("", device: "retina6_12", toolsVersion: 22685, size: (393, 852), extraScenes: scenes)
    }

    @Test("Xcode 15.3, a phone: a navigation controller with a root presents its show as a sheet, the header at y = 0")
    func phoneShowWithRootPresents() throws {
        // Xcode 15's page sheet has no device inset and, not pushed, no bar: the safe area's top is the sheet's, 0.
        // Pushed, it would lie under the 44-pt bar at y = 44 (the sheet's shape keeps no status area).
        let laid = try LaidOut(phoneDocument())
        let about = try #require(laid.scenes.firstIndex { $0.name == "Test/About" })
        #expect(laid.frame("header", scene: about) == Rect(x: 0, y: 0, width: 393, height: 100))
    }
}
