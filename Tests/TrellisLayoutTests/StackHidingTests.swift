import Testing
import TrellisModel
@testable import TrellisLayout

/// UIStackView's `UISV-hiding` is required: a hidden arranged view collapses even against its own required size.
@Suite("Hidden arranged views")
struct StackHidingTests {
    /// A vertical stack `s` (top 100, full width) of a (height 40), b (height 44, required, hidden) and c (height 40).
    func scene(spacing: Double = 10) -> Scene {
        var hidden = node(.view, "b", [make("b", .height, constant: 44, line: 7)])
        hidden.isHidden = true
        var stack = node(.stack, "s", [make("s", .left, .equal, "view"), make("s", .right, .equal, "view"),
                                       make("s", .top, .equal, "view", constant: 100)],
                         [node(.view, "a", [make("a", .height, constant: 40)]), hidden,
                          node(.view, "c", [make("c", .height, constant: 40)])])
        stack.stack.axis = .vertical
        stack.stack.spacing = spacing
        stack.location = SourceLocation(file: "test.yaml", line: 3, column: 5)
        return Scene(name: "hiding", views: [stack])
    }

    @Test("a hidden view with a required height collapses; the conflict names UISV-hiding and breaks the height")
    func requiredHeightConflict() throws {
        let (_, result) = layOut(scene())
        // UIKit: `b.height == 0` (UISV-hiding, required) against `b.height == 44` (required): "Unable to simultaneously
        // satisfy constraints", the view's own height is broken, b collapses. Frames: a 0…40, b 0 tall at 40 (the
        // spacing on b's sides is 0), c at 40 + 10 = 50; the stack is 40 + 10 + 40 = 90 tall.
        let conflict = try #require(result.diagnostics("unsatisfiable").first)
        #expect(conflict.message.contains("UISV-hiding: b.height == 0"))
        #expect(conflict.message.contains("breaking `b.height == 44`"))
        #expect(result.frame("b") == Rect(x: 0, y: 40, width: 375, height: 0))
        #expect(result.frame("c") == Rect(x: 0, y: 50, width: 375, height: 40))
        #expect(result.frame("s") == Rect(x: 0, y: 100, width: 375, height: 90))
    }
}
