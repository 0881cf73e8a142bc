import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation root that a tie-broken push from a stack with a bar of another height also reaches is laid out as
/// that push's destination (IBTieBrokenRootPush). Hand-written documents; the frames are worked out by hand.
@Suite("Interface Builder: a presented navigation root that the tie-breaker names as pushed")
struct TieBrokenRootPushTests {
    /// Xcode 12.4 on the 320 × 480 phone (no status bar simulated there): the initial navigation controller `main`
    /// (bar 44 tall) has the root `list`, which pushes `edit` by a `show` (`list-edit`) and presents the navigation
    /// controller `sheet` (bar stored at (0, 0, 320, 56), a sheet's) whose root is `edit` too. `edit` holds a 30-pt
    /// label 30 pt below its safe area's top. `tieBreaker`: the segue the tie-breakers name. `device`, `width` and
    /// `height`: another canvas (Xcode 15's 393 × 852 phone, `retina6_12`, status bar 59 tall), toolsVersion `tools`.
    func document(tieBreaker: String, device: String = "retina3_5", width: Int = 320, height: Int = 480,
                  tools: Int = 17701) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="main">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-main"><objects>
                    <navigationController id="main" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="main-bar">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="main-list"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-list"><objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="list-root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <viewLayoutGuide key="safeArea" id="list-safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="List" id="list-item">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="list-add">
                                <connections>
                                    <segue destination="sheet" kind="presentation" id="list-sheet"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="edit" kind="show" id="list-edit"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-edit"><objects>
                    <viewController id="edit" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="edit-root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Edit" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="30" y="74" width="105" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="title-height"/>
                                        <constraint firstAttribute="width" constant="105" id="title-width"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="edit-safe"/>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="edit-safe" secondAttribute="top" constant="30" id="title-top"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="edit-safe" secondAttribute="leading" constant="30" id="title-leading"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Edit" id="edit-item"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-sheet"><objects>
                    <navigationController id="sheet" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="sheet-bar">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="56"/>
                        </navigationBar>
                        <connections>
                            <segue destination="edit" kind="relationship" relationship="rootViewController" id="sheet-edit"/>
                        </connections>
                    </navigationController>
                </objects></scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="\(tieBreaker)"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    @Test("the tie-breaker names the push: the label under the list's 44-pt bar at 44 + 30; the sheet's bar listed as stored")
    func pushNamed() throws {
        // Without the rule the sheet's 56-pt bar counts: the label at 56 + 30 = 86, the bar listed 44 tall.
        let laid = try LaidOut(document(tieBreaker: "list-edit"))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 30, y: 74, width: 105, height: 30))
        #expect(laid.frame(inAnyScene: "sheet-bar") == Rect(x: 0, y: 0, width: 320, height: 56))
    }

    @Test("the tie-breaker names the presentation: the label under the sheet's 56-pt bar at 56 + 30")
    func presentationNamed() throws {
        let laid = try LaidOut(document(tieBreaker: "list-sheet"))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 30, y: 86, width: 105, height: 30))
    }

    @Test("Xcode 15 on 393 × 852, the push named: the label under the status bar and the 44-pt bar; the sheet's bar at the sheet's top")
    func pushNamedUnderStatusBar() throws {
        // The label at 59 + 44 + 30 = 133. Without the sheet's own place the presented bar is listed below the
        // pushing stack's status bar, at (0, 59, 393, 56).
        let laid = try LaidOut(document(tieBreaker: "list-edit", device: "retina6_12", width: 393, height: 852, tools: 22154))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 30, y: 133, width: 105, height: 30))
        #expect(laid.frame(inAnyScene: "sheet-bar") == Rect(x: 0, y: 0, width: 393, height: 56))
    }
}
