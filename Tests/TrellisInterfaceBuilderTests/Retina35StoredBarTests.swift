import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's bar stored 50 pt tall on the 320 × 480 canvas by Xcode 11.4 to 12 lays its controllers out
/// under a 44-pt bar (IBRetina35StoredBar). Expected frames worked out by hand: these Xcode versions simulate no status
/// bar on a phone with a home button, so the root's safe area starts at the bar's bottom; `card` is pinned to the safe
/// area's top, leading and trailing and is 100 tall. The bar itself is listed as stored, (0, 0, 320, 50).
@Suite("Interface Builder: a 50-pt bar stored on the 320 × 480 canvas")
struct Retina35StoredBarTests {
    func document(device: String, toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-cc-ddd">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-cc-ddd">
                    <objects>
                        <viewController id="top-cc-ddd" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tpV-cc-ddd">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="0.0" y="44" width="320" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="cdH-cc-ddd"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="tpS-cc-ddd"/>
                                <constraints>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="tpS-cc-ddd" secondAttribute="top" id="cdT-cc-ddd"/>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="tpS-cc-ddd" secondAttribute="leading" id="cdL-cc-ddd"/>
                                    <constraint firstItem="tpS-cc-ddd" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="cdR-cc-ddd"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Rooms" id="tpN-cc-ddd"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-cc-ddd">
                    <objects>
                        <navigationController id="nav-cc-ddd" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-cc-ddd">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="top-cc-ddd" kind="relationship" relationship="rootViewController" id="rl1-cc-ddd"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 12.3 on retina3_5: the card under a 44-pt bar at y = 0 + 44, the bar listed 50 tall as stored")
    func xcode12() throws {
        let laidOut = try LaidOut(document(device: "retina3_5", toolsVersion: "17506"))
        #expect(laidOut.frame(inAnyScene: "card") == Rect(x: 0, y: 44, width: 320, height: 100))
        #expect(laidOut.frame(inAnyScene: "bar-cc-ddd") == Rect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test("Xcode 11.4 on retina3_5: the same, y = 44")
    func xcode114() throws {
        let laidOut = try LaidOut(document(device: "retina3_5", toolsVersion: "16097"))
        #expect(laidOut.frame(inAnyScene: "card") == Rect(x: 0, y: 44, width: 320, height: 100))
    }

    @Test("Xcode 13 (outside the measured versions) keeps the stored 50: y = 50")
    func xcode13() throws {
        let laidOut = try LaidOut(document(device: "retina3_5", toolsVersion: "19162"))
        #expect(laidOut.frame(inAnyScene: "card") == Rect(x: 0, y: 50, width: 320, height: 100))
    }
}
