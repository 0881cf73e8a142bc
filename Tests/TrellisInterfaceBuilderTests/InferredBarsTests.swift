import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The bars and canvases Xcode infers for a view controller, as its stored frames follow them.
@Suite("Interface Builder inferred bars and canvases")
struct InferredBarsTests {
    /// A navigation controller whose root is the helper's view controller `vc1-aa-bbb`.
    func navigation(_ attributes: String = "") -> String {
        """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" \(attributes)><connections>
            <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
          </connections></navigationController>
        </objects></scene>
        """
    }

    @Test("navigationBarHidden=\"YES\": the root of that navigation controller shows no navigation bar")
    func hiddenNavigationBar() throws {
        // iPhone 8, Xcode 10: only the 20-pt status bar (44 more with the bar shown).
        let laid = try LaidOut(storyboard("", extraScenes: navigation("navigationBarHidden=\"YES\"")))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("a controller pushed by a show segue gets its source's navigation bar, along chains of pushes")
    func pushedController() throws {
        // The root's button pushes `detail`, whose button pushes `more`: both get 20 + 44 = 64 at the top.
        let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
            <rect key="frame" x="10" y="100" width="46" height="30"/>
            <state key="normal" title="Go"/>
            <connections><segue destination="detail" kind="show" id="push1"/></connections>
        </button>
        """
        let pushed = """
        <scene sceneID="d-s"><objects>
          <viewController id="detail" title="Detail" sceneMemberID="viewController">
            <view key="view" id="detail-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            <connections><segue destination="more" kind="push" id="push2"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="m-s"><objects>
          <viewController id="more" title="More" sceneMemberID="viewController">
            <view key="view" id="more-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
          </viewController>
        </objects></scene>
        """
        let laid = try LaidOut(storyboard(button, extraScenes: navigation() + pushed))
        #expect(laid.scenes.map(\.name) == ["Test/main", "Test/Detail", "Test/More"])
        for scene in laid.scenes { #expect(scene.devices[0].safeArea.top == 64) }
    }

    @Test("a phone in landscape (compact height): the navigation bar is 32 pt and there is no status bar")
    func landscapeNavigationBar() throws {
        // UINavigationBar is 32 pt tall in compact height; iPhones hide the status bar in landscape.
        let xml = storyboard("", size: (667, 375), extraScenes: navigation())
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        let canvas = try #require(try LaidOut(xml).scenes.first?.devices.first)
        #expect(canvas.size == Size(width: 667, height: 375))
        #expect(canvas.safeArea == Insets(top: 32, left: 0, bottom: 0, right: 0))
    }

    @Test("retina6_12 with a 393 × 852 root is the iPhone 14 Pro canvas of Xcode 14 and later: 59 pt at the top")
    func retina612Pro() throws {
        let canvas = try #require(try LaidOut(storyboard("", device: "retina6_12", toolsVersion: 22505, size: (393, 852)))
            .scenes.first?.devices.first)
        #expect(canvas.size == Size(width: 393, height: 852) && canvas.scale == 3)
        #expect(canvas.safeArea == Insets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("the root's origin: Xcode stores a controller's root at (0, 0) or below the opaque bars; another origin is misplaced")
    func rootOrigin() throws {
        func misplacedRoot(_ x: Double, _ y: Double, _ height: Double, extra: String = "") throws -> Bool {
            let xml = storyboard("", size: (375, height), extraScenes: extra)
                .replacingOccurrences(of: "x=\"0.0\" y=\"0.0\" width=\"375.0\"", with: "x=\"\(x)\" y=\"\(y)\" width=\"375.0\"")
            return try LaidOut(xml).diagnostics().contains { $0.code == .misplacedView && $0.view == "root" }
        }
        // Full screen at the origin.
        #expect(try !misplacedRoot(0, 0, 667))
        // Below the status bar and a navigation bar (20 + 44 = 64), as documents with opaque bars store it.
        #expect(try !misplacedRoot(0, 64, 603, extra: navigation()))
        // Moved sideways, or down by an amount no bar explains: a root Xcode did not update.
        #expect(try misplacedRoot(12, 0, 667))
        #expect(try misplacedRoot(0, 30, 637))
    }

    @Test("a xib's top-level view: only its size is compared, its origin is where the nib puts it")
    func xibRootOrigin() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="card"><rect key="frame" x="140" y="60" width="300" height="120"/></view>
            </objects>
        </document>
        """
        let laid = try LaidOut(xml, file: "Card.xib")
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a presented page sheet (root 414 × 842 on a 414 × 896 canvas) sits at the screen's bottom: no top inset, 34 at the bottom")
    func pageSheet() throws {
        // iPhone 11 canvas, Xcode 12 (toolsVersion 17701): 44-pt top inset. A page sheet starts 44 + 10 = 54 below
        // the screen's top, so it is 896 − 54 = 842 tall and reaches the home indicator: safe area top 0, bottom 34.
        // The button pinned to the safe area's bottom: y = 842 − 34 − 51 = 757.
        let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
            <rect key="frame" x="20" y="757" width="374" height="51"/>
            <constraints><constraint firstAttribute="height" constant="51" id="h"/></constraints>
            <state key="normal" title="Done"/>
        </button>
        """
        let laid = try LaidOut(storyboard(button, constraints: """
            <constraint firstItem="done" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
            <constraint firstItem="done" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="done" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="t"/>
            """, device: "retina6_1", toolsVersion: 17701, size: (414, 842)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 34, right: 0))
        // Margins: UIKit's system minimum, 20 pt at the sides from 414 pt up.
        #expect(laid.frame("done") == Rect(x: 20, y: 757, width: 374, height: 51))
    }

    /// A document of Xcode 5–7 naming no device: a root of `size`, the runtime and extra elements of the controller.
    func deviceless(runtime: String, size: (Double, Double), controller: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" targetRuntime="\(runtime)" useAutolayout="YES">
          <scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                \(controller)
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
    }

    @Test("no <device> (Xcode 5 to 7): an iPad runtime is a 768 × 1024 iPad, landscape when a landscape orientation is simulated")
    func devicelessPad() throws {
        let metrics = "<simulatedOrientationMetrics key=\"simulatedOrientationMetrics\" orientation=\"landscapeRight\"/>"
        let canvas = try #require(try LaidOut(deviceless(runtime: "iOS.CocoaTouch.iPad", size: (1024, 768), controller: metrics))
            .scenes.first?.devices.first)
        #expect(canvas.name == "ipad9_7" && canvas.orientation == .landscape)
        // An iPad is regular in both size classes, whatever its orientation.
        #expect(canvas.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
        // Xcode 5 documents simulate the 20-pt status bar.
        #expect(canvas.safeArea.top == 20)
    }

    @Test("no <device>, a phone runtime: the phone whose screen the root fills (320 × 568 is the 4-inch iPhone)")
    func devicelessPhone() throws {
        let canvas = try #require(try LaidOut(deviceless(runtime: "iOS.CocoaTouch", size: (320, 568))).scenes.first?.devices.first)
        #expect(canvas.name == "retina4_0" && canvas.orientation == .portrait)
        #expect(canvas.size == Size(width: 320, height: 568))
    }

    @Test("an opaque navigation bar (translucent=\"NO\"): the root is laid out below it, with no top safe-area inset")
    func opaqueNavigationBar() throws {
        // iPhone 11 canvas, Xcode 12 (toolsVersion 17156): 44-pt status area + 44-pt bar = 88. UIKit places the view
        // below an opaque bar (extendedLayoutIncludesOpaqueBars is NO): 896 − 88 = 808 tall, safe area top 0,
        // bottom 34. Xcode still stores the root as 414 × 896. A 60-pt label centred: y = (808 − 60) / 2 = 374; a
        // 61-pt button on the safe area's bottom: y = 808 − 34 − 61 = 713 (the frames Xcode stored in such a document).
        let views = label("title", 52, 374, 310, 60) + """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="login">
            <rect key="frame" x="0.0" y="713" width="414" height="61"/>
            <constraints><constraint firstAttribute="height" constant="61" id="h"/></constraints>
            <state key="normal" title="Log In"/>
        </button>
        """
        let xml = storyboard(views, constraints: """
            <constraint firstItem="title" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="52" id="c2"/>
            <constraint firstItem="login" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c3"/>
            <constraint firstItem="login" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c4"/>
            <constraint firstItem="login" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c5"/>
            """, device: "retina6_1", toolsVersion: 17156, size: (414, 896), extraScenes: """
            <scene sceneID="nav-s"><objects>
              <navigationController id="nav">
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                  <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                </navigationBar>
                <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
              </navigationController>
            </objects></scene>
            """)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].size == Size(width: 414, height: 808))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(laid.frame("title") == Rect(x: 52, y: 374, width: 310, height: 60))
        #expect(laid.frame("login") == Rect(x: 0, y: 713, width: 414, height: 61))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("an opaque tab bar: the root ends above it (896 − 34 − 49 = 813), with no bottom safe-area inset")
    func opaqueTabBar() throws {
        let xml = storyboard("", device: "retina6_1", toolsVersion: 17156, size: (414, 896), extraScenes: """
            <scene sceneID="tab-s"><objects>
              <tabBarController id="tab">
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tb"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/></tabBar>
                <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="viewControllers" id="seg2"/></connections>
              </tabBarController>
            </objects></scene>
            """)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].size == Size(width: 414, height: 813))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test("a controller presented full screen (segue or controller modalPresentationStyle) has no device safe-area insets")
    func presentedFullScreen() throws {
        // iPhone 14 Pro canvas (393 × 852, 59 / 34 for the initial controller). The presented ones: a button 8 pt
        // below the safe area's top is at y = 8, as Xcode stores it (Xcode simulates no status area or home
        // indicator for a full-screen presentation); the navigation controller's root keeps its 44-pt bar only.
        func presented(_ id: String, _ attributes: String = "") -> String {
            """
            <scene sceneID="s-\(id)"><objects>
              <viewController id="\(id)" title="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                </view>
              </viewController>
            </objects></scene>
            """
        }
        let segues = """
        <connections>
          <segue destination="bySegue" kind="presentation" modalPresentationStyle="overFullScreen" id="p1"/>
          <segue destination="nav" kind="presentation" modalPresentationStyle="fullScreen" id="p2"/>
          <segue destination="sheet" kind="presentation" id="p3"/>
          <segue destination="byAttribute" kind="presentation" id="p4"/>
        </connections>
        """
        let navigation = """
        <scene sceneID="s-nav"><objects>
          <navigationController id="nav"><connections>
            <segue destination="inNav" kind="relationship" relationship="rootViewController" id="r1"/>
          </connections></navigationController>
        </objects></scene>
        """
        let xml = storyboard("", device: "retina6_12", toolsVersion: 21701, size: (393, 852), controller: segues,
                             extraScenes: presented("bySegue") + presented("byAttribute", "modalPresentationStyle=\"fullScreen\"")
                                + presented("inNav") + navigation)
        let laid = try LaidOut(xml)
        func insets(_ name: String) -> Insets? { laid.scenes.first { $0.name == "Test/\(name)" }?.devices.first?.safeArea }
        #expect(insets("main") == Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(insets("bySegue") == .zero)
        #expect(insets("byAttribute") == .zero)
        #expect(insets("inNav") == Insets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test("a controller embedded in a container view is laid out as its own scene at the canvas's origin")
    func embeddedController() throws {
        // The child's root is stored at the container's size (274 × 274) and laid out at the canvas's origin, where it
        // overlaps the 44-pt status area and not the home indicator (862 … 896). Pinned 10 pt inside the child's safe
        // area on the bottom and sides, its 87-pt button is at (10, 274 − 10 − 87 = 177, 254, 87), as Xcode stores it.
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="70" y="558" width="274" height="274"/>
            <connections><segue destination="child" kind="embed" id="e1"/></connections>
        </containerView>
        """
        let child = """
        <scene sceneID="s-child"><objects>
          <viewController id="child" title="Child" sceneMemberID="viewController">
            <view key="view" id="child-root"><rect key="frame" x="0.0" y="0.0" width="274" height="274"/>
              <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                  <rect key="frame" x="10" y="177" width="254" height="87"/>
                  <constraints><constraint firstAttribute="height" constant="87" id="h"/></constraints>
                </button>
                \(label("note", 10, 54, 40, 21))
              </subviews>
              <viewLayoutGuide key="safeArea" id="child-safe"/>
              <constraints>
                <constraint firstItem="go" firstAttribute="leading" secondItem="child-safe" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstItem="child-safe" firstAttribute="trailing" secondItem="go" secondAttribute="trailing" constant="10" id="c2"/>
                <constraint firstItem="child-safe" firstAttribute="bottom" secondItem="go" secondAttribute="bottom" constant="10" id="c3"/>
                <constraint firstItem="note" firstAttribute="top" secondItem="child-safe" secondAttribute="top" constant="10" id="c4"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="child-safe" secondAttribute="leading" constant="10" id="c5"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene>
        """
        let laid = try LaidOut(storyboard(container, device: "retina6_1", toolsVersion: 18122, size: (414, 896), extraScenes: child))
        let index = try #require(laid.scenes.firstIndex { $0.name == "Test/Child" })
        #expect(laid.scenes[index].devices[0].safeArea == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("go", scene: index) == Rect(x: 10, y: 177, width: 254, height: 87))
        // At the top: 10 pt below the 44-pt status area (Xcode 13 stores a 414 × 818 child's label 59 pt below its
        // top margin at y = 103): (10, 54, 40, 21).
        #expect(laid.frame("note", scene: index) == Rect(x: 10, y: 54, width: 40, height: 21))
    }

    @Test("edgesForExtendedLayout without the top edge: the root lies below a translucent navigation bar too")
    func edgesForExtendedLayout() throws {
        // iPhone 8 canvas, Xcode 10: status bar 20 + bar 44 = 64; the root is laid out 667 − 64 = 603 tall with no
        // top inset, as under an opaque bar. With the top edge listed, it extends under the bar (64-pt inset).
        func canvas(_ edges: String) throws -> Device? {
            let xml = storyboard("", controller: edges, extraScenes: """
                <scene sceneID="nav-s"><objects>
                  <navigationController id="nav"><connections>
                    <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
                  </connections></navigationController>
                </objects></scene>
                """)
            return try LaidOut(xml).scenes.first?.devices.first
        }
        let below = try #require(try canvas("<extendedEdge key=\"edgesForExtendedLayout\" bottom=\"YES\"/>"))
        #expect(below.size == Size(width: 375, height: 603) && below.safeArea == .zero)
        let under = try #require(try canvas("<extendedEdge key=\"edgesForExtendedLayout\" top=\"YES\" bottom=\"YES\"/>"))
        #expect(under.size == Size(width: 375, height: 667) && under.safeArea.top == 64)
    }

    @Test("a tvOS xib (apple_tv) is read at its root's size and 1 pixel per point, never refused")
    func tvOSCanvas() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" variant="tvOS" useAutolayout="YES">
            <device id="apple_tv" orientation="landscape" appearance="light"/>
            <objects><view contentMode="scaleToFill" id="tv"><rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/></view></objects>
        </document>
        """
        let scene = try #require(try LaidOut(xml, file: "TV.xib").scenes.first)
        #expect(scene.size == Size(width: 1920, height: 1080))
        #expect(scene.devices.first?.scale == 1)
    }
}
