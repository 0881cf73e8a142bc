import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Alignment insets are physical: a switch's 2 extra points are at its right in a right-to-left view too (its
/// intrinsic width is 49 and UISwitch keeps its frame 51 wide from its origin, Open Radar 31777116).
@Suite("Interface Builder alignment insets right to left")
struct RightToLeftInsetsTests {
    func toggle(_ id: String) -> String {
        """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
        </switch>
        """
    }

    @Test("switches pinned to the leading and trailing edges of a right-to-left view")
    func pinnedSwitches() throws {
        let container = """
        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="100" width="375" height="100"/>
            <subviews>\(toggle("first"))\(toggle("last"))</subviews>
            <constraints>
                <constraint firstItem="first" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="20" id="f1"/>
                <constraint firstItem="first" firstAttribute="top" secondItem="box" secondAttribute="top" id="f2"/>
                <constraint firstAttribute="trailing" secondItem="last" secondAttribute="trailing" constant="20" id="l1"/>
                <constraint firstItem="last" firstAttribute="top" secondItem="box" secondAttribute="top" constant="40" id="l2"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="left" id="b1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b2"/>
        <constraint firstItem="box" firstAttribute="width" constant="375" id="b3"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="b4"/>
        """
        let laid = try LaidOut(storyboard(container, constraints: constraints))
        // Leading is the right edge: first's alignment rectangle (49 wide) ends 20 pt from it, at 355, so it starts at
        // 306 and the 51-pt frame reaches 357. Trailing is the left edge: last's alignment rectangle starts at 20, and
        // so does its frame (no inset at the left), 51 wide.
        #expect(laid.frame("first") == Rect(x: 306, y: 0, width: 51, height: 31))
        #expect(laid.frame("last") == Rect(x: 20, y: 40, width: 51, height: 31))
    }
}
