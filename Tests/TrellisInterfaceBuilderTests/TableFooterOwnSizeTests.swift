import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view in a table's footer whose own required height cannot hold with its pins: the table fixes the footer's frame
/// as it fixes a row, and Xcode drops the view's own height (IBCellOwnSizeYields); an SF Symbol view whose stored frame
/// is exactly the pins' length takes no insets from its broken own height (IBSymbolOwnSizeBroken.exactFit).
@Suite("Interface Builder: a table footer's view gives up its own height")
struct TableFooterOwnSizeTests {
    /// An Xcode 14.3 table view controller (320 × 568) whose table has a 62-pt footer view holding `content`.
    static func footerDocument(_ content: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <tableViewController id="tvc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableFooterView" contentMode="scaleToFill" id="footer">
                                    <rect key="frame" x="0.0" y="100" width="320" height="62"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
        \(content)
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="footer" secondAttribute="top" constant="10" id="a-top"/>
                                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b-bottom"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="footer" secondAttribute="leading" constant="20" id="c-leading"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="d-trailing"/>
                                    </constraints>
                                </view>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The required 40-pt height of the box's own, in its `<constraints>`.
    static let ownHeight = #"""
    <constraints>
        <constraint firstAttribute="height" constant="40" id="box-h"/>
    </constraints>
    """#

    // Worked by hand: the footer is 62 tall; the pins put the box's top at 10 and its bottom at 62 − 20 = 42, 32 tall,
    // which its own 40 contradicts; the 40 is dropped: (20, 10, 280, 32) (breaking the bottom pin instead gave 40).
    @Test("A plain view pinned 10 and 20 pt inside a 62-pt table footer with its own 40: 32 tall")
    func footerOwnHeightYields() throws {
        let laid = try LaidOut(Self.footerDocument("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="10" width="280" height="32"/>
            \(Self.ownHeight)
        </view>
        """))
        #expect(laid.frame("box") == Rect(x: 20, y: 10, width: 280, height: 32))
    }

    // Worked by hand: a filled configuration button with a title and the plus.circle.fill symbol, stored 32 tall, the
    // pins' length to the point: no insets (the own 40 would read 4 pt at each edge, an alignment rectangle of the
    // pins' 32 and an image 24 tall at y = 14); its own 40 dropped as above: (20, 10, 280, 32), not misplaced.
    @Test("A titled symbol button stored at the pins' 32 in the footer: no insets, 32 tall at y = 10")
    func symbolButtonAtPinsLength() throws {
        let laid = try LaidOut(Self.footerDocument("""
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="10" width="280" height="32"/>
            \(Self.ownHeight)
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="filled" title=" Add">
                <imageReference key="image" image="plus.circle.fill" catalog="system" symbolScale="small"/>
            </buttonConfiguration>
        </button>
        """))
        #expect(laid.frame("box") == Rect(x: 20, y: 10, width: 280, height: 32))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    // Worked by hand: a 62-pt prototype cell whose content view holds a symbol image view pinned 10 pt below its top and
    // 20 above its bottom with a required height of 40 (a cell's own sizes yield already): the pins give 32 and it is
    // stored 32 tall at y = 10, so no insets: (20, 10, 280, 32). Reading them from the own 40 put the image at
    // (20, 14, 280, 24).
    @Test("A symbol image view in a table cell stored at its pins' length: no insets from its broken own height")
    func symbolImageAtPinsLength() throws {
        let laid = try LaidOut(SymbolOwnSizeBrokenTests.document(height: 62, content: """
        <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="tray.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="10" width="280" height="32"/>
                \(Self.ownHeight)
            </imageView>
        </subviews>
        <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="a-top"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b-bottom"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c-leading"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="d-trailing"/>
        </constraints>
        """))
        #expect(laid.frame("box") == Rect(x: 20, y: 10, width: 280, height: 32))
    }
}
