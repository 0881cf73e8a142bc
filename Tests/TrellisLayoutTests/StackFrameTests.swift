import Testing
import TrellisSolver
import TrellisModel
@testable import TrellisLayout

/// Frames of small stacks solved with the real solver, against the results UIKit documents (derivations in
/// the comments). Views a, b, c have intrinsic sizes 160 × 200, 80 × 100, 40 × 50 unless a test says otherwise.
@Suite("Stack frames")
struct StackFrameTests {
    let abc = [HarnessView("a", 160, 200), HarnessView("b", 80, 100), HarnessView("c", 40, 50)]

    @Test("fill: with equal hugging the first view takes the extra space")
    func fillStretchesFirst() throws {
        // 375 - (160 + 80 + 40) - 2 × 10 = 75 extra points, all to a; heights: the tallest compression wins, 200.
        let solution = try solveStack(makeStack(.horizontal, spacing: 10), views: abc, width: 375)
        #expect(solution["a"] == Rect(x: 0, y: 0, width: 235, height: 200))
        #expect(solution["b"] == Rect(x: 245, y: 0, width: 80, height: 200))
        #expect(solution["c"] == Rect(x: 335, y: 0, width: 40, height: 200))
        #expect(solution.stackSize.height == 200)
    }

    @Test("fill: the view with the lowest hugging priority stretches")
    func fillStretchesLowestHugging() throws {
        var views = abc
        views[2].node.hugging = AxisPriorities(horizontal: 200, vertical: 250)
        let solution = try solveStack(makeStack(.horizontal, spacing: 10), views: views, width: 375)
        #expect(solution["a"].width == 160)
        #expect(solution["b"].width == 80)
        #expect(solution["c"] == Rect(x: 260, y: 0, width: 115, height: 200))
    }

    @Test("fill: too little room shrinks the lowest compression resistance, the first of equals first")
    func fillShrinks() throws {
        // 200 points for 280: 80 too many. All at 750: a shrinks to 80.
        var solution = try solveStack(makeStack(.horizontal), views: abc, width: 200)
        #expect([solution["a"].width, solution["b"].width, solution["c"].width] == [80, 80, 40])
        // a resists more: b is the first of the remaining equals and gives all 80.
        var views = abc
        views[0].node.compression = AxisPriorities(760)
        solution = try solveStack(makeStack(.horizontal), views: views, width: 200)
        #expect([solution["a"].width, solution["b"].width, solution["c"].width] == [160, 0, 40])
    }

    @Test("fill without a fixed size: the stack wraps its views")
    func fillIntrinsic() throws {
        let solution = try solveStack(makeStack(.vertical, spacing: 8), views: abc)
        #expect(solution.stackSize == Size(width: 160, height: 366))
        #expect(solution["b"] == Rect(x: 0, y: 208, width: 160, height: 100))
        #expect(solution["c"] == Rect(x: 0, y: 316, width: 160, height: 50))
    }

    @Test("fillEqually: equal widths filling the stack")
    func fillEqually() throws {
        let solution = try solveStack(makeStack(.horizontal, spacing: 15, distribution: .fillEqually),
                                      views: abc, width: 300)
        // (300 - 2 × 15) / 3 = 90 each.
        #expect(solution["a"] == Rect(x: 0, y: 0, width: 90, height: 200))
        #expect(solution["b"] == Rect(x: 105, y: 0, width: 90, height: 200))
        #expect(solution["c"] == Rect(x: 210, y: 0, width: 90, height: 200))
    }

    @Test("fillEqually without a width: every view as wide as the widest intrinsic width")
    func fillEquallyIntrinsic() throws {
        // Apple: "the stack view stretches all the arranged views to match the view with the longest
        // intrinsic size": 3 × 160 + 2 × 10.
        let solution = try solveStack(makeStack(.horizontal, spacing: 10, distribution: .fillEqually), views: abc)
        #expect(solution.stackSize.width == 500)
        #expect([solution["a"].width, solution["b"].width, solution["c"].width] == [160, 160, 160])
        #expect(solution["c"].minX == 340)
    }

    @Test("fillProportionally: widths in proportion to intrinsic widths")
    func fillProportionally() throws {
        // 200 × 160/280, 200 × 80/280, 200 × 40/280.
        let solution = try solveStack(makeStack(.horizontal, distribution: .fillProportionally),
                                      views: abc, width: 200)
        let widths = [solution["a"].width, solution["b"].width, solution["c"].width]
        let expected = [200.0 * 160 / 280, 200.0 * 80 / 280, 200.0 * 40 / 280]
        for (width, value) in zip(widths, expected) { #expect(abs(width - value) < 1e-9) }
        #expect(abs(solution["c"].maxX - 200) < 1e-9)
    }

    @Test("fillProportionally with spacing: the last share gives way (UIKit's decreasing priorities)")
    func fillProportionallySpacing() throws {
        // Shares of 400 over 280 + 2 × 20 = 320: a = 200 (999), b = 100 (998); c's 50 (997) cannot hold
        // with the spacing: c = 400 - 40 - 300 = 60.
        let solution = try solveStack(makeStack(.horizontal, spacing: 20, distribution: .fillProportionally),
                                      views: abc, width: 400)
        #expect([solution["a"].width, solution["b"].width, solution["c"].width] == [200, 100, 60])
        #expect(solution["c"].minX == 340)
    }

    @Test("equalSpacing: equal gaps, views at their intrinsic widths; minimum spacing without a width")
    func equalSpacing() throws {
        // Gaps (375 - 280) / 2 = 47.5.
        var solution = try solveStack(makeStack(.horizontal, spacing: 10, distribution: .equalSpacing),
                                      views: abc, width: 375)
        #expect([solution["a"].minX, solution["b"].minX, solution["c"].minX] == [0, 207.5, 335])
        #expect([solution["a"].width, solution["b"].width, solution["c"].width] == [160, 80, 40])
        solution = try solveStack(makeStack(.horizontal, spacing: 10, distribution: .equalSpacing), views: abc)
        #expect(solution.stackSize.width == 300)
        #expect(solution["b"].minX == 170)
    }

    @Test("equalCentering: equal distances between centers")
    func equalCentering() throws {
        // a's center 80, c's center 355 (c at 335): b's center halfway, 217.5, so b at 177.5.
        let solution = try solveStack(makeStack(.horizontal, distribution: .equalCentering), views: abc, width: 375)
        #expect([solution["a"].minX, solution["b"].minX, solution["c"].minX] == [0, 177.5, 335])
        #expect(solution["b"].midXForTest - solution["a"].midXForTest == solution["c"].midXForTest - solution["b"].midXForTest)
    }

    @Test("alignments across a 300-point-tall horizontal stack", arguments: [
        (StackAlignment.top, [0.0, 0, 0]), (.leading, [0, 0, 0]), (.center, [50, 100, 125]),
        (.bottom, [100, 200, 250]), (.trailing, [100, 200, 250]),
    ])
    func alignment(alignment: StackAlignment, tops: [Double]) throws {
        let solution = try solveStack(makeStack(.horizontal, alignment: alignment), views: abc, width: 280, height: 300)
        #expect([solution["a"].minY, solution["b"].minY, solution["c"].minY] == tops)
        #expect([solution["a"].height, solution["b"].height, solution["c"].height] == [200, 100, 50])
    }

    @Test("non-fill alignment without a height: the stack hugs the tallest view")
    func alignmentHugs() throws {
        let solution = try solveStack(makeStack(.horizontal, alignment: .center), views: abc)
        #expect(solution.stackSize == Size(width: 280, height: 200))
        #expect([solution["a"].minY, solution["b"].minY, solution["c"].minY] == [0, 50, 75])
    }

    @Test("a view without an intrinsic height collapses in a non-fill alignment (ambiguity suppression)")
    func ambiguitySuppression() throws {
        let views = [HarnessView("a", 160, 200), HarnessView("b", 80, nil), HarnessView("c", 40, 50)]
        let solution = try solveStack(makeStack(.horizontal, alignment: .top), views: views, width: 280)
        #expect(solution["b"].height == 0)
        #expect(solution.stackSize.height == 200)
    }

    @Test("firstBaseline and lastBaseline line up the labels' baselines")
    func baselines() throws {
        let views = [HarnessView("a", 50, 40, kind: .label, baselines: (30, 30)),
                     HarnessView("b", 60, 20, kind: .label, baselines: (15, 15)),
                     HarnessView("c", 10, 10)]
        var stack = ViewNode(.stack, id: "s")
        stack.stack.alignment = .firstBaseline
        var solution = try solveStack(stack, views: views)
        // b's baseline (15 down) meets a's (30 down): b at 15; c has no baseline and aligns with a's top.
        #expect([solution["a"].minY, solution["b"].minY, solution["c"].minY] == [0, 15, 0])
        #expect(solution.stackSize.height == 40)
        stack.stack.alignment = .lastBaseline
        solution = try solveStack(stack, views: views)
        // Bottoms for c: c's bottom on a's bottom (40).
        #expect([solution["a"].minY, solution["b"].minY, solution["c"].minY] == [0, 15, 30])
    }

    @Test("a hidden view collapses with its spacing", arguments: [0, 1, 2])
    func hidden(index: Int) throws {
        var views = abc
        views[index].node.isHidden = true
        let solution = try solveStack(makeStack(.horizontal, spacing: 10), views: views)
        // Two visible views and one spacing.
        let visibleWidths = views.indices.filter { $0 != index }.map { [160.0, 80, 40][$0] }
        #expect(solution.stackSize.width == visibleWidths.reduce(0, +) + 10)
        #expect(solution[views[index].node.id].width == 0)
    }

    @Test("layoutMarginsRelative lays the views out inside the margins")
    func margins() throws {
        var stack = makeStack(.horizontal)
        stack.stack.layoutMarginsRelative = true
        stack.margins = Insets(top: 8, left: 12, bottom: 8, right: 12)
        let solution = try solveStack(stack, views: abc)
        #expect(solution.stackSize == Size(width: 304, height: 216))
        #expect(solution["a"] == Rect(x: 12, y: 8, width: 160, height: 200))
        #expect(solution["c"].maxX == 292)
    }
}

extension Rect {
    var midXForTest: Double { minX + width / 2 }
}
// MARK: - Harness

// Solves one stack's constraint set with the real solver, without the engine: the stack sits at the origin,
// its arranged views and spacers are rectangles in its coordinates, and each arranged view's intrinsic size
// becomes UIKit's hugging (<=) and compression (>=) constraints. Used by StackFrameTests.

/// The solved frames of one stack: the stack's own size and each arranged view's frame in its coordinates.
struct StackSolution {
    var stackSize: Size
    var frames: [String: Rect]
    subscript(id: String) -> Rect { frames[id] ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
}

/// An arranged view for the harness: its intrinsic size (nil: none) and, for labels, its baselines.
struct HarnessView {
    var node: ViewNode
    var intrinsic: Size?
    var baselines: (first: Double, last: Double)?

    init(_ id: String, _ width: Double?, _ height: Double?, kind: ViewKind = .view,
         baselines: (first: Double, last: Double)? = nil) {
        node = ViewNode(kind, id: id)
        intrinsic = (width == nil && height == nil) ? nil : Size(width: width ?? -1, height: height ?? -1)
        self.baselines = baselines
    }
}

enum StackHarnessError: Error { case unknownItem(String), solver(SolverError) }

/// Lays out `stack` (whose children are `views`' nodes) with the stack's width and height fixed when given.
func solveStack(_ stack: ViewNode, views: [HarnessView], width: Double? = nil, height: Double? = nil)
    throws -> StackSolution {
    var stack = stack
    stack.children = views.map(\.node)
    let byID = Dictionary(uniqueKeysWithValues: views.map { ($0.node.id, $0) })
    let set = stackConstraints(for: stack) { byID[$0.id]?.intrinsic }
    let solver = Solver()
    let stackWidth = solver.makeVariable("\(stack.id).width")
    let stackHeight = solver.makeVariable("\(stack.id).height")
    var rects: [String: (x: Variable, y: Variable, w: Variable, h: Variable)] = [:]
    for id in views.map(\.node.id) + set.spacers {
        rects[id] = (solver.makeVariable("\(id).x"), solver.makeVariable("\(id).y"),
                     solver.makeVariable("\(id).w"), solver.makeVariable("\(id).h"))
    }

    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) throws -> Expression {
        if item.view == stack.id {
            let inset = item.guide == .margins ? stack.margins : .zero
            let left = Expression(constant: inset.left), top = Expression(constant: inset.top)
            let width = stackWidth - (inset.left + inset.right), height = stackHeight - (inset.top + inset.bottom)
            return attributeValue(attribute, x: left, y: top, width: width, height: height, baselines: nil)
        }
        guard let rect = rects[item.view] else { throw StackHarnessError.unknownItem(item.view) }
        return attributeValue(attribute, x: Expression(rect.x), y: Expression(rect.y), width: Expression(rect.w),
                              height: Expression(rect.h), baselines: byID[item.view]?.baselines)
    }

    do {
        if let width { try solver.add(Expression(stackWidth), .equal, Expression(constant: width)) }
        if let height { try solver.add(Expression(stackHeight), .equal, Expression(constant: height)) }
        for view in views {
            guard let rect = rects[view.node.id], let size = view.intrinsic else { continue }
            for (variable, length, axis) in [(rect.w, size.width, Axis.horizontal), (rect.h, size.height, .vertical)]
            where length >= 0 {
                try solver.add(Expression(variable), .lessThanOrEqual, Expression(constant: length),
                               priority: view.node.hugging[axis])
                try solver.add(Expression(variable), .greaterThanOrEqual, Expression(constant: length),
                               priority: view.node.compression[axis])
            }
        }
        for constraint in set.constraints {
            let lhs = try expression(constraint.first, constraint.firstAttribute)
            var rhs = Expression(constant: constraint.constant)
            if let second = constraint.second, let attribute = constraint.secondAttribute {
                rhs = try expression(second, attribute) * constraint.multiplier + constraint.constant
            }
            let relation: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            try solver.add(lhs, relation, rhs, priority: constraint.priority)
        }
    } catch let error as SolverError {
        throw StackHarnessError.solver(error)
    }
    var frames: [String: Rect] = [:]
    for (id, rect) in rects {
        frames[id] = Rect(x: solver.value(of: rect.x), y: solver.value(of: rect.y),
                          width: solver.value(of: rect.w), height: solver.value(of: rect.h))
    }
    return StackSolution(stackSize: Size(width: solver.value(of: stackWidth), height: solver.value(of: stackHeight)),
                         frames: frames)
}

/// An attribute of a rectangle given as expressions.
private func attributeValue(_ attribute: LayoutAttribute, x: Expression, y: Expression, width: Expression,
                            height: Expression, baselines: (first: Double, last: Double)?) -> Expression {
    switch attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + width
    case .centerX: return x + width * 0.5
    case .width: return width
    case .top: return y
    case .bottom: return y + height
    case .centerY: return y + height * 0.5
    case .height: return height
    // A view without a baseline has it at its bottom, as UIView's baseline anchors.
    case .firstBaseline: return baselines.map { y + $0.first } ?? y + height
    case .lastBaseline: return baselines.map { y + $0.last } ?? y + height
    }
}
