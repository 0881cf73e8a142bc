import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A resized top-level cell of an Xcode 6.1 xib whose content view keeps the template's stored 43 pt: Xcode laid the
/// content view out over the cell less half a point, so views pinned to its bottom edge by the half-point constants
/// Interface Builder writes land on whole points (IBXcode61CellSeparator).
@Suite("Interface Builder Xcode 6.1 cells: the half point below a stale content view")
struct Xcode61CellSeparatorTests {
    /// A 320 × 80 top-level cell saved by `toolsVersion`, its content view stored 320 × 43 (the template's): `avatar`
    /// 38 × 38 at (8, 8); `reply` and `retweet`, 16-pt buttons, pinned `bottom = button.bottom + 10.5` to the content
    /// view's bottom edge, 54 and 123 pt from its leading edge; `count`, a label 15 tall, centred on `retweet`.
    func xib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="13F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="6247"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="80" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                                <rect key="frame" x="8" y="8" width="38" height="38"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="38" id="a1"/>
                                    <constraint firstAttribute="height" constant="38" id="a2"/>
                                </constraints>
                            </imageView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="reply">
                                <rect key="frame" x="54" y="53" width="16" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="16" id="r1"/>
                                    <constraint firstAttribute="height" constant="16" id="r2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="retweet">
                                <rect key="frame" x="123" y="53" width="16" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="16" id="t1"/>
                                    <constraint firstAttribute="height" constant="16" id="t2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                                <rect key="frame" x="142" y="53.5" width="21" height="15"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="21" id="n1"/>
                                    <constraint firstAttribute="height" constant="15" id="n2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="avatar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="avatar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c2"/>
                            <constraint firstAttribute="bottom" secondItem="reply" secondAttribute="bottom" constant="10.5" id="c3"/>
                            <constraint firstItem="reply" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="54" id="c4"/>
                            <constraint firstAttribute="bottom" secondItem="retweet" secondAttribute="bottom" constant="10.5" id="c5"/>
                            <constraint firstItem="retweet" firstAttribute="leading" secondItem="reply" secondAttribute="trailing" constant="53" id="c6"/>
                            <constraint firstItem="count" firstAttribute="centerY" secondItem="retweet" secondAttribute="centerY" id="c7"/>
                            <constraint firstItem="count" firstAttribute="leading" secondItem="retweet" secondAttribute="trailing" constant="3" id="c8"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 6.1: the stale content view ends half a point above the cell's bottom")
    func halfPointSeparator() throws {
        // Content view 320 × (80 − 0.5) = 79.5; reply and retweet end 10.5 above it: y = 79.5 − 10.5 − 16 = 53, where
        // Xcode stores them (a content view over the whole cell puts them at 53.5); count centred on retweet's
        // 61: y = 61 − 7.5 = 53.5. The avatar, pinned to the top, does not move.
        let laid = try LaidOut(xib(toolsVersion: "6254"), file: "TweetCell.xib")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 320, height: 79.5))
        #expect(laid.frame("reply") == Rect(x: 54, y: 53, width: 16, height: 16))
        #expect(laid.frame("retweet") == Rect(x: 123, y: 53, width: 16, height: 16))
        #expect(laid.frame("count") == Rect(x: 142, y: 53.5, width: 21, height: 15))
        #expect(laid.frame("avatar") == Rect(x: 8, y: 8, width: 38, height: 38))
    }

    @Test("Xcode 6.2 keeps the separator's point; Xcode 7 keeps the stored rect")
    func otherVersions() throws {
        // Xcode 6.2 (toolsVersion 6751): the cell less its 1-pt separator, 79; the buttons at 79 − 10.5 − 16 = 52.5.
        let later = try LaidOut(xib(toolsVersion: "6751"), file: "TweetCell.xib")
        #expect(later.frame("content") == Rect(x: 0, y: 0, width: 320, height: 79))
        #expect(later.frame("reply") == Rect(x: 54, y: 52.5, width: 16, height: 16))
        // Xcode 7 (8191) was not measured with a stale rect: the stored 43 pt stand.
        let xcode7 = try LaidOut(xib(toolsVersion: "8191"), file: "TweetCell.xib")
        #expect(xcode7.frame("content") == Rect(x: 0, y: 0, width: 320, height: 43))
    }
}
