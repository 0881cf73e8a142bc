import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The prototype cells of an automatic-height table keep their views' heights where the stored row is too short
/// (IBSelfSizingPrototypeOverflow, Xcode 8.3 to 10).
@Suite("Interface Builder: overflowing prototype cells of automatic-height tables in Xcode 8.3 to 10")
struct SelfSizingPrototypeOverflowTests {
    /// A table filling the root with one 44-pt prototype (content 43.5): a title 8 pt below the content view's top,
    /// 20.5 tall (its stored height, the test measurer's intrinsic height), and a note 8 pt below it, 14.5 tall,
    /// pinned 8 pt above the content view's bottom: 8 + 20.5 + 8 + 14.5 + 8 = 59 pt of content in 43.5.
    /// `cellRowHeight`: the prototype's own row height (Row Height "Custom" on the cell), if any.
    func document(rowHeight: String, toolsVersion: Int, cellRowHeight: String? = nil) -> String {
        let custom = cellRowHeight.map { #" rowHeight="\#($0)""# } ?? ""
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row"\(custom) id="row">
                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            \(label("title", 8, 8, 359, 20.5))
                            \(label("note", 8, 36.5, 359, 14.5))
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="p1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="p2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="8" id="p3"/>
                            <constraint firstItem="note" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="p4"/>
                            <constraint firstItem="note" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="p5"/>
                            <constraint firstItem="note" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="p6"/>
                            <constraint firstAttribute="bottom" secondItem="note" secondAttribute="bottom" constant="8" id="p7"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        let pins = """
        <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
        """
        return storyboard(table, constraints: pins, toolsVersion: toolsVersion)
    }

    @Test("automatic rows in Xcode 8.3 (12121) and 10.2 (14490): the note keeps its 14.5 pt at y = 8 + 20.5 + 8 = 36.5, past the bottom", arguments: [12121, 14490])
    func overflowKept(toolsVersion: Int) throws {
        let laid = try LaidOut(document(rowHeight: "-1", toolsVersion: toolsVersion))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 8, y: 8, width: 359, height: 20.5))
        #expect(laid.frame(inAnyScene: "note") == Rect(x: 8, y: 36.5, width: 359, height: 14.5))
    }

    // The pins leave 43.5 − 8 − 8 − 8 = 19.5 pt for the two labels. The note cannot go below 0 (IBNonNegativeSizes'
    // required bound, from Xcode 6 on), so the title, whose compression resistance is no stronger, gives the last
    // point: 19.5 tall, the note 0 tall at 8 + 19.5 + 8 = 35.5 (without the bound: the title 20.5, the note −1).
    @Test("a fixed row height, or Xcode 11.4 (16097): the bottom pin holds and squeezes the note to 0, the title to 19.5", arguments: [
        ("44", 12121), ("-1", 16097),
    ])
    func squeezedElsewhere(rowHeight: String, toolsVersion: Int) throws {
        let laid = try LaidOut(document(rowHeight: rowHeight, toolsVersion: toolsVersion))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 8, y: 8, width: 359, height: 19.5))
        #expect(laid.frame(inAnyScene: "note") == Rect(x: 8, y: 35.5, width: 359, height: 0))
    }

    // Xcode draws a prototype with a row height of its own at that height, as it draws a fixed-height table's.
    @Test("automatic rows, but the prototype states its own 44-pt row height (Xcode 9.2, 10.1): the bottom pin holds as in a fixed-height table", arguments: [13771, 14460])
    func ownRowHeight(toolsVersion: Int) throws {
        let laid = try LaidOut(document(rowHeight: "-1", toolsVersion: toolsVersion, cellRowHeight: "44"))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 8, y: 8, width: 359, height: 19.5))
        #expect(laid.frame(inAnyScene: "note") == Rect(x: 8, y: 35.5, width: 359, height: 0))
    }
}
