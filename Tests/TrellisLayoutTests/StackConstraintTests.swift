import Testing
import TrellisModel
@testable import TrellisLayout

/// The constraint sets of UIStackView, compared group by group with what UIKit prints for the same stack
/// (kean, "Let's Build UIStackView": `stackView.constraints` for three views of intrinsic widths 160, 80, 40
/// and heights 200, 100, 50), and with UIKit's priorities.
@Suite("Stack constraints")
struct StackConstraintTests {
    @Test("fill: canvas connections to the first and last view, fixed spacing, alignment against the first")
    func fill() {
        let set = stackSet(makeStack(.horizontal, spacing: 8))
        #expect(set.lines("UISV-canvas-connection") == [
            "s.leading == a.leading", "c.trailing == s.trailing", "s.top == a.top", "a.bottom == s.bottom",
        ])
        #expect(set.lines("UISV-spacing") == ["b.leading == a.trailing + 8", "c.leading == b.trailing + 8"])
        // UIKit aligns b and c with a; we align them with the stack a is pinned to: the same frames.
        #expect(set.lines("UISV-alignment") == ["s.top == b.top", "b.bottom == s.bottom",
                                                "s.top == c.top", "c.bottom == s.bottom"])
        // Ties go to the first view: the later views keep their intrinsic widths, the last one hardest.
        #expect(set.lines("UISV-fill-order") == ["b.width == 80 @4", "c.width == 40 @7"])
        #expect(set.spacers.isEmpty)
        // Those sizes cannot change between label passes: the set stays valid.
        #expect(!set.dependsOnIntrinsicSizes)
    }

    @Test("multi-line labels break ties without an embedded size; only proportional shares need regenerating")
    func fillOrderMultiline() {
        var wrapped = ViewNode(.label, id: "b")
        wrapped.label?.lines = 0
        var stack = ViewNode(.stack, id: "s", children: [ViewNode(.label, id: "a"), wrapped, ViewNode(.label, id: "c")])
        stack.stack.axis = .vertical
        let sizes = ["a": Size(width: 30, height: 20), "b": Size(width: 300, height: 40), "c": Size(width: 50, height: 20)]
        var set = stackConstraints(for: stack) { sizes[$0.id] }
        #expect(set.lines("UISV-fill-order") == ["b.height <= 0 @4", "c.height == 20 @7"])
        #expect(!set.dependsOnIntrinsicSizes)
        stack.stack.distribution = .fillProportionally
        set = stackConstraints(for: stack) { sizes[$0.id] }
        #expect(set.dependsOnIntrinsicSizes)
        stack.children[1].label?.lines = 1
        #expect(!stackConstraints(for: stack) { sizes[$0.id] }.dependsOnIntrinsicSizes)
    }

    @Test("the index tie-break skips views without an intrinsic length and the first view")
    func fillOrderSkips() {
        var stack = makeStack(.horizontal, spacing: 8)
        stack.children.insert(ViewNode(.view, id: "x"), at: 2)
        #expect(stackSet(stack).lines("UISV-fill-order") == ["b.width == 80 @3.25", "c.width == 40 @7.75"])
    }

    @Test("fillEqually: every view as wide as the first, required")
    func fillEqually() {
        let set = stackSet(makeStack(.horizontal, distribution: .fillEqually))
        #expect(set.lines("UISV-fill-equally") == ["b.width == a.width", "c.width == a.width"])
        #expect(set.lines("UISV-fill-order").isEmpty)
        #expect(set.lines("UISV-spacing") == ["b.leading == a.trailing", "c.leading == b.trailing"])
    }

    @Test("fillProportionally: shares of the stack's width at 999, 998, 997 (UIKit's 0.571429, 0.285714, 0.142857)")
    func fillProportionally() throws {
        let set = stackSet(makeStack(.horizontal, distribution: .fillProportionally))
        let proportional = set.constraints(named: "UISV-fill-proportionally")
        #expect(proportional.map(\.first.view) == ["a", "b", "c"])
        #expect(proportional.map { $0.second?.view } == ["s", "s", "s"])
        let expected: [Double] = [160.0 / 280, 80.0 / 280, 40.0 / 280]
        #expect(proportional.map(\.multiplier) == expected)
        #expect(proportional.map(\.priority) == [999.0, 998.0, 997.0])
    }

    @Test("fillProportionally counts the spacing in the denominator")
    func fillProportionallyWithSpacing() {
        let set = stackSet(makeStack(.horizontal, spacing: 20, distribution: .fillProportionally))
        let multipliers = set.constraints(named: "UISV-fill-proportionally").map(\.multiplier)
        let expected: [Double] = [0.5, 0.25, 0.125]
        #expect(multipliers == expected)
    }

    @Test("fillProportionally without intrinsic sizes falls back to fillEqually")
    func fillProportionallyFallback() {
        let stack = makeStack(.horizontal, distribution: .fillProportionally)
        let set = stackConstraints(for: stack) { _ in nil }
        #expect(set.lines("UISV-fill-proportionally").isEmpty)
        #expect(set.lines("UISV-fill-equally") == ["b.width == a.width", "c.width == a.width"])
    }

    @Test("fillProportionally: a view with no intrinsic width gets none of the space, required")
    func fillProportionallyZeroShare() {
        let stack = makeStack(.horizontal, distribution: .fillProportionally)
        let set = stackConstraints(for: stack) { $0.id == "b" ? nil : stackTestSizes[$0.id] }
        #expect(set.lines("UISV-fill-proportionally") == [
            "a.width == 0.8 × s.width @999", "b.width == 0", "c.width == 0.2 × s.width @997",
        ])
    }

    @Test("fillProportionally: a fixed width or a nested stack's content stands in for an intrinsic width")
    func fillProportionallyFittingLengths() {
        let fixed = ViewNode(.view, id: "x", constraints: [LayoutConstraint(LayoutItem("x"), .width, constant: 100)])
        var inner = ViewNode(.stack, id: "inner", children: [ViewNode(.view, id: "a"), ViewNode(.view, id: "c")])
        inner.stack.spacing = 20
        var stack = ViewNode(.stack, id: "s", children: [fixed, inner])
        stack.stack.distribution = .fillProportionally
        // x: 100; inner: 160 + 20 + 40 = 220; total 320.
        #expect(stackSet(stack).lines("UISV-fill-proportionally") == [
            "x.width == 0.3125 × s.width @999", "inner.width == 0.6875 × s.width @998",
        ])
    }

    @Test("equalSpacing: gap guides between neighbours, kept equal (required), minimum spacing")
    func equalSpacing() {
        let set = stackSet(makeStack(.horizontal, spacing: 10, distribution: .equalSpacing))
        #expect(set.spacers == ["s#spacer1", "s#spacer2"])
        #expect(set.lines("UISV-distributing-edge") == [
            "s#spacer1.leading == a.trailing", "s#spacer1.trailing == b.leading",
            "s#spacer2.leading == b.trailing", "s#spacer2.trailing == c.leading",
        ])
        #expect(set.lines("UISV-fill-equally") == ["s#spacer2.width == s#spacer1.width"])
        #expect(set.lines("UISV-spacing") == ["b.leading >= a.trailing + 10", "c.leading >= b.trailing + 10"])
        #expect(set.lines("UISV-canvas-fit") == ["s.width == 0 @49"])
    }

    @Test("equalCentering: gap guides between centers, equal at UIKit's 150 - index (149)")
    func equalCentering() {
        let set = stackSet(makeStack(.horizontal, distribution: .equalCentering))
        #expect(set.lines("UISV-distributing-edge") == [
            "s#spacer1.leading == a.centerX", "s#spacer1.trailing == b.centerX",
            "s#spacer2.leading == b.centerX", "s#spacer2.trailing == c.centerX",
        ])
        #expect(set.lines("UISV-fill-equally") == ["s#spacer2.width == s#spacer1.width @149"])
        #expect(set.lines("UISV-spacing") == ["b.leading >= a.trailing", "c.leading >= b.trailing"])
    }

    @Test("hidden views collapse (required, as UIKit makes UISV-hiding) and take no spacing, wherever they are")
    func hidden() {
        var stack = makeStack(.vertical, spacing: 8)
        stack.children[1].isHidden = true
        var set = stackSet(stack)
        #expect(set.lines("UISV-hiding") == ["b.height == 0"])
        #expect(set.lines("UISV-spacing") == ["b.top == a.bottom", "c.top == b.bottom + 8"])
        #expect(set.lines("UISV-fill-order") == ["c.height == 50 @7"])

        stack.children[1].isHidden = false
        stack.children[0].isHidden = true
        set = stackSet(stack)
        #expect(set.lines("UISV-hiding") == ["a.height == 0"])
        #expect(set.lines("UISV-spacing") == ["b.top == a.bottom", "c.top == b.bottom + 8"])
        #expect(set.lines("UISV-canvas-connection").first == "s.top == a.top")

        stack.children[0].isHidden = false
        stack.children[2].isHidden = true
        set = stackSet(stack)
        #expect(set.lines("UISV-spacing") == ["b.top == a.bottom + 8", "c.top == b.bottom"])
    }

    @Test("layoutMarginsRelative: the canvas is the margins guide")
    func marginsRelative() {
        var stack = makeStack(.horizontal, alignment: .center, distribution: .fillProportionally)
        stack.stack.layoutMarginsRelative = true
        let set = stackSet(stack)
        #expect(set.lines("UISV-canvas-connection") == [
            "s.margins.leading == a.leading", "c.trailing == s.margins.trailing", "s.margins.centerY == a.centerY",
            "s.margins.top == s#spacer1.top", "s#spacer1.bottom == s.margins.bottom",
        ])
        #expect(set.constraints(named: "UISV-fill-proportionally").allSatisfy { $0.second == LayoutItem("s", guide: .margins) })
    }

    @Test("every generated constraint names its UIKit group and the stack's location")
    func textAndLocation() {
        var stack = makeStack(.horizontal, alignment: .firstBaseline, distribution: .equalCentering)
        stack.location = SourceLocation(file: "scene.yaml", line: 12, column: 5)
        let set = stackSet(stack)
        #expect(!set.constraints.isEmpty)
        #expect(set.constraints.allSatisfy { $0.location == stack.location })
        #expect(set.constraints.allSatisfy { ($0.text ?? "").hasPrefix("UISV-") })
        // The text is UIKit's identifier and the equation, as UIKit's log prints them.
        #expect(set.constraints(named: "UISV-spacing").compactMap(\.text) == [
            "UISV-spacing: b.leading >= a.trailing", "UISV-spacing: c.leading >= b.trailing",
        ])
        #expect(set.constraints(named: "UISV-fill-equally").compactMap(\.text) == [
            "UISV-fill-equally: s#spacer2.width == s#spacer1.width @149",
        ])
        var proportional = makeStack(.horizontal, distribution: .fillProportionally)
        proportional.children[1].isHidden = true
        #expect(stackSet(proportional).constraints.compactMap(\.text).filter { $0.contains("proportionally") || $0.contains("hiding") } == [
            "UISV-hiding: b.width == 0",
            "UISV-fill-proportionally: a.width == s.width * 0.8 @999",
            "UISV-fill-proportionally: c.width == s.width * 0.2 @997",
        ])
    }

    @Test("every spacer is pinned on both axes", arguments: [
        StackDistribution.equalSpacing, .equalCentering, .fill,
    ])
    func spacersDetermined(distribution: StackDistribution) {
        let set = stackSet(makeStack(.horizontal, alignment: .center, distribution: distribution))
        #expect(!set.spacers.isEmpty)
        for spacer in set.spacers {
            let attributes = Set(set.constraints.filter { $0.first.view == spacer || $0.second?.view == spacer }
                .flatMap { constraint in
                    [constraint.first.view == spacer ? constraint.firstAttribute : nil,
                     constraint.second?.view == spacer ? constraint.secondAttribute : nil].compactMap { $0 }
                })
            // Two independent values on each axis: a position and a length (or two edges).
            let horizontal = attributes.filter { $0.axis == .horizontal }
            let vertical = attributes.filter { $0.axis == .vertical }
            #expect(horizontal.count >= 2, "\(spacer): \(horizontal)")
            #expect(vertical.count >= 2, "\(spacer): \(vertical)")
        }
    }

    @Test("an empty stack hugs to zero at UISV-canvas-fit")
    func empty() {
        let set = stackSet(ViewNode(.stack, id: "s"))
        #expect(set.lines("UISV-canvas-fit") == ["s.width == 0 @49", "s.height == 0 @49"])
        #expect(set.constraints.count == 2)
    }

    @Test("multi-line labels in a horizontal stack get UIKit's text width disambiguation at 950")
    func textWidthDisambiguation() {
        var first = ViewNode(.label, id: "a")
        first.label?.lines = 0
        var second = ViewNode(.label, id: "b")
        second.label?.lines = 2
        let single = ViewNode(.label, id: "c")
        var stack = ViewNode(.stack, id: "s", children: [first, second, single])
        stack.stack.spacing = 10
        let set = stackSet(stack)
        #expect(set.lines("UISV-text-width-disambiguation") == [
            "a.width <= 0.5 × s.width - 5 @950", "b.width <= 0.5 × s.width - 5 @950",
        ])
        stack.stack.axis = .vertical
        #expect(stackSet(stack).lines("UISV-text-width-disambiguation").isEmpty)
    }
}

// MARK: - Support shared by the stack test files

/// Intrinsic sizes of the test views: kean's 160 × 200, 80 × 100, 40 × 50.
let stackTestSizes: [String: Size] = [
    "a": Size(width: 160, height: 200), "b": Size(width: 80, height: 100), "c": Size(width: 40, height: 50),
]

/// A stack `s` of three plain views `a`, `b`, `c`.
func makeStack(_ axis: Axis, spacing: Double = 0, alignment: StackAlignment = .fill,
               distribution: StackDistribution = .fill) -> ViewNode {
    var stack = ViewNode(.stack, id: "s", children: ["a", "b", "c"].map { ViewNode(.view, id: $0) })
    stack.stack.axis = axis
    stack.stack.spacing = spacing
    stack.stack.alignment = alignment
    stack.stack.distribution = distribution
    return stack
}

/// The stack's constraints with the test views' intrinsic sizes.
func stackSet(_ stack: ViewNode) -> StackConstraintSet {
    stackConstraints(for: stack) { stackTestSizes[$0.id] }
}

extension StackConstraintSet {
    /// The constraints of one UIKit group, written as `b.leading == a.trailing + 8 @999`.
    func lines(_ name: String) -> [String] { constraints(named: name).map(stackConstraintLine) }
}

/// A constraint as a short equation (priority shown when not required).
func stackConstraintLine(_ constraint: LayoutConstraint) -> String {
    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    var text = "\(constraint.first).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue)"
    if let second = constraint.second, let attribute = constraint.secondAttribute {
        let factor = constraint.multiplier == 1 ? "" : "\(number(constraint.multiplier)) × "
        text += " \(factor)\(second).\(attribute.rawValue)"
        if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
        if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
    } else {
        text += " \(number(constraint.constant))"
    }
    if constraint.priority != 1000 { text += " @\(number(constraint.priority))" }
    return text
}
