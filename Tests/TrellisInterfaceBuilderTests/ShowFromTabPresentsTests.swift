import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 10 lays out a controller shown from a plain tab (no navigation controller around it) as presented, without
/// the tab bar (IBShowFromTabPresents).
@Suite("Interface Builder: a show from a tab with no navigation controller presents, in Xcode 10")
struct ShowFromTabPresentsTests {
    /// A tab bar controller whose one tab, `home`, is a plain controller with a button that shows `detail`; in the
    /// detail controller a `panel` is pinned to the safe area's leading, trailing and bottom edges, 100 pt tall.
    static func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="viewControllers" id="tab-1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                        <rect key="frame" x="20" y="40" width="46" height="30"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="detail" kind="show" id="show-detail"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="open" firstAttribute="top" secondItem="home-safe" secondAttribute="top" constant="20" id="open-top"/>
                                    <constraint firstItem="open" firstAttribute="leading" secondItem="home-safe" secondAttribute="leading" constant="20" id="open-leading"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="home-safe"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Home" id="home-item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="567" width="375" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="panel-height"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="detail-safe" secondAttribute="leading" id="panel-leading"/>
                                    <constraint firstItem="detail-safe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="panel-trailing"/>
                                    <constraint firstItem="detail-safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="panel-bottom"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="detail-safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand: Xcode 10.1 on 375 × 667, the detail controller presented over the tab bar: its safe area ends at
    // the root's bottom, 667, so the panel is at 667 − 100 = 567. The tab itself keeps its tab bar (not measured here).
    @Test("Xcode 10.1: the shown controller has no tab bar; the panel ends at the root's bottom, y = 567")
    func presentedWithoutTabBar() throws {
        let laid = try LaidOut(Self.document(toolsVersion: "14460.31"))
        #expect(laid.frame(inAnyScene: "panel") == Rect(x: 0, y: 567, width: 375, height: 100))
    }

    // Worked by hand, the gate: Xcode 11.3 (15705) keeps the source's 49-pt tab bar: the panel ends at 667 − 49 = 618,
    // at y = 518.
    @Test("Xcode 11.3: the shown controller keeps the tab's tab bar; the panel at y = 667 − 49 − 100 = 518")
    func laterXcodeKeepsTabBar() throws {
        let laid = try LaidOut(Self.document(toolsVersion: "15705"))
        #expect(laid.frame(inAnyScene: "panel") == Rect(x: 0, y: 518, width: 375, height: 100))
    }
}
