import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 10 a freeform controller is saved with `<size key="freeformSize">` alone; in a document without
/// safe-area guides its root, taller than the phone, still reaches its own bottom (IBFreeformScreen.isFreeform).
@Suite("Interface Builder: a freeform size without freeform metrics")
struct FreeformSizeOnlyScreenTests {
    /// A storyboard in Xcode 11.3's format without safe-area guides (layout guides instead), on the 375 × 667 canvas:
    /// one controller simulated at a freeform 340 × `height` size (only `<size key="freeformSize">`), whose root holds
    /// `scroll`, pinned to the root's sides, to the top layout guide's bottom and to the bottom layout guide's top.
    func document(height: Int, scroll: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Fz1-Vc-Cm1">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="15704"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Comment-->
                <scene sceneID="Fz1-Sc-Cm0">
                    <objects>
                        <viewController storyboardIdentifier="Comment" id="Fz1-Vc-Cm1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Fz1-Tg-Cm2"/>
                                <viewControllerLayoutGuide type="bottom" id="Fz1-Bg-Cm3"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="340" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="\(scroll.minX)" y="\(scroll.minY)" width="\(scroll.width)" height="\(scroll.height)"/>
                                    </scrollView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="Fz1-Tg-Cm2" secondAttribute="bottom" id="Fz1-St-Cm4"/>
                                    <constraint firstItem="scroll" firstAttribute="bottom" secondItem="Fz1-Bg-Cm3" secondAttribute="top" id="Fz1-Sb-Cm5"/>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Fz1-Sl-Cm6"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="Fz1-Sr-Cm7"/>
                                </constraints>
                            </view>
                            <size key="freeformSize" width="340" height="\(height)"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fz1-Fr-Cm8" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 11.3: a 340 × 800 root's bottom layout guide lies at its own bottom, not the phone's")
    func tallRoot() throws {
        // No status bar on Xcode 11 phones: the top guide at 0; the root's screen ends at 800, so the scroll view is
        // 800 tall, where the 667-pt phone would end it at 667.
        let scroll = Rect(x: 0, y: 0, width: 340, height: 800)
        let laid = try LaidOut(document(height: 800, scroll: scroll))
        #expect(laid.frame("scroll") == scroll)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("A 340 × 400 root, shorter than the phone, keeps the phone's screen: the guide at the root's bottom")
    func shortRoot() throws {
        // The root at the screen's top ends at 400, above the phone's bottom: no bottom inset, 400 tall.
        let scroll = Rect(x: 0, y: 0, width: 340, height: 400)
        let laid = try LaidOut(document(height: 400, scroll: scroll))
        #expect(laid.frame("scroll") == scroll)
    }
}
