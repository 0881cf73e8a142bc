import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack view's spacing as Xcode writes it.
@Suite("Interface Builder stack spacing")
struct StackSpacingTests {
    /// A stack at (20, 100) with two 40 × 30 views, its spacing written as `spacing`.
    func stack(_ spacing: String, axis: String = "") -> String {
        let box = { (id: String) in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
                </constraints>
            </view>
            """
        }
        let views = """
        <stackView opaque="NO" contentMode="scaleToFill" \(axis) \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="88" height="30"/>
            <subviews>
        \(box("a"))
        \(box("b"))
            </subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
        """
        return storyboard(views, constraints: constraints)
    }

    @Test("spacingType=\"standard\" (Use Standard Spacing) is the system spacing, 8 pt")
    func standard() throws {
        // Horizontal: a at 0, b at 40 + 8 = 48; the stack is 40 + 8 + 40 = 88 wide.
        let laid = try LaidOut(stack("spacingType=\"standard\""))
        #expect(laid.frame("b") == Rect(x: 48, y: 0, width: 40, height: 30))
        #expect(laid.frame("stack") == Rect(x: 20, y: 100, width: 88, height: 30))
        // Vertical: b at 30 + 8 = 38, the stack 68 tall.
        let vertical = try LaidOut(stack("spacingType=\"standard\"", axis: "axis=\"vertical\""))
        #expect(vertical.frame("b") == Rect(x: 0, y: 38, width: 40, height: 30))
        #expect(vertical.frame("stack")?.height == 68)
    }

    @Test("an explicit spacing is kept; none written is 0")
    func explicit() throws {
        #expect(try LaidOut(stack("spacing=\"12\"")).frame("b")?.minX == 52)
        #expect(try LaidOut(stack("")).frame("b")?.minX == 40)
    }
}
