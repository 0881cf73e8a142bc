import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// In a document of Xcode 5 to 7 (no `<device>`), a controller whose Simulated Metrics name a phone and whose root is
/// stored at that phone's screen size is laid out on that phone: its bottom layout guide lies at the root's own
/// bottom, not at the bottom of the phone the document is otherwise taken for (IBSimulatedPhoneScreen).
@Suite("Interface Builder roots on the phone their simulated metrics name")
struct SimulatedPhoneScreenTests {
    /// A storyboard written in Xcode 7.2's format (no `<device>`, size classes on): the first scene's root fills the
    /// 600 × 600 Any/Any canvas (so the document is taken for the 375 × 667 phone); a navigation controller shows a
    /// second controller whose simulated metrics are `metrics` and whose root is stored `width` × `height` at `y`
    /// (64 under an opaque navigation bar), holding
    /// `column`, pinned 20 pt inside the root's sides, to the top layout guide's bottom and to the bottom layout
    /// guide's top.
    func document(metrics: String, width: Int, height: Int, y: Int = 0, opaqueBar: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9532" systemVersion="15D21" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Sp5-Nc-Rt1">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9530"/>
            </dependencies>
            <scenes>
                <!--Start-->
                <scene sceneID="Sp5-Sc-Rt0">
                    <objects>
                        <viewController id="Sp5-Vc-Rt2" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Sp5-Tg-Rt3"/>
                                <viewControllerLayoutGuide type="bottom" id="Sp5-Bg-Rt4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="start">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                            </view>
                            <navigationItem key="navigationItem" id="Sp5-Ni-Rt5"/>
                            <connections>
                                <segue destination="Sp5-Vc-Rt7" kind="show" id="Sp5-Sg-Rt6"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Sp5-Fr-Rt8" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Effects-->
                <scene sceneID="Sp5-Sc-Rt9">
                    <objects>
                        <viewController id="Sp5-Vc-Rt7" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Sp5-Tg-Ra0"/>
                                <viewControllerLayoutGuide type="bottom" id="Sp5-Bg-Ra1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                        <rect key="frame" x="20" y="64" width="\(width - 40)" height="\(height - 64)"/>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Sp5-Cl-Ra2"/>
                                    <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="Sp5-Ct-Ra3"/>
                                    <constraint firstItem="column" firstAttribute="top" secondItem="Sp5-Tg-Ra0" secondAttribute="bottom" id="Sp5-Cp-Ra4"/>
                                    <constraint firstItem="Sp5-Bg-Ra1" firstAttribute="top" secondItem="column" secondAttribute="bottom" id="Sp5-Cb-Ra5"/>
                                </constraints>
                            </view>
                            \(metrics)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Sp5-Fr-Ra6" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="Sp5-Sc-Ra7">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Sp5-Nc-Rt1" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(opaqueBar ? #" translucent="NO""# : "") id="Sp5-Nb-Ra8">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="Sp5-Vc-Rt2" kind="relationship" relationship="rootViewController" id="Sp5-Rs-Ra9"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Sp5-Fr-Rb0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The pushed controller simulates the 5.5-inch phone and its root is stored 414 × 736: it is laid
    // out on that screen, the top layout guide's bottom at 20 + 44 = 64 and the bottom layout guide's top at the
    // root's bottom, 736; `column` is (20, 64, 374, 672). Against the 667-pt phone it would be 603 tall.
    @Test("A retina55 root stored 414 × 736 has its bottom layout guide at its own bottom")
    func retina55Root() throws {
        let laid = try LaidOut(document(metrics: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina55"/>"#,
                                        width: 414, height: 736))
        #expect(laid.frame(inAnyScene: "column") == Rect(x: 20, y: 64, width: 374, height: 672))
    }

    // Worked by hand. Without simulated metrics the same 414 × 736 root keeps the document's 667-pt phone: the bottom
    // layout guide's top at 667, `column` (20, 64, 374, 603) — the rule needs the controller to name the phone.
    @Test("A root of a phone's size without simulated metrics keeps the document's phone")
    func rootWithoutMetrics() throws {
        let laid = try LaidOut(document(metrics: "", width: 414, height: 736))
        #expect(laid.frame(inAnyScene: "column") == Rect(x: 20, y: 64, width: 374, height: 603))
    }

    // Worked by hand. A retina55 controller whose root is stored at another size (the 600 × 600 canvas) is not on
    // that phone: it keeps the Any/Any canvas's rule, the bottom layout guide at 600; `column` (20, 64, 560, 536).
    @Test("A retina55 controller stored at the Any/Any canvas's size keeps that canvas")
    func retina55RootOfAnotherSize() throws {
        let laid = try LaidOut(document(metrics: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina55"/>"#,
                                        width: 600, height: 600))
        #expect(laid.frame(inAnyScene: "column") == Rect(x: 20, y: 64, width: 560, height: 536))
    }

    // Worked by hand. Under an opaque navigation bar the retina55 root is stored at (0, 64, 414, 672): the screen less
    // the bar, down to the 5.5-inch screen's bottom at 64 + 672 = 736. The top layout guide's bottom is the root's top
    // (the bars are outside it) and the bottom layout guide's top its bottom: `column` is (20, 0, 374, 672). Against
    // the 667-pt phone the guide would lie at 667 − 64 = 603.
    @Test("A retina55 root stored below an opaque bar down to the screen's bottom is on that phone")
    func retina55RootBelowOpaqueBar() throws {
        let metrics = #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina55"/>"#
        let laid = try LaidOut(document(metrics: metrics, width: 414, height: 672, y: 64, opaqueBar: true))
        #expect(laid.frame(inAnyScene: "column") == Rect(x: 20, y: 0, width: 374, height: 672))
        // A root that stops short of the screen's bottom (672 tall at y = 0) is not that phone's: it keeps the 667-pt
        // phone, the guides at 64 and 667, `column` (20, 64, 374, 603).
        let short = try LaidOut(document(metrics: metrics, width: 414, height: 672, opaqueBar: true))
        #expect(short.frame(inAnyScene: "column") == Rect(x: 20, y: 64, width: 374, height: 603))
    }
}
