import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view inside a table's cell that cannot take both its own required size and the place its pins give it:
/// Interface Builder keeps the pins and drops the view's own size (IBCellOwnSizeYields).
@Suite("Interface Builder: in a table's cell, a view's own size gives way to its pins")
struct CellOwnSizeYieldsTests {
    /// A table view controller (toolsVersion 14460, 375 × 667) with one 375 × 60 prototype cell, no separator:
    /// `box` pinned to its content view's four edges with a required `height` (`width` when `byWidth`, pinned
    /// leading and trailing; its height then 40 with the top pin only) that the 60 × 375 content view cannot give.
    static func document(byWidth: Bool = false) -> String {
        let own = byWidth ? #"<constraint firstAttribute="width" constant="300" id="c-own"/>"#
                          : #"<constraint firstAttribute="height" constant="80" id="c-own"/>"#
        let vertical = byWidth ? #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c-h"/>"#
                               : #"<constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-bottom"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <tableViewController id="tvc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="60" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                    <constraints>
                                                        \(own)
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c-top"/>
                                                \(vertical)
                                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c-leading"/>
                                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-trailing"/>
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

    @Test("A required height of 80 pinned top and bottom in a 60-pt row: 60 tall at y = 0 (travel app's ad cell)")
    func ownHeight() throws {
        let laid = try LaidOut(Self.document())
        #expect(laid.frame("box") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test("A required width of 300 pinned leading and trailing in a 375-pt row: 375 wide")
    func ownWidth() throws {
        let laid = try LaidOut(Self.document(byWidth: true))
        #expect(laid.frame("box") == Rect(x: 0, y: 0, width: 375, height: 40))
    }
}
