import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 8's canvas arranges a hidden arranged view that keeps a length of its own as if it were visible, keeping its
/// slot and the spacing on both sides (IBStackHiddenSlot). Expected frames are worked out by hand.
@Suite("Interface Builder: Xcode 8 hidden arranged views keeping their slot")
struct StackHiddenSlotTests {
    /// A vertical fill stack (spacing 8) at (20, 100), pinned by its leading and top edges: a hidden box with a
    /// height of 18 of its own, a visible 100 × 30 box and a hidden box with a height of 20 of its own. The hidden
    /// boxes have only a height; the fill alignment gives them the stack's width.
    static func document(toolsVersion: Int) -> String {
        func hidden(_ id: String, _ y: Double, _ height: Int) -> String {
            box(id, 0, y, 100, Double(height), extra: "hidden=\"YES\"", children: """
            <constraints><constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/></constraints>
            """)
        }
        let shown = box("shown", 0, 26, 100, 30, children: """
            <constraints>
                <constraint firstAttribute="width" constant="100" id="shown-w"/>
                <constraint firstAttribute="height" constant="30" id="shown-h"/>
            </constraints>
            """)
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="100" height="84"/>
                <subviews>\(hidden("head", 0, 18))\(shown)\(hidden("tail", 64, 20))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 8.3: the hidden views keep their slots and the spacing, and the stack counts them")
    func xcode8() throws {
        // As if all were visible: head 0…18, spacing 8, shown 26…56, spacing 8, tail 64…84; the stack is 84 tall.
        let laid = try LaidOut(Self.document(toolsVersion: 12121))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 84))
        #expect(laid.frame("head") == Rect(x: 0, y: 0, width: 100, height: 18))
        #expect(laid.frame("shown") == Rect(x: 0, y: 26, width: 100, height: 30))
        #expect(laid.frame("tail") == Rect(x: 0, y: 64, width: 100, height: 20))
    }

    @Test("Xcode 9.2: the hidden views sit where they collapse and the visible box fills the stack")
    func xcode9() throws {
        // Only shown is chained: the stack is 30 tall; head ends where it starts (y = −18), tail starts at 30.
        let laid = try LaidOut(Self.document(toolsVersion: 13771))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 30))
        #expect(laid.frame("head") == Rect(x: 0, y: -18, width: 100, height: 18))
        #expect(laid.frame("shown") == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(laid.frame("tail") == Rect(x: 0, y: 30, width: 100, height: 20))
    }

    @Test("the key is set only for Xcode 8 documents' fill stacks with a hidden view that keeps its own length")
    func bounds() {
        var keeping = StackProperties()
        keeping.hiddenViewsKeepingOwnSize = ["head"]
        for version in [10117, 13000, 13771, 22505] {
            var other = keeping
            IBStackHiddenSlot.apply(to: &other, toolsVersion: version)
            #expect(!other.hiddenViewsKeepSlot)
        }
        for version in [11000, 12121, 12999] {
            var xcode8 = keeping
            IBStackHiddenSlot.apply(to: &xcode8, toolsVersion: version)
            #expect(xcode8.hiddenViewsKeepSlot)
        }
        var equal = keeping
        equal.distribution = .equalSpacing
        IBStackHiddenSlot.apply(to: &equal, toolsVersion: 12121)
        #expect(!equal.hiddenViewsKeepSlot)
        var none = StackProperties()
        IBStackHiddenSlot.apply(to: &none, toolsVersion: 12121)
        #expect(!none.hiddenViewsKeepSlot)
    }
}
