import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 12–13: a top-level view that preserves its superview's margins has 8 pt beyond the screen's insets it reaches
/// at the top and bottom, and the system minimum for its own width at the sides (IBPreservingRootMargins).
@Suite("Interface Builder: Xcode 12–13 top-level views preserving superview margins")
struct PreservingRootMarginsTests {
    /// A storyboard controller on the 414 × 896 canvas (44 top, 34 bottom); `panel` is pinned to the root's four margins.
    func controller(toolsVersion: String, preserves: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="form">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="formScene">
                    <objects>
                        <viewController id="form" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill"\(preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : "") id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="20" y="52" width="374" height="802"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="guide"/>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="panelLeading"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="panelTrailing"/>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="panelTop"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="panel" secondAttribute="bottom" id="panelBottom"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 12.0: a preserving controller root's margins are 44 + 8 at the top, 34 + 8 at the bottom, 20 at the sides")
    func preservingRoot() throws {
        // Top 44 + 8 = 52; bottom 896 − 34 − 8 = 854, so 802 tall; sides 20 (414 pt: SystemLayoutMargins).
        let laid = try LaidOut(controller(toolsVersion: "17156", preserves: true), file: "Form.storyboard")
        #expect(laid.frame("panel") == Rect(x: 20, y: 52, width: 374, height: 802))
    }

    @Test("A root that does not preserve, or an Xcode 11.5 one, keeps a controller root's 0 beyond the safe area",
          arguments: [("17156", false), ("16097", true)])
    func otherRoots(toolsVersion: String, preserves: Bool) throws {
        // Top 44, bottom 896 − 34 = 862: 818 tall.
        let laid = try LaidOut(controller(toolsVersion: toolsVersion, preserves: preserves), file: "Form.storyboard")
        #expect(laid.frame("panel") == Rect(x: 20, y: 44, width: 374, height: 818))
    }

    /// A xib without safe-area guides: a 394 × 165 top-level view on the 414 × 896 canvas, its margins written 0, with a
    /// stack-like `band` pinned to its four margins.
    func card(preserves: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill"\(preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="394" height="165"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                            <rect key="frame" x="20" y="52" width="354" height="105"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="band" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="bandLeading"/>
                        <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" id="bandTrailing"/>
                        <constraint firstItem="band" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="bandTop"/>
                        <constraint firstAttribute="bottomMargin" secondItem="band" secondAttribute="bottom" id="bandBottom"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("Xcode 13.2: a preserving 394 × 165 xib view has 44 + 8 at the top, 8 at the bottom, 20 at the sides")
    func preservingXibView() throws {
        // The screen's 34-pt bottom inset does not reach a 165-pt view: bottom 8, so 165 − 52 − 8 = 105 tall;
        // 394 − 2 × 20 = 354 wide.
        let laid = try LaidOut(card(preserves: true), file: "Card.xib")
        #expect(laid.frame("band") == Rect(x: 20, y: 52, width: 354, height: 105))
    }

    @Test("Xcode 13.2: the same view without the flag keeps the root rules (16-pt sides, the device's whole insets)")
    func plainXibView() throws {
        // 16-pt sides (IBNarrowRootMargins), 44 at the top and 34 at the bottom: 165 − 44 − 34 = 87 tall.
        let laid = try LaidOut(card(preserves: false), file: "Card.xib")
        #expect(laid.frame("band") == Rect(x: 16, y: 44, width: 362, height: 87))
    }
}
