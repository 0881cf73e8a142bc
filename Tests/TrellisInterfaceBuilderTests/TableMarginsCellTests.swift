import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A table view that sets its own layout margins passes their sides to its cells' content views (cells preserve the
/// table's margins), in place of the 16/20 pt the cell's width gives.
@Suite("Interface Builder table layout margins reach the cells")
struct TableMarginsCellTests {
    /// A table view controller on a 375 × 667 canvas (Xcode 14, toolsVersion 21701) whose table sets `margins` (an
    /// `<edgeInsets key="layoutMargins">` element, or nothing), with one 375 × 60 prototype cell at y = 28: `lead`
    /// pinned 4 pt outside its content view's leading margin, `tail` (36 wide) to its trailing margin.
    static func document(margins: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <tableViewController storyboardIdentifier="list" id="tvc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(margins)
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="60" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lead">
                                                    <rect key="frame" x="16" y="12" width="36" height="36"/>
                                                </view>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tail">
                                                    <rect key="frame" x="319" y="12" width="36" height="36"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="lead" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="-4" id="c1"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="tail" secondAttribute="trailing" id="c2"/>
                                                <constraint firstItem="lead" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="c3"/>
                                                <constraint firstItem="tail" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="c4"/>
                                                <constraint firstItem="lead" firstAttribute="width" constant="36" id="c5"/>
                                                <constraint firstItem="lead" firstAttribute="height" constant="36" id="c6"/>
                                                <constraint firstItem="tail" firstAttribute="width" constant="36" id="c7"/>
                                                <constraint firstItem="tail" firstAttribute="height" constant="36" id="c8"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a table with left and right margins of 20: its 375-pt cell's content margins are 20, not 16")
    func tableMargins() throws {
        // The table's 20 replaces the 16 a 375-pt cell gets: lead at 20 − 4 = 16 (as an Xcode 14 storyboard stores
        // an image pinned to leadingMargin − 4 in such a table), tail ending at 375 − 20 = 355, so at x = 319.
        let laid = try LaidOut(Self.document(margins: "<edgeInsets key=\"layoutMargins\" top=\"0.0\" left=\"20\" bottom=\"0.0\" right=\"20\"/>"))
        #expect(laid.frame("lead") == Rect(x: 16, y: 12, width: 36, height: 36))
        #expect(laid.frame("tail") == Rect(x: 319, y: 12, width: 36, height: 36))
    }

    @Test("a table with directional margins of 10 and 30: the cell takes 10 leading, 30 trailing")
    func directional() throws {
        // Leading 10: lead at 10 − 4 = 6; trailing 30: tail ends at 375 − 30 = 345, so at x = 309 (both misplaced
        // against the stored frames written for 20/20, which the misplaced check reports; the frames are the point).
        let laid = try LaidOut(Self.document(margins: "<directionalEdgeInsets key=\"directionalLayoutMargins\" top=\"0.0\" leading=\"10\" bottom=\"0.0\" trailing=\"30\"/>"))
        #expect(laid.frame("lead") == Rect(x: 6, y: 12, width: 36, height: 36))
        #expect(laid.frame("tail") == Rect(x: 309, y: 12, width: 36, height: 36))
    }

    @Test("a table without margins of its own: the 375-pt cell keeps 16")
    func noTableMargins() throws {
        // 375 ≤ 375: 16 at each side; lead at 16 − 4 = 12, tail ending at 359, so at x = 323.
        let laid = try LaidOut(Self.document(margins: ""))
        #expect(laid.frame("lead") == Rect(x: 12, y: 12, width: 36, height: 36))
        #expect(laid.frame("tail") == Rect(x: 323, y: 12, width: 36, height: 36))
    }
}
