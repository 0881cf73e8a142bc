import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A top-level collection cell that fits on a notched portrait canvas takes the part of the screen's safe area it
/// overlaps (IBFittingCellSafeArea). Expected frames are worked out by hand.
@Suite("Interface Builder: collection cells that fit take the safe area they overlap")
struct FittingCellSafeAreaTests {
    /// A 78 × 122 collection cell xib (Xcode 11.5) on `device`: a 50-pt box centred on the cell's safe area, stored at
    /// (14, `boxY`).
    func document(device: String, boxY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="78" height="122"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="78" height="122"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="14" y="\(boxY)" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="bx-w"/>
                                    <constraint firstAttribute="height" constant="50" id="bx-h"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c-y"/>
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c-x"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    @Test("on the notched 414 × 896 canvas the box is centred below the 44-pt sensor housing")
    func notchedCanvas() throws {
        // Safe area of the cell at the screen's top-left: y 44…122 (its bottom is far above 896 − 34). Centre
        // 44 + 78 / 2 = 83, box y = 83 − 25 = 58; x = 78 / 2 − 25 = 14 (no side insets in portrait).
        let laid = try LaidOut(document(device: "retina6_1", boxY: 58), file: "Cell.xib")
        #expect(laid.frame("box") == Rect(x: 14, y: 58, width: 50, height: 50))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a canvas without a notch keeps the whole cell as its safe area")
    func canvasWithoutNotch() throws {
        // Not measured there: the cell's bounds, centre 61, box y = 36.
        let laid = try LaidOut(document(device: "retina4_7", boxY: 36), file: "Cell.xib")
        #expect(laid.frame("box") == Rect(x: 14, y: 36, width: 50, height: 50))
    }
}
