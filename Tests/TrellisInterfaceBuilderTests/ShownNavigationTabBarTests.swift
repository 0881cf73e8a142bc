import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11: a navigation controller that a `show` or `showDetail` segue leads to from a controller above a tab bar
/// keeps the tab bar at the bottom of its root (IBShownNavigationTabBar). Measured: MemeMe 2.0 (16096) stores its
/// editor's toolbar, pinned to the safe area's bottom, ending at 813 = 896 − 34 − 49; LINE's SDK sample (15505) a
/// text view 300 pt above that bottom ending at 318 = 667 − 49 − 300.
///
/// Expected frames are worked out by hand on the 414 × 896 canvas (`retina6_1`): the editor's `tools` bar, 49 tall and
/// pinned to its safe area's bottom, ends at 896 − 34 (home indicator) − 49 (tab bar) = 813, so y = 764; without the
/// tab bar it would end at 862 (y = 813).
@Suite("Interface Builder: a navigation controller shown from above a tab bar")
struct ShownNavigationTabBarTests {
    /// The scene of the tab bar controller `tab`, whose one tab is `lst`, on a canvas `width` wide.
    func tabBarScene(width: Int) -> String {
        """
                <scene sceneID="sc3-aa-bbb">
                    <objects>
                        <tabBarController id="tab-aa-bbb" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tbB-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="lst-aa-bbb" kind="relationship" relationship="viewControllers" id="rl1-aa-bbb"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
    }

    /// The scene of the navigation controller `mod`, whose root is `edt`, its bar stored at `barY`, `width` wide.
    func navigationScene(barY: Int, width: Int) -> String {
        """
                <scene sceneID="sc4-aa-bbb">
                    <objects>
                        <navigationController id="mod-aa-bbb" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="mdB-aa-bbb">
                                <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="edt-aa-bbb" kind="relationship" relationship="rootViewController" id="rl2-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// The tab bar controller `tab` holds `lst` as a tab, unless `inTab` is false (then `lst` is the initial controller,
    /// in no container). `lst` leads to the navigation controller `mod` by a segue of `kind`; `mod`'s root `edt`
    /// holds the `tools` bar.
    func document(kind: String, toolsVersion: String = "15505", inTab: Bool = true) -> String {
        let tabScene = inTab ? tabBarScene(width: 414) : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(inTab ? "tab" : "lst")-aa-bbb">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController title="Sent" id="lst-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lsV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <viewLayoutGuide key="safeArea" id="lsS-aa-bbb"/>
                            </view>
                            <connections>
                                <segue destination="mod-aa-bbb" kind="\(kind)" id="toE-di-t01"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewController title="Editor" id="edt-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="edV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tools">
                                        <rect key="frame" x="0.0" y="764" width="414" height="49"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="49" id="tls-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="tools" firstAttribute="leading" secondItem="edS-aa-bbb" secondAttribute="leading" id="tls-l"/>
                                    <constraint firstItem="edS-aa-bbb" firstAttribute="trailing" secondItem="tools" secondAttribute="trailing" id="tls-r"/>
                                    <constraint firstItem="edS-aa-bbb" firstAttribute="bottom" secondItem="tools" secondAttribute="bottom" id="tls-b"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="edS-aa-bbb"/>
                            </view>
                            <navigationItem key="navigationItem" title="Editor" id="edN-aa-bbb"/>
                        </viewController>
                    </objects>
                </scene>
        \(tabScene)
        \(navigationScene(barY: 44, width: 414))
            </scenes>
        </document>
        """
    }

    @Test("showDetail from a tab (MemeMe's shape): the editor's bar sits on the tab bar, ending at 813", arguments: ["showDetail", "show"])
    func keepsTabBar(kind: String) throws {
        let laidOut = try LaidOut(document(kind: kind))
        #expect(laidOut.frame(inAnyScene: "tools") == Rect(x: 0, y: 764, width: 414, height: 49))
    }

    @Test("From a controller in no container there is no tab bar to keep: the bar ends at the home indicator, 862")
    func noTabBarWithoutOne() throws {
        let laidOut = try LaidOut(document(kind: "showDetail", inTab: false))
        #expect(laidOut.frame(inAnyScene: "tools")?.maxY == 862)
    }

    /// Xcode 11.0 saves 14868 (FatmaJ's MemeMe2: two `show` segues from two tabs' Add buttons, the editor's toolbar
    /// stored ending 49 pt above the home indicator); Xcode 10.2 (14490) is outside the measured versions.
    @Test("Xcode 11.0 (14868) keeps the tab bar under the shown stack, ending at 813; Xcode 10.2 (14490) does not",
          arguments: [("14868", true), ("14490", false)])
    func xcode110(toolsVersion: String, keeps: Bool) throws {
        let laidOut = try LaidOut(document(kind: "show", toolsVersion: toolsVersion))
        #expect((laidOut.frame(inAnyScene: "tools")?.maxY == 813) == keeps)
        if keeps { #expect(laidOut.frame(inAnyScene: "tools") == Rect(x: 0, y: 764, width: 414, height: 49)) }
    }

    /// Xcode 8 (arjun-lalwani's iOS-bankingApp, 11542, shape kept): a layout-guide document on 375 × 667. The
    /// editor's 49-pt `tools` view sits on the bottom layout guide, which the tab bar puts at 667 − 49 = 618, so
    /// y = 569; without the tab bar it would end at 667. Xcode 9.4 (14113) is outside the measured versions.
    func xcode8Document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="tab-aa-bbb">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
        \(tabBarScene(width: 375))
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="lst-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lsV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Accounts" id="lsT-aa-bbb"/>
                            <connections>
                                <segue destination="mod-aa-bbb" kind="show" id="toE-di-t01"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        \(navigationScene(barY: 20, width: 375))
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewController id="edt-aa-bbb" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="edT-aa-bbb"/>
                                <viewControllerLayoutGuide type="bottom" id="edB-aa-bbb"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="edV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tools">
                                        <rect key="frame" x="0.0" y="569" width="375" height="49"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="49" id="tls-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="tools" firstAttribute="leading" secondItem="edV-aa-bbb" secondAttribute="leading" id="tls-l"/>
                                    <constraint firstAttribute="trailing" secondItem="tools" secondAttribute="trailing" id="tls-r"/>
                                    <constraint firstItem="edB-aa-bbb" firstAttribute="top" secondItem="tools" secondAttribute="bottom" id="tls-b"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Checkings" id="edN-aa-bbb"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 8.1 (11542) keeps the tab bar under the shown stack: the bar on the bottom guide ends at 618; Xcode 9.4 (14113) does not",
          arguments: [("11542", true), ("14113", false)])
    func xcode8(toolsVersion: String, keeps: Bool) throws {
        let laidOut = try LaidOut(xcode8Document(toolsVersion: toolsVersion))
        let expected = keeps ? Rect(x: 0, y: 569, width: 375, height: 49) : Rect(x: 0, y: 618, width: 375, height: 49)
        #expect(laidOut.frame(inAnyScene: "tools") == expected)
    }

    @Test("Xcode 12 (17506) is outside the measured versions: no tab bar under the editor")
    func gatedToXcode11() throws {
        let laidOut = try LaidOut(document(kind: "showDetail", toolsVersion: "17506"))
        #expect(laidOut.frame(inAnyScene: "tools")?.maxY != 813)
    }
}
