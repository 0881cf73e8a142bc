import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller in no container that `<inferredMetricsTieBreakers>` lays out as the destination of a `showDetail` (or
/// a presentation) keeps only the status bar, although a navigation stack also pushes it; the controllers it pushes
/// inherit that (IBInferredMetricsTieBreakers.presentedDestinations). Measured: an Xcode 7.0 Instagram-clone storyboard
/// stores its login title 9 pt below the top layout guide at y = 29 and its sign-up field 30 pt below at y = 50.
/// Expected frames are worked out by hand: 320 × 568 (retina4), a 20-pt status bar, a 44-pt navigation bar.
@Suite("Interface Builder: a controller a tie-broken presentation lays out")
struct TieBrokenPresentationTests {
    /// Xcode 7.0: the initial login `lgn` pushes the sign-up `sgn`, which goes back to `lgn` by `toL-og-in1`
    /// (`backKind`); the root `lst` of the navigation controller `nav` pushes `lgn` by the log-out `show` `out-lo-g01`.
    func document(tieBreaker: String?, backKind: String = "showDetail") -> String {
        let tieBreakers = tieBreaker.map { "<inferredMetricsTieBreakers><segue reference=\"\($0)\"/></inferredMetricsTieBreakers>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="lgn-aa-bbb">
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="lgn-aa-bbb" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="lgT-aa-bbb"/>
                                <viewControllerLayoutGuide type="bottom" id="lgB-aa-bbb"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="lgV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="loginTitle">
                                        <rect key="frame" x="22" y="29" width="70" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="loginTitle" firstAttribute="top" secondItem="lgT-aa-bbb" secondAttribute="bottom" constant="9" id="c01-aa-bbb"/>
                                    <constraint firstItem="loginTitle" firstAttribute="leading" secondItem="lgV-aa-bbb" secondAttribute="leading" constant="22" id="c02-aa-bbb"/>
                                </constraints>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>
                            <connections>
                                <segue destination="sgn-aa-bbb" kind="show" id="toS-ig-nup"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewController id="sgn-aa-bbb" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="sgT-aa-bbb"/>
                                <viewControllerLayoutGuide type="bottom" id="sgB-aa-bbb"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="sgV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="User name" translatesAutoresizingMaskIntoConstraints="NO" id="userField">
                                        <rect key="frame" x="11" y="50" width="90" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="userField" firstAttribute="top" secondItem="sgT-aa-bbb" secondAttribute="bottom" constant="30" id="c03-aa-bbb"/>
                                    <constraint firstItem="userField" firstAttribute="leading" secondItem="sgV-aa-bbb" secondAttribute="leading" constant="11" id="c04-aa-bbb"/>
                                </constraints>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>
                            <connections>
                                <segue destination="lgn-aa-bbb" kind="\(backKind)" identifier="backToLogin" id="toL-og-in1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc3-aa-bbb">
                    <objects>
                        <viewController id="lst-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lsV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            </view>
                            <navigationItem key="navigationItem" title="Users" id="lsN-aa-bbb">
                                <barButtonItem key="rightBarButtonItem" title="Log Out" id="lsO-aa-bbb">
                                    <connections>
                                        <segue destination="lgn-aa-bbb" kind="show" identifier="logOut" id="out-lo-g01"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc4-aa-bbb">
                    <objects>
                        <navigationController id="nav-aa-bbb" sceneMemberID="viewController">
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nvB-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lst-aa-bbb" kind="relationship" relationship="rootViewController" id="rel-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
            \(tieBreakers)
        </document>
        """
    }

    @Test("The tie-breaker names the showDetail back to the login: login and sign-up under the status bar only, 29 and 50")
    func showDetailTieBreaker() throws {
        let laidOut = try LaidOut(document(tieBreaker: "toL-og-in1"))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 29)
        #expect(laidOut.frame(inAnyScene: "userField")?.minY == 50)
    }

    @Test("A tie-broken presentation back to the login: the same, 29 and 50")
    func presentationTieBreaker() throws {
        let laidOut = try LaidOut(document(tieBreaker: "toL-og-in1", backKind: "presentation"))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 29)
        #expect(laidOut.frame(inAnyScene: "userField")?.minY == 50)
    }

    @Test("A tie-broken show back to the login, whose source only the login pushes: under the status bar only, 29 and 50")
    func cyclicShowTieBreaker() throws {
        // The sign-up is pushed by the login alone; with the login out of the navigation stack, the sign-up has no bar
        // to give it: 20 + 9 = 29 and 20 + 30 = 50, where the log-out push would add 44 (73 and 94).
        let laidOut = try LaidOut(document(tieBreaker: "toL-og-in1", backKind: "show"))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 29)
        #expect(laidOut.frame(inAnyScene: "userField")?.minY == 50)
    }

    @Test("The tie-breaker names the log-out push from the navigation stack: both under its 44-pt bar, 73 and 94")
    func pushTieBreaker() throws {
        let laidOut = try LaidOut(document(tieBreaker: "out-lo-g01"))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 73)
        #expect(laidOut.frame(inAnyScene: "userField")?.minY == 94)
    }

    @Test("Without a tie-breaker the log-out push gives them the bar, as before: 73 and 94")
    func withoutTieBreaker() throws {
        let laidOut = try LaidOut(document(tieBreaker: nil))
        #expect(laidOut.frame(inAnyScene: "loginTitle")?.minY == 73)
        #expect(laidOut.frame(inAnyScene: "userField")?.minY == 94)
    }
}
