import Testing
import TrellisModel
@testable import TrellisLayout

/// Baseline attributes of views without text: Auto Layout uses the top edge for the first baseline and the bottom
/// edge for the last (UIView.forFirstBaselineLayout / forLastBaselineLayout: "If that view does not have a baseline").
@Suite("Baselines of views without text")
struct NonTextBaselineTests {
    @Test("a plain view's first baseline is its top, its last baseline its bottom")
    func plainViewEdges() {
        // box: (20, 100, 100, 50), so its top is 100 and its bottom 150.
        // icon.firstBaseline == box.lastBaseline + 10: icon's top = 150 + 10 = 160 → (140, 160, 40, 40).
        // badge.lastBaseline == box.firstBaseline - 5: badge's bottom = 100 - 5 = 95 → (200, 65, 30, 30).
        // (Reading both as bottoms would give icon y = 120 and badge y = 115.)
        let box = node(.view, "box", [make("box", .left, .equal, "view", constant: 20),
                                      make("box", .top, .equal, "view", constant: 100),
                                      make("box", .width, constant: 100), make("box", .height, constant: 50)])
        let icon = node(.image, "icon", [make("icon", .left, .equal, "view", constant: 140),
                                         make("icon", .width, constant: 40), make("icon", .height, constant: 40),
                                         make("icon", .firstBaseline, .equal, "box", .lastBaseline, constant: 10)])
        let badge = node(.view, "badge", [make("badge", .left, .equal, "view", constant: 200),
                                          make("badge", .width, constant: 30), make("badge", .height, constant: 30),
                                          make("badge", .lastBaseline, .equal, "box", .firstBaseline, constant: -5)])
        let (_, result) = layOut(Scene(name: "edges", views: [box, icon, badge]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("icon") == Rect(x: 140, y: 160, width: 40, height: 40))
        #expect(result.frame("badge") == Rect(x: 200, y: 65, width: 30, height: 30))
    }

    @Test("a label's first baseline lines up with a plain view's top")
    func labelOnViewTop() {
        // mark: (0, 200, 10, 10), top 200. title.firstBaseline == mark.firstBaseline: FakeMeasurer's one-line label is
        // 20 tall with its baseline 16 below its top, so title.y = 200 - 16 = 184.
        let mark = node(.view, "mark", [make("mark", .left, .equal, "view"), make("mark", .top, .equal, "view", constant: 200),
                                        make("mark", .width, constant: 10), make("mark", .height, constant: 10)])
        let title = label("title", "abc", [make("title", .left, .equal, "view", constant: 50),
                                           make("title", .firstBaseline, .equal, "mark", .firstBaseline)])
        let (_, result) = layOut(Scene(name: "label", views: [mark, title]))
        #expect(result.frame("title") == Rect(x: 50, y: 184, width: 30, height: 20))
    }

    @Test("baselineRelative: the spacing after a label runs to the top of a following view without text")
    func baselineRelativeStack() {
        // A vertical stack at y 100 with spacing 30, baseline-relative: label a (20 tall, last baseline 16), then a
        // 40-pt plain view b whose first baseline is its top: b.y = 16 + 30 = 46; then label c, whose first baseline
        // (c.y + 16) is 30 below b's last baseline (its bottom, 86): c.y = 100; the stack is 120 tall.
        var stack = node(.stack, "s", [make("s", .left, .equal, "view"), make("s", .right, .equal, "view"),
                                       make("s", .top, .equal, "view", constant: 100)],
                         [label("a", "one"), node(.view, "b", [make("b", .height, constant: 40)]), label("c", "two")])
        stack.stack.axis = .vertical
        stack.stack.spacing = 30
        stack.stack.baselineRelative = true
        let (_, result) = layOut(Scene(name: "stack", views: [stack]))
        #expect(result.frame("b")?.minY == 46)
        #expect(result.frame("c")?.minY == 100)
        #expect(result.frame("s")?.height == 120)
    }
}
