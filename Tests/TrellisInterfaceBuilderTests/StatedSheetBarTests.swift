import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A page sheet of Xcode 11 to 13.2 that states a navigation bar of its own shows the sheet's 56-pt bar at its top
/// (IBStatedSheetBar). Hand-written documents; the frames are worked out by hand.
@Suite("Interface Builder: a phone page sheet stating its own navigation bar")
struct StatedSheetBarTests {
    /// Xcode 13.0 on the 414 × 896 phone: `list` presents `setup`, which states a navigation bar and whose root is
    /// stored `height` tall; a 280-pt form, 50 pt in from the safe area's sides, is centred in its safe area.
    func document(height: Int, toolsVersion: String = "18122") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-list"><objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="list-root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <viewLayoutGuide key="safeArea" id="list-safe"/>
                        </view>
                        <connections>
                            <segue destination="setup" kind="presentation" id="list-setup"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-setup"><objects>
                    <viewController id="setup" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="setup-root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                                    <rect key="frame" x="50" y="292" width="314" height="280"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="280" id="form-height"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="setup-safe"/>
                            <constraints>
                                <constraint firstItem="form" firstAttribute="leading" secondItem="setup-safe" secondAttribute="leading" constant="50" id="form-leading"/>
                                <constraint firstItem="setup-safe" firstAttribute="trailing" secondItem="form" secondAttribute="trailing" constant="50" id="form-trailing"/>
                                <constraint firstItem="form" firstAttribute="centerY" secondItem="setup-safe" secondAttribute="centerY" id="form-centre"/>
                            </constraints>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("a 414 × 842 sheet (896 − 44 − 10): the sheet's 56-pt bar and the home indicator, the form centred at (56 + 808) / 2 = 432")
    func sheet() throws {
        // Without the rule the status area and a 44-pt bar reach 88 − 54 = 34 into the sheet: centre (34 + 808) / 2 = 421.
        let laid = try LaidOut(document(height: 842))
        #expect(laid.frame(inAnyScene: "form") == Rect(x: 50, y: 292, width: 314, height: 280))
    }

    @Test("a full-screen root keeps the 44-pt bar below the housing: centre (88 + 862) / 2 = 475")
    func fullScreen() throws {
        let laid = try LaidOut(document(height: 896))
        #expect(laid.frame(inAnyScene: "form") == Rect(x: 50, y: 335, width: 314, height: 280))
    }

    /// Xcode 11.4 on the 414 × 896 phone: `home`, in no navigation controller, shows `nav` (marked `fullScreen`, its
    /// bar stored below the housing at (0, 44, 414, 44)) by a `show` segue; `nav`'s root `hotels` is stored `height`
    /// tall, with `list` pinned to its safe area's four sides.
    func navigationDocument(height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-home"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="home-root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <viewLayoutGuide key="safeArea" id="home-safe"/>
                        </view>
                        <connections>
                            <segue destination="nav" kind="show" id="home-nav"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController modalPresentationStyle="fullScreen" id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="hotels" kind="relationship" relationship="rootViewController" id="nav-root"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-hotels"><objects>
                    <viewController id="hotels" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="hotels-root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                    <rect key="frame" x="0.0" y="56" width="414" height="752"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="hotels-safe"/>
                            <constraints>
                                <constraint firstItem="list" firstAttribute="top" secondItem="hotels-safe" secondAttribute="top" id="list-top"/>
                                <constraint firstItem="hotels-safe" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="list-bottom"/>
                                <constraint firstItem="list" firstAttribute="leading" secondItem="hotels-safe" secondAttribute="leading" id="list-leading"/>
                                <constraint firstItem="hotels-safe" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="list-trailing"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Hotels" id="hotels-item"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("a navigation root stored as an 842-pt sheet under a full-screen bar: the sheet's 56-pt bar, the list from 56 to 842 − 34")
    func navigationRootSheet() throws {
        // Without the rule the 44-pt bar below the 44-pt housing reaches 88 − 54 = 34 into the sheet: (0, 34, 414, 774).
        let laid = try LaidOut(navigationDocument(height: 842))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 56, width: 414, height: 752))
    }

    @Test("the same root stored full screen keeps the bar below the housing: the list from 88 to 896 − 34")
    func navigationRootFullScreen() throws {
        let laid = try LaidOut(navigationDocument(height: 896))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 88, width: 414, height: 774))
    }
}
