import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 (toolsVersion 24000 on) gives the cells of a phone's inset-grouped table up to 393 pt wide 16-pt side
/// margins, where a plain 393-pt table's cells, and Xcode 16's inset-grouped ones, get 20 (IBXcode26InsetGroupedMargins).
@Suite("Interface Builder: Xcode 26's 16-pt side margins in inset-grouped tables on 393 pt")
struct Xcode26InsetGroupedMarginsTests {
    /// A table view controller on the 393 × 852 canvas saved by `toolsVersion`: a `style` table whose one 52-pt static
    /// cell (353 pt wide at x = 20 when inset-grouped, 393 at x = 0 when plain) holds `bar`, a 10-pt view pinned to its
    /// content view's leading, trailing and top margins.
    static func document(toolsVersion: Int, style: String = "insetGrouped", tableWidth: Double = 393,
                         device: String = "retina6_12", canvas: (Double, Double) = (393, 852)) -> String {
        let inset = style == "insetGrouped" ? 20.0 : 0
        let cellWidth = tableWidth - 2 * inset
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <tableViewController storyboardIdentifier="form" id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="\(canvas.1)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" rowHeight="52" id="cell">
                                                <rect key="frame" x="\(inset)" y="18" width="\(cellWidth)" height="52"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="52"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                            <rect key="frame" x="16" y="15" width="\(cellWidth - 32)" height="10"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="10" id="h1"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="m1"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="m2"/>
                                                        <constraint firstItem="bar" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="m3"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Measured: msseock's TableViewPractice (24506, a label at leadingMargin + 12 stored at x = 28) and ProjectiOS's
    /// Challenges (24127, labels at the leading margin stored at x = 16), both 353-pt cells of 393-pt tables.
    @Test("Xcode 26 (24127, 24506): an inset-grouped 393-pt table's 353-pt cell, 16 pt in: (16, 15, 321, 10)",
          arguments: [24127, 24506])
    func xcode26InsetGrouped(toolsVersion: Int) throws {
        #expect(try LaidOut(Self.document(toolsVersion: toolsVersion)).frame("bar") == Rect(x: 16, y: 15, width: 321, height: 10))
    }

    @Test("Xcode 16.4 (23727): the same inset-grouped cell keeps 20 (and 11 at the top): (20, 11, 313, 10)")
    func xcode16InsetGrouped() throws {
        #expect(try LaidOut(Self.document(toolsVersion: 23727)).frame("bar") == Rect(x: 20, y: 11, width: 313, height: 10))
    }

    @Test("Xcode 26 (24506): a plain 393-pt table's 393-pt cell keeps 20: (20, 15, 353, 10)")
    func xcode26Plain() throws {
        #expect(try LaidOut(Self.document(toolsVersion: 24506, style: "plain")).frame("bar") == Rect(x: 20, y: 15, width: 353, height: 10))
    }

    @Test("Xcode 26 (24506): an inset-grouped 402-pt table (402 × 874, not measured) keeps 20: (20, 15, 322, 10)")
    func xcode26WiderTable() throws {
        let document = Self.document(toolsVersion: 24506, tableWidth: 402, device: "retina6_3", canvas: (402, 874))
        #expect(try LaidOut(document).frame("bar") == Rect(x: 20, y: 15, width: 322, height: 10))
    }
}
