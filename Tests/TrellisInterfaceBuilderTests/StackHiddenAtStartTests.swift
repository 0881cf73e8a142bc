import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 15's canvas puts a hidden arranged view that keeps a length of its own at the stack's start when no visible
/// view comes before it or none after it (IBStackHiddenAtStart). Expected frames are worked out by hand.
@Suite("Interface Builder: Xcode 15 hidden end views at the stack's start")
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

    @Test("the key is set only for Xcode 15 documents' fill stacks with a hidden view that keeps its own length")
    func bounds() {
        var keeping = StackProperties()
        keeping.hiddenViewsKeepingOwnSize = ["head"]
        for version in [21701, 23504] {
            var other = keeping
            IBStackHiddenAtStart.apply(to: &other, toolsVersion: version)
            #expect(!other.hiddenEndViewsAtStart)
        }
        var xcode15 = keeping
        IBStackHiddenAtStart.apply(to: &xcode15, toolsVersion: 22505)
        #expect(xcode15.hiddenEndViewsAtStart)
        var equal = keeping
        equal.distribution = .fillEqually
        IBStackHiddenAtStart.apply(to: &equal, toolsVersion: 22505)
        #expect(!equal.hiddenEndViewsAtStart)
        var none = StackProperties()
        IBStackHiddenAtStart.apply(to: &none, toolsVersion: 22505)
        #expect(!none.hiddenEndViewsAtStart)
    }
}
