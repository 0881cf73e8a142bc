import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib's File's Owner's view is a view controller's view: its root-filling scroll view's content is moved down by
/// the safe area's top on Interface Builder's canvas, as a storyboard controller's (IBOwnerViewScrollAdjustment).
@Suite("Interface Builder File's Owner view scroll adjustment")
struct OwnerViewScrollAdjustmentTests {
    /// A xib written in Xcode 13.2's format on the 414 × 896 canvas: a top-level view `page`, the File's Owner's `view`
    /// when `owned`, filled by a scroll view pinned to its edges; in the scroll view's content, `header`, 100 tall at
    /// the content's top and full width, holds `art`, pinned to `page`'s top and to `header`'s bottom and sides.
    func document(owned: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="19454"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DetailViewController">
                    <connections>
                        \(owned ? "<outlet property=\"view\" destination=\"page\" id=\"Ow1-Sv-Aa1\"/>" : "")
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="page">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sc1-Sv-Aa2">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                                            <rect key="frame" x="0.0" y="-44" width="414" height="144"/>
                                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </view>
                                    </subviews>
                                    <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="Hh1-Sv-Aa3"/>
                                        <constraint firstItem="art" firstAttribute="leading" secondItem="header" secondAttribute="leading" id="Al1-Sv-Aa4"/>
                                        <constraint firstAttribute="trailing" secondItem="art" secondAttribute="trailing" id="At1-Sv-Aa5"/>
                                        <constraint firstAttribute="bottom" secondItem="art" secondAttribute="bottom" id="Ab1-Sv-Aa6"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="header" firstAttribute="top" secondItem="Cg1-Sv-Aa7" secondAttribute="top" id="Ht1-Sv-Aa8"/>
                                <constraint firstItem="header" firstAttribute="leading" secondItem="Cg1-Sv-Aa7" secondAttribute="leading" id="Hl1-Sv-Aa9"/>
                                <constraint firstItem="header" firstAttribute="trailing" secondItem="Cg1-Sv-Aa7" secondAttribute="trailing" id="Hr1-Sv-Ab0"/>
                                <constraint firstItem="header" firstAttribute="bottom" secondItem="Cg1-Sv-Aa7" secondAttribute="bottom" id="Hb1-Sv-Ab1"/>
                                <constraint firstItem="header" firstAttribute="width" secondItem="Fg1-Sv-Ab2" secondAttribute="width" id="Hw1-Sv-Ab3"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="Cg1-Sv-Aa7"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="Fg1-Sv-Ab2"/>
                        </scrollView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Sa1-Sv-Ab4"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="Sc1-Sv-Aa2" firstAttribute="top" secondItem="page" secondAttribute="top" id="St1-Sv-Ab5"/>
                        <constraint firstItem="Sc1-Sv-Aa2" firstAttribute="leading" secondItem="page" secondAttribute="leading" id="Sl1-Sv-Ab6"/>
                        <constraint firstAttribute="trailing" secondItem="Sc1-Sv-Aa2" secondAttribute="trailing" id="Sr1-Sv-Ab7"/>
                        <constraint firstAttribute="bottom" secondItem="Sc1-Sv-Aa2" secondAttribute="bottom" id="Sb1-Sv-Ab8"/>
                        <constraint firstAttribute="top" secondItem="art" secondAttribute="top" id="Ap1-Sv-Ab9"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand. The 414 × 896 canvas's safe area is 44 pt from the top. The File's Owner's view adjusts its
    // scroll view's content by that much, so `header`, at the content's top, lies 44 pt below `page`'s top, and
    // `art`, from `page`'s top to `header`'s bottom, is 144 tall starting 44 pt above `header`: (0, −44, 414, 144)
    // in `header`, as stored.
    @Test("A File's Owner view's scroll view content is moved down by the safe area's top")
    func ownersView() throws {
        let laid = try LaidOut(document(owned: true), file: "Detail.xib")
        #expect(laid.frame("art") == Rect(x: 0, y: -44, width: 414, height: 144))
    }

    // Worked by hand. A top-level view that is not a controller's view keeps its scroll view's content at its top:
    // `header` and `page` share their top, so `art` is (0, 0, 414, 100).
    @Test("Another top-level view's scroll view content is not moved")
    func otherView() throws {
        let laid = try LaidOut(document(owned: false), file: "Detail.xib")
        #expect(laid.frame("art") == Rect(x: 0, y: 0, width: 414, height: 100))
    }
}
