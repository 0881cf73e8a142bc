import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A nested stack with arranged views is shared in a fillProportionally stack by its stored length even when it carries
/// Interface Builder's placeholder intrinsic size (StackLayout+FittingLengths.swift, `sharedByStoredLength`). Measured
/// in snowplow-ios-tracker's Examples Main.storyboard (Xcode 11.3): a 652.5-pt stack of a 49.5-pt label and a
/// placeholder-250 stack of eight labels stored 595; sharing by the placeholder gave 105 and 539.5.
@Suite("Interface Builder: a nested stack's placeholder size does not replace its stored share")
struct StackProportionalPlaceholderStackTests {
    /// A vertical fillProportionally stack `outer` (8, 20, 359 × 300, centred, spacing 8) of a label stored 62 × 42
    /// and a fillEqually stack `list` (spacing 10, placeholder 359 × 100) stored 359 × 250 holding two labels.
    var document: String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
            <rect key="frame" x="8" y="20" width="359" height="300"/>
            <subviews>
                \(label("metrics", 148.5, 0, 62, 42, text: "Metrics"))
                <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="359" placeholderIntrinsicHeight="100" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="0.0" y="50" width="359" height="250"/>
                    <subviews>
                        \(label("first", 0, 0, 359, 120, text: "Sent: 0"))
                        \(label("second", 0, 130, 359, 120, text: "Made: 0"))
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="359" id="w1"/>
                <constraint firstAttribute="height" constant="300" id="h1"/>
            </constraints>
        </stackView>
        """
        let pins = """
        <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="p1"/>
        <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="p2"/>
        """
        return storyboard(stack, constraints: pins)
    }

    @Test("a 42-pt label and a stack stored 250 (placeholder 100) share 300 as 42 and 250, not 84 and 208")
    func storedShareOverPlaceholder() throws {
        let laid = try LaidOut(document)
        // Fitting lengths 42 and 250: 42 + 8 + 250 = 300, every view where it was stored. By the placeholder the
        // label's share would be 300 × 42 / (42 + 100 + 8) = 84 and the list's 300 − 84 − 8 = 208.
        #expect(laid.frame("metrics") == Rect(x: 148.5, y: 0, width: 62, height: 42))
        #expect(laid.frame("list") == Rect(x: 0, y: 50, width: 359, height: 250))
        // fillEqually in 250 with spacing 10: (250 − 10) / 2 = 120 each.
        #expect(laid.frame("first") == Rect(x: 0, y: 0, width: 359, height: 120))
        #expect(laid.frame("second") == Rect(x: 0, y: 130, width: 359, height: 120))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
