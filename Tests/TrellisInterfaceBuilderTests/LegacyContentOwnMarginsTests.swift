import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Before Xcode 9.1 (toolsVersion 13500) a table cell's content view has UIView's 8-pt margins, unless the document
/// writes its own: those stand as written (iOS 10 had no system minimum for layout margins).
@Suite("Interface Builder cell content views before Xcode 9.1: their own layout margins")
struct LegacyContentOwnMarginsTests {
    /// An Xcode 8.2 (11762) top-level 320 × 200 cell, content view 320 × 199.5; `badge` is pinned to the content
    /// view's top and leading margins, 40 × 40; `note` to its trailing and bottom margins, 100 × 30. With `own`, the
    /// content view writes margins 20 (top), 16 (left), 12 (bottom), 24 (right).
    func xib(own: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="200" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="199.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="16" y="20" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="b1"/>
                                    <constraint firstAttribute="height" constant="40" id="b2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                <rect key="frame" x="196" y="157.5" width="100" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="n1"/>
                                    <constraint firstAttribute="height" constant="30" id="n2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="badge" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                            <constraint firstItem="badge" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="note" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="note" secondAttribute="bottom" id="c4"/>
                        </constraints>
        \(own ? "                <edgeInsets key=\"layoutMargins\" top=\"20\" left=\"16\" bottom=\"12\" right=\"24\"/>" : "")
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Own margins 20/16/12/24: badge at (16, 20); note ends 24 pt in at 296 and 12 pt up at 187.5")
    func ownMargins() throws {
        let laid = try LaidOut(xib(own: true), file: "Issuer.xib")
        #expect(laid.frame("badge") == Rect(x: 16, y: 20, width: 40, height: 40))
        // 320 − 24 − 100 = 196; 199.5 − 12 − 30 = 157.5.
        #expect(laid.frame("note") == Rect(x: 196, y: 157.5, width: 100, height: 30))
    }

    @Test("No margins written: UIView's 8 all round")
    func defaultMargins() throws {
        let laid = try LaidOut(xib(own: false), file: "Issuer.xib")
        #expect(laid.frame("badge") == Rect(x: 8, y: 8, width: 40, height: 40))
        // 320 − 8 − 100 = 212; 199.5 − 8 − 30 = 161.5.
        #expect(laid.frame("note") == Rect(x: 212, y: 161.5, width: 100, height: 30))
    }
}
