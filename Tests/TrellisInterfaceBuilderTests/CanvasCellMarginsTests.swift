import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 12 and later lay a xib's top-level table cell wider than 320 pt out with the canvas's side margins (16 on
/// canvases up to 375 pt, 20 on 414-pt ones); 320-pt cells keep 16 on every phone canvas.
@Suite("Interface Builder: top-level xib cells wider than 320 pt take the canvas's margins")
struct CanvasCellMarginsTests {
    /// A cell `width` × 50 on the canvas `device`; `bar` (20 tall) spans the content view's side margins, centred.
    func cell(width: Int, device: String, toolsVersion: String = "19529") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="line">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="line" id="lineContent">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="16" y="15" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="barHeight"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="lineContent" secondAttribute="leadingMargin" id="barLeading"/>
                            <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="barTrailing"/>
                            <constraint firstItem="bar" firstAttribute="centerY" secondItem="lineContent" secondAttribute="centerY" id="barCentre"/>
                        </constraints>
                    </tableViewCellContentView>
                    <viewLayoutGuide key="safeArea" id="lineSafeArea"/>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("A 350-pt cell on the 414-pt canvas has the canvas's 20 at each side")
    func narrowCellWideCanvas() throws {
        // 350 − 2 × 20 = 310 wide; centred: (50 − 20) / 2 = 15.
        let laid = try LaidOut(cell(width: 350, device: "retina6_1"), file: "Line.xib")
        #expect(laid.frame("bar") == Rect(x: 20, y: 15, width: 310, height: 20))
    }

    @Test("A 480-pt cell on the 375-pt canvas has the canvas's 16 at each side (Xcode 14.1)")
    func wideCellNarrowCanvas() throws {
        // 480 − 2 × 16 = 448 wide.
        let laid = try LaidOut(cell(width: 480, device: "retina4_7", toolsVersion: "21701"), file: "Line.xib")
        #expect(laid.frame("bar") == Rect(x: 16, y: 15, width: 448, height: 20))
    }

    @Test("A 320-pt cell on the 414-pt canvas keeps 16")
    func usualCell() throws {
        // 320 − 2 × 16 = 288 wide.
        let laid = try LaidOut(cell(width: 320, device: "retina6_1"), file: "Line.xib")
        #expect(laid.frame("bar") == Rect(x: 16, y: 15, width: 288, height: 20))
    }

    @Test("Xcode 10 keeps the cell's width deciding: a 350-pt cell on the 414-pt canvas has 16")
    func xcode10() throws {
        // 350 − 2 × 16 = 318 wide.
        let laid = try LaidOut(cell(width: 350, device: "retina6_1", toolsVersion: "14460.31"), file: "Line.xib")
        #expect(laid.frame("bar") == Rect(x: 16, y: 15, width: 318, height: 20))
    }
}
