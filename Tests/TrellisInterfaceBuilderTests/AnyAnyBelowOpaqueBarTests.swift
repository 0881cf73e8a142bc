import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 on the 600 × 600 Any/Any canvas stores a pushed controller's root under an opaque navigation bar at the
/// canvas's height less the bars, 600 × 536, at y = 0: the root lies below the bar, as a root of a phone canvas stored
/// at the smaller size at y = 0 does (IBRootPlacement.belowOpaqueBars, IBAnyAnyCanvas.heightBelowBars).
@Suite("Interface Builder Xcode 6 Any/Any canvas: a root stored 600 × 536 at y = 0 below an opaque bar")
struct AnyAnyBelowOpaqueBarTests {
    /// A storyboard in Xcode 6.1's format (toolsVersion 6250, no `<device>`, size classes on): a navigation controller
    /// with an opaque bar (`translucent="NO"`) whose root, stored at (0, 64, 600, 536), pushes a controller whose root
    /// is stored at (0, 0, 600, 536) and holds `pane`, pinned to its sides and to both layout guides.
    static let document = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6250" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Nc1-Aa-op1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="6244"/>
            </dependencies>
            <scenes>
                <scene sceneID="Sc1-Aa-op1">
                    <objects>
                        <viewController id="Rc1-Aa-op1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Rt1-Aa-op1"/>
                                <viewControllerLayoutGuide type="bottom" id="Rb1-Aa-op1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Rv1-Aa-op1">
                                <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            <navigationItem key="navigationItem" title="Root" id="Ri1-Aa-op1"/>
                            <connections>
                                <segue destination="Pc1-Aa-op1" kind="show" id="Rs1-Aa-op1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Rf1-Aa-op1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Sc2-Aa-op1">
                    <objects>
                        <navigationController id="Nc1-Aa-op1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Nb1-Aa-op1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Rc1-Aa-op1" kind="relationship" relationship="rootViewController" id="Ns1-Aa-op1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Nf1-Aa-op1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Sc3-Aa-op1">
                    <objects>
                        <viewController id="Pc1-Aa-op1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Pt1-Aa-op1"/>
                                <viewControllerLayoutGuide type="bottom" id="Pb1-Aa-op1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Pv1-Aa-op1">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="536"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="536"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="pane" firstAttribute="top" secondItem="Pt1-Aa-op1" secondAttribute="bottom" id="Pc2-Aa-op1"/>
                                    <constraint firstItem="Pb1-Aa-op1" firstAttribute="top" secondItem="pane" secondAttribute="bottom" id="Pc3-Aa-op1"/>
                                    <constraint firstItem="pane" firstAttribute="leading" secondItem="Pv1-Aa-op1" secondAttribute="leading" id="Pc4-Aa-op1"/>
                                    <constraint firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" id="Pc5-Aa-op1"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Pf1-Aa-op1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // Worked by hand. The 600-pt canvas less the status bar and the opaque 44-pt bar leaves 600 − 64 = 536, the
    // stored height: the root lies below the bar, so its top layout guide ends at its top and `pane` is
    // (0, 0, 600, 536), as Xcode 6.1 stores a pushed scroll view of a scroll-view tutorial. Read against the phone's
    // 667-pt screen instead, 536 is no height below the bars and the guide stays 64 pt into the root: (0, 64, 600, 472).
    @Test("the pushed root stored 600 × 536 at y = 0 lies below the opaque bar")
    func pushedRootBelowBar() throws {
        let laid = try LaidOut(Self.document)
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 600, height: 536))
        for scene in laid.scenes.indices { #expect(!laid.diagnostics(scene: scene).contains { $0.code == .misplacedView }) }
    }
}
