import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A resized top-level cell of an Xcode 6.1 xib whose content view keeps the template's stored 43 pt: laid out over the
/// cell less half a point (IBXcode61CellContent, IBXcode61CellSeparator), with its bottom margin 9 pt above the cell's
/// bottom, the separator's point below the era's 8 (IBXcode61CellBottomMargin).
@Suite("Interface Builder Xcode 6.1 cells: the bottom margin of a stale content view")
struct Xcode61CellBottomMarginTests {
    /// A 320 × 70 top-level cell saved by `toolsVersion`, its content view stored 320 × `contentHeight`: `title` 2 pt
    /// below the top margin, 20 tall; `box` 10 tall with its bottom on the bottom margin; `rule` 1 tall, 8 pt below the
    /// bottom margin (written as Xcode writes it, `bottomMargin = rule.bottom − 8`); `edge` 1 tall on the bottom edge.
    func xib(toolsVersion: String, contentHeight: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="13F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="70" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="70"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Message" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="10" width="280" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h1"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="51" width="280" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="10" id="h2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                                <rect key="frame" x="20" y="68" width="280" height="1"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="h3"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="edge">
                                <rect key="frame" x="20" y="69" width="280" height="1"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="h4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="2" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c3"/>
                            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="c4"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c5"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c6"/>
                            <constraint firstAttribute="bottomMargin" secondItem="rule" secondAttribute="bottom" constant="-8" id="c7"/>
                            <constraint firstItem="rule" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c8"/>
                            <constraint firstAttribute="trailing" secondItem="rule" secondAttribute="trailing" constant="20" id="c9"/>
                            <constraint firstAttribute="bottom" secondItem="edge" secondAttribute="bottom" id="c10"/>
                            <constraint firstItem="edge" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c11"/>
                            <constraint firstAttribute="trailing" secondItem="edge" secondAttribute="trailing" constant="20" id="c12"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 6.1: a stale content view spans the cell less half a point, its bottom margin 9 pt above the cell's bottom")
    func staleRect() throws {
        // Content view 320 × 69.5 (IBXcode61CellContent less IBXcode61CellSeparator's half point); bottom margin
        // 70 − 9 = 61, 8.5 above the content view's bottom: box (20, 61 − 10 = 51, 280, 10), rule's bottom 61 + 8 = 69,
        // so (20, 68, 280, 1); the edge-pinned view on the content view's bottom (20, 69.5 − 1 = 68.5, 280, 1); title
        // (20, 8 + 2 = 10, 280, 20). (With the margin at 8, box 51.5 and rule 68.5.)
        let laid = try LaidOut(xib(toolsVersion: "6254", contentHeight: "43"), file: "NotificationCell.xib")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 320, height: 69.5))
        #expect(laid.frame("box") == Rect(x: 20, y: 51, width: 280, height: 10))
        #expect(laid.frame("rule") == Rect(x: 20, y: 68, width: 280, height: 1))
        #expect(laid.frame("edge") == Rect(x: 20, y: 68.5, width: 280, height: 1))
        #expect(laid.frame("title") == Rect(x: 20, y: 10, width: 280, height: 20))
    }

    @Test("A content view stored by Xcode 6.1 a separator's point short, and Xcode 6.2's stale one, keep 8")
    func otherContentViewsKeepEight() throws {
        // Stored 320 × 69 (the separator's point): bottom margin 69 − 8 = 61, box at 51, rule at 68, edge at 68.
        let stored = try LaidOut(xib(toolsVersion: "6254", contentHeight: "69"), file: "Cell.xib")
        #expect(stored.frame("content") == Rect(x: 0, y: 0, width: 320, height: 69))
        #expect(stored.frame("box") == Rect(x: 20, y: 51, width: 280, height: 10))
        #expect(stored.frame("rule") == Rect(x: 20, y: 68, width: 280, height: 1))
        #expect(stored.frame("edge") == Rect(x: 20, y: 68, width: 280, height: 1))
        // Xcode 6.2 (toolsVersion 6751) lays its stale rect out as the cell less the separator (69), margin 8: the same.
        let later = try LaidOut(xib(toolsVersion: "6751", contentHeight: "43"), file: "Cell.xib")
        #expect(later.frame("content") == Rect(x: 0, y: 0, width: 320, height: 69))
        #expect(later.frame("box") == Rect(x: 20, y: 51, width: 280, height: 10))
        #expect(later.frame("edge") == Rect(x: 20, y: 68, width: 280, height: 1))
    }
}
