import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A resized top-level cell of an Xcode 6.2 xib whose content view keeps the template's stored 320 × 43: Xcode laid
/// the content view out over the cell less the separator's point, at the cell's width when no accessory narrows it
/// (IBXcode61CellContent's later builds).
@Suite("Interface Builder Xcode 6.2-6.4 cells with a stale content-view rect")
struct Xcode6StaleCellContentTests {
    /// A `width` × `height` top-level cell saved by `toolsVersion` with `accessory` (an `accessoryType` attribute or
    /// none), its content view stored `contentWidth` × 43: `name` 10 pt in from the leading side and 100 from the
    /// trailing one, 6 down, 21 tall; `badge` 40 × 20 10 pt in from the trailing side, 6 down; `rule` a 2-pt view
    /// 10 pt in from both sides, 5 above the content view's bottom.
    func xib(toolsVersion: String = "6751", width: Int = 480, height: Int = 60, contentWidth: Int = 320,
             accessory: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessory)indentationWidth="10" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="body">
                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="10" y="6" width="370" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="n1"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="430" y="6" width="40" height="20"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="b1"/>
                                    <constraint firstAttribute="height" constant="20" id="b2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                                <rect key="frame" x="10" y="52" width="460" height="2"/>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="2" id="r1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="body" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="100" id="c2"/>
                            <constraint firstItem="name" firstAttribute="top" secondItem="body" secondAttribute="top" constant="6" id="c3"/>
                            <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="10" id="c4"/>
                            <constraint firstItem="badge" firstAttribute="top" secondItem="body" secondAttribute="top" constant="6" id="c5"/>
                            <constraint firstItem="rule" firstAttribute="leading" secondItem="body" secondAttribute="leading" constant="10" id="c6"/>
                            <constraint firstAttribute="trailing" secondItem="rule" secondAttribute="trailing" constant="10" id="c7"/>
                            <constraint firstAttribute="bottom" secondItem="rule" secondAttribute="bottom" constant="5" id="c8"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 6.2: a 320 × 43 content view in a 480 × 60 cell is laid out 480 × 59")
    func staleRect() throws {
        // Content view 480 × (60 − 1) = 59: name (10, 6, 480 − 110 = 370, 21), badge (480 − 50 = 430, 6, 40, 20),
        // rule (10, 59 − 5 − 2 = 52, 460, 2). The stored 320 × 43 would give name 210 wide and the rule at y = 36.
        let laid = try LaidOut(xib(), file: "RecentCell.xib")
        #expect(laid.frame("body") == Rect(x: 0, y: 0, width: 480, height: 59))
        #expect(laid.frame("name") == Rect(x: 10, y: 6, width: 370, height: 21))
        #expect(laid.frame("badge") == Rect(x: 430, y: 6, width: 40, height: 20))
        #expect(laid.frame("rule") == Rect(x: 10, y: 52, width: 460, height: 2))
    }

    @Test("Xcode 6.4: a cell with a disclosure indicator keeps its stored content width; height: the cell's less 1")
    func accessoryKeepsWidth() throws {
        // 320 × 80 cell, content view stored 287 × 43 beside the indicator: 287 × 79; rule (10, 79 − 7 = 72, 267, 2).
        let laid = try LaidOut(xib(toolsVersion: "7706", width: 320, height: 80, contentWidth: 287,
                                   accessory: "accessoryType=\"disclosureIndicator\" "), file: "DisclosureCell.xib")
        #expect(laid.frame("body") == Rect(x: 0, y: 0, width: 287, height: 79))
        #expect(laid.frame("rule") == Rect(x: 10, y: 72, width: 267, height: 2))
    }

    @Test("Xcode 6.0.1 (6245): a 320 × 43 content view in a 480 × 60 cell is laid out 480 × 59, as 6.2 does")
    func xcode60StaleRect() throws {
        // As staleRect: badge at 430, rule at y = 52 and 460 wide. Kept at its stored 320 × 43 (before Xcode 6.0 was
        // measured) the content view put the badge at 320 − 50 = 270 and the rule at y = 43 − 7 = 36, 300 wide.
        let laid = try LaidOut(xib(toolsVersion: "6245"), file: "TweetCell.xib")
        #expect(laid.frame("body") == Rect(x: 0, y: 0, width: 480, height: 59))
        #expect(laid.frame("badge") == Rect(x: 430, y: 6, width: 40, height: 20))
        #expect(laid.frame("rule") == Rect(x: 10, y: 52, width: 460, height: 2))
    }
}
