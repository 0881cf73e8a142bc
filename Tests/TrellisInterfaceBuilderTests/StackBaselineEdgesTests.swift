import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A horizontal stack aligned by first baseline is bounded at the top by its first arranged view only: a taller
/// view after it, aligned by baseline, reaches above the stack (UIKit: rdar://32291130, Use Your Loaf's "Stack View
/// Baseline Alignment Issue"; measured in Apple's Auto Layout Cookbook "Nested Stack Views" storyboard, Xcode 7.3:
/// a 21-pt body label and a 30-pt text field in a stack stored 27 tall, the field at y = -3). lastBaseline mirrors
/// it at the bottom (StackLayout.swift, StackBaselineEdges).
@Suite("Interface Builder: baseline-aligned stacks bounded by their first view")
struct StackBaselineEdgesTests {
    /// A stack `row` pinned 16 pt in from the root's sides and 40 pt below its top, holding a label `name` stored
    /// 52 × 21 and a rounded text field `field` stored 30 tall; `alignment` and the stored frames as given.
    func document(alignment: String, row: (Double, Double), name: Double, field: Double) -> String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="16" y="\(row.0)" width="343" height="\(row.1)"/>
            <subviews>
                \(label("name", 0, name, 52, 21, text: "First"))
                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" horizontalHuggingPriority="48" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter First Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="60" y="\(field)" width="283" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
        </stackView>
        """
        let pins = """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="p1"/>
        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="p2"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p3"/>
        """
        return storyboard(stack, constraints: pins)
    }

    // With the test measurer every text is 20 tall with its baseline 16 down, centred in its box: the label's
    // baseline is 0.5 + 16 = 16.5 below its top, the field's (30 − 20) / 2 + 16 = 21 below its own.

    @Test("firstBaseline: the stack's top is the label's, the field 4.5 above it, the stack 25.5 tall")
    func firstBaseline() throws {
        let laid = try LaidOut(document(alignment: "firstBaseline", row: (40, 25.5), name: 0, field: -4.5))
        // Only the label bounds the top: label at 0; field's baseline on the label's: 16.5 − 21 = −4.5; the bottom
        // is bounded by both: max(21, −4.5 + 30) = 25.5.
        #expect(laid.frame("row") == Rect(x: 16, y: 40, width: 343, height: 25.5))
        #expect(laid.frame("name") == Rect(x: 0, y: 0, width: 52, height: 21))
        #expect(laid.frame("field") == Rect(x: 60, y: -4.5, width: 283, height: 30))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("lastBaseline: the stack's bottom is the label's, the field 4.5 below it, the stack 25.5 tall")
    func lastBaseline() throws {
        let laid = try LaidOut(document(alignment: "lastBaseline", row: (40, 25.5), name: 4.5, field: 0))
        // Only the label bounds the bottom: the top is bounded by both, the field's (4.5 above the label's), so
        // the field is at 0, the label at 4.5, and the stack ends at the label's bottom, 4.5 + 21 = 25.5.
        #expect(laid.frame("row") == Rect(x: 16, y: 40, width: 343, height: 25.5))
        #expect(laid.frame("name") == Rect(x: 0, y: 4.5, width: 52, height: 21))
        #expect(laid.frame("field") == Rect(x: 60, y: 0, width: 283, height: 30))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
