import Foundation
import Testing

@Suite("trellis convert: the constraint a conflict breaks")
struct InterfaceBuilderConvertConflictTests {
    /// A 320 × 86 table cell (Xcode 14.3, toolsVersion 21507) whose content view holds a card pinned to its four edges
    /// with a required own height of 80: the row fixes the content view at 86, so one of the card's height, its top pin
    /// and its bottom pin must give way.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="86" id="cell" userLabel="Row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="86"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="86"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="Card">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="80" id="cardHeight"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="content" secondAttribute="top" id="cardTop"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="cardLeading"/>
                        <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="cardBottom"/>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="cardTrailing"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

    @Test("a converted cell breaks the constraint the document breaks: the card keeps its 80-pt height in both")
    func convertBreaksTheSameConstraint() throws {
        // The document: Interface Builder's canvas gives way at the bottom pin of a cell's chain (the importer marks
        // it to yield), so the card is stored (0, 0, 320, 80): top pin 0, height 80, 6 pt short of the content's bottom.
        // A scene file breaks the constraint written last of equal priority; the converter writes the marked bottom
        // pin last so the scene file breaks it too. Written in the order the scene held them (the pins, then the
        // card's own height), the scene file broke the height and the card was 86 tall.
        let workspace = try Workspace()
        try workspace.write("Cell.xib", Self.xib)
        let document = try Trellis.run(["explain", "Cell.xib"], in: workspace.url)
        #expect(document.stdout.contains("view card frame (0, 0, 320, 80)"))
        #expect(try Trellis.run(["convert", "Cell.xib", "-o", "scenes"], in: workspace.url).status == 0)
        let converted = try Trellis.run(["explain", "scenes/Row.yaml"], in: workspace.url)
        #expect(converted.status == 0)
        #expect(converted.stdout.contains("view card frame (0, 0, 320, 80)"))
        #expect(converted.stdout.contains("breaking `view1.bottom == card.bottom`"))
    }
}
