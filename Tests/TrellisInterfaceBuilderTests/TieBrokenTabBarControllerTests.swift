import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A tab bar controller that several pushes reach takes its tabs' bars from the push the tie-breaker names
/// (IBTieBrokenTabBarController).
@Suite("Interface Builder: a tab bar controller reached by several pushes, one of them named by the tie-breaker")
struct TieBrokenTabBarControllerTests {
    /// A navigation controller's root `login` shows the tab bar controller `tabs`; its first tab `home` holds a 30-pt
    /// strip pinned 20 pt below the safe area's top and a 40-pt foot on the safe area's bottom; its second tab `survey`
    /// shows `detail`, which shows `tabs` again. `tieBreaker`: the segue `<inferredMetricsTieBreakers>` names.
    /// Xcode 11.4 on 375 × 667, where a tab alone has no status bar simulated (TieBrokenTabPushTests).
    func document(tieBreaker: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="login" kind="relationship" relationship="rootViewController" id="nav-login"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-login"><objects>
                    <viewController id="login" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="login-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="login-safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Log in" id="login-item"/>
                        <connections>
                            <segue destination="tabs" kind="show" id="login-tabs"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="home" kind="relationship" relationship="viewControllers" id="tabs-home"/>
                            <segue destination="survey" kind="relationship" relationship="viewControllers" id="tabs-survey"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-home"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="home-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                    <rect key="frame" x="0.0" y="20" width="375" height="30"/>
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
                            <viewLayoutGuide key="safeArea" id="home-safe"/>
                            <constraints>
                                <constraint firstItem="strip" firstAttribute="top" secondItem="home-safe" secondAttribute="top" constant="20" id="strip-top"/>
                                <constraint firstItem="strip" firstAttribute="leading" secondItem="home-root" secondAttribute="leading" id="strip-leading"/>
                                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="strip-trailing"/>
                                <constraint firstItem="home-safe" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="foot-bottom"/>
                                <constraint firstItem="foot" firstAttribute="leading" secondItem="home-root" secondAttribute="leading" id="foot-leading"/>
                                <constraint firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="foot-trailing"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Home" id="home-tab"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-survey"><objects>
                    <viewController id="survey" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="survey-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="survey-safe"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Survey" id="survey-tab"/>
                        <connections>
                            <segue destination="detail" kind="show" id="survey-detail"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-detail"><objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detail-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="detail-safe"/>
                        </view>
                        <connections>
                            <segue destination="tabs" kind="show" id="detail-tabs"/>
                        </connections>
                    </viewController>
                </objects></scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="\(tieBreaker)"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    @Test("the named show comes from a controller outside any stack: no navigation bar over the tabs (0 + 20), the tab bar kept (667 − 49 − 40)")
    func namedFromOutsideStack() throws {
        let laid = try LaidOut(document(tieBreaker: "detail-tabs"))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 20, width: 375, height: 30))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 0, y: 578, width: 375, height: 40))
    }

    @Test("the named show is the login's, in the navigation stack: the tabs lie under its bar (44 + 20)")
    func namedFromStack() throws {
        let laid = try LaidOut(document(tieBreaker: "login-tabs"))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 64, width: 375, height: 30))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 0, y: 578, width: 375, height: 40))
    }
}
