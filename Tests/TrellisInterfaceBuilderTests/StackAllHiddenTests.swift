import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack whose every arranged view is hidden, on Interface Builder's canvas: the hidden views keep their own
/// required size (as any hidden arranged view there) and the stack closes up to nothing along its axis, as if they
/// were collapsed (measured: Threema's IntroQuestionView, Xcode 16, stores a horizontal stack holding only a hidden
/// 110 × 36 button 0 wide, the button 110 wide at its start).
@Suite("Interface Builder stacks with every arranged view hidden")
struct StackAllHiddenTests {
    @Test("the stack is 0 long along its axis; the hidden view keeps its own width at the stack's start")
    func closesUp() throws {
        let button = box("ok", 0, 0, 110, 36, extra: "hidden=\"YES\"", children: """
        <constraints>
            <constraint firstAttribute="width" constant="110" id="ok-w"/>
            <constraint firstAttribute="height" constant="36" id="ok-h"/>
        </constraints>
        """)
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
            <rect key="frame" x="140" y="100" width="0.0" height="0.0"/>
            <subviews>\(button)</subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="pane" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="140" id="k1"/>
        <constraint firstItem="pane" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
        """
        let laid = try LaidOut(storyboard(stack, constraints: constraints))
        let pane = try #require(laid.frame("pane")), ok = try #require(laid.frame("ok"))
        // Before: the canvas was connected to the hidden button's end, so the stack took its 110 pt.
        #expect(pane.minX == 140 && pane.size.width == 0)
        #expect(ok.minX == 0 && ok.size.width == 110)
    }
}
