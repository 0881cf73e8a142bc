import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The side margins of a xib's top-level table cell: Xcode 11 lays it out with the pre-iOS 11 table margins, 15 pt
/// on canvases narrower than 414 pt and 20 from 414 up; other versions keep the table's 16/20 by the cell's width.
@Suite("Interface Builder top-level xib cells' content margins")
struct XibCellMarginsTests {
    /// A `width` × 60 cell whose `title` (20 tall) is pinned to its content view's top, leading and trailing margins.
    func xib(toolsVersion: String, device: String, width: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="t0"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t2"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 11 on canvases narrower than 414 pt: 15 at the sides, whatever the cell's width",
          arguments: [("14868", 320.0, Rect(x: 15, y: 11, width: 290, height: 20)),
                      ("15705", 387.0, Rect(x: 15, y: 11, width: 357, height: 20))])
    func narrowCanvas(toolsVersion: String, width: Double, expected: Rect) throws {
        // 320 − 15 − 15 = 290; 387 − 30 = 357; the top margin stays 11 (y = 11).
        let laid = try LaidOut(xib(toolsVersion: toolsVersion, device: "retina4_7", width: width), file: "Cell.xib")
        #expect(laid.frame("title") == expected)
    }

    @Test("Xcode 11 on the 414-pt canvas: 20 at the sides, even in a 331-pt cell")
    func wideCanvas() throws {
        // 331 − 20 − 20 = 291, as woocommerce's IssueRefundTableViewCell stores its button.
        let laid = try LaidOut(xib(toolsVersion: "16097.3", device: "retina6_1", width: 331), file: "Cell.xib")
        #expect(laid.frame("title") == Rect(x: 20, y: 11, width: 291, height: 20))
    }

    @Test("Xcode 12 and Xcode 10 keep 16 in a 320-pt cell", arguments: ["17701", "14460.31"])
    func otherVersions(toolsVersion: String) throws {
        // The table's rule: a cell up to 375 pt wide has 16-pt sides: 320 − 32 = 288.
        let laid = try LaidOut(xib(toolsVersion: toolsVersion, device: "retina6_1", width: 320), file: "Cell.xib")
        #expect(laid.frame("title") == Rect(x: 16, y: 11, width: 288, height: 20))
    }
}
