import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's root that is also shown from a controller outside any navigation stack, where the
/// document's `<inferredMetricsTieBreakers>` names that segue: Xcode lays the root out as that segue's destination,
/// without the navigation bar (IBInferredMetricsTieBreakers). Measured: an Xcode 15.0 food-ordering project whose login
/// root is also shown from a presented register sheet stores the login's label 300 pt below the safe area's top at
/// y = 300 in a 414 × 886 sheet, and a controller pushed from the login with a label 10 pt below it at y = 10.
/// Expected frames are worked out by hand.
@Suite("Interface Builder: inferred-metrics tie-breakers")
struct InferredMetricsTieBreakerTests {
    /// Xcode 15.0 on 414 × 896: a navigation controller (bar at y = 48, 44 tall) whose root `log` pushes `hom` and
    /// presents `reg`, which shows `log` again by the segue `toL-og-in1` (of kind `backKind`). Every root is a
    /// 414 × 886 sheet.
    func document(tieBreakers: String, registerMetrics: String = "", backKind: String = "show") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-aa-bbb">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="log-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lgV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="886"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fast delivery" translatesAutoresizingMaskIntoConstraints="NO" id="loginTitle">
                                        <rect key="frame" x="62" y="300" width="290" height="36"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="regBtn">
                                        <rect key="frame" x="167" y="668" width="80" height="35"/>
                                        <state key="normal" title="Sign up"/>
                                        <connections>
                                            <segue destination="reg-aa-bbb" kind="presentation" identifier="toRegister" id="toR-eg-is1"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="lgS-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="loginTitle" firstAttribute="top" secondItem="lgS-aa-bbb" secondAttribute="top" constant="300" id="c01-aa-bbb"/>
                                    <constraint firstItem="loginTitle" firstAttribute="leading" secondItem="lgS-aa-bbb" secondAttribute="leading" constant="62" id="c02-aa-bbb"/>
                                    <constraint firstItem="regBtn" firstAttribute="top" secondItem="loginTitle" secondAttribute="bottom" constant="332" id="c03-aa-bbb"/>
                                    <constraint firstItem="regBtn" firstAttribute="centerX" secondItem="lgV-aa-bbb" secondAttribute="centerX" id="c04-aa-bbb"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="lgN-aa-bbb"/>
                            <connections>
                                <segue destination="hom-aa-bbb" kind="show" identifier="toHome" id="toH-om-e01"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewController id="reg-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rgV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="886"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="logBtn">
                                        <rect key="frame" x="167" y="708" width="80" height="39"/>
                                        <state key="normal" title="Log in"/>
                                        <connections>
                                            <segue destination="log-aa-bbb" kind="\(backKind)" identifier="toLogin" id="toL-og-in1"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="rgS-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="logBtn" firstAttribute="top" secondItem="rgS-aa-bbb" secondAttribute="top" constant="708" id="c05-aa-bbb"/>
                                    <constraint firstItem="logBtn" firstAttribute="centerX" secondItem="rgV-aa-bbb" secondAttribute="centerX" id="c06-aa-bbb"/>
                                </constraints>
                            </view>
                            \(registerMetrics)
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc3-aa-bbb">
                    <objects>
                        <viewController id="hom-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hmV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="886"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="User name" translatesAutoresizingMaskIntoConstraints="NO" id="userName">
                                        <rect key="frame" x="20" y="10" width="109" height="24"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="hmS-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="userName" firstAttribute="top" secondItem="hmS-aa-bbb" secondAttribute="top" constant="10" id="c07-aa-bbb"/>
                                    <constraint firstItem="userName" firstAttribute="leading" secondItem="hmS-aa-bbb" secondAttribute="leading" constant="20" id="c08-aa-bbb"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="hmN-aa-bbb"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc4-aa-bbb">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="nav-aa-bbb" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nvB-aa-bbb">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="log-aa-bbb" kind="relationship" relationship="rootViewController" id="rel-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
            \(tieBreakers)
        </document>
        """
    }

    static let namingTheShow = """
        <inferredMetricsTieBreakers>
            <segue reference="toL-og-in1"/>
        </inferredMetricsTieBreakers>
        """

    @Test("The tie-breaker names the show from the register sheet: the login and the pushed home lie in sheets without the bar, labels at 300 and 10")
    func showFromSheet() throws {
        let laidOut = try LaidOut(document(tieBreakers: Self.namingTheShow))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 300)
        #expect(laidOut.frame(inAnyScene: "userName")?.minY == 10)
    }

    @Test("Without the tie-breaker the root keeps its navigation controller's 44-pt bar: 344 and 54")
    func withoutTieBreaker() throws {
        let laidOut = try LaidOut(document(tieBreakers: ""))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 344)
        #expect(laidOut.frame(inAnyScene: "userName")?.minY == 54)
    }

    @Test("A source that simulates a navigation bar: the root keeps the bar, 344")
    func sourceWithNavigationBar() throws {
        let metrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let laidOut = try LaidOut(document(tieBreakers: Self.namingTheShow, registerMetrics: metrics))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 344)
    }

    /// A `showDetail` outside a split view is presented modally, as a presentation is: the root loses the bar the same
    /// way (a declared one-document extension: AllenLozano's Tinder, Xcode 10.1, stores the root's image 17 pt below
    /// the safe area's top at y = 37, under the status bar alone).
    @Test("The tie-breaker names a showDetail from the register sheet: the login lies without the bar, at 300")
    func showDetailFromSheet() throws {
        let laidOut = try LaidOut(document(tieBreakers: Self.namingTheShow, backKind: "showDetail"))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 300)
        #expect(laidOut.frame(inAnyScene: "userName")?.minY == 10)
    }
}
