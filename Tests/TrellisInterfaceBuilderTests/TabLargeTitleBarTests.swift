import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A tab's large-title navigation controller in Xcode 14.3 to 15.0 lays its controllers out below the bar as stored
/// (IBTabLargeTitleBars): measured, an Xcode 14.3.1 and an Xcode 15.0 save of two projects on 393 × 852 store content
/// pinned to the safe area's top at 59 + 96 = 155 under a bar stored at y = 59, 96 tall. Expected frames are worked out
/// by hand.
@Suite("Interface Builder: a tab's large-title bar in Xcode 14.3 to 15.0")
struct TabLargeTitleBarTests {
    /// A navigation controller showing the helper's controller, its large-title bar stored at y = 59, 96 tall.
    static let navigation = """
        <scene sceneID="nav-sc-001">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="nav-aa-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar-aa-001">
                        <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="sg1-aa-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    /// A tab bar controller showing that navigation controller as its tab.
    static let tabBar = """
        <scene sceneID="tab-sc-001">
            <objects>
                <tabBarController id="tab-aa-001" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="nav-aa-001" kind="relationship" relationship="viewControllers" id="sg2-aa-001"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """

    /// A 40-pt view pinned to the safe area's top and sides (not a table: the title row does not collapse).
    static let field = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="0.0" y="155" width="393" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="hgt-aa-001"/>
            </constraints>
        </view>
        """

    static let constraints = """
        <constraint firstItem="field" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="lea-aa-001"/>
        <constraint firstItem="field" firstAttribute="top" secondItem="safe" secondAttribute="top" id="top-aa-001"/>
        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="tra-aa-001"/>
        """

    @Test("Xcode 14.3.1, a tab: the view at 59 + 96 = 155, the bar as stored")
    func tabXcode1431() throws {
        let xml = storyboard(Self.field, constraints: Self.constraints, device: "retina6_12", toolsVersion: 21701,
                             size: (393, 852), extraScenes: Self.navigation + Self.tabBar)
        #expect(try LaidOut(xml).frame("field")?.minY == 155)
    }

    @Test("Xcode 15.0, a tab: 155 too")
    func tabXcode150() throws {
        let xml = storyboard(Self.field, constraints: Self.constraints, device: "retina6_12", toolsVersion: 22154,
                             size: (393, 852), extraScenes: Self.navigation + Self.tabBar)
        #expect(try LaidOut(xml).frame("field")?.minY == 155)
    }

    @Test("Xcode 14.3.1, not a tab: the taller row, 59 + 44 + 181 / 3 = 163.33")
    func notTab() throws {
        let xml = storyboard(Self.field, constraints: Self.constraints, device: "retina6_12", toolsVersion: 21701,
                             size: (393, 852), extraScenes: Self.navigation)
        let y = try #require(try LaidOut(xml).frame("field")?.minY)
        #expect(abs(y - (59 + 44 + 181.0 / 3)) < 0.01)
    }
}
