import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// `layoutMarginsFollowReadableWidth` ("Follow Readable Width"): the margins come from the readable content guide.
@Suite("Interface Builder readable-width margins")
struct ReadableWidthTests {
    /// A xib whose top-level view `box` (width × 100 on the device) holds a bar (`bar`) with its leading and
    /// trailing edges 8 pt inside `inner`'s margins, where `inner` is the full-width subview that follows the
    /// readable width when `follows` (and `box` too, when `rootFollows`).
    func xib(device: String, width: Double, rootFollows: Bool) -> String {
        let follows = "layoutMarginsFollowReadableWidth=\"YES\""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" \(rootFollows ? follows : "") id="box">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(follows) translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="10" width="10" height="30"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="inner" secondAttribute="leadingMargin" constant="8" id="b1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" constant="8" id="b2"/>
                                <constraint firstItem="bar" firstAttribute="top" secondItem="inner" secondAttribute="top" constant="10" id="b3"/>
                                <constraint firstItem="bar" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="-10" id="b4"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="edge">
                            <rect key="frame" x="0.0" y="60" width="10" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i1"/>
                        <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="i2"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" id="i3"/>
                        <constraint firstItem="inner" firstAttribute="height" constant="50" id="i4"/>
                        <constraint firstItem="edge" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="e1"/>
                        <constraint firstItem="edge" firstAttribute="top" secondItem="box" secondAttribute="top" constant="60" id="e2"/>
                        <constraint firstItem="edge" firstAttribute="width" constant="10" id="e3"/>
                        <constraint firstItem="edge" firstAttribute="height" constant="30" id="e4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("on a 414-pt phone a subview that follows the readable width keeps its own margins; the xib's view has 20")
    func phone() throws {
        // 414 − 16 = 398 < 672: the readable column does not narrow inner's own 8-pt margins (measured: a 445-pt
        // stack in a production cell keeps its 10-pt margins), so the bar runs from 8 + 8 = 16 to 414 − 16 = 398,
        // 382 wide; the xib's top-level view is a controller's view with the 20-pt system minimum margins of a
        // 414-pt screen (edge at x = 20).
        let laid = try LaidOut(xib(device: "retina6_1", width: 414, rootFollows: false), file: "Toolbar.xib")
        #expect(laid.frame("bar") == Rect(x: 16, y: 10, width: 382, height: 30))
        #expect(laid.frame("edge") == Rect(x: 20, y: 60, width: 10, height: 30))
    }

    @Test("on a 375-pt phone the xib's top-level view that follows the readable width has the 16-pt system minimum")
    func smallPhone() throws {
        // 375 < 414: the top-level view's margins are the system minimum 16 (edge at x = 16); inner keeps its own
        // 8, so the bar runs from 16 to 375 − 16 = 359 (343 wide).
        let laid = try LaidOut(xib(device: "retina4_7", width: 375, rootFollows: true), file: "Toolbar.xib")
        #expect(laid.frame("bar") == Rect(x: 16, y: 10, width: 343, height: 30))
        #expect(laid.frame("edge") == Rect(x: 16, y: 60, width: 10, height: 30))
    }

    @Test("on a 1024-pt iPad view the readable column is 672 pt wide and centred: margins of 176 pt")
    func iPad() throws {
        // inner's 8-pt margins leave 1008 pt, wider than 672: the column is centred, 8 + (1008 − 672) / 2 = 176 from
        // each side; the bar runs from 184 to 1024 − 184 = 840, 656 wide.
        let laid = try LaidOut(xib(device: "ipad12_9", width: 1024, rootFollows: false), file: "Toolbar.xib")
        #expect(laid.frame("bar") == Rect(x: 184, y: 10, width: 656, height: 30))
    }
}
