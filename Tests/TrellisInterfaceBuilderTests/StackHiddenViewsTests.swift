import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

@Suite("Interface Builder hidden arranged views")
struct StackHiddenViewsTests {
    /// An arranged view with required width and height constraints of its own.
    func sized(_ id: String, _ x: Double, _ width: Double, hidden: Bool = false) -> String {
        box(id, x, 0, width, 20, extra: hidden ? "hidden=\"YES\"" : "", children: """
        <constraints>
            <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
            <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
        </constraints>
        """)
    }

    @Test("a hidden arranged view keeps its own required width at the place it collapses to; the others close up")
    func keepsOwnSize() throws {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="20" y="100" width="98" height="20"/>
            <subviews>\(sized("a", 0, 40))\(sized("b", 40, 30, hidden: true))\(sized("c", 48, 50))\(sized("d", 98, 30, hidden: true))</subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
        """
        let laid = try LaidOut(storyboard(stack, constraints: constraints))
        // The visible a (40) and c (50) with one 8-pt spacing: the stack is 40 + 8 + 50 = 98 wide. The hidden b sits
        // half the spacing after a (x 40 + 4 = 44: between visible views, as the blind storyboard RentCar stores
        // them) and the hidden d, last, at c's end (x 98), each at its own width, as Xcode stores them.
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(laid.frame("b") == Rect(x: 44, y: 0, width: 30, height: 20))
        #expect(laid.frame("c") == Rect(x: 48, y: 0, width: 50, height: 20))
        #expect(laid.frame("d") == Rect(x: 98, y: 0, width: 30, height: 20))
        #expect(laid.frame("row") == Rect(x: 20, y: 100, width: 98, height: 20))
    }

    @Test("a hidden arranged view without a length of its own collapses to 0, even when its content is pinned inside it")
    func collapsesWithoutOwnSize() throws {
        // h's content: a 20-pt-tall box pinned 8 pt inside its top and bottom (required, but not h's own length).
        let content = """
        <subviews>\(sized("inner", 0, 100))</subviews>
        <constraints>
            <constraint firstItem="inner" firstAttribute="top" secondItem="h" secondAttribute="top" constant="8" id="i1"/>
            <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="i2"/>
        </constraints>
        """
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
            <rect key="frame" x="20" y="100" width="100" height="20"/>
            <subviews>\(box("h", 0, 0, 100, 0, extra: "hidden=\"YES\"", children: content))\(sized("a", 0, 100))</subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
        """
        let laid = try LaidOut(storyboard(stack, constraints: constraints))
        // h has no length of its own: the required UISV-hiding makes it 0 tall at the stack's top (its content's
        // constraint is the one broken, as UIKit breaks it); a starts at 0 with no spacing.
        #expect(laid.frame("h") == Rect(x: 0, y: 0, width: 100, height: 0))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 20))
    }
}
