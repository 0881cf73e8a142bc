import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 lays out a controller that states its own simulated toolbar, inside a navigation controller that shows no
/// toolbar, as if it stated no bottom bar (IBXcode26UnshownToolbar).
@Suite("Interface Builder Xcode 26 simulated toolbar under a navigation controller without one")
struct Xcode26UnshownToolbarTests {
    /// A storyboard on the 393 × 852 canvas saved with `toolsVersion`: a navigation controller (with the extra
    /// attributes `navigationAttributes`) whose bar is stored at (0, 118, 393, 54), showing
    /// - a root controller stating a simulated toolbar, whose `list` is pinned to its safe area's four edges, and which
    ///   pushes
    /// - a second controller stating a simulated toolbar too, whose `pane` is pinned to its view's top and sides and
    ///   100 pt above its safe area's bottom.
    func document(toolsVersion: String, navigationAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nv2-Ut-Aa1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Nv2-Ut-As1">
                    <objects>
                        <navigationController id="Nv2-Ut-Aa1" \(navigationAttributes) sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb2-Ut-Aa2">
                                <rect key="frame" x="0.0" y="118" width="393" height="54"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Rt2-Ut-Aa1" kind="relationship" relationship="rootViewController" id="Sg2-Ut-Aa3"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Ut-Aa4" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Rt2-Ut-As1">
                    <objects>
                        <viewController id="Rt2-Ut-Aa1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootA">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="172" width="393" height="612"/>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sa2-Ut-Aa5"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="Sa2-Ut-Aa5" secondAttribute="top" id="Ct2-Ut-Aa6"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="Sa2-Ut-Aa5" secondAttribute="leading" id="Ct2-Ut-Aa7"/>
                                    <constraint firstItem="Sa2-Ut-Aa5" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="Ct2-Ut-Aa8"/>
                                    <constraint firstItem="Sa2-Ut-Aa5" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="Ct2-Ut-Aa9"/>
                                </constraints>
                            </view>
                            <toolbarItems/>
                            <navigationItem key="navigationItem" title="Plants" id="Ni2-Ut-Ab1"/>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                            <connections>
                                <segue destination="Ps2-Ut-Aa1" kind="show" identifier="next" id="Sg2-Ut-Ab2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Ut-Ab3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Ps2-Ut-As1">
                    <objects>
                        <viewController id="Ps2-Ut-Aa1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootB">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="684"/>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sa2-Ut-Ab5"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="pane" firstAttribute="top" secondItem="rootB" secondAttribute="top" id="Ct2-Ut-Ab6"/>
                                    <constraint firstItem="pane" firstAttribute="leading" secondItem="rootB" secondAttribute="leading" id="Ct2-Ut-Ab7"/>
                                    <constraint firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" id="Ct2-Ut-Ab8"/>
                                    <constraint firstItem="Sa2-Ut-Ab5" firstAttribute="bottom" secondItem="pane" secondAttribute="bottom" constant="100" id="Ct2-Ut-Ab9"/>
                                </constraints>
                            </view>
                            <toolbarItems/>
                            <navigationItem key="navigationItem" title="Count" id="Ni2-Ut-Ac1"/>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Ut-Ac3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. Xcode 26 doubles the 393 × 852 phone's insets (59 at the top, 34 at the bottom): the safe area
    // of the navigation controller's controllers starts below the 54-pt bar stored at y = 118, at 172, and ends at
    // 852 − 2 × 34 = 784, the stated toolbar counting for nothing. `list` is (0, 172, 393, 784 − 172 = 612) and `pane`
    // ends 100 pt above 784, at 684.
    @Test("Xcode 26 leaves a controller's own toolbar out under a navigation controller that shows none")
    func ownToolbarLeftOut() throws {
        let laid = try LaidOut(document(toolsVersion: "24506"))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 172, width: 393, height: 612))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 393, height: 684))
    }

    // Worked by hand. A navigation controller that shows its toolbar (`toolbarHidden="NO"`) keeps the 49-pt toolbar
    // above the home indicator: the safe area ends at 784 − 49 = 735, `list` is 735 − 172 = 563 tall and `pane` ends at
    // 635.
    @Test("A navigation controller showing its toolbar keeps it in Xcode 26")
    func shownToolbarKept() throws {
        let laid = try LaidOut(document(toolsVersion: "24506", navigationAttributes: "toolbarHidden=\"NO\""))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 172, width: 393, height: 563))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 393, height: 635))
    }

    // Worked by hand. Before Xcode 26 (here Xcode 16.3, toolsVersion 23727) the stated toolbar counts: Xcode 16.2 on
    // doubles the home indicator too, so the safe area ends at 852 − 2 × 34 − 49 = 735 and `pane` at 635.
    @Test("Before Xcode 26 the controller's own toolbar counts")
    func olderXcodeKeepsToolbar() throws {
        let laid = try LaidOut(document(toolsVersion: "23727"))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 393, height: 635))
    }
}
