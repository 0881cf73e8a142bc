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
}
