import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A resized top-level cell of an Xcode 6.1 xib whose content view keeps the template's stored 43 pt: Xcode laid the
/// content view out over the cell less half a point (IBXcode61CellContent, IBXcode61CellSeparator).
@Suite("Interface Builder Xcode 6.1 cells with a stale content-view rect")
struct Xcode61CellContentTests {
    /// A 320 × 120 top-level cell saved by `toolsVersion`, its content view stored 320 × `contentHeight`; `line` is a
    /// 1-pt view 20 pt in from both sides pinned to the content view's bottom, `title` 10 pt below its top.
    func xib(toolsVersion: String, contentHeight: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="120" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="10" width="280" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="h1"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                <rect key="frame" x="20" y="119" width="280" height="1"/>
                                <color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="h2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c3"/>
                            <constraint firstItem="line" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c4"/>
                            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="20" id="c5"/>
                            <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" id="c6"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 6.1: the content view stored 43 pt tall is laid out over the 120-pt cell less half a point")
    func staleRect() throws {
        // Content view 320 × 119.5 (the cell less IBXcode61CellSeparator's half point); line = (20, 119.5 − 1 = 118.5,
        // 320 − 40 = 280, 1), within half a point of the 119 Xcode stores for such a line, not (20, 42, 280, 1) in the
        // stored 43 pt.
        let laid = try LaidOut(xib(toolsVersion: "6254", contentHeight: "43"), file: "HoldCell.xib")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 320, height: 119.5))
        #expect(laid.frame("line") == Rect(x: 20, y: 118.5, width: 280, height: 1))
        #expect(laid.frame("title") == Rect(x: 20, y: 10, width: 280, height: 21))
    }

    @Test("A content view stored 1 pt short of the cell keeps its rect; other versions keep theirs")
    func storedRectKept() throws {
        // The separator's point: content view 320 × 119, line at 118.
        let separator = try LaidOut(xib(toolsVersion: "6254", contentHeight: "119"), file: "Cell.xib")
        #expect(separator.frame("content") == Rect(x: 0, y: 0, width: 320, height: 119))
        #expect(separator.frame("line") == Rect(x: 20, y: 118, width: 280, height: 1))
        // Xcode 7 (toolsVersion 8191) was not measured with such a rect: the stored 43 pt stand, line at 42. (Xcode
        // 6.2 to 6.4 lay it out over the cell less the separator: Xcode6StaleCellContentTests.)
        let later = try LaidOut(xib(toolsVersion: "8191", contentHeight: "43"), file: "Cell.xib")
        #expect(later.frame("line") == Rect(x: 20, y: 42, width: 280, height: 1))
    }
}
