import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation root that pushes a tab bar controller whose own `show` leads back to it, the tie-breaker naming that
/// `show`: Xcode 10.1 lays the cycle out outside any navigation stack (IBInferredMetricsTieBreakers.CycleThroughRoot,
/// `fromTabBarController`). Written by hand after the shape measured in RowanHisham's OnTheMap storyboard; expected
/// frames worked out by hand.
@Suite("Interface Builder: a tie-broken show from a pushed tab bar controller back to the navigation root")
struct TieBreakerTabBarCycleTests {
    /// On 375 × 667 (`retina4_7`, 20-pt status bar): a navigation controller with an opaque bar whose root `login`
    /// holds a 30-pt strip 94 pt below its safe area's top and pushes the tab bar controller `tabs`; `tabs` shows
    /// `login` again by `tabs-login`; its one tab `map` holds a view pinned to its safe area on every side. Every root
    /// is stored 375 × 667.
    func document(toolsVersion: String = "14460.31", tieBreaker: String = "tabs-login") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
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
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                    <rect key="frame" x="0.0" y="114" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="strip-height"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="login-safe"/>
                            <constraints>
                                <constraint firstItem="strip" firstAttribute="top" secondItem="login-safe" secondAttribute="top" constant="94" id="strip-top"/>
                                <constraint firstItem="strip" firstAttribute="leading" secondItem="login-root" secondAttribute="leading" id="strip-leading"/>
                                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="strip-trailing"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" id="login-item"/>
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
                            <segue destination="login" kind="show" id="tabs-login"/>
                            <segue destination="map" kind="relationship" relationship="viewControllers" id="tabs-map"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-map"><objects>
                    <viewController id="map" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="map-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mapview">
                                    <rect key="frame" x="0.0" y="20" width="375" height="598"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="map-safe"/>
                            <constraints>
                                <constraint firstItem="mapview" firstAttribute="top" secondItem="map-safe" secondAttribute="top" id="map-top"/>
                                <constraint firstItem="mapview" firstAttribute="bottom" secondItem="map-safe" secondAttribute="bottom" id="map-bottom"/>
                                <constraint firstItem="mapview" firstAttribute="leading" secondItem="map-safe" secondAttribute="leading" id="map-leading"/>
                                <constraint firstItem="mapview" firstAttribute="trailing" secondItem="map-safe" secondAttribute="trailing" id="map-trailing"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Map" id="map-tab"/>
                    </viewController>
                </objects></scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="\(tieBreaker)"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    @Test("Xcode 10.1: the cycle lies outside any stack — the strip at 20 + 94 = 114, the map view from 20 to 667 − 49")
    func cycleDropsTheBar() throws {
        let laid = try LaidOut(document())
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 114, width: 375, height: 30))
        #expect(laid.frame(inAnyScene: "mapview") == Rect(x: 0, y: 20, width: 375, height: 598))
    }

    @Test("the tie-breaker naming the root relationship: the login under the opaque bar (root from 64, strip at 94), the map under it too (0, 0, 375, 554)")
    func rootRelationshipKeepsTheBar() throws {
        let laid = try LaidOut(document(tieBreaker: "nav-login"))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 94, width: 375, height: 30))
        #expect(laid.frame(inAnyScene: "mapview") == Rect(x: 0, y: 0, width: 375, height: 554))
    }

    @Test("an Xcode 13.3 save (not measured) is left as before: the bar stays")
    func otherXcodeKeepsTheBar() throws {
        let laid = try LaidOut(document(toolsVersion: "20037"))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 94, width: 375, height: 30))
    }
}
