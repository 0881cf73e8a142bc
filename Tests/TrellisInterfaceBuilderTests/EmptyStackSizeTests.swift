import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack view without arranged subviews keeps its stored size as an intrinsic size on Xcode's canvas
/// (IBEmptyStackSize): above a priority-250 size, below required constraints.
@Suite("Interface Builder empty stack views sized by their stored frames")
struct EmptyStackSizeTests {
    /// A 300-pt box centred in the root, whose only height is 0 at `priority`, holds a vertical stack (10-pt spacing)
    /// of two empty stacks stored 80 and 50 tall (filled at run time).
    static func boxDocument(priority: Int) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="37.5" y="263.5" width="300" height="140"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="140"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                                <rect key="frame" x="0.0" y="90" width="300" height="50"/>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="w"/>
                    <constraint firstAttribute="height" priority="\(priority)" id="low"/>
                    <constraint firstItem="outer" firstAttribute="top" secondItem="box" secondAttribute="top" id="t"/>
                    <constraint firstItem="outer" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="r"/>
                    <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="b"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            """)
    }

    @Test("empty stacks keep their stored heights against a priority-250 height of 0")
    func storedSizeBeatsDefaultLow() throws {
        // Xcode's canvas (softermii's AlertController.xib, Xcode 8.3): the empty stacks keep 80 and 50, the outer stack
        // and the box 80 + 10 + 50 = 140 tall, centred at y = (667 − 140) / 2 = 263.5, x = (375 − 300) / 2 = 37.5.
        // Held only at the stored-frame hold (just above 51), the 250 height won: the box 0 tall at y = 333.5.
        let laid = try LaidOut(Self.boxDocument(priority: 250))
        #expect(laid.frame("box") == Rect(x: 37.5, y: 263.5, width: 300, height: 140))
        #expect(laid.frame("outer") == Rect(x: 0, y: 0, width: 300, height: 140))
        #expect(laid.frame("upper") == Rect(x: 0, y: 0, width: 300, height: 80))
        #expect(laid.frame("lower") == Rect(x: 0, y: 90, width: 300, height: 50))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a required height still decides an empty stack's length")
    func requiredSizeWins() throws {
        // The stack's stored 50 is only an intrinsic height (compression resistance 750, hugging 250): a required
        // height of 200 of its own wins, and the stack is 200 tall 100 pt below the root's top, x = 20, 335 wide.
        let laid = try LaidOut(storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="solo">
                <rect key="frame" x="20" y="100" width="335" height="50"/>
                <constraints>
                    <constraint firstAttribute="height" constant="200" id="h"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="solo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            <constraint firstItem="solo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="solo" secondAttribute="trailing" constant="20" id="r"/>
            """))
        #expect(laid.frame("solo") == Rect(x: 20, y: 100, width: 335, height: 200))
    }

    @Test("a placeholder intrinsic size still wins over the stored size")
    func placeholderWins() throws {
        // An empty stack stored 50 tall with a placeholder intrinsic height of 70 (Interface Builder's design-time
        // size) is 70 tall, 100 pt below the root's top; its width comes from its pins, 375 − 2 × 20 = 335.
        let laid = try LaidOut(storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="70" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="solo">
                <rect key="frame" x="20" y="100" width="335" height="50"/>
            </stackView>
            """, constraints: """
            <constraint firstItem="solo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            <constraint firstItem="solo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="solo" secondAttribute="trailing" constant="20" id="r"/>
            """))
        #expect(laid.frame("solo") == Rect(x: 20, y: 100, width: 335, height: 70))
    }
}
