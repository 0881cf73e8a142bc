import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// View controllers nested in a xib's top-level navigation or tab bar controller are scenes, laid out under the
/// container's bars as a storyboard's embedded controllers are.
@Suite("Interface Builder containers in xibs")
struct XibContainersTests {
    /// `container` wraps one view controller whose `box` (10 tall) is pinned 8 pt inside its safe area's top and
    /// `foot` (10 tall) 8 pt above its safe area's bottom; Xcode 10 on the 375 × 667 canvas (status bar 20).
    func xib(container: String, bar: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(container) id="nav">
                    \(bar)
                    <viewControllers>
                        <viewController id="child" userLabel="Child">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="b0"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="f0"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="b1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="b2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="b3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" constant="8" id="f1"/>
                                    <constraint firstItem="foot" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="f2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="f3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </viewControllers>
                </\(container)>
            </objects>
        </document>
        """
    }

    @Test("a navigation controller's child: the safe area starts below the status bar and the 44-pt bar")
    func navigation() throws {
        // Safe area top = 20 + 44 = 64: box = (0, 72, 375, 10); bottom inset 0: foot = (0, 667 − 8 − 10 = 649, 375, 10).
        let bar = #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>"#
        let laid = try LaidOut(xib(container: "navigationController", bar: bar), file: "Nav.xib")
        #expect(laid.scenes.map(\.name) == ["Nav/Child"])
        #expect(laid.frame("box") == Rect(x: 0, y: 72, width: 375, height: 10))
        #expect(laid.frame("foot") == Rect(x: 0, y: 649, width: 375, height: 10))
    }

    @Test("a tab bar controller's child: the safe area ends above the 49-pt tab bar")
    func tabs() throws {
        // Safe area top = 20 (status bar), bottom = 49: box = (0, 28, 375, 10); foot = (0, 667 − 49 − 8 − 10 = 600, …).
        let bar = #"<tabBar key="tabBar" contentMode="scaleToFill" id="tabs"><rect key="frame" x="0.0" y="618" width="375" height="49"/></tabBar>"#
        let laid = try LaidOut(xib(container: "tabBarController", bar: bar), file: "Tabs.xib")
        #expect(laid.frame("box") == Rect(x: 0, y: 28, width: 375, height: 10))
        #expect(laid.frame("foot") == Rect(x: 0, y: 600, width: 375, height: 10))
    }
}
