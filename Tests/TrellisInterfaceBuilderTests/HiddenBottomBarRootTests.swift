import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's root that says `hidesBottomBarWhenPushed="YES"` shows none of the navigation controller's
/// toolbar (IBHiddenBottomBarPush.rootHidesToolbar). Expected frames worked out by hand: Xcode 11.5 on 414 × 896 (44-pt
/// status area, 34-pt home indicator), an opaque 44-pt navigation bar, so the root is 414 × 808 below 88 pt of bars; the
/// toolbar is 49 pt tall on a phone with a home indicator.
@Suite("Interface Builder: a navigation root that hides the bottom bar")
struct HiddenBottomBarRootTests {
    /// `nav` shows its toolbar; its root `lst` (hiding the bottom bar as `hides` says) has `grid` pinned to its safe area.
    func document(hides: Bool) -> String {
        let flag = hides ? #" hidesBottomBarWhenPushed="YES""# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-aa-bbb">
            <device id="retina6_5" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController\(flag) id="lst-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lsV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="774"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="grid" firstAttribute="top" secondItem="lsS-aa-bbb" secondAttribute="top" id="grT-aa-bbb"/>
                                    <constraint firstItem="lsS-aa-bbb" firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="grB-aa-bbb"/>
                                    <constraint firstItem="grid" firstAttribute="leading" secondItem="lsS-aa-bbb" secondAttribute="leading" id="grL-aa-bbb"/>
                                    <constraint firstItem="lsS-aa-bbb" firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="grR-aa-bbb"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="lsS-aa-bbb"/>
                            </view>
                            <navigationItem key="navigationItem" title="Albums" id="lsN-aa-bbb"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <navigationController toolbarHidden="NO" id="nav-aa-bbb" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translucent="NO" id="nvB-aa-bbb">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="nvT-aa-bbb">
                                <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </toolbar>
                            <connections>
                                <segue destination="lst-aa-bbb" kind="relationship" relationship="rootViewController" id="rl1-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Hiding the bottom bar: the grid reaches the home indicator, 808 − 34 = 774 tall")
    func hidesToolbar() throws {
        let laidOut = try LaidOut(document(hides: true))
        #expect(laidOut.frame(inAnyScene: "grid") == Rect(x: 0, y: 0, width: 414, height: 774))
    }

    @Test("Without the flag the toolbar stays: 808 − 34 − 49 = 725 tall")
    func keepsToolbar() throws {
        let laidOut = try LaidOut(document(hides: false))
        #expect(laidOut.frame(inAnyScene: "grid") == Rect(x: 0, y: 0, width: 414, height: 725))
    }
}
