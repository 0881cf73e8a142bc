import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A constraint at the standard spacing (`symbolic="YES"`) between an edge of a view and an edge of a safe area or a
/// scroll view's frame or content layout guide is 0 pt, whatever constant the document writes
/// (IBSymbolicGuideSpacing.viewGuideConstant).
@Suite("Interface Builder standard spacing to a safe area or scroll view guide")
struct SymbolicViewGuideSpacingTests {
    /// An Xcode 11.3 xib (toolsVersion 15505) with a screen-sized 414 × 896 view on the iPhone 11 canvas (top inset
    /// 44, bottom 34) holding
    /// - `scroll`, pinned to the safe area's top and bottom and to the view's sides: (0, 44, 414, 818);
    /// - in it `card`, 300 tall, as wide as the frame guide, its top at the standard spacing below the frame guide's
    ///   top (written 20), its leading, trailing and bottom on the content guide's;
    /// - `badge`, 30 × 30, its leading at the standard spacing from the safe area's leading (written 20), its bottom a
    ///   plain 20 above the safe area's bottom;
    /// - `tag`, 30 × 30, its trailing at the standard spacing from the view's own trailing edge (no guide, written 20),
    ///   its bottom on the badge's.
    func document(symbolic: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="15509"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="300" id="Ch1-sv-g01"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="card" firstAttribute="top" secondItem="frm-gd-001" secondAttribute="top" constant="20" \(symbolic) id="Ct1-sv-g02"/>
                                <constraint firstItem="card" firstAttribute="leading" secondItem="cnt-gd-001" secondAttribute="leading" id="Cl1-sv-g03"/>
                                <constraint firstItem="card" firstAttribute="trailing" secondItem="cnt-gd-001" secondAttribute="trailing" id="Cr1-sv-g04"/>
                                <constraint firstItem="card" firstAttribute="bottom" secondItem="cnt-gd-001" secondAttribute="bottom" id="Cb1-sv-g05"/>
                                <constraint firstItem="card" firstAttribute="width" secondItem="frm-gd-001" secondAttribute="width" id="Cw1-sv-g06"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="cnt-gd-001"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="frm-gd-001"/>
                        </scrollView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="0.0" y="812" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="Bw1-sv-g07"/>
                                <constraint firstAttribute="height" constant="30" id="Bh1-sv-g08"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                            <rect key="frame" x="364" y="812" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="Tw1-sv-g09"/>
                                <constraint firstAttribute="height" constant="30" id="Th1-sv-g10"/>
                            </constraints>
                        </view>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" id="St1-sv-g11"/>
                        <constraint firstItem="saf-gd-001" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="Sb1-sv-g12"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Sl1-sv-g13"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="Sr1-sv-g14"/>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" constant="20" \(symbolic) id="Bl1-sv-g15"/>
                        <constraint firstItem="saf-gd-001" firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="20" id="Bb1-sv-g16"/>
                        <constraint firstAttribute="trailing" secondItem="tag" secondAttribute="trailing" constant="20" \(symbolic) id="Tr1-sv-g17"/>
                        <constraint firstItem="tag" firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" id="Tb1-sv-g18"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
                    <point key="canvasLocation" x="139" y="88"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand. The safe area runs from y = 44 to 896 − 34 = 862 and from x = 0 to 414, so `scroll` is
    // (0, 44, 414, 818). At the standard spacing `card`'s top is on the frame guide's top, 0 in the content at zero
    // offset: (0, 0, 414, 300). `badge`'s leading is on the safe area's (0), its bottom 20 above 862: (0, 812, 30, 30).
    // The standard spacing to the view's own edge is the written 20: `tag` at (414 − 20 − 30, 812) = (364, 812, 30, 30).
    @Test("Standard spacing to a frame layout guide and to a safe area is 0, to a superview edge the written 20")
    func symbolic() throws {
        let laid = try LaidOut(document(symbolic: #"symbolic="YES""#), file: "Custody.xib")
        #expect(laid.frame("scroll") == Rect(x: 0, y: 44, width: 414, height: 818))
        #expect(laid.frame("card") == Rect(x: 0, y: 0, width: 414, height: 300))
        #expect(laid.frame("badge") == Rect(x: 0, y: 812, width: 30, height: 30))
        #expect(laid.frame("tag") == Rect(x: 364, y: 812, width: 30, height: 30))
    }

    // Worked by hand. Plain constants keep their 20: `card` 20 below the frame guide's top, (0, 20, 414, 300);
    // `badge` 20 from the safe area's leading, (20, 812, 30, 30).
    @Test("A plain constant to a frame layout guide or a safe area is kept")
    func plain() throws {
        let laid = try LaidOut(document(symbolic: ""), file: "Custody.xib")
        #expect(laid.frame("card") == Rect(x: 0, y: 20, width: 414, height: 300))
        #expect(laid.frame("badge") == Rect(x: 20, y: 812, width: 30, height: 30))
        #expect(laid.frame("tag") == Rect(x: 364, y: 812, width: 30, height: 30))
    }
}
