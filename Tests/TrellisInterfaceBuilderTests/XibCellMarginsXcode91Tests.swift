import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9.1 (toolsVersion 13529) gives a xib's top-level table cell the cell margins its tables' cells have (16 at
/// the sides of a cell up to 375 pt, 11 at the bottom measured from the cell's bottom, so 10.5 inside a content view
/// stored 0.5 pt short), where Xcode 9.0 (13196) kept the content view's own 8 all round (IBLegacyCellMargins,
/// IBCellSeparatorMargin). Measured: a pet-booking app's Xcode 9.1 cart cell xib, 320 × 443 on the 375 × 667 canvas.
@Suite("Interface Builder top-level xib cells of Xcode 9.1: 16-pt sides, 11-pt bottom from the cell's bottom")
struct XibCellMarginsXcode91Tests {
    /// A 320 × 100 cell whose content view is stored 99.5 tall (the separator below it); `name` (20 tall) is pinned to
    /// the content view's leading and trailing margins and 3 pt above its bottom margin.
    func xib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="100" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="99.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="16" y="66" width="288" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="n0"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="n1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="n2"/>
                            <constraint firstAttribute="bottomMargin" secondItem="name" secondAttribute="bottom" constant="3" id="n3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 9.1: 16 in from each side (288 wide), bottom at 99.5 − 10.5 − 3 = 86")
    func xcode91() throws {
        let laid = try LaidOut(xib(toolsVersion: "13529"), file: "Cell.xib")
        #expect(laid.frame("name") == Rect(x: 16, y: 66, width: 288, height: 20))
    }

    @Test("Xcode 9.0: the content view's own 8 all round, bottom at 99.5 − 8 − 3 = 88.5")
    func xcode90() throws {
        let laid = try LaidOut(xib(toolsVersion: "13196"), file: "Cell.xib")
        #expect(laid.frame("name") == Rect(x: 8, y: 68.5, width: 304, height: 20))
    }
}
