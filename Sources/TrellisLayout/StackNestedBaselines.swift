import TrellisModel

// StackNestedBaselines: the first baseline of a stack view is the one of the arranged view it hands out.
//
// UIKit reads a `firstBaseline` constraint on a view through the view's `forFirstBaselineLayout`, which a view may
// override to return a text-bearing subview (Apple's UIView.forFirstBaselineLayout documentation); UIStackView does:
// a vertical stack hands out its first arranged view, a horizontal one its tallest, and a nested stack in turn its own
// (Apple's UIStackView overview; as others measured it, e.g. a 2023 velog.io UIStackView study). So a stack nested in
// a horizontal stack aligned by `firstBaseline` (and the next view of a vertical baseline-relative stack) lines up on
// that view's text, where a plain view without text lines up by its top.
//
// Measured (3 Dec 2026, h18stack corpus): AppCoda's stack view demo storyboard (Xcode 7 beta, toolsVersion 8164, a
// 414-pt canvas) aligns a 30-pt system label (36 tall) and a nested horizontal stack of two 30-pt rounded-rect
// buttons (15-pt titles) by first baseline in a stack stored 38 tall, the nested stack at y = 8: the label's baseline
// (28.6 below its top) on the first button's title baseline (20.3 below the button's top), 8.3 apart. A second
// person's save of that tutorial's layout (JovannyEspinal's StackViewsDemo, Xcode 7.3, toolsVersion 10116, on the
// 600-pt Any/Any canvas, its own frames: the label 90 wide, the stack at x = 110) stores the nested stack at y = 8 as
// well (that document is flagged for other views); satyamsovan123's Pomodoro (Xcode 12.5) gains two frames. Both
// nested stacks hold views of equal height, where the tallest is the first; which is tallest is read before solving,
// from the height a view states (its stored frame, else its own intrinsic height), the first on a tie or when none
// says. Last baselines are left as they were (not measured).
enum StackNestedBaselines {
    /// The view whose text gives `view`'s first baseline when `view` is a stack: the arranged view it hands out
    /// (the first visible one of a vertical stack, the tallest visible one of a horizontal stack), looked through
    /// nested stacks, when that view has text; nil for every other case (the caller keeps its reading).
    static func firstBaselineView(of view: ViewNode) -> ViewNode? {
        guard view.kind == .stack, view.label == nil else { return nil }
        var current = view
        while current.kind == .stack, current.label == nil {
            let visible = current.children.filter { !$0.isHidden }
            guard let first = visible.first else { return nil }
            if current.stack.axis == .horizontal {
                // The tallest by stated height, the first of equals.
                current = visible.dropFirst().reduce(first) { statedHeight($1) > statedHeight($0) ? $1 : $0 }
            } else {
                current = first
            }
        }
        return current.label != nil ? current : nil
    }

    /// The height a view states before solving: its stored frame's, else its own intrinsic height, else 0.
    private static func statedHeight(_ view: ViewNode) -> Double {
        view.storedFrame?.height ?? view.intrinsicHeight ?? view.frame?.height ?? 0
    }
}
