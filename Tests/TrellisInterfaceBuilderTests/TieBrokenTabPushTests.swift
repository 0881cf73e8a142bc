import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A tab that a tie-broken push from a navigation stack also shows is laid out as pushed (IBTieBrokenTabPush).
@Suite("Interface Builder: a tab that the tie-breaker names as pushed from a navigation stack")
struct TieBrokenTabPushTests {
    /// A tab bar controller whose first tab is a navigation controller (root `list`, which pushes `form`) and whose
    /// second tab is `settings`; `form` has a button whose `show` leads to `settings` too. `tieBreaker`: the segue
    /// the document's `<inferredMetricsTieBreakers>` names. `settings` holds a 30-pt strip pinned 20 pt below its safe
    /// area's top and a 40-pt foot on its safe area's bottom. Xcode 11.4 on 375 × 667: no status bar.
    func document(tieBreaker: String, formInStack: Bool = true) -> String {
        let listPush = formInStack ? #"<segue destination="form" kind="show" id="list-form"/>"# : ""
        let formTab = formInStack ? "" : #"<segue destination="form" kind="relationship" relationship="viewControllers" id="tabs-form"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.2" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-nav"/>
                            <segue destination="settings" kind="relationship" relationship="viewControllers" id="tabs-settings"/>
                            \(formTab)
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="nav-list"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-list"><objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="list-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="list-safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="List" id="list-item"/>
                        <connections>\(listPush)</connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-form"><objects>
                    <viewController id="form" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="form-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                    <rect key="frame" x="20" y="300" width="100" height="30"/>
                                    <state key="normal" title="Settings"/>
                                    <connections>
                                        <segue destination="settings" kind="show" id="form-settings"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="form-safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Form" id="form-item"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-settings"><objects>
                    <viewController id="settings" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="settings-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                    <rect key="frame" x="0.0" y="64" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="strip-height"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                    <rect key="frame" x="0.0" y="578" width="375" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="foot-height"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="settings-safe"/>
                            <constraints>
                                <constraint firstItem="strip" firstAttribute="top" secondItem="settings-safe" secondAttribute="top" constant="20" id="strip-top"/>
                                <constraint firstItem="strip" firstAttribute="leading" secondItem="settings-root" secondAttribute="leading" id="strip-leading"/>
                                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="strip-trailing"/>
                                <constraint firstItem="settings-safe" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="foot-bottom"/>
                                <constraint firstItem="foot" firstAttribute="leading" secondItem="settings-root" secondAttribute="leading" id="foot-leading"/>
                                <constraint firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="foot-trailing"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Settings" id="settings-tab"/>
                        <navigationItem key="navigationItem" id="settings-item"/>
                    </viewController>
                </objects></scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="\(tieBreaker)"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    @Test("named push from the form in the stack: the strip under the navigation bar at 44 + 20, the foot on the tab bar at 667 − 49 − 40")
    func pushedFromStack() throws {
        let laid = try LaidOut(document(tieBreaker: "form-settings"))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 64, width: 375, height: 30))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 0, y: 578, width: 375, height: 40))
    }

    @Test("the tie-breaker naming the tab's relationship instead: a tab alone, no navigation bar (0 + 20)")
    func tabNamed() throws {
        let laid = try LaidOut(document(tieBreaker: "tabs-settings"))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 20, width: 375, height: 30))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 0, y: 578, width: 375, height: 40))
    }

    @Test("a named push from another tab outside any stack: still a tab alone (0 + 20)")
    func pushedFromTab() throws {
        let laid = try LaidOut(document(tieBreaker: "form-settings", formInStack: false))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 20, width: 375, height: 30))
    }
}
