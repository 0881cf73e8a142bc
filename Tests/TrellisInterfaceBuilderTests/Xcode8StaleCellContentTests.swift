import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An Xcode 8 xib's top-level cell whose content view is still stored at the Xcode 6 height, a whole point short of the
/// cell: the content view is laid out over the cell less the half point Xcode 8 reserves (IBXcode8StaleCellContent).
@Suite("Interface Builder Xcode 8 cells: a content view stored a whole point short")
struct Xcode8StaleCellContentTests {
    /// A 320 × 60 top-level cell saved by `toolsVersion`, its `rowHeight` attribute `rowHeight` (none when nil), its
    /// content view stored 320 × 59: `icon`, 20 × 20, 8 pt from the leading edge, its bottom 8 pt above the content
    /// view's bottom margin (8 pt, Xcode 8's); `rule`, a 1-pt line across the content view pinned to its bottom edge;
    /// `title`, 17 tall, pinned 8 pt below the top margin.
    func xib(toolsVersion: String, rowHeight: String? = "60") -> String {
        let row = rowHeight.map { " rowHeight=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16B2555" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11524"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10"\(row) id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="59"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="8" y="16" width="120" height="17"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="120" id="t1"/>
                                    <constraint firstAttribute="height" constant="17" id="t2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="8" y="24" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="i1"/>
                                    <constraint firstAttribute="height" constant="20" id="i2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                                <rect key="frame" x="0.0" y="59" width="320" height="1"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="r1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="8" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c2"/>
                            <constraint firstAttribute="bottomMargin" secondItem="icon" secondAttribute="bottom" constant="8" id="c3"/>
                            <constraint firstItem="icon" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c4"/>
                            <constraint firstAttribute="bottom" secondItem="rule" secondAttribute="bottom" id="c5"/>
                            <constraint firstItem="rule" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c6"/>
                            <constraint firstAttribute="trailing" secondItem="rule" secondAttribute="trailing" id="c7"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 8: the stale content view is the cell less half a point")
    func halfPointShort() throws {
        // Content view 320 × (60 − 0.5) = 59.5; its bottom margin at 59.5 − 8 = 51.5; icon's bottom 8 above it at 43.5:
        // y = 23.5 (the stored 59 gives 23); rule at 59.5 − 1 = 58.5 (the stored 59 gives 58). title, pinned to the top
        // margin, does not move: y = 8 + 8 = 16.
        let laid = try LaidOut(xib(toolsVersion: "11542"), file: "StaleCell.xib")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 320, height: 59.5))
        #expect(laid.frame("icon") == Rect(x: 8, y: 23.5, width: 20, height: 20))
        #expect(laid.frame("rule") == Rect(x: 0, y: 58.5, width: 320, height: 1))
        #expect(laid.frame("title") == Rect(x: 8, y: 16, width: 120, height: 17))
    }

    @Test("No rowHeight, another rowHeight, or Xcode 7: the stored rect stands")
    func otherCells() throws {
        // The stored 59: icon at 59 − 8 − 8 − 20 = 23, rule at 58.
        for (tools, row) in [("11762", nil), ("11542", "59"), ("10116", "60")] as [(String, String?)] {
            let laid = try LaidOut(xib(toolsVersion: tools, rowHeight: row), file: "StaleCell.xib")
            #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 320, height: 59))
            #expect(laid.frame("icon") == Rect(x: 8, y: 23, width: 20, height: 20))
            #expect(laid.frame("rule") == Rect(x: 0, y: 58, width: 320, height: 1))
        }
    }
}
