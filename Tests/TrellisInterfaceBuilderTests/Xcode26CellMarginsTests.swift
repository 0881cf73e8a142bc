import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 (toolsVersion 24000 on) gives the content view of a table's cells 15-pt top and bottom margins, where
/// Xcode 9.1 to 16 give 11.
@Suite("Interface Builder table cells of Xcode 26: 15-pt top and bottom margins")
struct Xcode26CellMarginsTests {
    /// A table view controller on the 393 × 852 canvas saved by `toolsVersion`, its table holding one 393 × 52
    /// prototype cell whose content view (as tall as the cell: no separator sliver) holds two 10-pt bars spanning its
    /// width: `top` pinned to the top margin, `bottom` to the bottom margin.
    static func document(toolsVersion: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <tableViewController storyboardIdentifier="list" id="tvc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="52" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="52" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="393" height="52"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="52"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                                    <rect key="frame" x="0.0" y="15" width="393" height="10"/>
                                                </view>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                                    <rect key="frame" x="0.0" y="27" width="393" height="10"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="top" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c1"/>
                                                <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c2"/>
                                                <constraint firstItem="top" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                                                <constraint firstItem="top" firstAttribute="height" constant="10" id="c4"/>
                                                <constraint firstItem="bottom" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c5"/>
                                                <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="c6"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="bottom" secondAttribute="bottom" id="c7"/>
                                                <constraint firstItem="bottom" firstAttribute="height" constant="10" id="c8"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 26 (24506): the bars 15 pt inside the content view's top and bottom (52 − 15 − 10 = 27)")
    func xcode26() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 24506))
        #expect(laid.frame("top") == Rect(x: 0, y: 15, width: 393, height: 10))
        #expect(laid.frame("bottom") == Rect(x: 0, y: 27, width: 393, height: 10))
    }

    @Test("Xcode 16.4 (23727): 11 pt, UIKit's earlier margins (52 − 11 − 10 = 31)")
    func xcode16() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 23727))
        #expect(laid.frame("top") == Rect(x: 0, y: 11, width: 393, height: 10))
        #expect(laid.frame("bottom") == Rect(x: 0, y: 31, width: 393, height: 10))
    }
}
