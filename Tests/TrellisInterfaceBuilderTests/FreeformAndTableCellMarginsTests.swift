import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A freeform view controller narrower than 414 pt has the compact 16-pt side margins whatever the canvas, and a
/// table's cells take their side margins from the table (its root margins, its width), with the content view's own
/// margins counting where larger.
@Suite("Interface Builder freeform root margins and table cell margins")
struct FreeformAndTableCellMarginsTests {
    /// A storyboard (Xcode 15, toolsVersion 23094) with one view controller simulated at `width` × 600 freeform on the
    /// `device` canvas; its root holds a 40-pt `form` pinned to the root's leading and trailing margins, 24 pt below
    /// the top layout guide, stored at `stored`.
    func freeformDocument(device: String, width: Double, stored: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" layout="fullscreen" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>
            </dependencies>
            <scenes>
                <scene sceneID="Fq1-Sc-n01">
                    <objects>
                        <viewController storyboardIdentifier="Form" id="Fq1-Vc-n02" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Fq1-Tg-n03"/>
                                <viewControllerLayoutGuide type="bottom" id="Fq1-Bg-n04"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                                        <rect key="frame" x="\(stored.minX)" y="\(stored.minY)" width="\(stored.width)" height="\(stored.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Fq1-Ht-n05"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="form" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="Fq1-Ld-n06"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="form" secondAttribute="trailing" id="Fq1-Tr-n07"/>
                                    <constraint firstItem="form" firstAttribute="top" secondItem="Fq1-Tg-n03" secondAttribute="bottom" constant="24" id="Fq1-Tp-n08"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="\(width)" height="600"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fq1-Fr-n09" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a 400-pt freeform controller on an iPad canvas has 16-pt side margins")
    func narrowFreeformOnIPad() throws {
        // 768 × 1024 iPad canvas, Xcode 15: status bar 20, so the top guide's bottom is at 20 and the form at 44.
        // Freeform 400 < 414: side margins 16, so x = 16 and width = 400 − 2 × 16 = 368 (the iPad's 20 does not apply).
        let expected = Rect(x: 16, y: 44, width: 368, height: 40)
        let laid = try LaidOut(freeformDocument(device: "ipad9_7", width: 400, stored: expected))
        #expect(laid.frame("form") == expected)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a 400-pt freeform controller on a phone canvas has 16-pt side margins too")
    func narrowFreeformOnPhone() throws {
        // 375 × 667 canvas, Xcode 15 (status bar 20): form at (16, 20 + 24, 400 − 32, 40).
        let laid = try LaidOut(freeformDocument(device: "retina4_7", width: 400, stored: Rect(x: 16, y: 44, width: 368, height: 40)))
        #expect(laid.frame("form") == Rect(x: 16, y: 44, width: 368, height: 40))
    }

    @Test("a 600-pt freeform controller keeps the 20-pt margins of a wide root")
    func wideFreeform() throws {
        // 600 ≥ 414: 20 at each side, width 600 − 40 = 560.
        let expected = Rect(x: 20, y: 44, width: 560, height: 40)
        let laid = try LaidOut(freeformDocument(device: "ipad9_7", width: 600, stored: expected))
        #expect(laid.frame("form") == expected)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    /// A table view controller (Xcode 15) simulated at `width` × 900 freeform on an iPhone 8 canvas, with one 100-pt
    /// prototype cell whose content view (`margins` written on it when not empty) holds `card` pinned to its leading,
    /// trailing and top margins, 40 pt tall, stored at `stored`.
    func tableDocument(width: Double, margins: String, stored: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>
            </dependencies>
            <scenes>
                <scene sceneID="Tb1-Sc-n01">
                    <objects>
                        <tableViewController storyboardIdentifier="Feed" id="Tb1-Vc-n02" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="100" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="900"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Card" rowHeight="100" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="\(width)" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                                    <rect key="frame" x="\(stored.minX)" y="\(stored.minY)" width="\(stored.width)" height="\(stored.height)"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="40" id="Tb1-Ht-n03"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="card" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="Tb1-Ld-n04"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="Tb1-Tr-n05"/>
                                                <constraint firstItem="card" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="Tb1-Tp-n06"/>
                                            </constraints>
                                            \(margins)
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="\(width)" height="900"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Tb1-Fr-n07" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("the cells of a 400-pt freeform table view controller get the table's 16-pt side margins")
    func narrowFreeformTableCells() throws {
        // The table is the root: 16 at the sides (a 400-pt cell on its own would get 20); top 11 (UIKit's default).
        // card = (16, 11, 400 − 32, 40).
        let expected = Rect(x: 16, y: 11, width: 368, height: 40)
        let laid = try LaidOut(tableDocument(width: 400, margins: "", stored: expected))
        #expect(laid.frame("card") == expected)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a content view's own larger margins count on every edge, the table's where larger")
    func ownContentMargins() throws {
        // 600-pt table: 20 at the sides. Written margins 20/16/20/16: top max(20, 11) = 20, sides max(16, 20) = 20.
        // card = (20, 20, 600 − 40, 40).
        let written = #"<edgeInsets key="layoutMargins" top="20" left="16" bottom="20" right="16"/>"#
        let expected = Rect(x: 20, y: 20, width: 560, height: 40)
        let laid = try LaidOut(tableDocument(width: 600, margins: written, stored: expected))
        #expect(laid.frame("card") == expected)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a content view's own smaller top margin is raised to UIKit's 11")
    func smallOwnTopMargin() throws {
        // Written 0 at the top and 8 at the sides in a 400-pt freeform table: top max(0, 11) = 11, sides max(8, 16) = 16.
        let written = #"<edgeInsets key="layoutMargins" top="0.0" left="8" bottom="8" right="8"/>"#
        let laid = try LaidOut(tableDocument(width: 400, margins: written, stored: Rect(x: 16, y: 11, width: 368, height: 40)))
        #expect(laid.frame("card") == Rect(x: 16, y: 11, width: 368, height: 40))
    }

    @Test("an inset-grouped table's narrower cells take the table's side margins")
    func insetGroupedCells() throws {
        // Xcode 11.3 (15505) on a 414 × 896 canvas: an inset-grouped static table 414 wide; its cell is 374 wide at
        // x = 20. The table's width decides: 20 (a 374-pt cell alone would get 16), so a label on the content's
        // leading margin is at x = 20, 374 − 40 = 334 wide; top 11.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Ig1-Sc-n01">
                    <objects>
                        <tableViewController storyboardIdentifier="Inspector" id="Ig1-Vc-n02" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="Ig1-Sn-n03">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="cell">
                                                <rect key="frame" x="20" y="18" width="374" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="374" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                                            <rect key="frame" x="20" y="11" width="334" height="22"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="line" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="Ig1-Ld-n04"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="line" secondAttribute="trailing" id="Ig1-Tr-n05"/>
                                                        <constraint firstItem="line" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="Ig1-Tp-n06"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="line" secondAttribute="bottom" id="Ig1-Bt-n07"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ig1-Fr-n08" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let laid = try LaidOut(xml)
        // Height 44 − 11 − 11 = 22.
        #expect(laid.frame("line") == Rect(x: 20, y: 11, width: 334, height: 22))
    }
}
