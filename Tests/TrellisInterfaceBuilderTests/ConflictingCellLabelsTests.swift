import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib's top-level table cell whose content view cannot hold a fixed-height view between its top and bottom pins:
/// the labels pinned to its bottom keep their own height (IBConflictingCellLabels). Expected frames are worked out by
/// hand.
@Suite("Interface Builder: labels of a top-level cell that cannot be satisfied keep their own height")
struct ConflictingCellLabelsTests {
    /// A 320 × 100 xib cell: `poster`, 70 × 60 of its own, pinned 16 from the leading edge, 8 from the top and
    /// `posterBottom` from the bottom; `title`, stored 200 × 20.5 (its one line), pinned 100 from the leading edge,
    /// 20 from the trailing one and 8 from the top and bottom.
    func xib(posterBottom: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="100" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="poster">
                                <rect key="frame" x="16" y="8" width="70" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="70" id="p-width"/>
                                    <constraint firstAttribute="height" constant="60" id="p-height"/>
                                </constraints>
                            </view>
                            \(label("title", 100, 8, 200, 20.5, extra: #"numberOfLines="0""#))
                        </subviews>
                        <constraints>
                            <constraint firstItem="poster" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="p-leading"/>
                            <constraint firstItem="poster" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="p-top"/>
                            <constraint firstAttribute="bottom" secondItem="poster" secondAttribute="bottom" constant="\(posterBottom)" id="p-bottom"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="100" id="t-leading"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="t-trailing"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="t-top"/>
                            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="8" id="t-bottom"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("8 + 60 + 8 cannot fill 100: the poster keeps its top pin and the label its one line")
    func conflicting() throws {
        // The poster's bottom pin breaks (IBBottomPinYields): (16, 8, 70, 60). The label's bottom pin is dropped, so
        // its intrinsic height holds: (100, 8, 200, 20.5); with the pin it was 100 − 16 = 84 tall.
        let laid = try LaidOut(xib(posterBottom: 8), file: "Cell.xib")
        #expect(laid.frame("poster") == Rect(x: 16, y: 8, width: 70, height: 60))
        #expect(laid.frame("title") == Rect(x: 100, y: 8, width: 200, height: 20.5))
    }

    @Test("8 + 60 + 32 fills 100: the label stretches between its pins")
    func satisfiable() throws {
        let laid = try LaidOut(xib(posterBottom: 32), file: "Cell.xib")
        #expect(laid.frame("poster") == Rect(x: 16, y: 8, width: 70, height: 60))
        #expect(laid.frame("title") == Rect(x: 100, y: 8, width: 200, height: 84))
    }
}
