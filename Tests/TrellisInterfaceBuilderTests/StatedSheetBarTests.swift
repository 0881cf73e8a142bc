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
}
