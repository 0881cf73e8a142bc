import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A constraint at the standard spacing (`symbolic="YES"`) to a top or bottom layout guide is 8 pt, whatever constant
/// the document writes (IBSymbolicGuideSpacing).
@Suite("Interface Builder standard spacing to a layout guide")
struct SymbolicGuideSpacingTests {
    /// A storyboard in Xcode 6.0's format (layout guides, no `<device>`, size classes off): a 320 × 568 controller under
    /// a simulated navigation bar holding
    /// - `field`, 20 pt from the root's sides, at the standard spacing below the top layout guide, written 20;
    /// - `note`, 20 pt below `field` (a plain constant, not the standard spacing);
    /// - `button`, 20 pt from the root's sides, at the standard spacing above the bottom layout guide, written 20;
    /// - `badge`, 30 × 30 at the standard spacing from the root's top edge (no guide), written 20.
    func document(symbolic: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6154.17" systemVersion="13E28" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc6-Sg-Sp1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="6153.11"/>
            </dependencies>
            <scenes>
                <!--Standard Spacing-->
                <scene sceneID="Sc6-Sg-Sp2">
                    <objects>
                        <viewController id="Vc6-Sg-Sp1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg6-Sg-Sp3"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg6-Sg-Sp4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                        <rect key="frame" x="20" y="72" width="280" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="Fh6-Sg-Sp5"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="20" y="122" width="280" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="Nh6-Sg-Sp6"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                        <rect key="frame" x="20" y="516" width="280" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="Bh6-Sg-Sp7"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                        <rect key="frame" x="145" y="20" width="30" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="30" id="Dw6-Sg-Sp8"/>
                                            <constraint firstAttribute="height" constant="30" id="Dh6-Sg-Sp9"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Fl6-Sg-S10"/>
                                    <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="Ft6-Sg-S11"/>
                                    <constraint firstItem="field" firstAttribute="top" secondItem="Tg6-Sg-Sp3" secondAttribute="bottom" constant="20" \(symbolic) id="Fp6-Sg-S12"/>
                                    <constraint firstItem="note" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="Nl6-Sg-S13"/>
                                    <constraint firstItem="note" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="Nt6-Sg-S14"/>
                                    <constraint firstItem="note" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="20" id="Np6-Sg-S15"/>
                                    <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Bl6-Sg-S16"/>
                                    <constraint firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="20" id="Bt6-Sg-S17"/>
                                    <constraint firstItem="Bg6-Sg-Sp4" firstAttribute="top" secondItem="button" secondAttribute="bottom" constant="20" \(symbolic) id="Bb6-Sg-S18"/>
                                    <constraint firstAttribute="centerX" secondItem="badge" secondAttribute="centerX" id="Dx6-Sg-S19"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" \(symbolic) id="Dp6-Sg-S20"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-Sg-S21" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    // Worked by hand. The status bar and the navigation bar put the top layout guide's bottom at 64. At the standard
    // spacing `field` is 8 below it, (20, 72, 280, 30), `note` 20 below the field, (20, 122, 280, 30); `button` 8 above
    // the bottom layout guide (the root's bottom, 568): (20, 516, 280, 44). The standard spacing to the root's edge is
    // the written 20: `badge` at (145, 20, 30, 30).
    @Test("Standard spacing to the top and bottom layout guides is 8 pt, to a superview edge the written 20")
    func symbolic() throws {
        let laid = try LaidOut(document(symbolic: #"symbolic="YES""#))
        #expect(laid.frame("field") == Rect(x: 20, y: 72, width: 280, height: 30))
        #expect(laid.frame("note") == Rect(x: 20, y: 122, width: 280, height: 30))
        #expect(laid.frame("button") == Rect(x: 20, y: 516, width: 280, height: 44))
        #expect(laid.frame("badge") == Rect(x: 145, y: 20, width: 30, height: 30))
    }

    // Worked by hand. A constant that is not the standard spacing keeps its 20: field at y = 84, note at 134, button
    // ending 20 above the bottom (y = 504).
    @Test("A plain constant to a layout guide is kept")
    func plain() throws {
        let laid = try LaidOut(document(symbolic: ""))
        #expect(laid.frame("field") == Rect(x: 20, y: 84, width: 280, height: 30))
        #expect(laid.frame("note") == Rect(x: 20, y: 134, width: 280, height: 30))
        #expect(laid.frame("button") == Rect(x: 20, y: 504, width: 280, height: 44))
    }
}
