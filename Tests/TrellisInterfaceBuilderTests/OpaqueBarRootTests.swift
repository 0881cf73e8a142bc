import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller's root under opaque bars (`translucent="NO"`) as Xcode 10 stores it: at the size below the bars,
/// at y = 0. UIKit lays the view out below an opaque navigation bar and above an opaque tab bar
/// (`extendedLayoutIncludesOpaqueBars` is NO by default), so the root overlaps neither bar and its safe area has
/// no inset there; the bars must not be counted a second time in the safe area.
@Suite("Interface Builder roots stored below opaque bars")
struct OpaqueBarRootTests {
    /// A view `page` pinned to the four edges of the root's safe area.
    static let page = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page">
            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
        </view>
        """
    static let pins = """
        <constraint firstItem="page" firstAttribute="top" secondItem="safe" secondAttribute="top" id="p1"/>
        <constraint firstItem="page" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="p2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="p3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="page" secondAttribute="bottom" id="p4"/>
        """

    /// A navigation controller (its bar opaque) showing the helper's controller `vc1-aa-bbb`; inside a tab bar
    /// controller with an opaque tab bar when `tab` is set.
    static func containers(tab: Bool) -> String {
        let navigation = """
            <scene sceneID="nav-s"><objects>
              <navigationController id="nav">
                <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" translucent="NO" id="bar">
                  <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </navigationBar>
                <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="s1"/></connections>
              </navigationController>
            </objects></scene>
            """
        guard tab else { return navigation }
        return navigation + """
            <scene sceneID="tab-s"><objects>
              <tabBarController id="tabs">
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s2"/></connections>
              </tabBarController>
            </objects></scene>
            """
    }

    @Test("an Xcode 10 root stored 375 × 603 at y = 0 under an opaque navigation bar: a view pinned to its safe area fills it")
    func storedBelowNavigationBar() throws {
        // iPhone 8 canvas, Xcode 10.2 (toolsVersion 14490): status bar 20 + opaque bar 44 = 64; the root lies below
        // them, 667 − 64 = 603 tall, and overlaps neither, so its safe area has no inset: page = (0, 0, 375, 603), as
        // Xcode stores a web view pinned so (tiledesk's storyboard). Counting the bars in the safe area as well would
        // give (0, 64, 375, 539).
        let xml = storyboard(Self.page, constraints: Self.pins, toolsVersion: 14490, size: (375, 603),
                             extraScenes: Self.containers(tab: false))
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].size == Size(width: 375, height: 603))
        #expect(laid.scenes[0].devices[0].safeArea == .zero)
        #expect(laid.frame("page") == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("opaque navigation and tab bars on a notched phone: the root between them has no safe-area inset")
    func storedBetweenOpaqueBars() throws {
        // iPhone X canvas (375 × 812), Xcode 10.2: sensor housing 44 + bar 44 = 88 above, tab bar 49 + home
        // indicator 34 = 83 below; the root is 812 − 88 − 83 = 641 tall, stored at y = 0, and the opaque bars cover
        // the housing and the home indicator: page = (0, 0, 375, 641).
        let xml = storyboard(Self.page, constraints: Self.pins, device: "retina5_9", toolsVersion: 14490, size: (375, 641),
                             extraScenes: Self.containers(tab: true))
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].size == Size(width: 375, height: 641))
        #expect(laid.scenes[0].devices[0].safeArea == .zero)
        #expect(laid.frame("page") == Rect(x: 0, y: 0, width: 375, height: 641))
    }

    @Test("extendedLayoutIncludesOpaqueBars=\"YES\": the root extends under the opaque bar, which is in its safe area")
    func extendedUnderOpaqueBar() throws {
        // The controller asks to extend under opaque bars: the root is the whole 375 × 667 screen and the status bar
        // and the bar (20 + 44) are its safe area's top inset: page = (0, 64, 375, 603).
        let xml = storyboard(Self.page, constraints: Self.pins, toolsVersion: 14490, extraScenes: Self.containers(tab: false))
            .replacingOccurrences(of: "id=\"vc1-aa-bbb\" sceneMemberID", with: "id=\"vc1-aa-bbb\" extendedLayoutIncludesOpaqueBars=\"YES\" sceneMemberID")
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].size == Size(width: 375, height: 667))
        #expect(laid.frame("page") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test("Xcode 26: a root stored 393 × 680 under an opaque bar lies below the bar at the doubled status area (172)")
    func storedBelowDoubledStatusArea() throws {
        // iPhone 15 canvas (393 × 852), Xcode 26 (toolsVersion 24506), whose canvas doubles the device's insets
        // (2 × 59 at the top, 2 × 34 at the bottom, IBRootPlacement.canvasInsets) and stores the navigation bar at
        // (0, 118, 393, 54). The opaque bar's bottom is 118 + 54 = 172, so the root below it is 852 − 172 = 680 tall,
        // stored at y = 0, with no inset at the top and the doubled home indicator (68) at the bottom:
        // page = (0, 0, 393, 680 − 68 = 612). Taking the undoubled top (59 + 54 = 113, a 739-pt root) would not
        // recognise the stored root as below the bar, lay it out from the screen's top and put the page 172 pt down:
        // (0, 172, 393, 508).
        let navigation = """
            <scene sceneID="nav-s"><objects>
              <navigationController id="nav">
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                  <rect key="frame" x="0.0" y="118" width="393" height="54"/>
                </navigationBar>
                <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="s1"/></connections>
              </navigationController>
            </objects></scene>
            """
        let page = Self.page.replacingOccurrences(of: "width=\"375\" height=\"603\"", with: "width=\"393\" height=\"612\"")
        let xml = storyboard(page, constraints: Self.pins, device: "retina6_12", toolsVersion: 24506, size: (393, 680),
                             extraScenes: navigation)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].size == Size(width: 393, height: 680))
        #expect(laid.frame("page") == Rect(x: 0, y: 0, width: 393, height: 612))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
