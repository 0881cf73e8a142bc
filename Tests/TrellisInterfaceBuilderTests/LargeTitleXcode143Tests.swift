import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 14.3 already lays a phone's large title out with the taller row of Xcode 15 and 16 (181 pixels at 3×), under a
/// bar an earlier save stored 96 tall (IBLargeTitleBars.firstTallRowToolsVersion). Measured: an Xcode 14.3.1 contacts
/// list on 414 × 896 stores its search bar pinned to the safe area's top at 48 + 104.5 under a bar stored at y = 48,
/// 96 tall. Expected frames are worked out by hand.
@Suite("Interface Builder: the large-title row of Xcode 14.3")
struct LargeTitleXcode143Tests {
    /// A navigation controller showing the helper's controller, its large-title bar stored at y = 48, 96 tall.
    static let navigation = """
        <scene sceneID="H5m-M8-dj1">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="ejf-1Q-gJs" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="f3D-xk-6UT">
                        <rect key="frame" x="0.0" y="48" width="414" height="96"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="5uu-is-YAf"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    /// A 56-pt search bar pinned to the safe area's top and sides.
    static let searchBar = """
        <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
            <rect key="frame" x="0.0" y="152.5" width="414" height="56"/>
            <textInputTraits key="textInputTraits"/>
        </searchBar>
        """

    static let constraints = """
        <constraint firstItem="search" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="9TD-la-G9R"/>
        <constraint firstItem="search" firstAttribute="top" secondItem="safe" secondAttribute="top" id="UAc-oj-CkA"/>
        <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="dPs-8Y-O4A"/>
        """

    @Test("Xcode 14.3.1 on 414 × 896: the search bar at 48 + 44 + 181 / 3 = 152.33, 152.5 on the 2× pixel grid, under a stored 96-pt bar")
    func xcode1431() throws {
        let xml = storyboard(Self.searchBar, constraints: Self.constraints, device: "retina6_1", toolsVersion: 21701,
                             size: (414, 896), extraScenes: Self.navigation)
        #expect(try LaidOut(xml).frame("search")?.minY == 152.5)
    }

    @Test("Xcode 14.1 keeps the bar as stored: the search bar at 48 + 96 = 144")
    func xcode141() throws {
        let xml = storyboard(Self.searchBar, constraints: Self.constraints, device: "retina6_1", toolsVersion: 21225,
                             size: (414, 896), extraScenes: Self.navigation)
        #expect(try LaidOut(xml).frame("search")?.minY == 144)
    }
}
