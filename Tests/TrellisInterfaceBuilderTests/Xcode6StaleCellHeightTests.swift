import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 prototype cells stored at a new cell's 44 pt while their row is taller, their content views without a frame:
/// the content view is laid out at the row's height less half a point (IBXcode6StaleCellHeight).
@Suite("Interface Builder Xcode 6 prototype cells stored at a stale height")
struct Xcode6StaleCellHeightTests {
    /// A 320 × 568 root (toolsVersion `toolsVersion`) holding a 320-pt table of row height 60 with two prototype cells,
    /// both stored 44 tall: `bodyCell` (row height 100 of its own) holds `body`, pinned 8 pt in from every edge of its
    /// content view; `lineCell` (the table's 60) holds `line`, pinned 15 pt in from the sides and 10 from top and bottom.
    func storyboard(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="root">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            </dependencies>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="root" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="main">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Body" rowHeight="100" id="bodyCell">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="bodyCell" id="bodyContent">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                                            <rect key="frame" x="8" y="8" width="304" height="83.5"/>
                                                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="body" firstAttribute="top" secondItem="bodyContent" secondAttribute="top" constant="8" id="b1"/>
                                                        <constraint firstItem="body" firstAttribute="leading" secondItem="bodyContent" secondAttribute="leading" constant="8" id="b2"/>
                                                        <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="8" id="b3"/>
                                                        <constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="8" id="b4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Line" id="lineCell">
                                                <rect key="frame" x="0.0" y="44" width="320" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="lineCell" id="lineContent">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                                            <rect key="frame" x="15" y="10" width="290" height="39.5"/>
                                                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="line" firstAttribute="top" secondItem="lineContent" secondAttribute="top" constant="10" id="l1"/>
                                                        <constraint firstItem="line" firstAttribute="leading" secondItem="lineContent" secondAttribute="leading" constant="15" id="l2"/>
                                                        <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="15" id="l3"/>
                                                        <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" constant="10" id="l4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    @Test("Xcode 6.4: the content view takes the row's height less half a point, the cell keeps its stored 44")
    func rowHeightContent() throws {
        // bodyCell: row 100, content view 320 × 99.5; body = (8, 8, 320 − 16 = 304, 99.5 − 16 = 83.5).
        // lineCell: the table's row 60, content view 320 × 59.5; line = (15, 10, 290, 59.5 − 20 = 39.5).
        // (Laid out in the stale 44 less the separator's point, 43, they would be 27 and 23 tall.)
        let laid = try LaidOut(storyboard(toolsVersion: "7706"), file: "Stale.storyboard")
        #expect(laid.frame("bodyCell") == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(laid.frame("bodyContent") == Rect(x: 0, y: 0, width: 320, height: 99.5))
        #expect(laid.frame("body") == Rect(x: 8, y: 8, width: 304, height: 83.5))
        #expect(laid.frame("lineContent") == Rect(x: 0, y: 0, width: 320, height: 59.5))
        #expect(laid.frame("line") == Rect(x: 15, y: 10, width: 290, height: 39.5))
        #expect(!laid.diagnostics().contains { $0.message.contains("is misplaced") })
    }

    @Test("Xcode 7 (toolsVersion 8000 on) is not changed: the content view is the stored cell's")
    func laterVersionsKeepTheCell() throws {
        // toolsVersion 8191: the content view is the 44-pt cell less 0.5 (IBCellContentFrame), body 43.5 − 16 = 27.5 tall.
        let laid = try LaidOut(storyboard(toolsVersion: "8191"), file: "Stale.storyboard")
        #expect(laid.frame("bodyContent") == Rect(x: 0, y: 0, width: 320, height: 43.5))
        #expect(laid.frame("body") == Rect(x: 8, y: 8, width: 304, height: 27.5))
    }

    @Test("Xcode 6.1: beside a disclosure indicator the row-height content view is 33 pt narrower")
    func disclosureIndicator() throws {
        // bodyCell with accessoryType="disclosureIndicator": content view (320 − 33) × 99.5 = 287 × 99.5;
        // body = (8, 8, 287 − 16 = 271, 83.5). The line cell, without an accessory, keeps 320.
        let xml = storyboard(toolsVersion: "6254").replacingOccurrences(
            of: #"reuseIdentifier="Body" rowHeight="100""#,
            with: #"accessoryType="disclosureIndicator" reuseIdentifier="Body" rowHeight="100""#)
        #expect(xml.contains("disclosureIndicator"))
        let laid = try LaidOut(xml, file: "Stale.storyboard")
        #expect(laid.frame("bodyContent") == Rect(x: 0, y: 0, width: 287, height: 99.5))
        #expect(laid.frame("body") == Rect(x: 8, y: 8, width: 271, height: 83.5))
        #expect(laid.frame("lineContent") == Rect(x: 0, y: 0, width: 320, height: 59.5))
    }
}
