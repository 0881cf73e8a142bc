import TrellisModel

// StackNestedBaselines: the first baseline of a stack view is its first visible arranged view's.
//
// UIKit reads a `firstBaseline` constraint on a view through the view's `forFirstBaselineLayout`, which a view may
// override to return a text-bearing subview (Apple's UIView.forFirstBaselineLayout documentation); UIStackView does,
// handing out its arranged views' baselines. So a stack nested in a horizontal stack aligned by `firstBaseline`
// (and the next view of a vertical baseline-relative stack) lines up on the text of the nested stack's first visible
// arranged view, where a plain view without text lines up by its top.
//
// Measured (3 Dec 2026, h18stack corpus): AppCoda's stack view demo storyboard (Xcode 7 beta, toolsVersion 8164, a
// 414-pt canvas) aligns a 30-pt system label (36 tall) and a nested horizontal stack of two 30-pt rounded-rect
// buttons (15-pt titles) by first baseline in a stack stored 38 tall, the nested stack at y = 8: the label's baseline
// (28.6 below its top) on the first button's title baseline (20.3 below the button's top), 8.3 apart. A second
// person's save of that tutorial's layout (JovannyEspinal's StackViewsDemo, Xcode 7.3, toolsVersion 10116, on the
// 600-pt Any/Any canvas, its own frames: the label 90 wide, the stack at x = 110) stores the nested stack at y = 8 as
// well (that document is flagged for other views). A nested horizontal stack whose views are of equal height is all
// either document shows: which view a horizontal stack hands out when its views differ in height is not measured
// (the first visible one is taken); last baselines are left as they were (not measured).
enum StackNestedBaselines {
    /// The view whose text gives `view`'s first baseline when `view` is a stack: its first visible arranged view,
    /// looked through nested stacks, when that view has text; nil for every other case (the caller keeps its reading).
    static func firstBaselineView(of view: ViewNode) -> ViewNode? {
        guard view.kind == .stack, view.label == nil else { return nil }
        var current = view
        while current.kind == .stack, current.label == nil {
            guard let first = current.children.first(where: { !$0.isHidden }) else { return nil }
            current = first
        }
        return current.label != nil ? current : nil
    }
}
