import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A table view placed in a controller's view, wider than 375 pt, has its cells' 20-pt side margins as its own layout
/// margins in Xcode 16 documents (IBTableOwnMargins). Expected frames are worked out by hand.
@Suite("Interface Builder: a table view's own side margins")
struct TableOwnMarginsTests {
    /// On the 393 × 852 canvas: `table` at the view's left edge and top, its bottom at the view's bottom, and the
    /// view's right edge on the table's right margin. With 20-pt margins the table is 393 + 20 = 413 wide; with
    /// UIView's 8, 401.
    func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tm1-Vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Tm1-Sc-001">
                    <objects>
                        <viewController id="Tm1-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="413" height="852"/>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="left" secondItem="root" secondAttribute="left" id="Tm1-Cl-001"/>
                                    <constraint firstAttribute="right" secondItem="table" secondAttribute="rightMargin" id="Tm1-Cr-001"/>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="Tm1-Ct-001"/>
                                    <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="Tm1-Cb-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 16.1: the table's right margin is 20, so it is 413 wide")
    func xcode16() throws {
        let laid = try LaidOut(document(toolsVersion: "23504"))
        #expect(laid.frame("table") == Rect(x: 0, y: 0, width: 413, height: 852))
    }

    @Test("Xcode 15 (unmeasured) keeps UIView's 8: 401 wide")
    func xcode15() throws {
        let laid = try LaidOut(document(toolsVersion: "22505"))
        #expect(laid.frame("table") == Rect(x: 0, y: 0, width: 401, height: 852))
    }
}
