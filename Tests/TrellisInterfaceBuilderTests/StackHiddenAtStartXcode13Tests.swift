import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 13.2–13.4 put a vertical fill stack's hidden end views at the stack's top (IBStackHiddenAtStart's
/// `xcode13Vertical`), and a hidden plain view whose subviews are chained from its top to its bottom keeps the length
/// they require (IBHiddenStackContentLength's chain). Expected frames are worked out by hand.
@Suite("Interface Builder: Xcode 13 vertical stacks' hidden end views at the top, chained content lengths")
struct StackHiddenAtStartXcode13Tests {
    /// A vertical stack (spacing 10) at (20, 100), pinned by its leading and top edges: a hidden plain view `head`
    /// holding `a` (100 × 20) pinned to its top, `b` (100 × 30) 10 below `a`, and its bottom 10 below `b`; a visible
    /// 100 × 40 box `body`; a hidden box `tail` with a height of 20 of its own.
    static func document(toolsVersion: Int) -> String {
        func sized(_ id: String, _ width: Int, _ height: Int) -> String {
            """
            <constraints>
                \(width > 0 ? "<constraint firstAttribute=\"width\" constant=\"\(width)\" id=\"\(id)-w\"/>" : "")
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
            """
        }
        let head = box("head", 0, 0, 100, 70, extra: "hidden=\"YES\"", children: """
            <subviews>\(box("a", 0, 0, 100, 20, children: sized("a", 100, 20)))\(box("b", 0, 30, 100, 30, children: sized("b", 100, 30)))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="head" secondAttribute="top" id="h1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="h2"/>
                <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="h3"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="head" secondAttribute="leading" id="h4"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="head" secondAttribute="leading" id="h5"/>
            </constraints>
            """)
        let body = box("body", 0, 0, 100, 40, children: sized("body", 100, 40))
        let tail = box("tail", 0, 0, 100, 20, extra: "hidden=\"YES\"", children: sized("tail", 0, 20))
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="100" height="40"/>
                <subviews>\(head)\(body)\(tail)</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 13.3: the hidden first view keeps its chained 70 pt at the stack's top; the hidden last one is at the top too")
    func xcode133() throws {
        // The visible box alone makes the stack 40 tall. head: 20 + 10 + 30 + 10 = 70 tall at y = 0; tail 20 tall at
        // y = 0; both 100 wide by the fill alignment.
        let laid = try LaidOut(Self.document(toolsVersion: 20037))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 40))
        #expect(laid.frame("body") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(laid.frame("head") == Rect(x: 0, y: 0, width: 100, height: 70))
        #expect(laid.frame("tail") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(laid.frame("b") == Rect(x: 0, y: 30, width: 100, height: 30))
    }

    @Test("Xcode 12.0 and 14.3: the chained view keeps its 70 pt where it collapses, ending at the stack's top")
    func collapsing() throws {
        // No start key: head ends where the stack starts, y = −70; tail starts at body's end, y = 40.
        for version in [17156, 21701] {
            let laid = try LaidOut(Self.document(toolsVersion: version))
            #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 40))
            #expect(laid.frame("head") == Rect(x: 0, y: -70, width: 100, height: 70))
            #expect(laid.frame("tail") == Rect(x: 0, y: 40, width: 100, height: 20))
        }
    }

    @Test("the Xcode 13 key is set only for vertical fill stacks of toolsVersion 19529–20999")
    func bounds() {
        for version in [19529, 20037] {
            var vertical = StackProperties()
            vertical.axis = .vertical
            IBStackHiddenAtStart.apply(to: &vertical, toolsVersion: version, hasHiddenEndView: true)
            #expect(vertical.hiddenEndViewsAtStart)
            var horizontal = StackProperties()
            IBStackHiddenAtStart.apply(to: &horizontal, toolsVersion: version, hasHiddenEndView: true)
            #expect(!horizontal.hiddenEndViewsAtStart)
        }
        for version in [17156, 19162, 21225, 21701] {
            var vertical = StackProperties()
            vertical.axis = .vertical
            IBStackHiddenAtStart.apply(to: &vertical, toolsVersion: version, hasHiddenEndView: true)
            #expect(!vertical.hiddenEndViewsAtStart)
        }
        var equal = StackProperties()
        equal.axis = .vertical
        equal.distribution = .fillEqually
        IBStackHiddenAtStart.apply(to: &equal, toolsVersion: 20037, hasHiddenEndView: true)
        #expect(!equal.hiddenEndViewsAtStart)
    }
}
