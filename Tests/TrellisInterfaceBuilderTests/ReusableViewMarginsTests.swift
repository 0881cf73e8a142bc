import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A collection reusable view that is a top-level object of a xib takes a controller root's side margins from Xcode 9
/// on, as a top-level `view` does (16 pt at 375 pt wide), not UIView's 8; so does a top-level collection cell (measured
/// from Xcode 9.1 to 16.3), which in Xcode 9.0 and 9.1 also keeps the status bar when wider than the screen.
@Suite("Interface Builder: top-level collection reusable views' margins")
struct ReusableViewMarginsTests {
    /// A 375 × 120 header on the 414 × 896 canvas; `band` (40 tall) is pinned 12 pt below the header's top and to its
    /// leading and trailing margins.
    func header(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Intro" id="intro">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                            <rect key="frame" x="16" y="12" width="343" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="bandHeight"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="band" firstAttribute="leading" secondItem="intro" secondAttribute="leadingMargin" id="bandLeading"/>
                        <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" id="bandTrailing"/>
                        <constraint firstItem="band" firstAttribute="top" secondItem="intro" secondAttribute="top" constant="12" id="bandTop"/>
                    </constraints>
                </collectionReusableView>
            </objects>
        </document>
        """
    }

    @Test("Xcode 15: a 375-pt header has the root's 16-pt side margins")
    func rootMargins() throws {
        // 375 ≤ 375: UIKit's compact system minimum, 16 at each side; 375 − 32 = 343 wide.
        let laid = try LaidOut(header(toolsVersion: "23504"), file: "Intro.xib")
        #expect(laid.frame("band") == Rect(x: 16, y: 12, width: 343, height: 40))
    }

    @Test("before Xcode 9 it keeps UIView's 8 pt, as a top-level view of those versions does")
    func plainBeforeXcode9() throws {
        // 375 − 16 = 359 wide.
        let laid = try LaidOut(header(toolsVersion: "12121"), file: "Intro.xib")
        #expect(laid.frame("band") == Rect(x: 8, y: 12, width: 359, height: 40))
    }

    /// A 375 × 180 top-level collection cell on the 414 × 896 canvas (its content view in the cell format without an id,
    /// the constraints on the cell); `card` (60 tall) is pinned 10 pt below the cell's top and to its leading and
    /// trailing margins.
    func cell(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Offer" id="offer">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="180"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="180"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="16" y="10" width="343" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="cardHeight"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="offer" secondAttribute="leadingMargin" id="cardLeading"/>
                        <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="cardTrailing"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="offer" secondAttribute="top" constant="10" id="cardTop"/>
                    </constraints>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 12 on: a 375-pt top-level collection cell has the root's 16-pt side margins, not the canvas's 20")
    func cellRootMargins() throws {
        // The cell's width decides, as a root's does: 375 ≤ 375 gives 16 at each side; 375 − 32 = 343 wide.
        for version in ["17701", "24128"] {
            let laid = try LaidOut(cell(toolsVersion: version), file: "OfferCell.xib")
            #expect(laid.frame("card") == Rect(x: 16, y: 10, width: 343, height: 60))
        }
    }

    @Test("Xcode 9 to 11: a 375-pt top-level collection cell has the root's 16-pt side margins too")
    func cellRootMarginsXcode9to11() throws {
        // As from Xcode 12 (AltStore fork, Xcode 11.3): 16 at each side; 375 − 32 = 343 wide.
        for version in ["13771", "15705", "16097"] {
            let laid = try LaidOut(cell(toolsVersion: version), file: "OfferCell.xib")
            #expect(laid.frame("card") == Rect(x: 16, y: 10, width: 343, height: 60))
        }
    }

    @Test("before Xcode 9 a top-level collection cell keeps UIView's 8 pt")
    func cellPlainBeforeXcode9() throws {
        // 375 − 16 = 359 wide.
        let laid = try LaidOut(cell(toolsVersion: "12121"), file: "OfferCell.xib")
        #expect(laid.frame("card") == Rect(x: 8, y: 10, width: 359, height: 60))
    }

    /// A 449 × 300 top-level collection cell on the 375 × 667 canvas (wider than the screen); `topBar` (30 tall) is
    /// pinned to the cell's top and leading margins, `bottomBar` (30 tall) to its bottom margin and its leading edge.
    func wideCell(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Page" id="page">
                    <rect key="frame" x="0.0" y="0.0" width="449" height="300"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="449" height="300"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="topBar">
                                <rect key="frame" x="20" y="20" width="100" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="topBarHeight"/>
                                    <constraint firstAttribute="width" constant="100" id="topBarWidth"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottomBar">
                                <rect key="frame" x="0.0" y="270" width="100" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="bottomBarHeight"/>
                                    <constraint firstAttribute="width" constant="100" id="bottomBarWidth"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="topBar" firstAttribute="top" secondItem="page" secondAttribute="topMargin" id="topBarTop"/>
                        <constraint firstItem="topBar" firstAttribute="leading" secondItem="page" secondAttribute="leadingMargin" id="topBarLeading"/>
                        <constraint firstItem="bottomBar" firstAttribute="bottom" secondItem="page" secondAttribute="bottomMargin" id="bottomBarBottom"/>
                        <constraint firstItem="bottomBar" firstAttribute="leading" secondItem="page" secondAttribute="leading" id="bottomBarLeading"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="pageSafe"/>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 9.1: a wide top-level collection cell has a root's margins under the 20-pt status bar")
    func wideCellXcode91() throws {
        // A 449-pt root: 20 at the sides, 0 at top and bottom; the status bar's 20 on top (the cell is wider than the
        // screen, so it gets the device's whole insets): topBar at (20, 20), bottomBar ending at 300 (y = 270).
        let laid = try LaidOut(wideCell(toolsVersion: "13529"), file: "PageCell.xib")
        #expect(laid.frame("topBar") == Rect(x: 20, y: 20, width: 100, height: 30))
        #expect(laid.frame("bottomBar") == Rect(x: 0, y: 270, width: 100, height: 30))
    }

    @Test("later Xcode 9 cells keep no status bar, only the root's 0-pt top margin")
    func wideCellLaterXcode9() throws {
        // toolsVersion 14109 (IBLegacyCellStatusBar's Messenger cells): no status bar, topBar at y = 0.
        let laid = try LaidOut(wideCell(toolsVersion: "14109"), file: "PageCell.xib")
        #expect(laid.frame("topBar") == Rect(x: 20, y: 0, width: 100, height: 30))
        #expect(laid.frame("bottomBar") == Rect(x: 0, y: 270, width: 100, height: 30))
    }
}
