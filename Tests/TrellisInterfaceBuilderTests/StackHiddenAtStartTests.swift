import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 15's and 16's canvases put a hidden arranged view at the stack's start when no visible view comes before it or
/// none after it (IBStackHiddenAtStart). Expected frames are worked out by hand.
@Suite("Interface Builder: Xcode 15 and 16 hidden end views at the stack's start")
struct StackHiddenAtStartTests {
    /// A vertical stack (spacing 20) at (20, 100), pinned by its leading and top edges: a hidden 80-pt box, a visible
    /// 100 × 30 box, a hidden 40-pt box, a visible 100 × 30 box and a hidden 20-pt box. The hidden boxes have only a
    /// height of their own; the fill alignment gives them the stack's width.
    static func document(toolsVersion: Int) -> String {
        func hidden(_ id: String, _ height: Int) -> String {
            box(id, 0, 0, 100, Double(height), extra: "hidden=\"YES\"", children: """
            <constraints><constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/></constraints>
            """)
        }
        func shown(_ id: String, _ y: Double) -> String {
            box(id, 0, y, 100, 30, children: """
            <constraints>
                <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
            </constraints>
            """)
        }
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="100" height="80"/>
                <subviews>\(hidden("head", 80))\(shown("first", 0))\(hidden("between", 40))\(shown("second", 50))\(hidden("tail", 20))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 15: the hidden views before and after the visible ones start at the stack's top; the middle one sits mid-spacing")
    func xcode15() throws {
        // Visible chain: first 0…30, spacing 20, second 50…80: the stack is 80 tall. head (80) and tail (20) start at
        // y = 0; between sits half the spacing after first, 30 + 10 = 40, each at its own height, 100 wide.
        let laid = try LaidOut(Self.document(toolsVersion: 22505))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 80))
        #expect(laid.frame("first") == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(laid.frame("second") == Rect(x: 0, y: 50, width: 100, height: 30))
        #expect(laid.frame("head") == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(laid.frame("between") == Rect(x: 0, y: 40, width: 100, height: 40))
        #expect(laid.frame("tail") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("Xcode 14.3: the hidden end views sit where they collapse, before the first visible view and after the last")
    func xcode14() throws {
        // head ends where the stack starts (y = −80); tail starts at second's end (80); between as above (40).
        let laid = try LaidOut(Self.document(toolsVersion: 21701))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 80))
        #expect(laid.frame("head") == Rect(x: 0, y: -80, width: 100, height: 80))
        #expect(laid.frame("between") == Rect(x: 0, y: 40, width: 100, height: 40))
        #expect(laid.frame("tail") == Rect(x: 0, y: 80, width: 100, height: 20))
    }

    /// A horizontal stack (spacing 4) at (10, 50), pinned by its leading and top edges: a visible 45 × 14 box, then a
    /// hidden box with no length of its own (14 tall by the fill alignment).
    static func row(toolsVersion: Int) -> String {
        let shown = box("label", 0, 0, 45, 14, children: """
            <constraints>
                <constraint firstAttribute="width" constant="45" id="label-w"/>
                <constraint firstAttribute="height" constant="14" id="label-h"/>
            </constraints>
            """)
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="10" y="50" width="45" height="14"/>
                <subviews>\(shown)\(box("mark", 0, 0, 0, 14, extra: "hidden=\"YES\""))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 16: a hidden end view with no length of its own starts at the stack's start, 0 wide")
    func xcode16WithoutOwnLength() throws {
        // The visible box alone makes the stack 45 × 14. With the key: mark at x = 0, 0 wide (it collapses); without
        // it (Xcode 26) mark starts at the box's end, x = 45, the spacing before it collapsing.
        let laid = try LaidOut(Self.row(toolsVersion: 23504))
        #expect(laid.frame("row") == Rect(x: 10, y: 50, width: 45, height: 14))
        #expect(laid.frame("label") == Rect(x: 0, y: 0, width: 45, height: 14))
        #expect(laid.frame("mark") == Rect(x: 0, y: 0, width: 0, height: 14))
        let later = try LaidOut(Self.row(toolsVersion: 24506))
        #expect(later.frame("mark") == Rect(x: 45, y: 0, width: 0, height: 14))
    }

    @Test("Xcode 16 keeps the Xcode 15 placement of hidden end views with a length of their own")
    func xcode16() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 23504))
        #expect(laid.frame("head") == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(laid.frame("between") == Rect(x: 0, y: 40, width: 100, height: 40))
        #expect(laid.frame("tail") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    /// A horizontal stack (spacing 6) at (30, 40), pinned by its trailing and top edges 300 and 40 from the root's
    /// leading and top: a hidden 24 × 24 box (width and height of its own), then a visible 50 × 24 box.
    static func leadingHidden(toolsVersion: Int) -> String {
        func sized(_ id: String, _ width: Int, extra: String = "") -> String {
            box(id, 0, 0, Double(width), 24, extra: extra, children: """
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="24" id="\(id)-h"/>
                </constraints>
                """)
        }
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="spv">
                <rect key="frame" x="250" y="40" width="50" height="24"/>
                <subviews>\(sized("check", 24, extra: "hidden=\"YES\""))\(sized("state", 50))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="spv" firstAttribute="trailing" secondItem="root" secondAttribute="leading" constant="300" id="k1"/>
            <constraint firstItem="spv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 15.0 collapses a hidden first view before the stack's start; Xcode 15.3 puts it at the start")
    func xcode150() throws {
        // The visible box alone makes the stack 50 wide, ending at 300: x = 250. Xcode 15.0 (22155): the hidden box
        // keeps its 24 pt and ends where the stack starts, x = 0 − 24 = −24, the spacing after it collapsing. Xcode
        // 15.3 (22505): at the stack's start, x = 0.
        let early = try LaidOut(Self.leadingHidden(toolsVersion: 22155))
        #expect(early.frame("spv") == Rect(x: 250, y: 40, width: 50, height: 24))
        #expect(early.frame("state") == Rect(x: 0, y: 0, width: 50, height: 24))
        #expect(early.frame("check") == Rect(x: -24, y: 0, width: 24, height: 24))
        let later = try LaidOut(Self.leadingHidden(toolsVersion: 22505))
        #expect(later.frame("check") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(later.frame("state") == Rect(x: 0, y: 0, width: 50, height: 24))
    }

    @Test("the key is set only for Xcode 15 and 16 documents' fill stacks with a hidden end view")
    func bounds() {
        for version in [19529, 21701, 22155, 24506] {
            var other = StackProperties()
            IBStackHiddenAtStart.apply(to: &other, toolsVersion: version, hasHiddenEndView: true)
            #expect(!other.hiddenEndViewsAtStart)
        }
        for version in [22505, 23504] {
            var shown = StackProperties()
            IBStackHiddenAtStart.apply(to: &shown, toolsVersion: version, hasHiddenEndView: true)
            #expect(shown.hiddenEndViewsAtStart)
        }
        var equal = StackProperties()
        equal.distribution = .fillEqually
        IBStackHiddenAtStart.apply(to: &equal, toolsVersion: 22505, hasHiddenEndView: true)
        #expect(!equal.hiddenEndViewsAtStart)
        var none = StackProperties()
        IBStackHiddenAtStart.apply(to: &none, toolsVersion: 23504, hasHiddenEndView: false)
        #expect(!none.hiddenEndViewsAtStart)
    }
}
