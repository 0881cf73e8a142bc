import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 stores some roots on the 600 × 600 Any/Any canvas at (0, 64, 600, 600), below the navigation bar but at the
/// canvas's whole height: the root is the canvas itself, and a bar insets it only on an edge it extends under
/// (IBAnyAnyFullCanvasRoot).
@Suite("Interface Builder Xcode 6 Any/Any canvas: a 600 × 600 root stored below the bars")
struct AnyAnyFullCanvasRootTests {
    /// A storyboard written in Xcode 6.3's format (toolsVersion 7706, no `<device>`, size classes on): a navigation
    /// controller whose root controller has a 600 × 600 root stored at y = 64 holding `pane`, pinned to the root's
    /// sides, to the bottom layout guide's top and, at the top, to the top layout guide's bottom (`edgesNone` false) or
    /// to the root's top (`edgesNone` true). `edgesNone` also writes `<extendedEdge key="edgesForExtendedLayout"/>`
    /// and puts the navigation controller in a tab bar controller.
    func document(edgesNone: Bool) -> String {
        let top = edgesNone
            ? "<constraint firstItem=\"pane\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" id=\"Pt6-Fc-Rt1\"/>"
            : "<constraint firstItem=\"pane\" firstAttribute=\"top\" secondItem=\"Tg6-Fc-Rt2\" secondAttribute=\"bottom\" id=\"Pt6-Fc-Rt1\"/>"
        let tabs = """
                <!--Tab Bar Controller-->
                <scene sceneID="Sc6-Fc-Tb1">
                    <objects>
                        <tabBarController id="Tb6-Fc-Ct1" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Tr6-Fc-Ct2">
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="Nc6-Fc-Ct1" kind="relationship" relationship="viewControllers" id="Sg6-Fc-Ct3"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-Fc-Ct4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="\(edgesNone ? "Tb6-Fc-Ct1" : "Nc6-Fc-Ct1")">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7703"/>
            </dependencies>
            <scenes>
                <!--Pane Controller-->
                <scene sceneID="Sc6-Fc-Rt1">
                    <objects>
                        <viewController id="Vc6-Fc-Rt1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg6-Fc-Rt2"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg6-Fc-Rt3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="64" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                        <rect key="frame" x="0.0" y="\(edgesNone ? 0 : 64)" width="600" height="\(edgesNone ? 600 : 536)"/>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="pane" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Pl6-Fc-Rt4"/>
                                    <constraint firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" id="Pr6-Fc-Rt5"/>
                                    \(top)
                                    <constraint firstItem="Bg6-Fc-Rt3" firstAttribute="top" secondItem="pane" secondAttribute="bottom" id="Pb6-Fc-Rt6"/>
                                </constraints>
                            </view>
                            \(edgesNone ? "<extendedEdge key=\"edgesForExtendedLayout\"/>" : "")
                            <navigationItem key="navigationItem" id="Ni6-Fc-Rt7"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-Fc-Rt8" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="Sc6-Fc-Nc1">
                    <objects>
                        <navigationController id="Nc6-Fc-Ct1" sceneMemberID="viewController">
                            \(edgesNone ? "<tabBarItem key=\"tabBarItem\" systemItem=\"search\" id=\"Ti6-Fc-Nc2\"/>" : "")
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb6-Fc-Nc3">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Vc6-Fc-Rt1" kind="relationship" relationship="rootViewController" id="Sg6-Fc-Nc4"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-Fc-Nc5" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(edgesNone ? tabs : "")
            </scenes>
        </document>
        """
    }

    // Worked by hand. The root is the 600 × 600 canvas under the translucent navigation bar: the top layout guide's
    // bottom is 20 + 44 = 64 into it, and with no bottom bar the bottom layout guide's top is its bottom, 600. So
    // `pane` is (0, 64, 600, 536), the frame the document stores. Taking the stored y = 64 as "below the bar" gives
    // the top guide no length and `pane` (0, 0, 600, 600).
    @Test("A translucent bar insets the 600 × 600 root stored at y = 64 by 64")
    func translucentBar() throws {
        let laid = try LaidOut(document(edgesNone: false))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 64, width: 600, height: 536))
    }

    // Worked by hand. With `edgesForExtendedLayout` empty the root extends under neither bar: the navigation bar lies
    // above it and the tab bar below it, so the bottom layout guide's top is the root's bottom, 600, and `pane`,
    // pinned to the root's top, is (0, 0, 600, 600), the frame the document stores. Laid out 600 tall from y = 64 on
    // the 667-pt phone, the root would meet the tab bar (667 − 49 = 618) 46 pt above its bottom: 554.
    @Test("With edgesForExtendedLayout empty no bar insets the 600 × 600 root stored at y = 64")
    func edgesNone() throws {
        let laid = try LaidOut(document(edgesNone: true))
        #expect(laid.frame(inAnyScene: "pane") == Rect(x: 0, y: 0, width: 600, height: 600))
    }
}
