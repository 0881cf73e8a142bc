import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 14.3 a xib's top-level collection reusable view that fits on a notched phone's portrait canvas is laid
/// out, as a freeform top-level view is (IBXcode143XibWindow), in a window of its own size: the home indicator's whole
/// 34 pt at its bottom. Earlier versions keep the part of the screen's safe area it overlaps (IBFittingCellSafeArea),
/// and top-level collection cells are not measured. Expected frames are worked out by hand.
@Suite("Interface Builder: top-level reusable views in a window of their own size from Xcode 14.3")
struct ReusableViewOwnWindowTests {
    /// A 300 × 120 section footer on the notched 393 × 852 canvas; `strip` is pinned 12 pt in from the footer's sides,
    /// 10 pt below its top and to its safe area's bottom; stored `stripHeight` tall.
    func footer(kind: String = "collectionReusableView", toolsVersion: String, stripHeight: Double) -> String {
        let strip = """
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                    <rect key="frame" x="12" y="10" width="276" height="\(stripHeight)"/>
                                </view>
                            </subviews>
            """
        let content = kind == "collectionViewCell"
            ? """
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(strip)
                        </view>
            """
            : strip
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <\(kind) opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="footer">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask"/>
        \(content)
                    <viewLayoutGuide key="safeArea" id="footerSafe"/>
                    <constraints>
                        <constraint firstItem="strip" firstAttribute="leading" secondItem="footer" secondAttribute="leading" constant="12" id="s-l"/>
                        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" constant="12" id="s-t"/>
                        <constraint firstItem="strip" firstAttribute="top" secondItem="footer" secondAttribute="top" constant="10" id="s-top"/>
                        <constraint firstItem="footerSafe" firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="s-b"/>
                    </constraints>
                </\(kind)>
            </objects>
        </document>
        """
    }

    @Test("Xcode 26: the strip ends 34 pt above the footer's bottom")
    func homeIndicatorAtItsBottom() throws {
        // A window of the footer's own size: its safe area runs from the sensor housing's 59 pt down to 34 pt above its
        // bottom, 120 − 34 = 86; the strip runs from 10 to 86, 76 tall.
        let laid = try LaidOut(footer(toolsVersion: "24128", stripHeight: 76), file: "Footer.xib")
        #expect(laid.frame("strip") == Rect(x: 12, y: 10, width: 276, height: 76))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("Xcode 14.3 is the first version laid out so")
    func firstVersion() throws {
        let laid = try LaidOut(footer(toolsVersion: "21701", stripHeight: 76), file: "Footer.xib")
        #expect(laid.frame("strip") == Rect(x: 12, y: 10, width: 276, height: 76))
    }

    @Test("before Xcode 14.3 the footer keeps the part of the screen it overlaps: its bottom flush")
    func overlapBefore() throws {
        // At the canvas's top-left the 120-pt footer ends far above the screen's last 34 pt: no bottom inset, the strip
        // runs from 10 to 120, 110 tall.
        let laid = try LaidOut(footer(toolsVersion: "21507", stripHeight: 110), file: "Footer.xib")
        #expect(laid.frame("strip") == Rect(x: 12, y: 10, width: 276, height: 110))
    }

    @Test("a top-level collection cell is not measured and keeps the overlapped part")
    func cellUnchanged() throws {
        let laid = try LaidOut(footer(kind: "collectionViewCell", toolsVersion: "24128", stripHeight: 110), file: "Cell.xib")
        #expect(laid.frame("strip") == Rect(x: 12, y: 10, width: 276, height: 110))
    }
}
