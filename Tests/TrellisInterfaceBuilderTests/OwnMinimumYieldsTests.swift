import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view's required minimum size of its own that cannot hold: Interface Builder (Xcode 14 on) drops the minimum,
/// before a cell's bottom pin and before an equality of the view's own, whatever the written order
/// (IBOwnMinimumYields).
@Suite("Interface Builder: a view's own minimum size gives way in a conflict")
struct OwnMinimumYieldsTests {
    /// A 320 × 100 xib cell whose content view holds `tile`, pinned 10 from the top and bottom and to both sides, with
    /// a required `height >= 200`; and `dot`, 40 pt from the leading edge and 10 down, with a required
    /// `width == 50` and `width >= 52` (the minimum written first when `minimumFirst`) and a height of 30.
    func xib(toolsVersion: Int, minimumFirst: Bool) -> String {
        let equal = #"<constraint firstAttribute="width" constant="50" id="w-eq"/>"#
        let minimum = #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="52" id="w-min"/>"#
        let widths = minimumFirst ? "\(minimum)\n\(equal)" : "\(equal)\n\(minimum)"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="100" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tile">
                                <rect key="frame" x="0.0" y="10" width="320" height="80"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                        <rect key="frame" x="40" y="10" width="50" height="30"/>
                                        <constraints>
                                            \(widths)
                                            <constraint firstAttribute="height" constant="30" id="h-dot"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="200" id="h-min"/>
                                    <constraint firstItem="dot" firstAttribute="leading" secondItem="tile" secondAttribute="leading" constant="40" id="dot-leading"/>
                                    <constraint firstItem="dot" firstAttribute="top" secondItem="tile" secondAttribute="top" constant="10" id="dot-top"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tile" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t-top"/>
                            <constraint firstAttribute="bottom" secondItem="tile" secondAttribute="bottom" constant="10" id="t-bottom"/>
                            <constraint firstItem="tile" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="t-leading"/>
                            <constraint firstAttribute="trailing" secondItem="tile" secondAttribute="trailing" id="t-trailing"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    // Worked by hand: the pins give the tile 100 − 10 − 10 = 80 at y = 10, the minimum of 200 dropped; the dot keeps
    // its equality, 50 wide at x = 40. Without the rule the marked bottom pin broke (tile 200 tall) and the dot took
    // whichever of 50 and 52 was written first.
    @Test("Xcode 14.2 and 15.3: the pins and the equality hold, the minimums go", arguments: [(21507, true), (21507, false), (22684, true)])
    func minimumGoes(toolsVersion: Int, minimumFirst: Bool) throws {
        let laid = try LaidOut(xib(toolsVersion: toolsVersion, minimumFirst: minimumFirst), file: "Cell.xib")
        #expect(laid.frame("tile") == Rect(x: 0, y: 10, width: 320, height: 80))
        #expect(laid.frame("dot") == Rect(x: 40, y: 10, width: 50, height: 30))
    }

    // Worked by hand, the last-written rule of earlier Xcodes (not measured for minimums): the bottom pin, marked to
    // yield (IBBottomPinYields), goes, so the tile is 200 tall at y = 10; of the dot's widths the last written goes.
    // (From Xcode 6 the conflict's views keep their stored frames, IBConflictHold: an Xcode 5 save shows the rules.)
    @Test("Before Xcode 14 the earlier rules stand")
    func earlierXcode() throws {
        let laid = try LaidOut(xib(toolsVersion: 5056, minimumFirst: true), file: "Cell.xib")
        #expect(laid.frame("tile") == Rect(x: 0, y: 10, width: 320, height: 200))
        #expect(laid.frame("dot") == Rect(x: 40, y: 10, width: 52, height: 30))
    }

    @Test("Only a required minimum of a view's own is marked")
    func marksOwnMinimumsOnly() {
        let minimum = LayoutConstraint(LayoutItem("dot"), .width, .greaterThanOrEqual, constant: 52)
        let equal = LayoutConstraint(LayoutItem("dot"), .width, .equal, constant: 50)
        let maximum = LayoutConstraint(LayoutItem("dot"), .width, .lessThanOrEqual, constant: 60)
        let optional = LayoutConstraint(LayoutItem("dot"), .width, .greaterThanOrEqual, constant: 52, priority: 750)
        let relative = LayoutConstraint(LayoutItem("dot"), .width, .greaterThanOrEqual, LayoutItem("tile"), .width)
        #expect(IBOwnMinimumYields.isOwnMinimum(minimum))
        #expect(!IBOwnMinimumYields.isOwnMinimum(equal))
        #expect(!IBOwnMinimumYields.isOwnMinimum(maximum))
        #expect(!IBOwnMinimumYields.isOwnMinimum(optional))
        #expect(!IBOwnMinimumYields.isOwnMinimum(relative))
    }
}
