import Testing
import TrellisModel
@testable import TrellisLayout

/// UIStackView's custom spacing after a view, system spacing, and baseline-relative arrangement.
@Suite("Stack extras")
struct StackExtrasTests {
    /// A vertical stack `s` at (0, 100), full width, of views of heights 40, 30 and 20 (or labels).
    func scene(_ configure: (inout StackProperties) -> Void, children: [ViewNode]? = nil) -> Scene {
        var stack = node(.stack, "s", [make("s", .left, .equal, "view"), make("s", .right, .equal, "view"),
                                       make("s", .top, .equal, "view", constant: 100)],
                         children ?? [node(.view, "a", [make("a", .height, constant: 40)]),
                                      node(.view, "b", [make("b", .height, constant: 30)]),
                                      node(.view, "c", [make("c", .height, constant: 20)])])
        stack.stack.axis = .vertical
        configure(&stack.stack)
        return Scene(name: "extras", views: [stack])
    }

    @Test("customSpacing after a view replaces the stack's spacing there only")
    func customSpacing() {
        let (_, result) = layOut(scene { $0.spacing = 10; $0.customSpacing = ["a": 24] })
        // a 0 … 40, then 24 (custom): b at 64 … 94, then 10: c at 104; the stack is 124 tall.
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("b")?.minY == 64)
        #expect(result.frame("c")?.minY == 104)
        #expect(result.frame("s")?.height == 124)
    }

    @Test("system spacing is the standard 8 points between siblings")
    func systemSpacing() {
        let (_, result) = layOut(scene { $0.spacing = 8; $0.usesSystemSpacing = true })
        // 40 + 8 + 30 + 8 + 20 = 106.
        #expect(result.frame("b")?.minY == 48)
        #expect(result.frame("s")?.height == 106)
    }

    @Test("baselineRelative: spacing runs from a label's last baseline to the next label's first")
    func baselineRelative() {
        // FakeMeasurer: one-line labels are 20 tall with the baseline at 16. Spacing 30 between baselines: b's first
        // baseline (b.y + 16) = a's last baseline (16) + 30, so b.y = 30; c.y = 30 + 16 + 30 - 16 = 60; stack 80 tall.
        let (_, result) = layOut(scene({ $0.spacing = 30; $0.baselineRelative = true },
                                       children: [label("a", "one"), label("b", "two"), label("c", "three")]))
        #expect(result.frame("b")?.minY == 30)
        #expect(result.frame("c")?.minY == 60)
        #expect(result.frame("s")?.height == 80)
    }
}
