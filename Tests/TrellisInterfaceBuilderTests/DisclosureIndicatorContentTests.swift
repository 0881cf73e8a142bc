import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A table cell of an Xcode 6 to 9 document whose content view is stored without a frame and that shows a disclosure
/// indicator: the content view is the cell less the 33 pt the indicator takes at its trailing edge (IBCellContentFrame).
@Suite("Interface Builder content views beside a disclosure indicator")
struct DisclosureIndicatorContentTests {
    /// A 600 × 600 Any/Any root (toolsVersion `toolsVersion`) holding a 600-pt table (row height 44) with two prototype
    /// cells stored without frames, the first with `accessory`, the second with none; each content view holds a 64-pt
    /// button pinned 8 pt from its trailing edge (`go`, `go2`) and a label from 15 pt in to 12 pt before the button
    /// (`name`, `name2`).
    func storyboard(toolsVersion: String, accessory: String = "disclosureIndicator") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14D130a" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="list">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            </dependencies>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="main">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="20" width="600" height="580"/>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10" reuseIdentifier="Habit" id="habit">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="habit" id="habitContent">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                                                            <rect key="frame" x="495" y="0.0" width="64" height="43"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="64" id="g1"/>
                                                            </constraints>
                                                            <state key="normal" title="Occurred"/>
                                                        </button>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                            <rect key="frame" x="15" y="11" width="468" height="21"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="go" firstAttribute="top" secondItem="habitContent" secondAttribute="top" id="g2"/>
                                                        <constraint firstAttribute="bottom" secondItem="go" secondAttribute="bottom" id="g3"/>
                                                        <constraint firstAttribute="trailing" secondItem="go" secondAttribute="trailing" constant="8" id="g4"/>
                                                        <constraint firstItem="name" firstAttribute="leading" secondItem="habitContent" secondAttribute="leading" constant="15" id="n1"/>
                                                        <constraint firstItem="go" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="12" id="n2"/>
                                                        <constraint firstItem="name" firstAttribute="top" secondItem="habitContent" secondAttribute="top" constant="11" id="n3"/>
                                                        <constraint firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="11" id="n4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Plain" id="plain">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="plain" id="plainContent">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go2">
                                                            <rect key="frame" x="528" y="0.0" width="64" height="43"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="64" id="h1"/>
                                                            </constraints>
                                                            <state key="normal" title="Occurred"/>
                                                        </button>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="go2" firstAttribute="top" secondItem="plainContent" secondAttribute="top" id="h2"/>
                                                        <constraint firstAttribute="bottom" secondItem="go2" secondAttribute="bottom" id="h3"/>
                                                        <constraint firstAttribute="trailing" secondItem="go2" secondAttribute="trailing" constant="8" id="h4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="t1"/>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="t2"/>
                                    <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="table" secondAttribute="bottom" id="t4"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 6.3: the indicator takes 33 pt from the content view; a cell without one keeps the table's width")
    func disclosureIndicator() throws {
        // Cell 600 × 44 (the table's width and row height, IBXcode6CellFrame); content view 600 − 33 = 567 wide, 43 tall
        // (the separator's point). go = (567 − 8 − 64 = 495, 0, 64, 43); name from 15 to 495 − 12 = 483: 468 wide. The
        // plain cell's content view is the whole 600: go2 = (600 − 8 − 64 = 528, 0, 64, 43).
        let laid = try LaidOut(storyboard(toolsVersion: "6751"), file: "Habits.storyboard")
        #expect(laid.frame("habitContent") == Rect(x: 0, y: 0, width: 567, height: 43))
        #expect(laid.frame("go") == Rect(x: 495, y: 0, width: 64, height: 43))
        #expect(laid.frame("name") == Rect(x: 15, y: 11, width: 468, height: 21))
        #expect(laid.frame("plainContent") == Rect(x: 0, y: 0, width: 600, height: 43))
        #expect(laid.frame("go2") == Rect(x: 528, y: 0, width: 64, height: 43))
        #expect(!laid.diagnostics().contains { $0.message.contains("is misplaced") })
    }

    @Test("Another accessory (not measured) keeps the cell's width")
    func checkmark() throws {
        // A checkmark cell's content view stays 600 wide: go = (528, 0, 64, 43).
        let laid = try LaidOut(storyboard(toolsVersion: "6751", accessory: "checkmark"), file: "Habits.storyboard")
        #expect(laid.frame("habitContent") == Rect(x: 0, y: 0, width: 600, height: 43))
        #expect(laid.frame("go") == Rect(x: 528, y: 0, width: 64, height: 43))
    }
}
