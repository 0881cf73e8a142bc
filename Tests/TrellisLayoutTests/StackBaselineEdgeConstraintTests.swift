import Testing
import TrellisModel
@testable import TrellisLayout

/// UIKit bounds a first-baseline stack's top by its first arranged view only, and a last-baseline stack's bottom
/// (rdar://32291130; Use Your Loaf, "Stack View Baseline Alignment Issue": `UISV-canvas-connection:
/// stackView.top <= label.top` for the first label only); every view still bounds the other edge (StackLayout.swift,
/// StackBaselineEdges).
@Suite("Stack baseline alignment: the first view bounds the baseline's edge")
struct StackBaselineEdgeConstraintTests {
    @Test("firstBaseline: only the first visible view bounds the spanner's top; all bound its bottom")
    func firstBaselineTop() {
        var stack = makeStack(.horizontal, alignment: .firstBaseline)
        #expect(stackSet(stack).lines("UISV-spanning-boundary") == [
            "s#spacer1.top <= a.top", "s#spacer1.bottom >= a.bottom",
            "s#spacer1.bottom >= b.bottom", "s#spacer1.bottom >= c.bottom",
        ])
        // A hidden first view leaves the top to the first visible one.
        stack.children[0].isHidden = true
        #expect(stackSet(stack).lines("UISV-spanning-boundary") == [
            "s#spacer1.top <= b.top", "s#spacer1.bottom >= b.bottom", "s#spacer1.bottom >= c.bottom",
        ])
    }

    @Test("lastBaseline: only the first visible view bounds the spanner's bottom; all bound its top")
    func lastBaselineBottom() {
        let stack = makeStack(.horizontal, alignment: .lastBaseline)
        #expect(stackSet(stack).lines("UISV-spanning-boundary") == [
            "s#spacer1.top <= a.top", "s#spacer1.bottom >= a.bottom",
            "s#spacer1.top <= b.top", "s#spacer1.top <= c.top",
        ])
    }

    @Test("in a vertical stack the baselines are leading and trailing: every view bounds the spanner")
    func verticalUnchanged() {
        let stack = makeStack(.vertical, alignment: .firstBaseline)
        #expect(stackSet(stack).lines("UISV-spanning-boundary").count == 6)
    }
}
