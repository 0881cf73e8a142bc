import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Arranged views that nothing sizes across a stack's axis.
@Suite("Interface Builder stack cross-axis ambiguity")
struct StackAmbiguityTests {
    @Test("a view nothing sizes across a centre-aligned stack keeps its stored height (Xcode adds no ambiguity suppression)")
    func keepsStoredCrossSize() throws {
        // A horizontal, centre-aligned stack 50 pt tall holding `tall` (a 40-pt-tall label: its intrinsic size) and
        // `spacer`, a plain view 20 wide with no height: UIKit's ambiguity-suppression constraint would make it 0
        // tall; Xcode stored it 50 tall at y = 0, and with nothing else deciding, that stored frame is kept.
        let views = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="120" height="50"/>
            <subviews>
        \(label("tall", 0, 5, 100, 40))
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                    <rect key="frame" x="100" y="0.0" width="20" height="50"/>
                    <constraints><constraint firstAttribute="width" constant="20" id="sw"/></constraints>
                </view>
            </subviews>
            <constraints><constraint firstAttribute="height" constant="50" id="sh"/></constraints>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        // The label is centred: (50 − 40) / 2 = 5.
        #expect(laid.frame("tall") == Rect(x: 0, y: 5, width: 100, height: 40))
        #expect(laid.frame("spacer") == Rect(x: 100, y: 0, width: 20, height: 50))
    }
}
