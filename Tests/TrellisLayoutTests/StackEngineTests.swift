import Testing
import TrellisModel
@testable import TrellisLayout

/// Stacks laid out by the whole engine (`LayoutEngine.layout(device:)`), against UIKit's documented results.
/// Plain views a, b, c have intrinsic sizes 160 × 200, 80 × 100, 40 × 50; labels use FakeMeasurer
/// (10 points a character, 20 a line, first baseline 16).
@Suite("Stacks in the engine")
struct StackEngineTests {
    /// A stack `s` of the views, its left, right and top on the root view (top at 100).
    func pinnedStack(_ axis: Axis, spacing: Double = 0, alignment: StackAlignment = .fill,
                     distribution: StackDistribution = .fill, children: [ViewNode]? = nil) -> Scene {
        var stack = node(.stack, "s", [make("s", .left, .equal, "view"), make("s", .right, .equal, "view"),
                                       make("s", .top, .equal, "view", constant: 100)],
                         children ?? [sized("a", 160, 200), sized("b", 80, 100), sized("c", 40, 50)])
        stack.stack.axis = axis
        stack.stack.spacing = spacing
        stack.stack.alignment = alignment
        stack.stack.distribution = distribution
        return Scene(name: "stack", views: [stack])
    }

    @Test("fill across the 375-point screen: the first view takes the 75 spare points")
    func fill() throws {
        let (_, result) = layOut(pinnedStack(.horizontal, spacing: 10))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("s") == Rect(x: 0, y: 100, width: 375, height: 200))
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 235, height: 200))
        #expect(result.frame("b") == Rect(x: 245, y: 0, width: 80, height: 200))
        #expect(result.frame("c") == Rect(x: 335, y: 0, width: 40, height: 200))
    }

    @Test("equalSpacing with center alignment: gaps of 47.5, centers on the tallest view's")
    func equalSpacingCentered() {
        let (_, result) = layOut(pinnedStack(.horizontal, spacing: 10, alignment: .center, distribution: .equalSpacing))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("s") == Rect(x: 0, y: 100, width: 375, height: 200))
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 160, height: 200))
        #expect(result.frame("b") == Rect(x: 207.5, y: 50, width: 80, height: 100))
        #expect(result.frame("c") == Rect(x: 335, y: 75, width: 40, height: 50))
    }

    @Test("fillProportionally with spacing: shares of 400 over 320, the last share gives way")
    func fillProportionally() {
        var scene = pinnedStack(.horizontal, spacing: 20, distribution: .fillProportionally)
        scene.root.children[0].constraints.removeAll { $0.firstAttribute == .right }
        scene.root.children[0].constraints.append(make("s", .width, constant: 400))
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("a")?.width == 200)
        #expect(result.frame("b")?.width == 100)
        #expect(result.frame("c") == Rect(x: 340, y: 0, width: 60, height: 200))
    }

    @Test("fillProportionally: a fixed height in the scene's top-level list counts like one in the view's own",
          arguments: [false, true])
    func fillProportionallyTopLevelHeight(topLevel: Bool) {
        // A vertical fillProportionally stack s (no height of its own) of `a` (intrinsic 80 × 40) and a fill stack
        // `inner` (spacing 5) of `t`, a plain view 259 tall by a required constraint, and `b` (80 × 30). Fitting
        // lengths: a 40, inner 259 + 5 + 30 = 294; shares of s 40/334 and 294/334, so s is 334 tall and every view
        // keeps its length. Interface Builder documents write `t.height == 259` in the top-level list; when only
        // the view's own list was read, inner's fitting length was 35 and a took 40/75 of a 630-pt stack.
        let height = make("t", .height, constant: 259)
        var inner = node(.stack, "inner", [], [node(.view, "t", topLevel ? [] : [height]), sized("b", 80, 30)])
        inner.stack.axis = .vertical
        inner.stack.spacing = 5
        var scene = pinnedStack(.vertical, distribution: .fillProportionally, children: [sized("a", 80, 40), inner])
        if topLevel { scene.constraints.append(height) }
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("s") == Rect(x: 0, y: 100, width: 375, height: 334))
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(result.frame("inner") == Rect(x: 0, y: 40, width: 375, height: 294))
        #expect(result.frame("t") == Rect(x: 0, y: 0, width: 375, height: 259))
        #expect(result.frame("b") == Rect(x: 0, y: 264, width: 375, height: 30))
    }

    @Test("a vertical stack of labels: a hidden one collapses with its spacing and is still laid out")
    func hiddenLabel() {
        var middle = label("b", "hidden")
        middle.isHidden = true
        let (_, result) = layOut(pinnedStack(.vertical, spacing: 10, children: [label("a", "one"), middle, label("c", "three")]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("s") == Rect(x: 0, y: 100, width: 375, height: 50))
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(result.frame("b")?.height == 0)
        #expect(result.frame("c") == Rect(x: 0, y: 30, width: 375, height: 20))
    }

    @Test("a stretched vertical stack of labels: the first label takes the extra height, wrapped or not",
          arguments: [0, 1])
    func stretchedLabels(firstLines: Int) {
        // 567 points (100 to 667) for three 20-point labels: the first is 527 tall, the others keep 20.
        var scene = pinnedStack(.vertical, children: [label("a", "one", lines: firstLines), label("b", "two", lines: 0),
                                                      label("c", "three", lines: 0)])
        scene.root.children[0].constraints.append(make("s", .bottom, .equal, "view"))
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 375, height: 527))
        #expect(result.frame("b") == Rect(x: 0, y: 527, width: 375, height: 20))
        #expect(result.frame("c") == Rect(x: 0, y: 547, width: 375, height: 20))
    }

    @Test("lastBaseline: a single-line label sits on a two-line label's last line")
    func lastBaseline() {
        // m wraps 15 characters at 100 points: 2 lines, 40 tall, last baseline 36; n (20 tall, baseline 16) at 20.
        let wrapped = label("m", "fifteen letters", lines: 0, [make("m", .width, constant: 100)])
        let (_, result) = layOut(pinnedStack(.horizontal, spacing: 8, alignment: .lastBaseline,
                                             children: [wrapped, label("n", "hi")]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("m") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(result.frame("n") == Rect(x: 108, y: 20, width: 267, height: 20))
        #expect(result.frame("s")?.height == 40)
    }

    @Test("two long multi-line labels side by side share the width (UIKit's text width disambiguation)")
    func sideBySideLabels() {
        // Unwrapped each is 600 wide; each may take at most half of 375 less half the spacing: 182.5,
        // which wraps 60 characters at 18 a line into 4 lines, 80 points.
        let text = String(repeating: "abcdefghij", count: 6)
        let (_, result) = layOut(pinnedStack(.horizontal, spacing: 10, alignment: .top,
                                             children: [label("l", text, lines: 0), label("r", text, lines: 0)]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("l") == Rect(x: 0, y: 0, width: 182.5, height: 80))
        #expect(result.frame("r") == Rect(x: 192.5, y: 0, width: 182.5, height: 80))
    }

    @Test("nested stacks: a row of two views inside a column, centred")
    func nested() {
        var row = node(.stack, "row", [], [sized("a", 160, 200), sized("b", 80, 100)])
        row.stack.alignment = .center
        row.stack.spacing = 5
        let (_, result) = layOut(pinnedStack(.vertical, spacing: 10, alignment: .center,
                                             children: [row, sized("c", 40, 50)]))
        #expect(result.diagnostics.isEmpty)
        // The row is 245 × 200, centred in 375: x 65; c below it at 210, centred: x 167.5.
        #expect(result.frame("row") == Rect(x: 65, y: 0, width: 245, height: 200))
        #expect(result.frame("b") == Rect(x: 165, y: 50, width: 80, height: 100))
        #expect(result.frame("c") == Rect(x: 167.5, y: 210, width: 40, height: 50))
        #expect(result.frame("s") == Rect(x: 0, y: 100, width: 375, height: 260))
    }

    @Test("a conflict with the stack's own constraints names them as UIKit's log does")
    func conflictNamesStackConstraints() throws {
        // Fill alignment makes a and b as tall as the stack: 200 and 50 cannot both hold; b's, written last, breaks.
        let a = node(.view, "a", [make("a", .height, constant: 200, line: 9), make("a", .width, constant: 10)])
        let b = node(.view, "b", [make("b", .height, constant: 50, line: 13), make("b", .width, constant: 10)])
        var stack = node(.stack, "s", [make("s", .left, .equal, "view", line: 4), make("s", .top, .equal, "view", line: 4)],
                         [a, b])
        stack.location = SourceLocation(file: "test.yaml", line: 3, column: 5)
        let (_, result) = layOut(Scene(name: "conflict", views: [stack]))
        #expect(result.diagnostics("unsatisfiable").count == 1)
        let conflict = try #require(result.diagnostics("unsatisfiable").first)
        #expect(conflict.message.contains("`UISV-alignment: s.top == b.top`"))
        #expect(conflict.view == "b")
        #expect(result.frame("b")?.height == 200)
    }

    @Test("layoutMarginsRelative: the views sit inside the stack's margins")
    func margins() throws {
        var scene = pinnedStack(.horizontal, distribution: .fillEqually)
        scene.root.children[0].stack.layoutMarginsRelative = true
        scene.root.children[0].margins = Insets(top: 5, left: 20, bottom: 5, right: 15)
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        // (375 - 35) / 3 = 113.33… each; height 200 + 10.
        #expect(result.frame("s")?.height == 210)
        #expect(result.frame("a")?.minX == 20)
        #expect(result.frame("a")?.minY == 5)
        let b = try #require(result.frame("b"))
        let c = try #require(result.frame("c"))
        // b's exact edges 133.33… and 246.66… round on the @2x grid to 133.5 and 246.5: 113 wide (engine: 340 / 3).
        #expect(b == Rect(x: 133.5, y: 5, width: 113, height: 200))
        #expect(abs((result.states.first?.view("b")?.engineFrame?.width ?? 0) - 340.0 / 3) < 1e-9)
        #expect(abs(c.maxX - 360) < 1e-9)
    }

    @Test("every distribution and alignment lays out without warnings and without spacers in the result",
          arguments: [StackDistribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func noWarnings(distribution: StackDistribution) {
        for axis in [Axis.horizontal, .vertical] {
            for alignment in [StackAlignment.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline] {
                let scene = pinnedStack(axis, spacing: 6, alignment: alignment, distribution: distribution)
                let (_, result) = layOut(scene)
                #expect(result.diagnostics.isEmpty, "\(axis) \(alignment) \(distribution): \(result.diagnostics)")
                let ids = result.states.first?.views.map(\.id) ?? []
                #expect(ids == ["view", "s", "a", "b", "c"], "\(axis) \(alignment) \(distribution)")
                let document = layoutDocument(scene: scene, result: result)
                #expect(!document.contains("#spacer"))
            }
        }
    }
}

/// A plain view with an intrinsic size.
func sized(_ id: String, _ width: Double, _ height: Double) -> ViewNode {
    var view = ViewNode(.view, id: id)
    view.intrinsicWidth = width
    view.intrinsicHeight = height
    return view
}
