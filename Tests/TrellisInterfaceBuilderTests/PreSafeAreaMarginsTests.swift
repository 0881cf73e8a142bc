import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Layout margins in documents saved before Xcode 9 (toolsVersion below 13000), for iOS 10 and earlier: no view's
/// margins are inset by the status bar or the bars (UIView.insetsLayoutMarginsFromSafeArea and the safe area came
/// with iOS 11; before, a root view's top and bottom margins were 0 and a bar was only in the top and bottom layout
/// guides). Measured: an Xcode 7 storyboard stores a scroll view pinned to its root's topMargin and bottomMargin,
/// under a navigation bar, at y = 0 and 667 tall.
@Suite("Interface Builder margins before the safe area")
struct PreSafeAreaMarginsTests {
    /// A navigation controller's root (375 × 667, iPhone 6 canvas) whose `panel` is pinned to its four margins,
    /// 20 pt outside them at the sides; saved by `toolsVersion`, with safe-area guides from Xcode 9.
    func document(toolsVersion: Int) -> String {
        let safeAreas = toolsVersion >= 13000 ? " useSafeAreas=\"YES\"" : ""
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"\(safeAreas) initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="page" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="-4" y="0.0" width="383" height="667"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="-20" id="c2"/>
                                    <constraint firstItem="panel" firstAttribute="bottom" secondItem="root" secondAttribute="bottomMargin" id="c3"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" constant="-20" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Page" id="item"/>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="page" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 7: the root's top margin is its top edge, under the navigation bar")
    func xcode7() throws {
        // Root margins 0 at the top and bottom and 16 at the sides (375-pt phone); nothing from the 20-pt status bar
        // or the 44-pt bar: panel = (16 − 20, 0, 375 − 32 + 40, 667) = (−4, 0, 383, 667).
        let laid = try LaidOut(document(toolsVersion: 10117))
        #expect(laid.frame("panel") == Rect(x: -4, y: 0, width: 383, height: 667))
    }

    @Test("Xcode 10: the margins are inset by the status bar and the navigation bar (64 pt)")
    func xcode10() throws {
        // iOS 11's insetsLayoutMarginsFromSafeArea: the top margin is 20 + 44 = 64 below the root's top:
        // panel = (−4, 64, 383, 603).
        let laid = try LaidOut(document(toolsVersion: 14460))
        #expect(laid.frame("panel") == Rect(x: -4, y: 64, width: 383, height: 603))
    }
}
