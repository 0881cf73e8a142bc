import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller pushed from a tab's navigation root that says `hidesBottomBarWhenPushed="YES"` shows no tab bar, and
/// what it pushes none either (IBHiddenBottomBarPush). Measured: an Xcode 10 messenger storyboard stores its pushed
/// chat's scroll view pinned to the safe area's bottom at the root's bottom, 672 pt down, not 49 pt above it.
/// Expected frames are worked out by hand: 414 × 736, an opaque 64-pt status and navigation bar over every root (each
/// root 414 × 672 below it), a translucent 49-pt tab bar.
@Suite("Interface Builder: hide bottom bar on push")
struct HiddenBottomBarPushTests {
    /// Xcode 10 (toolsVersion 14313): the tab bar controller `tab` holds the navigation controller `nav`, whose root
    /// `lst` pushes `cht` (its `hidesBottomBarWhenPushed` given by `hides`), which pushes `dtl`. `cht`'s `pane` and
    /// `dtl`'s `info` are pinned to their safe areas on every side.
    func document(hides: Bool, toolsVersion: String = "14313.18") -> String {
        let flag = hides ? #" hidesBottomBarWhenPushed="YES""# : ""
        func pinned(_ id: String, guide: String) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(guide)" secondAttribute="top" id="\(id)-t"/>
            <constraint firstItem="\(guide)" firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(id)-b"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(guide)" secondAttribute="leading" id="\(id)-l"/>
            <constraint firstItem="\(guide)" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-r"/>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tab-aa-bbb">
            <device id="retina5_5" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="lst-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lsV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                                <viewLayoutGuide key="safeArea" id="lsS-aa-bbb"/>
                            </view>
                            <navigationItem key="navigationItem" title="Messages" id="lsN-aa-bbb"/>
                            <connections>
                                <segue destination="cht-aa-bbb" kind="show" identifier="showChat" id="toC-ha-t01"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewController title="Chat"\(flag) id="cht-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="chV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    \(pinned("pane", guide: "chS-aa-bbb"))
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="chS-aa-bbb"/>
                            </view>
                            <connections>
                                <segue destination="dtl-aa-bbb" kind="show" identifier="showDetail" id="toD-et-a01"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc3-aa-bbb">
                    <objects>
                        <viewController title="Detail" id="dtl-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    \(pinned("info", guide: "dtS-aa-bbb"))
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="dtS-aa-bbb"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc4-aa-bbb">
                    <objects>
                        <tabBarController id="tab-aa-bbb" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="tbB-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav-aa-bbb" kind="relationship" relationship="viewControllers" id="rl1-aa-bbb"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="sc5-aa-bbb">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="nav-aa-bbb" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Messages" id="nvT-aa-bbb"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translucent="NO" id="nvB-aa-bbb">
                                <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lst-aa-bbb" kind="relationship" relationship="rootViewController" id="rl2-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Hide Bottom Bar on Push: the chat's pane and the detail's pushed from it reach the root's bottom, 672 tall")
    func hidesBottomBar() throws {
        let laidOut = try LaidOut(document(hides: true))
        #expect(laidOut.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 414, height: 672))
        #expect(laidOut.frame(inAnyScene: "info") == Rect(x: 0, y: 0, width: 414, height: 672))
    }

    @Test("Without it both keep the tab bar's 49 pt: 623 tall")
    func keepsTabBar() throws {
        let laidOut = try LaidOut(document(hides: false))
        #expect(laidOut.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 414, height: 623))
        #expect(laidOut.frame(inAnyScene: "info") == Rect(x: 0, y: 0, width: 414, height: 623))
    }

    /// Xcode 8 keeps the inherited tab bar (measured in two Xcode 8.2 saves of two projects: a scroll view and a table
    /// pinned to the bottom layout guide of pushed controllers that hide the bottom bar end 49 pt above the bottom).
    @Test("Xcode 8.2 (toolsVersion 11762): the canvas keeps the tab bar's 49 pt though the chat hides it: 623 tall")
    func xcode8KeepsTabBar() throws {
        let laidOut = try LaidOut(document(hides: true, toolsVersion: "11762"))
        #expect(laidOut.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 414, height: 623))
        #expect(laidOut.frame(inAnyScene: "info") == Rect(x: 0, y: 0, width: 414, height: 623))
    }
}
