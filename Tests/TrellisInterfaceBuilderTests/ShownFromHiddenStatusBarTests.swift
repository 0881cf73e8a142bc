import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller shown by a `show` segue from a controller in no container whose own simulated metrics hide the status
/// bar: Xcode's inferred metrics take that from the source too (IBSceneCatalog.statedBars).
@Suite("Interface Builder controllers shown from a controller that hides its status bar")
struct ShownFromHiddenStatusBarTests {
    /// An Xcode 7.2 storyboard (toolsVersion 10116, Any/Any 600 × 600 canvas): the initial list controller, in no
    /// navigation controller, states `statusBar` (a hidden status bar, left out for the control case) and shows a
    /// detail controller without simulated metrics. The detail's 55-pt header is pinned to its top layout guide.
    func document(statusBar: String = "<nil key=\"simulatedStatusBarMetrics\"/>", header: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116" systemVersion="15D21" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="LsC-7x-abc">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
            </dependencies>
            <scenes>
                <scene sceneID="LsS-7x-abc">
                    <objects>
                        <viewController id="LsC-7x-abc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="LsT-7x-abc"/>
                                <viewControllerLayoutGuide type="bottom" id="LsB-7x-abc"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="LsV-7x-abc">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            \(statusBar)
                            <connections>
                                <segue destination="DtC-7x-abc" kind="show" identifier="Detail" id="LsG-7x-abc"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="LsF-7x-abc" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="DtS-7x-abc">
                    <objects>
                        <viewController id="DtC-7x-abc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="DtT-7x-abc"/>
                                <viewControllerLayoutGuide type="bottom" id="DtB-7x-abc"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="DtV-7x-abc">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="DtH-7x-abc">
                                        <rect key="frame" x="\(header.origin.x)" y="\(header.origin.y)" width="\(header.size.width)" height="\(header.size.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="55" id="DtK-7x-abc"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="DtH-7x-abc" firstAttribute="top" secondItem="DtT-7x-abc" secondAttribute="bottom" id="Dt1-7x-abc"/>
                                    <constraint firstItem="DtH-7x-abc" firstAttribute="leading" secondItem="DtV-7x-abc" secondAttribute="leading" id="Dt2-7x-abc"/>
                                    <constraint firstAttribute="trailing" secondItem="DtH-7x-abc" secondAttribute="trailing" id="Dt3-7x-abc"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="DtF-7x-abc" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand: with the source's hidden status bar inferred, the detail's top layout guide ends at 0 and the
    // header, pinned to it, is stored at (0, 0, 600, 55), as a pokédex app of Xcode 7.2 stores its detail header.
    @Test("shown from a controller that hides its status bar: the detail has none either")
    func inferredHiddenStatusBar() throws {
        let header = Rect(x: 0, y: 0, width: 600, height: 55)
        let laid = try LaidOut(document(header: header))
        #expect(laid.frame(inAnyScene: "DtH-7x-abc") == header)
        for scene in laid.scenes.indices { #expect(!laid.diagnostics(scene: scene).contains { $0.code == .misplacedView }) }
    }

    // The control: a source that states nothing passes nothing on; the 20-pt status bar stays, the header at y = 20.
    @Test("the control: a source with the default status bar leaves the detail's")
    func defaultStatusBar() throws {
        let header = Rect(x: 0, y: 20, width: 600, height: 55)
        let laid = try LaidOut(document(statusBar: "", header: header))
        #expect(laid.frame(inAnyScene: "DtH-7x-abc") == header)
    }
}
