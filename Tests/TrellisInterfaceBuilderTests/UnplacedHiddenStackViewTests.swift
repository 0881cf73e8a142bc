import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 8 to 10.1's canvas gives a hidden arranged view of a fill stack, one without a length of its own, no place along
/// the stack's axis (IBStackUnplacedHidden): it keeps its stored place. Expected frames are worked out by hand.
@Suite("Interface Builder: hidden arranged views unplaced in Xcode 9")
struct UnplacedHiddenStackViewTests {
    /// A horizontal fill stack at (120, 50), 200 wide, pinned to the root: a visible box 30 tall (no width of its own),
    /// then a hidden box with no width, stored 0 wide at `hiddenX` (Xcode 9.2 stores it at the root's origin, x = −120).
    static func document(toolsVersion: Int, hiddenX: Double) -> String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="120" y="50" width="200" height="30"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="s-h"/></constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                        <rect key="frame" x="\(hiddenX)" y="0.0" width="0.0" height="30"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c-t"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="120" id="c-l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="55" id="c-r"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 9.2: the visible box fills the stack and the hidden one stays where it was stored, at the root's origin")
    func xcode9KeepsTheStoredPlace() throws {
        // Stack 375 − 120 − 55 = 200 wide at x = 120. Only the visible box is chained: 0…200 (no spacing, nothing after
        // it). The hidden box is 0 wide (collapsed) with nothing setting its x: it keeps −120, the root's x = 0.
        let laidOut = try LaidOut(Self.document(toolsVersion: 13771, hiddenX: -120))
        #expect(laidOut.frame("stack") == Rect(x: 120, y: 50, width: 200, height: 30))
        #expect(laidOut.frame("shown") == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(laidOut.frame("hidden") == Rect(x: -120, y: 0, width: 0, height: 30))
    }

    @Test("Xcode 10.2 and later: the hidden box sits where it collapses, at the visible box's end")
    func laterXcodesChainIt() throws {
        // The chain runs through the hidden box with no spacing next to it: shown 0…200, hidden at 200, 0 wide.
        let laidOut = try LaidOut(Self.document(toolsVersion: 14490, hiddenX: 200))
        #expect(laidOut.frame("shown") == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(laidOut.frame("hidden") == Rect(x: 200, y: 0, width: 0, height: 30))
    }

    @Test("the key is set only for fill stacks of Xcode 8 to 10.1 documents")
    func bounds() {
        var stack = StackProperties()
        IBStackUnplacedHidden.apply(to: &stack, toolsVersion: 13771)
        #expect(stack.hiddenViewsUnplaced)
        for version in [10117, 14490, 22155] {
            var other = StackProperties()
            IBStackUnplacedHidden.apply(to: &other, toolsVersion: version)
            #expect(!other.hiddenViewsUnplaced)
        }
        var spaced = StackProperties()
        spaced.distribution = .equalSpacing
        IBStackUnplacedHidden.apply(to: &spaced, toolsVersion: 13771)
        #expect(!spaced.hiddenViewsUnplaced)
    }
}
