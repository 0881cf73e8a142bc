import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation root whose tie-broken `show` comes from a controller the root itself pushes (a cycle): Xcode 11 lays
/// both out outside any navigation stack, as page sheets without the navigation bar
/// (IBInferredMetricsTieBreakers.CycleThroughRoot). Written by hand after the shape measured in BlankBrain's Cinemate
/// storyboard (Xcode 11.3); expected frames worked out by hand.
@Suite("Interface Builder: a tie-broken show in a cycle through the navigation root")
struct TieBreakerCycleTests {
    /// On 414 × 896 (`retina6_1`, 44-pt status area, 34-pt home indicator): a navigation controller (bar stored at
    /// y = 44, 44 tall) whose root `cyl` pushes `cyh` by `cyc-to-hom`; `cyh` shows `cyl` again by `cyc-to-log`. Both
    /// roots are stored 414 × 842 (896 − 44 − 10: page sheets, 54 pt below the screen's top). `cyl`'s title is 50 pt
    /// below its safe area's top, `cyh`'s name 66 pt below its safe area's top and its button (45 tall) 686 pt above
    /// its safe area's bottom. `alsoPushedFrom`: a second navigation controller whose root pushes `cyh` too.
    /// `fullScreen`: both roots `modalPresentationStyle="fullScreen"`, stored 414 × 896. `heights`: the two roots'
    /// stored heights instead. `back`: the kind (and style) of `cyh`'s segue back to `cyl`.
    func document(toolsVersion: String = "15705", alsoPushedFrom: Bool = false, fullScreen: Bool = false,
                  heights: (login: String, home: String)? = nil, back: String = #"kind="show""#) -> String {
        let style = fullScreen ? " modalPresentationStyle=\"fullScreen\"" : ""
        let height = fullScreen ? "896" : "842"
        let (loginHeight, homeHeight) = heights ?? (height, height)
        let secondStack = alsoPushedFrom ? """
                <scene sceneID="cy5-aa-bbb">
                    <objects>
                        <navigationController id="cyN-bb-ccc" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="cyB-bb-ccc">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="cyo-aa-bbb" kind="relationship" relationship="rootViewController" id="cyr-bb-ccc"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="cy6-aa-bbb">
                    <objects>
                        <viewController id="cyo-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cyO-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <viewLayoutGuide key="safeArea" id="cyQ-aa-bbb"/>
                            </view>
                            <navigationItem key="navigationItem" id="cyI-aa-bbb"/>
                            <connections>
                                <segue destination="cyh-aa-bbb" kind="show" id="cyc-oth-er1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="cyn-aa-bbb">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="cy1-aa-bbb">
                    <objects>
                        <viewController id="cyl-aa-bbb"\(style) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cyL-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(loginHeight)"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="cycleTitle">
                                        <rect key="frame" x="100" y="50" width="214" height="38"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="38" id="cy01-aa-bb"/>
                                            <constraint firstAttribute="width" constant="214" id="cy02-aa-bb"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="cyS-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="cycleTitle" firstAttribute="top" secondItem="cyS-aa-bbb" secondAttribute="top" constant="50" id="cy03-aa-bb"/>
                                    <constraint firstItem="cycleTitle" firstAttribute="leading" secondItem="cyS-aa-bbb" secondAttribute="leading" constant="100" id="cy04-aa-bb"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="cyJ-aa-bbb"/>
                            <connections>
                                <segue destination="cyh-aa-bbb" kind="show" identifier="logIn" id="cyc-to-hom"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="cy2-aa-bbb">
                    <objects>
                        <viewController id="cyh-aa-bbb"\(style) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cyH-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(homeHeight)"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="cycleName">
                                        <rect key="frame" x="23" y="66" width="211" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="cy05-aa-bb"/>
                                            <constraint firstAttribute="width" constant="211" id="cy06-aa-bb"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="cycleOut">
                                        <rect key="frame" x="292" y="77" width="102" height="45"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="45" id="cy07-aa-bb"/>
                                            <constraint firstAttribute="width" constant="102" id="cy08-aa-bb"/>
                                        </constraints>
                                        <state key="normal" title="Log out"/>
                                        <connections>
                                            <segue destination="cyl-aa-bbb" \(back) identifier="logOut" id="cyc-to-log"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="cyT-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="cycleName" firstAttribute="top" secondItem="cyT-aa-bbb" secondAttribute="top" constant="66" id="cy09-aa-bb"/>
                                    <constraint firstItem="cycleName" firstAttribute="leading" secondItem="cyT-aa-bbb" secondAttribute="leading" constant="23" id="cy10-aa-bb"/>
                                    <constraint firstItem="cyT-aa-bbb" firstAttribute="bottom" secondItem="cycleOut" secondAttribute="bottom" constant="686" id="cy11-aa-bb"/>
                                    <constraint firstItem="cycleOut" firstAttribute="leading" secondItem="cyT-aa-bbb" secondAttribute="leading" constant="292" id="cy12-aa-bb"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="cyK-aa-bbb"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="cy3-aa-bbb">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="cyn-aa-bbb" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="cyB-aa-bbb">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="cyl-aa-bbb" kind="relationship" relationship="rootViewController" id="cyr-aa-bbb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(secondStack)
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="cyc-to-hom"/>
                <segue reference="cyc-to-log"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    // A page sheet on this canvas starts 44 + 10 = 54 pt below the screen's top and reaches its bottom, where the
    // home indicator takes 34 pt. Without a bar the safe area's top inside the sheet is max(0, 44 − 54) = 0; with a
    // navigation bar it is the sheet's 56-pt bar (IBStatedSheetBar.FullScreenNavigationBar). Its bottom: 842 − 34 = 808
    // either way.
    @Test("Xcode 11: the cycle lies outside any navigation stack — the login's title at 50, the home's name at 66, its button ending at 808 − 686 = 122")
    func cycleDropsTheBar() throws {
        let laidOut = try LaidOut(document())
        #expect(laidOut.frame(inAnyScene: "cycleTitle")?.minY == 50)
        #expect(laidOut.frame(inAnyScene: "cycleName")?.minY == 66)
        #expect(laidOut.frame(inAnyScene: "cycleOut")?.maxY == 122)
    }

    @Test("A source also pushed by another navigation stack is in navigation anyway: the sheet's bar stays, 56 + 50 = 106 and 56 + 66 = 122")
    func sourceInAnotherStackKeepsTheBar() throws {
        let laidOut = try LaidOut(document(alsoPushedFrom: true))
        #expect(laidOut.frame(inAnyScene: "cycleTitle")?.minY == 106)
        #expect(laidOut.frame(inAnyScene: "cycleName")?.minY == 122)
    }

    // Full screen on the 414 × 896 canvas without the bar: the safe area runs from 44 to 862, so the title is at
    // 44 + 50 = 94, the name at 44 + 66 = 110 and the button ends at 862 − 686 = 176. Under the bar: 88 + 50 = 138.
    @Test("Xcode 13.0 (19162), full screen: the cycle drops the bar too — 94, 110, and the button ending at 176")
    func xcode13FullScreenDropsTheBar() throws {
        let laidOut = try LaidOut(document(toolsVersion: "19162", fullScreen: true))
        #expect(laidOut.frame(inAnyScene: "cycleTitle")?.minY == 94)
        #expect(laidOut.frame(inAnyScene: "cycleName")?.minY == 110)
        #expect(laidOut.frame(inAnyScene: "cycleOut")?.maxY == 176)
    }

    // Xcode 14's first page-sheet shape on this canvas is 896 − 48 − 10 = 838 tall and keeps the 48-pt status area at
    // its top, no home indicator at its bottom (IBShortPageSheet.Xcode14SheetTop): without the bar the title at
    // 48 + 50 = 98, the name at 48 + 66 = 114, the button ending at 838 − 686 = 152 (the shape of ufukanilozluk's
    // Ios-Weather-App, toolsVersion 21225). Under the 44-pt bar the sheet's top inset would be the bar's alone.
    @Test("Xcode 14.0 (21225), page sheets: the cycle drops the bar — 98, 114, and the button ending at 152")
    func xcode14SheetsDropTheBar() throws {
        let laidOut = try LaidOut(document(toolsVersion: "21225", heights: ("838", "838")))
        #expect(laidOut.frame(inAnyScene: "cycleTitle")?.minY == 98)
        #expect(laidOut.frame(inAnyScene: "cycleName")?.minY == 114)
        #expect(laidOut.frame(inAnyScene: "cycleOut")?.maxY == 152)
    }

    // The cycle closed by a full-screen `presentation` (Mitaligupta19's notes, toolsVersion 21701, Xcode 14.3): the
    // root is presented full screen, without the device's insets (IBPresentations), so its title is at 50; the
    // controller it shows outside any stack is the 838-pt sheet above, its name at 48 + 66 = 114 and its button
    // ending at 838 − 686 = 152.
    @Test("Xcode 14.3 (21701), a full-screen presentation back: the root's title at 50, the sheet's name at 114, its button ending at 152")
    func xcode143PresentationDropsTheBar() throws {
        let laidOut = try LaidOut(document(toolsVersion: "21701", heights: ("896", "838"),
                                           back: #"kind="presentation" modalPresentationStyle="fullScreen""#))
        #expect(laidOut.frame(inAnyScene: "cycleTitle")?.minY == 50)
        #expect(laidOut.frame(inAnyScene: "cycleName")?.minY == 114)
        #expect(laidOut.frame(inAnyScene: "cycleOut")?.maxY == 152)
    }

    // Full-height roots under the bar: the 48-pt status area, the 44-pt bar, then 50: 142.
    @Test("Past Xcode 14.3 (an Xcode 15.0 save, 22155, not measured) the cycle is left as before: the bar stays, 48 + 44 + 50 = 142")
    func otherXcodeKeepsTheBar() throws {
        let laidOut = try LaidOut(document(toolsVersion: "22155", heights: ("896", "896")))
        #expect(laidOut.frame(inAnyScene: "cycleTitle")?.minY == 142)
    }
}
