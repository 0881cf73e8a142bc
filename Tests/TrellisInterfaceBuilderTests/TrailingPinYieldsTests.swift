import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A row that cannot fit a cell's content view: Interface Builder keeps the leading pin and drops the trailing one,
/// whichever order the ids put them in, from Xcode 9 (IBTrailingPinYields).
@Suite("Interface Builder: an unsatisfiable row in a cell drops its trailing pin")
struct TrailingPinYieldsTests {
    /// A 320 × 60 xib cell whose content view holds `pad`, 200 × 40 of its own, 10 from the top and pinned to the
    /// leading and trailing edges: 200 does not fill 320. `trailingFirst` writes the trailing pin before the leading
    /// one (Xcode sorts by id); `collection` makes it a collection view cell.
    func xib(trailingFirst: Bool, toolsVersion: Int = 17506, leadingConstant: Int = 0, collection: Bool = false) -> String {
        let leading = #"<constraint firstItem="pad" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="\#(leadingConstant)" id="c-leading"/>"#
        let trailing = #"<constraint firstAttribute="trailing" secondItem="pad" secondAttribute="trailing" id="c-trailing"/>"#
        let pins = trailingFirst ? "\(trailing)\n\(leading)" : "\(leading)\n\(trailing)"
        let (cell, content, link) = collection
            ? ("collectionViewCell", "collectionViewCellContentView", "")
            : ("tableViewCell", "tableViewCellContentView", #" tableViewCell="cell""#)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <\(cell) contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <\(content) key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(link) id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad">
                                <rect key="frame" x="\(leadingConstant)" y="10" width="200" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="200" id="c-width"/>
                                    <constraint firstAttribute="height" constant="40" id="c-height"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pad" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c-top"/>
                            \(pins)
                        </constraints>
                    </\(content)>
                </\(cell)>
            </objects>
        </document>
        """
    }

    // Worked by hand: leading pin kept, pad at (0, 10, 200, 40), its trailing edge 120 pt short of the content view's
    // 320. Before, the last written pin broke: with the trailing pin first the leading one went, pad at
    // (320 − 200, 10) = (120, 10).
    @Test("The leading pin holds whether the trailing pin is written first or last", arguments: [true, false])
    func leadingPinHolds(trailingFirst: Bool) throws {
        let laid = try LaidOut(xib(trailingFirst: trailingFirst), file: "Cell.xib")
        #expect(laid.frame("pad") == Rect(x: 0, y: 10, width: 200, height: 40))
    }

    // Worked by hand: 27 from the leading edge, pad at (27, 10, 200, 40); the trailing pin would give 320 − 200 = 120.
    @Test("In a collection view cell, a leading pin with a constant keeps its distance")
    func collectionCell() throws {
        let laid = try LaidOut(xib(trailingFirst: true, leadingConstant: 27, collection: true), file: "Cell.xib")
        #expect(laid.frame("pad") == Rect(x: 27, y: 10, width: 200, height: 40))
    }

    // Worked by hand: before Xcode 9 the last written member breaks as before: the leading pin, pad at (120, 10).
    // (From Xcode 6 the conflict's views keep their stored frames, IBConflictHold: an Xcode 5 save shows the choice.)
    @Test("Before Xcode 9 the last written pin still breaks")
    func xcode8() throws {
        let laid = try LaidOut(xib(trailingFirst: true, toolsVersion: 5056), file: "Cell.xib")
        #expect(laid.frame("pad") == Rect(x: 120, y: 10, width: 200, height: 40))
    }

    @Test("A marked pin yields after the marked ones and before unmarked ones")
    func rank() {
        var trailing = LayoutConstraint(LayoutItem("content"), .trailing, .equal, LayoutItem("pad"), .trailing)
        #expect(trailing.yieldRank == 0)
        trailing.yieldsAfterMarked = true
        var bottom = LayoutConstraint(LayoutItem("content"), .bottom, .equal, LayoutItem("pad"), .bottom)
        bottom.yieldsInConflict = true
        #expect(trailing.yieldRank == 1)
        #expect(bottom.yieldRank > trailing.yieldRank)
    }
}
