import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 9.1 (toolsVersion 13500) a table cell's content view takes the cell's bottom margin, 11 pt from the
/// cell's bottom: inside the content view, which stops above the separator, the margin is the separator's height
/// smaller (IBCellSeparatorMargin). Before, the content view kept its own 8 pt.
@Suite("Interface Builder cell content bottom margin above the separator")
struct TableCellSeparatorMarginTests {
    /// A 375 × 667 table view controller (toolsVersion `toolsVersion`) whose static table holds one cell 60 pt tall
    /// with a content view `contentHeight` tall: `bar` pinned to the content view's leading, top and bottom margins,
    /// 40 wide; `pill` centred in the content view, 100 wide, its bottom 3 pt below the bottom margin. `barFrame` and
    /// `pillFrame` are the frames written as stored.
    func storyboard(toolsVersion: Int, contentHeight: String, barFrame: String, pillFrame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                            <rect key="frame" \(barFrame)/>
                                                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="40" id="b1"/>
                                                            </constraints>
                                                        </view>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pill">
                                                            <rect key="frame" \(pillFrame)/>
                                                            <color key="backgroundColor" white="0.3" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="100" id="p1"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b2"/>
                                                        <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b3"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b4"/>
                                                        <constraint firstItem="pill" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="p2"/>
                                                        <constraint firstItem="pill" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="p3"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="pill" secondAttribute="bottom" constant="-3" id="p4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 10: the content view's bottom margin is the cell's 11 pt less the 0.5-pt separator")
    func marginAboveSeparator() throws {
        // Content view 375 × 59.5 in the 60-pt cell; margins 16 at the sides, 11 at the top, 11 − 0.5 = 10.5 at the
        // bottom (the bottom margin is at 49, the cell's 60 − 11). bar = (16, 11, 40, 49 − 11 = 38). pill: its bottom at
        // 49 + 3 = 52, centred on 59.5 / 2 = 29.75, so 2 × (52 − 29.75) = 44.5 tall at 29.75 − 22.25 = 7.5, and at
        // (375 − 100) / 2 = 137.5. A margin of 11 from the content view's bottom would give 37.5 and 43.5.
        let laid = try LaidOut(storyboard(toolsVersion: 14460, contentHeight: "59.5",
                                          barFrame: #"x="16" y="11" width="40" height="38""#,
                                          pillFrame: #"x="137.5" y="7.5" width="100" height="44.5""#), file: "Cells.storyboard")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 375, height: 59.5))
        #expect(laid.frame("bar") == Rect(x: 16, y: 11, width: 40, height: 38))
        #expect(laid.frame("pill") == Rect(x: 137.5, y: 7.5, width: 100, height: 44.5))
        #expect(!laid.diagnostics().contains { $0.message.contains("is misplaced") })
    }

    @Test("Xcode 8: the content view keeps its own 8-pt margins, measured from its own bottom")
    func ownMarginsBeforeXcode9() throws {
        // Margins 8 all round inside the 59.5-pt content view: bar = (8, 8, 40, 59.5 − 16 = 43.5); pill's bottom at
        // 51.5 + 3 = 54.5, so 2 × (54.5 − 29.75) = 49.5 tall at 5.
        let laid = try LaidOut(storyboard(toolsVersion: 12121, contentHeight: "59.5",
                                          barFrame: #"x="8" y="8" width="40" height="43.5""#,
                                          pillFrame: #"x="137.5" y="5" width="100" height="49.5""#), file: "Cells.storyboard")
        #expect(laid.frame("bar") == Rect(x: 8, y: 8, width: 40, height: 43.5))
        #expect(laid.frame("pill") == Rect(x: 137.5, y: 5, width: 100, height: 49.5))
        #expect(!laid.diagnostics().contains { $0.message.contains("is misplaced") })
    }
}
