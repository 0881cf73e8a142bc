import Testing
import TrellisModel
@testable import TrellisLayout

/// Alignments across the axis, against the groups UIKit prints for the same horizontal stack (except that
/// views align with the stack rather than with the first view, which gives the same frames).
@Suite("Stack alignment constraints")
struct StackAlignmentTests {
    @Test("leading/top: tops on the stack's, a spanner around the views with its top held at 999.5")
    func leading() {
        for alignment in [StackAlignment.leading, .top] {
            let set = stackSet(makeStack(.horizontal, alignment: alignment))
            #expect(set.spacers == ["s#spacer1"])
            #expect(set.lines("UISV-alignment") == ["s.top == b.top", "s.top == c.top"])
            #expect(set.lines("UISV-spanning-boundary") == [
                "s#spacer1.top == a.top @999.5", "s#spacer1.bottom >= a.bottom",
                "s#spacer1.top == b.top @999.5", "s#spacer1.bottom >= b.bottom",
                "s#spacer1.top == c.top @999.5", "s#spacer1.bottom >= c.bottom",
            ])
            #expect(set.lines("UISV-spanning-fit") == ["s#spacer1.height == 0 @51"])
            #expect(set.lines("UISV-canvas-connection") == [
                "s.leading == a.leading", "c.trailing == s.trailing", "s.top == a.top", "s#spacer1.bottom == s.bottom",
            ])
            #expect(set.lines("UISV-ambiguity-suppression") == [
                "a.height == 0 @25", "b.height == 0 @25", "c.height == 0 @25",
            ])
        }
    }

    @Test("center: every view's center on the stack's")
    func center() {
        let set = stackSet(makeStack(.horizontal, alignment: .center))
        #expect(set.lines("UISV-alignment") == ["s.centerY == b.centerY", "s.centerY == c.centerY"])
        #expect(set.lines("UISV-spanning-boundary") == [
            "s#spacer1.top <= a.top", "s#spacer1.bottom >= a.bottom",
            "s#spacer1.top <= b.top", "s#spacer1.bottom >= b.bottom",
            "s#spacer1.top <= c.top", "s#spacer1.bottom >= c.bottom",
        ])
        #expect(set.lines("UISV-canvas-connection").suffix(3) == [
            "s.centerY == a.centerY", "s.top == s#spacer1.top", "s#spacer1.bottom == s.bottom",
        ])
    }

    @Test("trailing/bottom: bottoms on the stack's, the spanner's bottom held at 999.5")
    func trailing() {
        for alignment in [StackAlignment.trailing, .bottom] {
            let set = stackSet(makeStack(.horizontal, alignment: alignment))
            #expect(set.lines("UISV-alignment") == ["b.bottom == s.bottom", "c.bottom == s.bottom"])
            #expect(set.lines("UISV-spanning-boundary").prefix(2) == [
                "s#spacer1.top <= a.top", "s#spacer1.bottom == a.bottom @999.5",
            ])
            #expect(set.lines("UISV-canvas-connection").suffix(2) == ["a.bottom == s.bottom", "s.top == s#spacer1.top"])
        }
    }

    @Test("vertical stacks align leading and trailing edges")
    func vertical() {
        let set = stackSet(makeStack(.vertical, alignment: .trailing))
        #expect(set.lines("UISV-alignment") == ["b.trailing == s.trailing", "c.trailing == s.trailing"])
        #expect(set.lines("UISV-spanning-fit") == ["s#spacer1.width == 0 @51"])
        #expect(set.lines("UISV-canvas-connection").prefix(2) == ["s.top == a.top", "c.bottom == s.bottom"])
        // The spanner's unused axis is pinned so nothing about it is left open.
        #expect(set.lines("UISV-spacer-placement") == ["s#spacer1.top == s.top", "s#spacer1.height == 0"])
    }

    @Test("first and last baselines of labels; top and bottom for views without a baseline")
    func baselines() {
        let labels = ViewNode(.stack, id: "s", children: [ViewNode(.label, id: "a"), ViewNode(.label, id: "b"),
                                                          ViewNode(.view, id: "c")])
        var stack = labels
        stack.stack.alignment = .firstBaseline
        var set = stackSet(stack)
        #expect(set.lines("UISV-alignment") == ["a.firstBaseline == b.firstBaseline", "a.top == c.top"])
        #expect(set.lines("UISV-canvas-fit") == ["s.height == 0 @49"])
        #expect(set.lines("UISV-canvas-connection").suffix(2) == ["s.top == s#spacer1.top", "s#spacer1.bottom == s.bottom"])

        stack.stack.alignment = .lastBaseline
        set = stackSet(stack)
        #expect(set.lines("UISV-alignment") == ["a.lastBaseline == b.lastBaseline", "a.bottom == c.bottom"])

        // In a vertical stack the baselines stand for the leading and trailing edges.
        stack.stack.axis = .vertical
        #expect(stackSet(stack).lines("UISV-alignment") == ["b.trailing == s.trailing", "c.trailing == s.trailing"])
        stack.stack.alignment = .firstBaseline
        #expect(stackSet(stack).lines("UISV-alignment") == ["s.leading == b.leading", "s.leading == c.leading"])
    }

    @Test("hidden views stay aligned but do not widen the spanner")
    func hiddenAndSpanner() {
        var stack = makeStack(.horizontal, alignment: .center)
        stack.children[2].isHidden = true
        let set = stackSet(stack)
        #expect(set.lines("UISV-alignment") == ["s.centerY == b.centerY", "s.centerY == c.centerY"])
        #expect(!set.lines("UISV-spanning-boundary").contains { $0.contains("c.") })
        #expect(set.lines("UISV-ambiguity-suppression").count == 3)
    }
}
