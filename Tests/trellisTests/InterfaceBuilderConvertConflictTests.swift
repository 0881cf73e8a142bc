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

@Suite("trellis convert: a conflict's views held at their stored frames")
struct InterfaceBuilderConvertConflictHoldTests {
    /// The same cell with the card stored 83 tall: neither 80 (its height kept, a pin broken) nor 86 (its height
    /// broken), so only the canvas's hold of a conflict's views (IBConflictHold, Xcode 8 on) gives the stored frame.
    static let xib = InterfaceBuilderConvertConflictTests.xib
        .replacingOccurrences(of: #"width="320" height="80"/>"#, with: #"width="320" height="83"/>"#)

    @Test("the document and its converted scene file keep the card at its stored 83 pt; without the key the file breaks a pin")
    func convertKeepsTheHold() throws {
        let workspace = try Workspace()
        try workspace.write("Cell.xib", Self.xib)
        let document = try Trellis.run(["explain", "Cell.xib"], in: workspace.url)
        // Held on the vertical axis at the stored y 0 and height 83; the pins and the height of 80 are all left out.
        #expect(document.stdout.contains("view card frame (0, 0, 320, 83)"))
        #expect(try Trellis.run(["convert", "Cell.xib", "-o", "scenes"], in: workspace.url).status == 0)
        let yaml = try String(contentsOf: workspace.url.appendingPathComponent("scenes/Row.yaml"), encoding: .utf8)
        #expect(yaml.contains("conflicts: holdStored\n"))
        let converted = try Trellis.run(["explain", "scenes/Row.yaml"], in: workspace.url)
        #expect(converted.status == 0)
        #expect(converted.stdout.contains("view card frame (0, 0, 320, 83)"))
        // UIKit's rule for the same file without the key: the bottom pin is broken, the card keeps its height of 80.
        try workspace.write("scenes/Row.yaml", yaml.replacingOccurrences(of: "conflicts: holdStored\n", with: ""))
        let broken = try Trellis.run(["explain", "scenes/Row.yaml"], in: workspace.url)
        #expect(broken.stdout.contains("view card frame (0, 0, 320, 80)"))
    }

    @Test("an unknown conflicts value is an error with its place and the accepted values")
    func badValue() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", "name: s\nconflicts: keep\nviews:\n  a: {layout: [edges == superview]}\n")
        let result = try Trellis.run(["explain", "s.yaml"], in: workspace.url)
        #expect(result.status != 0)
        #expect(result.stderr.contains("s.yaml:2:12"))
        #expect(result.stderr.contains("conflicts: expected 'break' or 'holdStored', got 'keep'"))
    }
}
