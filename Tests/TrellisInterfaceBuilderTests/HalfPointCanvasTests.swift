import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Documents saved by Xcode 7 and earlier lay out on a 2× grid even on the iPhone 6 Plus canvas (`retina55`), so a
/// third of a point comes out at the nearest half point; Xcode 8 and later documents of 3× phones keep thirds
/// (IBCanvas: the canvas's scale).
@Suite("Interface Builder half-point grid of Xcode 7 canvases")
struct HalfPointCanvasTests {
    /// An Xcode 7.3 storyboard (no `<device>`, the controller simulating the 5.5-inch screen): a 414 × 736 root
    /// holding `third`, 100 wide at its top-left corner, a third of the root's height tall.
    static let xcode7 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Hp7-Vc-Rt1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
            </dependencies>
            <scenes>
                <scene sceneID="Hp7-Sc-Th1">
                    <objects>
                        <viewController id="Hp7-Vc-Rt1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Hp7-Tg-01a"/>
                                <viewControllerLayoutGuide type="bottom" id="Hp7-Bg-02b"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="third">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="245.5"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Hp7-Tw-03c"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="third" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Hp7-Tl-04d"/>
                                    <constraint firstItem="third" firstAttribute="top" secondItem="root" secondAttribute="top" id="Hp7-Tt-05e"/>
                                    <constraint firstItem="third" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1:3" id="Hp7-Th-06f"/>
                                </constraints>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina55"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // Worked by hand: a third of 736 is 245.333…; on a 2× grid the bottom edge, 490.667 pixels, rounds to 491, so the
    // view is 245.5 tall; on a 3× grid it is exactly 736 pixels, 245.333… points.
    @Test("an Xcode 7 document on the 414 × 736 canvas rounds to half points")
    func xcode7() throws {
        let laid = try LaidOut(Self.xcode7)
        #expect(laid.frame("third") == Rect(x: 0, y: 0, width: 100, height: 245.5))
    }

    @Test("an Xcode 8 document on the same phone keeps a third of a point")
    func xcode8() throws {
        let document = storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="third">
                <rect key="frame" x="0.0" y="0.0" width="100" height="245.33333333333334"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="Hp8-Tw-03c"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="third" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Hp8-Tl-04d"/>
            <constraint firstItem="third" firstAttribute="top" secondItem="root" secondAttribute="top" id="Hp8-Tt-05e"/>
            <constraint firstItem="third" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1:3" id="Hp8-Th-06f"/>
            """, device: "retina5_5", toolsVersion: 11762, size: (414, 736))
        let frame = try #require(try LaidOut(document).frame("third"))
        #expect(abs(frame.height - 736.0 / 3) < 1e-9)
    }
}
