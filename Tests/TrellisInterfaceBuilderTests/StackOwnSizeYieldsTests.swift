import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An arranged view of a fill-aligned stack with a required size of its own across the stack's axis that the
/// stack's pinned size cannot give: Interface Builder keeps the stack's pins and drops the view's own size
/// (IBStackOwnSizeYields).
@Suite("Interface Builder: an arranged view's own size across a fill stack gives way to the stack's pins")
struct StackOwnSizeYieldsTests {
    /// A 300 × 400 freeform xib view (Xcode 13.0) holding a vertical stack, spacing 10, pinned 20 from the top and to
    /// both sides: a `bar` 40 tall, then a `photo` 100 tall with a required width of 200 of its own. Xcode sorts
    /// constraints by id, so the leading pin (`c-…`) is written last, the member the engine would break.
    static func document(alignment: String? = nil) -> String {
        let aligned = alignment.map { #" alignment="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical"\(aligned) spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="20" width="300" height="150"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="0-bar-height"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                                    <rect key="frame" x="0.0" y="50" width="300" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="0-photo-width"/>
                                        <constraint firstAttribute="height" constant="100" id="1-photo-height"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a-top"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="b-trailing"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-leading"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: the stack keeps both side pins, 300 wide at (0, 20), 40 + 10 + 100 = 150 tall; the photo is as
    // wide as the stack, 300 (its own 200 dropped), at y = 50. Before, the leading pin broke: the stack took the
    // photo's 200 from the trailing edge, x = 300 − 200 = 100.
    @Test("A required width of 200 in a 300-pt vertical fill stack pinned to both sides: 300 wide, the stack at x = 0")
    func ownWidthYields() throws {
        let laid = try LaidOut(Self.document(), file: "Card.xib")
        #expect(laid.frame("stack") == Rect(x: 0, y: 20, width: 300, height: 150))
        #expect(laid.frame("bar") == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(laid.frame("photo") == Rect(x: 0, y: 50, width: 300, height: 100))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    // Worked by hand: a centre-aligned stack only keeps its views inside it (inequalities), so nothing conflicts: the
    // photo keeps its own 200, centred at x = (300 − 200) / 2 = 50; the bar, nothing sizing it across, keeps its
    // stored 300.
    @Test("In a centre-aligned stack the same width holds: 200 wide, centred")
    func centreAlignedKeepsOwnWidth() throws {
        let laid = try LaidOut(Self.document(alignment: "center"), file: "Card.xib")
        #expect(laid.frame("stack") == Rect(x: 0, y: 20, width: 300, height: 150))
        #expect(laid.frame("photo") == Rect(x: 50, y: 50, width: 200, height: 100))
    }

    /// A 300 × 200 freeform xib view (Xcode 13.0) holding a horizontal stack (distribution `distribution`) pinned 20 pt
    /// from the top and from both sides, around ONE button-sized view 50 wide and 30 tall of its own. The leading pin
    /// (`c-…`) is written last.
    static func alongDocument(distribution: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="20" y="20" width="260" height="30"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="like">
                                    <rect key="frame" x="0.0" y="0.0" width="260" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="0-like-height"/>
                                        <constraint firstAttribute="width" constant="50" id="1-like-width"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a-top"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20" id="b-trailing"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-leading"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: the stack keeps both side pins, 300 − 2 × 20 = 260 wide at (20, 20), 30 tall (the view's own
    // height, across the axis, holds: nothing fights it); its one view fills it, 260 wide at x = 0 (its own 50
    // dropped), whatever the distribution. Before, the leading pin broke: the stack shrank to the view's 50 from the
    // trailing pin, x = 300 − 20 − 50 = 230.
    @Test("A required width of 50 along a 260-pt horizontal stack pinned to both sides: 260 wide, the stack at x = 20",
          arguments: ["fill", "equalSpacing", "fillEqually"])
    func ownLengthAlongTheAxisYields(distribution: String) throws {
        let laid = try LaidOut(Self.alongDocument(distribution: distribution), file: "Row.xib")
        #expect(laid.frame("row") == Rect(x: 20, y: 20, width: 260, height: 30))
        #expect(laid.frame("like") == Rect(x: 0, y: 0, width: 260, height: 30))
    }

    /// A 320 × 60 top-level xib table cell (Xcode 9.2) whose content view holds a horizontal stack pinned 10 pt from
    /// its top, leading and trailing edges around ONE view 100 wide and 40 tall of its own. Its content view's
    /// trailing pin (`c-…`) is written last.
    static let cellDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="59.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="10" y="10" width="100" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="thumb">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="0-thumb-height"/>
                                            <constraint firstAttribute="width" constant="100" id="1-thumb-width"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="a-top"/>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="b-leading"/>
                            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="10" id="c-trailing"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    // Worked by hand: 10 + 100 + 10 ≠ 320, so the set cannot hold; inside a cell the view keeps its own 100 and the
    // last written member, the content view's trailing pin, breaks: the stack is 100 wide at (10, 10), the view
    // (0, 0, 100, 40) in it, both as stored. Marking the view's width to yield would give the stack 300 and the view
    // 300.
    @Test("Inside a cell the arranged view keeps its own width: the stack 100 wide at x = 10, the cell's pin broken")
    func cellKeepsOwnWidth() throws {
        let laid = try LaidOut(Self.cellDocument, file: "RowCell.xib")
        #expect(laid.frame("row") == Rect(x: 10, y: 10, width: 100, height: 40))
        #expect(laid.frame("thumb") == Rect(x: 0, y: 0, width: 100, height: 40))
    }
}
