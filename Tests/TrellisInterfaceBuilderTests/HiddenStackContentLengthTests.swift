import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A hidden arranged stack whose arranged views require a length along its parent's axis keeps it, from Xcode 12
/// (IBHiddenStackContentLength). Expected frames are worked out by hand.
@Suite("Interface Builder: a hidden arranged stack keeps the length its content requires")
struct HiddenStackContentLengthTests {
    /// A vertical stack (spacing 10) at (20, 100), 200 wide of its own: a visible box 30 tall, a hidden horizontal
    /// stack (spacing 5) of a check box 24 wide with a 1:1 ratio to its height and a box with no size of its own, then
    /// a visible box 30 tall.
    static func document(toolsVersion: Int) -> String {
        let check = box("check", 0, 0, 24, 24, children: """
            <constraints>
                <constraint firstAttribute="width" constant="24" id="check-w"/>
                <constraint firstAttribute="width" secondItem="check" secondAttribute="height" multiplier="1:1" id="check-r"/>
            </constraints>
            """)
        let row = """
            <stackView hidden="YES" opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="35" width="200" height="24"/>
                <subviews>\(check)\(box("mark", 29, 0, 171, 24))</subviews>
            </stackView>
            """
        return column(middle: row, toolsVersion: toolsVersion)
    }

    /// The column: `first` and `second`, visible boxes 30 tall, around the hidden `middle`.
    static func column(middle: String, toolsVersion: Int) -> String {
        func shown(_ id: String) -> String {
            box(id, 0, 0, 200, 30, children: """
            <constraints><constraint firstAttribute="height" constant="30" id="\(id)-h"/></constraints>
            """)
        }
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="200" height="70"/>
                <subviews>\(shown("first"))\(middle)\(shown("second"))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="col" firstAttribute="width" constant="200" id="k3"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 13: the hidden row keeps its check box's 24 pt, mid-spacing between the visible boxes")
    func xcode13() throws {
        // first 0…30, second 40…70 (spacing 10): the stack is 70 tall. The hidden row sits half the spacing after
        // first, y = 35, 24 tall (the check box's width 24 and its 1:1 ratio; the fill alignment makes the row as tall
        // as its arranged views) and 200 wide; inside it the check box at x = 0, the mark 5 after it, 200 − 29 = 171.
        let laid = try LaidOut(Self.document(toolsVersion: 19529))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 200, height: 70))
        #expect(laid.frame("first") == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
        #expect(laid.frame("row") == Rect(x: 0, y: 35, width: 200, height: 24))
        #expect(laid.frame("check") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(laid.frame("mark") == Rect(x: 29, y: 0, width: 171, height: 24))
    }

    @Test("Before Xcode 12 the hidden row collapses to 0 tall")
    func xcode11() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 16097))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 200, height: 70))
        #expect(laid.frame("row")?.height == 0)
    }

    @Test("A hidden stack whose content requires no length still collapses")
    func unsizedContent() throws {
        // Without the check box's width its ratio fixes nothing: the row collapses to 0 at y = 35.
        let document = Self.document(toolsVersion: 19529).replacingOccurrences(
            of: "<constraint firstAttribute=\"width\" constant=\"24\" id=\"check-w\"/>", with: "")
        let laid = try LaidOut(document)
        #expect(laid.frame("row")?.height == 0)
        #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
    }

    /// The same column (Xcode 12.0) with a hidden plain view `note` in the middle instead of the row: it holds
    /// `caption`, 15 tall of its own, pinned 2 pt inside its top and bottom edges and flush with its sides
    /// (`bottomPin` false leaves the bottom pin out).
    static func plainDocument(bottomPin: Bool = true) -> String {
        let caption = box("caption", 0, 2, 200, 15, children: """
            <constraints><constraint firstAttribute="height" constant="15" id="caption-h"/></constraints>
            """)
        let bottom = #"<constraint firstAttribute="bottom" secondItem="caption" secondAttribute="bottom" constant="2" id="note-b"/>"#
        let note = box("note", 0, 35, 200, 19, extra: #"hidden="YES""#, children: """
            <subviews>\(caption)</subviews>
            <constraints>
                <constraint firstItem="caption" firstAttribute="top" secondItem="note" secondAttribute="top" constant="2" id="note-t"/>
                <constraint firstItem="caption" firstAttribute="leading" secondItem="note" secondAttribute="leading" id="note-l"/>
                <constraint firstAttribute="trailing" secondItem="caption" secondAttribute="trailing" id="note-r"/>
                \(bottomPin ? bottom : "")
            </constraints>
            """)
        return column(middle: note, toolsVersion: 17156)
    }

    @Test("Xcode 12: a hidden plain view keeps the length its content requires, 2 + 15 + 2")
    func hiddenPlainView() throws {
        // first 0…30, second 40…70; the note mid-spacing at y = 35, 19 tall (its caption's 15 and the two 2-pt pins),
        // the caption inside it at (0, 2, 200, 15). Without the rule the note collapses to 0 tall.
        let laid = try LaidOut(Self.plainDocument())
        #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
        #expect(laid.frame("note") == Rect(x: 0, y: 35, width: 200, height: 19))
        #expect(laid.frame("caption") == Rect(x: 0, y: 2, width: 200, height: 15))
    }

    @Test("A hidden plain view whose content is not pinned to both its edges still collapses")
    func hiddenPlainViewUnpinned() throws {
        let laid = try LaidOut(Self.plainDocument(bottomPin: false))
        #expect(laid.frame("note")?.height == 0)
    }

    /// The column (Xcode 14.2) with a hidden plain view `remark` in the middle holding a multi-line label with no
    /// size of its own, stored 0 tall, pinned `inset` pt inside each of its edges.
    static func remarkDocument(inset: Int) -> String {
        let remark = box("remark", 0, 35, 200, Double(2 * inset), extra: #"hidden="YES""#, children: """
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Normal range" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="remarkText">
                    <rect key="frame" x="\(inset)" y="\(inset)" width="\(200 - 2 * inset)" height="0.0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="remarkText" secondAttribute="trailing" constant="\(inset)" id="rm-r"/>
                <constraint firstItem="remarkText" firstAttribute="top" secondItem="remark" secondAttribute="top" constant="\(inset)" id="rm-t"/>
                <constraint firstAttribute="bottom" secondItem="remarkText" secondAttribute="bottom" constant="\(inset)" id="rm-b"/>
                <constraint firstItem="remarkText" firstAttribute="leading" secondItem="remark" secondAttribute="leading" constant="\(inset)" id="rm-l"/>
            </constraints>
            """)
        return column(middle: remark, toolsVersion: 21507)
    }

    @Test("Xcode 14.2: a hidden plain view keeps the 16 + 16 its label's pins require, the label 0 tall")
    func hiddenViewPinGaps() throws {
        // first 0…30, second 40…70; the remark mid-spacing at y = 35, 32 tall (the pins' 16 + 16 around a label at
        // least 0 tall), the label inside it at (16, 16, 200 − 32 = 168, 0). Without the rule the remark collapses to
        // 0 tall and its label to −32.
        let laid = try LaidOut(Self.remarkDocument(inset: 16))
        #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
        #expect(laid.frame("remark") == Rect(x: 0, y: 35, width: 200, height: 32))
        #expect(laid.frame("remarkText") == Rect(x: 16, y: 16, width: 168, height: 0))
    }

    @Test("A hidden plain view whose label's pins leave no length still collapses")
    func hiddenViewNoGaps() throws {
        let laid = try LaidOut(Self.remarkDocument(inset: 0))
        #expect(laid.frame("remark")?.height == 0)
    }

    /// The column (Xcode 15) with a hidden plain view `review` in the middle: a 20-pt `tag` pinned 20 pt below its top,
    /// a 40-pt `pic` centred on the tag (`centred` false centres it across the axis instead, which fixes no y), a
    /// 25-pt `stars` 5 pt below the pic, a 20-pt `line` 5 pt below the stars and 10 pt above the review's bottom;
    /// every box flush with the review's sides.
    static func reviewDocument(centred: Bool = true) -> String {
        let parts = [("tag", 20.0, 20.0), ("pic", 10.0, 40.0), ("stars", 55.0, 25.0), ("line", 85.0, 20.0)]
        let boxes = parts.map { name, y, height in
            box(name, 0, y, 200, height, children: """
                <constraints><constraint firstAttribute="height" constant="\(Int(height))" id="\(name)-h"/></constraints>
                """)
        }.joined()
        let sides = parts.map { name, _, _ in """
            <constraint firstItem="\(name)" firstAttribute="leading" secondItem="review" secondAttribute="leading" id="\(name)-l"/>
            <constraint firstAttribute="trailing" secondItem="\(name)" secondAttribute="trailing" id="\(name)-r"/>
            """ }.joined()
        let pic = centred
            ? #"<constraint firstItem="pic" firstAttribute="centerY" secondItem="tag" secondAttribute="centerY" id="pic-c"/>"#
            : #"<constraint firstItem="pic" firstAttribute="centerX" secondItem="tag" secondAttribute="centerX" id="pic-c"/>"#
        let review = box("review", 0, 35, 200, 115, extra: #"hidden="YES""#, children: """
            <subviews>\(boxes)</subviews>
            <constraints>
                \(sides)
                <constraint firstItem="tag" firstAttribute="top" secondItem="review" secondAttribute="top" constant="20" id="tag-t"/>
                \(pic)
                <constraint firstItem="stars" firstAttribute="top" secondItem="pic" secondAttribute="bottom" constant="5" id="stars-t"/>
                <constraint firstItem="line" firstAttribute="top" secondItem="stars" secondAttribute="bottom" constant="5" id="line-t"/>
                <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" constant="10" id="review-b"/>
            </constraints>
            """)
        return column(middle: review, toolsVersion: 22505)
    }

    @Test("Xcode 15: a chain through a centre link requires the hidden view's 115 pt")
    func centredChain() throws {
        // tag 20…40 (centre 30), pic centred on it 10…50, stars 55…80, line 85…105, the bottom 10 below: 115. The
        // review sits mid-spacing at y = 35 between first (0…30) and second (40…70); without the centre link in the
        // chain it collapsed to 0 tall and the line to (0, −30, 200, 20).
        let laid = try LaidOut(Self.reviewDocument())
        #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
        #expect(laid.frame("review") == Rect(x: 0, y: 35, width: 200, height: 115))
        #expect(laid.frame("pic") == Rect(x: 0, y: 10, width: 200, height: 40))
        #expect(laid.frame("line") == Rect(x: 0, y: 85, width: 200, height: 20))
    }

    @Test("A centre link across the axis joins no chain: the hidden view still collapses")
    func crossAxisCentre() throws {
        // pic centred on the tag horizontally leaves nothing linking the tag (pinned to the top) to the views below
        // it (pinned to the bottom): no chain spans the view, so it collapses to 0 tall as before.
        let laid = try LaidOut(Self.reviewDocument(centred: false))
        #expect(laid.frame("review")?.height == 0)
    }
}
