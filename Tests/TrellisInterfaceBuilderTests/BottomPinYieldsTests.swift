import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A vertical chain that cannot fit a cell's content view: Interface Builder keeps the top pin and drops the bottom
/// one, whichever order the ids put them in (IBBottomPinYields).
@Suite("Interface Builder: an unsatisfiable chain in a cell drops its bottom pin")
struct BottomPinYieldsTests {
    /// A 320 × 61 xib cell whose content view holds `pad`, 80 × 60, pinned 16 from the leading edge and to the top
    /// and bottom: 60 does not fill 61. `bottomFirst` writes the bottom pin before the top one (Xcode sorts by id).
    func xib(bottomFirst: Bool, topConstant: Int = 0) -> String {
        let top = #"<constraint firstItem="pad" firstAttribute="top" secondItem="content" secondAttribute="top" constant="\#(topConstant)" id="c-top"/>"#
        let bottom = #"<constraint firstAttribute="bottom" secondItem="pad" secondAttribute="bottom" id="c-bottom"/>"#
        let pins = bottomFirst ? "\(bottom)\n\(top)" : "\(top)\n\(bottom)"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="61" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="61"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" ambiguous="YES" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="61"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad">
                                <rect key="frame" x="16" y="\(topConstant)" width="80" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="80" id="c-width"/>
                                    <constraint firstAttribute="height" constant="60" id="c-height"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            \(pins)
                            <constraint firstItem="pad" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c-leading"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    // Worked by hand: top pin kept, pad at (16, 0, 80, 60) and its bottom at 60, 1 pt above the content view's 61.
    // Before, the last written pin broke: with the bottom pin written first the top one went, pad at (16, 1, 80, 60).
    @Test("The top pin holds whether the bottom pin is written first or last", arguments: [true, false])
    func topPinHolds(bottomFirst: Bool) throws {
        let laid = try LaidOut(xib(bottomFirst: bottomFirst), file: "Cell.xib")
        #expect(laid.frame("pad") == Rect(x: 16, y: 0, width: 80, height: 60))
    }

    // Worked by hand: pinned 15 from the top, pad at (16, 15, 80, 60); the bottom pin would give 61 − 60 = 1.
    @Test("A pin with a constant keeps its distance from the top")
    func topConstant() throws {
        let laid = try LaidOut(xib(bottomFirst: true, topConstant: 15), file: "Cell.xib")
        #expect(laid.frame("pad") == Rect(x: 16, y: 15, width: 80, height: 60))
    }

    @Test("Only a required bottom-to-bottom pin between a view and its superview is marked")
    func marksBottomPinsOnly() {
        let parents = ["pad": "content", "other": "content"]
        let bottom = LayoutConstraint(LayoutItem("content"), .bottom, .equal, LayoutItem("pad"), .bottom)
        let reversed = LayoutConstraint(LayoutItem("pad"), .bottom, .equal, LayoutItem("content"), .bottom, constant: -4)
        let top = LayoutConstraint(LayoutItem("pad"), .top, .equal, LayoutItem("content"), .top)
        let siblings = LayoutConstraint(LayoutItem("pad"), .bottom, .equal, LayoutItem("other"), .bottom)
        let optional = LayoutConstraint(LayoutItem("content"), .bottom, .equal, LayoutItem("pad"), .bottom, priority: 750)
        #expect(IBBottomPinYields.isBottomPin(bottom, parents: parents))
        #expect(IBBottomPinYields.isBottomPin(reversed, parents: parents))
        #expect(!IBBottomPinYields.isBottomPin(top, parents: parents))
        #expect(!IBBottomPinYields.isBottomPin(siblings, parents: parents))
        #expect(!IBBottomPinYields.isBottomPin(optional, parents: parents))
    }
}
