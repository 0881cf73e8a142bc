import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Table cells of an Xcode 6 storyboard stored without a frame, their content views without one either: the cell spans
/// the table's width and its row height (IBXcode6CellFrame), its content view the cell less the separator's point.
@Suite("Interface Builder Xcode 6 table cells without a stored frame")
struct Xcode6CellFrameTests {
    /// A 320 × 568 root (toolsVersion `toolsVersion`) holding a 320-pt table (row height 44) with a prototype cell of row
    /// height 80 holding `note`, a text view pinned 15 pt in from its content view's sides and to its top and bottom, and
    /// a static-style second table whose one cell (no row height of its own) holds `title`, pinned 16 pt in from both sides.
    func storyboard(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="root">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            </dependencies>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="root" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="main">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="20" width="320" height="274"/>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Note" rowHeight="80" id="noteCell">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="noteCell" id="noteContent">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Some text" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                                            <rect key="frame" x="15" y="0.0" width="290" height="79"/>
                                                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                                        </textView>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="note" firstAttribute="top" secondItem="noteContent" secondAttribute="top" id="n1"/>
                                                        <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="15" id="n2"/>
                                                        <constraint firstItem="note" firstAttribute="leading" secondItem="noteContent" secondAttribute="leading" constant="15" id="n3"/>
                                                        <constraint firstAttribute="bottom" secondItem="note" secondAttribute="bottom" id="n4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="50" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="settings">
                                        <rect key="frame" x="0.0" y="294" width="320" height="274"/>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                        <sections>
                                            <tableViewSection id="section">
                                                <cells>
                                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="titleCell">
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="titleCell" id="titleContent">
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <subviews>
                                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                                    <rect key="frame" x="16" y="10" width="288" height="29"/>
                                                                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                                                </view>
                                                            </subviews>
                                                            <constraints>
                                                                <constraint firstItem="title" firstAttribute="top" secondItem="titleContent" secondAttribute="top" constant="10" id="t1"/>
                                                                <constraint firstItem="title" firstAttribute="leading" secondItem="titleContent" secondAttribute="leading" constant="16" id="t2"/>
                                                                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="t3"/>
                                                                <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="10" id="t4"/>
                                                            </constraints>
                                                        </tableViewCellContentView>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
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

    @Test("Xcode 6.2: a cell without a frame spans the table's width and its row height")
    func cellWithoutFrame() throws {
        // Prototype: cell 320 × 80 (its rowHeight), content view 320 × 79; note = (15, 0, 320 − 30 = 290, 79), as Xcode
        // stores it (a cell without a frame would give the note −30 of width). Static: the cell takes the table's 50, its
        // content view 49; title = (16, 10, 288, 49 − 20 = 29).
        let laid = try LaidOut(storyboard(toolsVersion: "7531"), file: "Cells.storyboard")
        #expect(laid.frame("noteCell") == Rect(x: 0, y: 0, width: 320, height: 80))
        #expect(laid.frame("noteContent") == Rect(x: 0, y: 0, width: 320, height: 79))
        #expect(laid.frame("note") == Rect(x: 15, y: 0, width: 290, height: 79))
        #expect(laid.frame("title") == Rect(x: 16, y: 10, width: 288, height: 29))
        #expect(!laid.diagnostics().contains { $0.message.contains("is misplaced") })
    }
}
