import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's toolbar in a tab sits above the tab bar (IBStackedToolbar). Measured: an Xcode 9.3
/// example storyboard on the iPhone X canvas stores a collection view pinned to the safe area's bottom, in the root of
/// a tab's navigation controller that states a simulated toolbar, ending at 685 = 812 − 34 − 49 − 44.
/// Expected frames worked out by hand: 375 × 812, 44-pt status bar and 44-pt navigation bar (safe area from 88),
/// 34-pt home indicator, 49-pt tab bar, a 44-pt toolbar above it (49 at the home indicator: IBNotchedToolbar).
@Suite("Interface Builder: a tab's navigation toolbar above the tab bar")
struct StackedToolbarTests {
    /// Xcode 9.3 (toolsVersion 14113): the navigation controller `nav` holds `gal`, whose `grid` is pinned to the safe
    /// area on every side. `inTab`: `nav` is a tab of `tab`. `stated`: `gal` states a simulated toolbar, else `nav`
    /// shows its toolbar (`toolbarHidden="NO"`). `toolsVersion` and `phone` (the device, its height and the status
    /// area the navigation bar is stored below) give another save: Xcode 9.3's iPhone X unless said.
    func document(inTab: Bool, stated: Bool, toolsVersion: Int = 14113,
                  phone: (device: String, height: Int, barY: Int) = ("retina5_9", 812, 44)) -> String {
        let initial = inTab ? "tab-aa-bbb" : "nav-aa-bbb"
        let tabScene = !inTab ? "" : """
            <scene sceneID="sc2-aa-bbb">
                <objects>
                    <tabBarController id="tab-aa-bbb" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbB-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav-aa-bbb" kind="relationship" relationship="viewControllers" id="rl1-aa-bbb"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="\(phone.device)" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="gal-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="gaV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(phone.height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                        <rect key="frame" x="0.0" y="88" width="375" height="597"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="grid" firstAttribute="top" secondItem="gaS-aa-bbb" secondAttribute="top" id="g-t"/>
                                    <constraint firstItem="gaS-aa-bbb" firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="g-b"/>
                                    <constraint firstItem="grid" firstAttribute="leading" secondItem="gaS-aa-bbb" secondAttribute="leading" id="g-l"/>
                                    <constraint firstItem="gaS-aa-bbb" firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="g-r"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="gaS-aa-bbb"/>
                            </view>
                            <navigationItem key="navigationItem" title="Gallery" id="gaN-aa-bbb"/>
                            \(stated ? #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"# : "")
                        </viewController>
                    </objects>
                </scene>
                \(tabScene)
                <scene sceneID="sc3-aa-bbb">
                    <objects>
                        <navigationController id="nav-aa-bbb"\(stated ? "" : #" toolbarHidden="NO""#) sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nvB-aa-bbb">
                                <rect key="frame" x="0.0" y="\(phone.barY)" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="gal-aa-bbb" kind="relationship" relationship="rootViewController" id="rl2-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("A stated toolbar in a tab's navigation controller: the grid ends at 685 = 812 − 34 − 49 − 44")
    func statedToolbarAboveTabBar() throws {
        let laidOut = try LaidOut(document(inTab: true, stated: true))
        #expect(laidOut.frame(inAnyScene: "grid") == Rect(x: 0, y: 88, width: 375, height: 597))
    }

    @Test("The navigation controller's own toolbar in a tab stacks the same way")
    func shownToolbarAboveTabBar() throws {
        let laidOut = try LaidOut(document(inTab: true, stated: false))
        #expect(laidOut.frame(inAnyScene: "grid") == Rect(x: 0, y: 88, width: 375, height: 597))
    }

    @Test("In no tab the toolbar alone, 49 pt at the home indicator: the grid ends at 729 = 812 − 34 − 49")
    func toolbarAlone() throws {
        for stated in [true, false] {
            let laidOut = try LaidOut(document(inTab: false, stated: stated))
            #expect(laidOut.frame(inAnyScene: "grid") == Rect(x: 0, y: 88, width: 375, height: 641))
        }
    }

    // IBStackedToolbar.statedBottom: before Xcode 9 a controller's own stated toolbar replaces the tab bar. On
    // 375 × 667, under the 20-pt status bar and the 44-pt navigation bar, `grid` pinned to the safe area runs from 64
    // to 667 − 44 = 623 (559 tall) with the toolbar alone, to 667 − 49 − 44 = 574 (510 tall) stacked.
    @Test("Xcode 8.2 (11762): a stated toolbar in a tab's navigation root replaces the tab bar, 559 tall; Xcode 9.3 (14113) stacks it, 510")
    func statedToolbarBeforeXcode9() throws {
        let older = try LaidOut(document(inTab: true, stated: true, toolsVersion: 11762, phone: ("retina4_7", 667, 20)))
        #expect(older.frame(inAnyScene: "grid") == Rect(x: 0, y: 64, width: 375, height: 559))
        let newer = try LaidOut(document(inTab: true, stated: true, toolsVersion: 14113, phone: ("retina4_7", 667, 20)))
        #expect(newer.frame(inAnyScene: "grid") == Rect(x: 0, y: 64, width: 375, height: 510))
    }
}
