import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A storyboard controller whose view is a scroll view has a controller root's margins on Xcode 8's canvas: 16 or 20
/// at the sides by width, 0 at the top (IBScrollRootMargins).
@Suite("Interface Builder: an Xcode 8 controller's scroll view root has the root's margins")
struct ScrollRootMarginsTests {
    /// One controller whose view is a scroll view `width` × `height` (freeform when `freeform`); `badge` (100 × 50) is
    /// pinned to the scroll view's leading and top margins.
    func form(toolsVersion: Int, width: Int = 375, height: Int = 667, freeform: Bool = false) -> String {
        let metrics = freeform ? """
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="\(width)" height="\(height)"/>
            """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16E195" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="frm-vc-001">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="frm-sc-001">
                    <objects>
                        <viewController id="frm-vc-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="frm-top-01"/>
                                <viewControllerLayoutGuide type="bottom" id="frm-bot-01"/>
                            </layoutGuides>
                            <scrollView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="frm-scr-01">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                        <rect key="frame" x="16" y="0.0" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="frm-c-0001"/>
                                            <constraint firstAttribute="height" constant="50" id="frm-c-0002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="frm-scr-01" secondAttribute="leadingMargin" id="frm-c-0003"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="frm-scr-01" secondAttribute="topMargin" id="frm-c-0004"/>
                                </constraints>
                            </scrollView>
        \(metrics)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frm-fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 8.2 and 8.3 on 375 pt: 16 at the leading side, 0 at the top", arguments: [11762, 12121])
    func phoneWidth(toolsVersion: Int) throws {
        // The root's margins on a 375-pt root: 16 at the sides, 0 at the top (a plain view's would give (8, 8)).
        let laid = try LaidOut(form(toolsVersion: toolsVersion), file: "Form.storyboard")
        #expect(laid.frame("badge") == Rect(x: 16, y: 0, width: 100, height: 50))
    }

    @Test("Xcode 8.3, a 600 × 700 freeform controller: 20 at the leading side")
    func wideFreeform() throws {
        // Wider than 375 pt (and than IBFreeformMargins' 414): 20 at the sides.
        let laid = try LaidOut(form(toolsVersion: 12121, width: 600, height: 700, freeform: true), file: "Form.storyboard")
        #expect(laid.frame("badge") == Rect(x: 20, y: 0, width: 100, height: 50))
    }

    @Test("Xcode 7 (not measured) is left alone: the scroll view keeps UIView's 8")
    func xcode7() throws {
        let laid = try LaidOut(form(toolsVersion: 10117), file: "Form.storyboard")
        #expect(laid.frame("badge") == Rect(x: 8, y: 8, width: 100, height: 50))
    }
}
