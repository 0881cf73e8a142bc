import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

@Suite("Interface Builder scenes")
struct SceneTests {
    @Test("each view controller with a view is a scene named FILE/storyboardIdentifier, else title, else userLabel, else id")
    func storyboardNames() throws {
        func controller(_ id: String, _ attributes: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
              <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" id="view-\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
              </viewController>
            </objects></scene>
            """
        }
        let scenes = [controller("a", "storyboardIdentifier=\"Login\" title=\"T\""), controller("b", "title=\"Settings\""),
                      controller("c", "userLabel=\"Profile\""), controller("d", ""),
                      "<scene sceneID=\"n\"><objects><navigationController id=\"nav\"/></objects></scene>"].joined()
        let xml = storyboard("", extraScenes: scenes)
        let laid = try LaidOut(xml, file: "Dir/Main.storyboard")
        #expect(laid.scenes.map(\.name) == ["Main/main", "Main/Login", "Main/Settings", "Main/Profile", "Main/d"])
        #expect(laid.scenes[1].root.id == "view-a")
    }

    @Test("each top-level view of a xib is a scene, cells too; File's Owner and First Responder are not")
    func xibScenes() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="card" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                </view>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let laid = try LaidOut(xml, file: "Row.xib")
        #expect(laid.scenes.map(\.name) == ["Row/Card", "Row/cell"])
        // A xib view keeps its stored size as the canvas; a small view gets the part of the device's safe area it
        // overlaps at the canvas's top-left corner (IBXibViewSafeArea): from toolsVersion 21000 `retina6_12` is
        // the 393 × 852 phone (IBCanvas), whose top inset is 59; no bottom inset (120 pt ends far above the home
        // indicator's strip at 852 − 34 = 818).
        #expect(laid.frame("card") == Rect(x: 0, y: 0, width: 300, height: 120))
        #expect(laid.scenes[0].devices.first?.safeArea == Insets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("content", scene: 1) == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("the device's size and scale, and the status bar per toolsVersion (none from 14800 to 21599)",
          arguments: [("retina4_7", 14460, 375.0, 667.0, 2.0, 20.0, 0.0), ("retina4_7", 16096, 375, 667, 2, 0, 0),
                      ("retina4_7", 21701, 375, 667, 2, 20, 0), ("retina5_9", 19529, 375, 812, 3, 44, 34),
                      ("retina5_9", 21701, 375, 812, 3, 50, 34), ("retina6_1", 21000, 414, 896, 2, 48, 34),
                      ("retina6_12", 21701, 390, 844, 3, 47, 34), ("retina6_72", 21701, 428, 926, 3, 47, 34),
                      ("retina6_72", 21701, 430, 932, 3, 59, 34)])
    func devices(device: String, toolsVersion: Int, width: Double, height: Double, scale: Double, top: Double, bottom: Double) throws {
        let laid = try LaidOut(storyboard("", device: device, toolsVersion: toolsVersion, size: (width, height)))
        let canvas = try #require(laid.scenes.first?.devices.first)
        #expect(canvas.size == Size(width: width, height: height) && canvas.scale == scale)
        #expect(canvas.safeArea == Insets(top: top, left: 0, bottom: bottom, right: 0))
    }

    @Test("landscape swaps the canvas; a notched phone's housing moves to the sides")
    func landscape() throws {
        let xml = storyboard("", device: "retina6_12", toolsVersion: 21701, size: (844, 390))
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        let canvas = try #require(try LaidOut(xml).scenes.first?.devices.first)
        #expect(canvas.size == Size(width: 844, height: 390))
        #expect(canvas.safeArea == Insets(top: 0, left: 47, bottom: 21, right: 47))
    }

    @Test("a navigation controller's root gets a 44-pt bar under the status bar; a tab bar adds 49 (83 with the home indicator)")
    func bars() throws {
        let containers = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav"><connections>
            <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
          </connections></navigationController>
        </objects></scene>
        <scene sceneID="tab-s"><objects>
          <tabBarController id="tab"><connections>
            <segue destination="nav" kind="relationship" relationship="viewControllers" id="seg2"/>
          </connections></tabBarController>
        </objects></scene>
        """
        // iPhone 8, Xcode 10: 20 (status bar) + 44 = 64 at the top, 49 at the bottom.
        let phone8 = try LaidOut(storyboard("", extraScenes: containers))
        #expect(phone8.scenes[0].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 49, right: 0))
        // iPhone 14: 47 + 44 = 91 at the top, 34 + 49 = 83 at the bottom.
        let phone14 = try LaidOut(storyboard("", device: "retina6_12", toolsVersion: 21701, size: (390, 844), extraScenes: containers))
        #expect(phone14.scenes[0].devices[0].safeArea == Insets(top: 91, left: 0, bottom: 83, right: 0))
    }

    @Test("a navigation controller's \"Status Bar: None\" is inferred by the controller it shows")
    func navigationControllerWithoutStatusBar() throws {
        let container = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <nil key="simulatedStatusBarMetrics"/>
            <connections>
              <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
            </connections>
          </navigationController>
        </objects></scene>
        """
        // Xcode 8.3 (toolsVersion 11762), iPhone 8: no status bar, the 44-pt navigation bar alone at the top.
        let xcode8 = try LaidOut(storyboard("", toolsVersion: 11762, extraScenes: container))
        #expect(xcode8.scenes[0].devices[0].safeArea == Insets(top: 44, left: 0, bottom: 0, right: 0))
        // Xcode 10 (toolsVersion 14460) keeps the status bar's area under "None": 20 + 44 = 64.
        let xcode10 = try LaidOut(storyboard("", toolsVersion: 14460, extraScenes: container))
        #expect(xcode10.scenes[0].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 0, right: 0))
    }

    @Test("simulated metrics: a navigation bar and a toolbar, and <nil> removing the status bar")
    func simulatedMetrics() throws {
        let metrics = """
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        <nil key="simulatedStatusBarMetrics"/>
        """
        // Xcode 8.3 (toolsVersion 12118): no status bar, 0 + 44 at the top; a toolbar: 44 at the bottom.
        let laid = try LaidOut(storyboard("", toolsVersion: 12118, controller: metrics))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 44, left: 0, bottom: 44, right: 0))
    }

    @Test("Xcode 9 and 10 keep the status bar's 20 pt under \"Status Bar: None\": a view on the top layout guide is at y = 20")
    func statusBarNoneInXcode10() throws {
        let guides = """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="top-guide"/>
            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
        </layoutGuides>
        <nil key="simulatedStatusBarMetrics"/>
        <nil key="simulatedTopBarMetrics"/>
        <nil key="simulatedBottomBarMetrics"/>
        """
        let views = box("v", 0, 20, 375, 647)
        let constraints = """
        <constraint firstItem="v" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c1"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="v" secondAttribute="bottom" id="c4"/>
        """
        // Xcode 10.1 (14460) on an iPhone 8: the top guide's bottom is the status bar's 20, the bottom guide's top
        // the screen's bottom (667): the view is 375 × (667 − 20).
        let xcode10 = try LaidOut(storyboard(views, constraints: constraints, toolsVersion: 14460, controller: guides))
        #expect(xcode10.frame("v") == Rect(x: 0, y: 20, width: 375, height: 647))
        // Xcode 8.3 (12118): the metric removes the status bar; the view fills the screen from y = 0.
        let xcode8 = try LaidOut(storyboard(views, constraints: constraints, toolsVersion: 12118, controller: guides))
        #expect(xcode8.frame("v") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a storyboard without any view controller view gives no scene and no error")
    func noScenes() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
          <scenes><scene sceneID="a"><objects><navigationController id="n"/></objects></scene></scenes>
        </document>
        """
        #expect(try LaidOut(xml).scenes.isEmpty)
    }
}
