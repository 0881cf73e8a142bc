import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Equal-spacing stacks whose length nothing fixes: Xcode's canvas keeps the length it stored, where UIKit's
/// `UISV-canvas-fit` would shrink them.
@Suite("Interface Builder equal-spacing stacks keep their stored length")
struct StackCanvasFitTests {
    @Test("a nested equal-spacing stack of views without an intrinsic width keeps its stored widths")
    func nestedEqualSpacingKeepsStoredWidths() throws {
        // Root 375 wide; `row`, an equalSpacing stack with no spacing, pinned to x = 0…320, y = 0, 44 tall, arranges
        // `group` (an equalSpacing stack, spacing 5, of plain views `a` and `b`), `sep` (1 wide) and `tail` (a plain
        // view). Nothing gives a, b, group or tail a width, so they keep the stored 50, 100, 50 + 5 + 100 = 155 and
        // 164; the row's gaps are then (320 − 155 − 1 − 164) / 2 = 0: group (0, 0, 155, 44), sep at 155, tail at 156.
        // (A canvas fit at priority 49 would shrink group to 0 and b to a negative width.)
        let views = """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="group">
                    <rect key="frame" x="0.0" y="0.0" width="155" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="55" y="0.0" width="100" height="44"/>
                        </view>
                    </subviews>
                </stackView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                    <rect key="frame" x="155" y="0.0" width="1" height="44"/>
                    <constraints><constraint firstAttribute="width" constant="1" id="sepW"/></constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tail">
                    <rect key="frame" x="156" y="0.0" width="164" height="44"/>
                </view>
            </subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="r2"/>
        <constraint firstItem="row" firstAttribute="width" constant="320" id="r3"/>
        <constraint firstItem="row" firstAttribute="height" constant="44" id="r4"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        #expect(laid.frame("group") == Rect(x: 0, y: 0, width: 155, height: 44))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 50, height: 44))
        #expect(laid.frame("b") == Rect(x: 55, y: 0, width: 100, height: 44))
        #expect(laid.frame("sep") == Rect(x: 155, y: 0, width: 1, height: 44))
        #expect(laid.frame("tail") == Rect(x: 156, y: 0, width: 164, height: 44))
    }
}
