import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 11.3 (toolsVersion 15700 on) a xib's top-level 320-pt table cell on the 414-pt canvas has the table's
/// side margins, by the cell's own width (16 pt up to 375 pt), where Xcode 11.0 to 11.2 use the canvas (20 on it).
@Suite("Interface Builder: Xcode 11.3 top-level xib cells on the 414-pt canvas")
struct Xcode113CellMarginsTests {
    /// A 320 × 44 cell on the 414 × 896 canvas; `box` (24 tall) spans the content view's side margins and is centred.
    func cell(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Row" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="rowContent">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="10" width="288" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="24" id="boxHeight"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="rowContent" secondAttribute="leadingMargin" id="boxLeading"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="boxTrailing"/>
                            <constraint firstItem="box" firstAttribute="centerY" secondItem="rowContent" secondAttribute="centerY" id="boxCentre"/>
                        </constraints>
                    </tableViewCellContentView>
                    <viewLayoutGuide key="safeArea" id="rowSafeArea"/>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 11.3 and 11.3.1: 16-pt sides in a 320-pt cell on the 414-pt canvas", arguments: ["15702", "15705"])
    func xcode113(toolsVersion: String) throws {
        // The cell's width decides: 320 ≤ 375 → 16 at each side, 320 − 32 = 288 wide; centred: (44 − 24) / 2 = 10.
        let laid = try LaidOut(cell(toolsVersion: toolsVersion), file: "Row.xib")
        #expect(laid.frame("box") == Rect(x: 16, y: 10, width: 288, height: 24))
    }

    @Test("Xcode 11.4 and 11.5 keep 16 in a 320-pt cell on the 414-pt canvas too", arguments: ["16096", "16097.3"])
    func xcode114(toolsVersion: String) throws {
        // As dashwallet's DWContactListTableViewCell (16096) stores it: 16 at each side, 320 − 32 = 288 wide.
        let laid = try LaidOut(cell(toolsVersion: toolsVersion), file: "Row.xib")
        #expect(laid.frame("box") == Rect(x: 16, y: 10, width: 288, height: 24))
    }

    @Test("Xcode 11.2 keeps the canvas's 20 on the 414-pt canvas", arguments: ["15510"])
    func otherXcode11(toolsVersion: String) throws {
        // 20 at each side: 320 − 40 = 280 wide.
        let laid = try LaidOut(cell(toolsVersion: toolsVersion), file: "Row.xib")
        #expect(laid.frame("box") == Rect(x: 20, y: 10, width: 280, height: 24))
    }
}
