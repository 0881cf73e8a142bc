import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// The constraint language: compound attributes, Masonry's rules, inset, multipliers, priorities, metrics, guides.
@Suite("Constraint language")
struct ConstraintLanguageTests {
    /// A scene with a scroll view `s` holding `a` and `b`, a sibling `c`, and metrics; `layout` goes on `a`.
    static func scene(layout: [String], constraints: [String] = []) -> String {
        var text = """
        metrics: {gap: 12, rowHeight: 44, important: 600}
        views:
          - scroll: s
            children:
              - view: a
                layout:

        """
        text += layout.map { "          - '\($0)'\n" }.joined()
        text += """
              - view: b
          - view: c

        """
        if !constraints.isEmpty { text += "constraints:\n" + constraints.map { "  - '\($0)'\n" }.joined() }
        return text
    }

    static let layoutCases: [(String, [String])] = [
        ("left, right, top == superview", ["a.left == s.left", "a.right == s.right", "a.top == s.top"]),
        ("edges == superview", ["a.top == s.top", "a.left == s.left", "a.bottom == s.bottom", "a.right == s.right"]),
        ("edges == superview inset 10", ["a.top == s.top + 10", "a.left == s.left + 10", "a.bottom == s.bottom - 10", "a.right == s.right - 10"]),
        ("edges == superview inset [5, 10]", ["a.top == s.top + 5", "a.left == s.left + 10", "a.bottom == s.bottom - 5", "a.right == s.right - 10"]),
        ("edges == superview inset {top: 1, left: 2, bottom: 3, right: 4}",
         ["a.top == s.top + 1", "a.left == s.left + 2", "a.bottom == s.bottom - 3", "a.right == s.right - 4"]),
        ("horizontalEdges == b", ["a.left == b.left", "a.right == b.right"]),
        ("verticalEdges == safeArea", ["a.top == view.safeArea.top", "a.bottom == view.safeArea.bottom"]),
        ("size == b", ["a.width == b.width", "a.height == b.height"]),
        ("size == 100", ["a.width == 100", "a.height == 100"]),
        ("center == superview", ["a.centerX == s.centerX", "a.centerY == s.centerY"]),
        ("top == 20", ["a.top == s.top + 20"]),
        ("bottom == -50", ["a.bottom == s.bottom - 50"]),
        ("width == 100", ["a.width == 100"]),
        ("height >= rowHeight", ["a.height >= 44"]),
        ("top == b.bottom + gap", ["a.top == b.bottom + 12"]),
        ("top == b.bottom - 8 + 2", ["a.top == b.bottom - 6"]),
        ("width == superview.width * 0.5 + 10", ["a.width == s.width * 0.5 + 10"]),
        ("width == s.width / 4", ["a.width == s.width * 0.25"]),
        ("width == 0.5 * b.width", ["a.width == b.width * 0.5"]),
        ("width <= b @high", ["a.width <= b.width @750"]),
        ("width == 10 @low", ["a.width == 10 @250"]),
        ("width == 10 @fittingSize", ["a.width == 10 @50"]),
        ("width == 10 @required", ["a.width == 10"]),
        ("width == 10 @999.5", ["a.width == 10 @999.5"]),
        ("width == 10 @important", ["a.width == 10 @600"]),
        ("width == 10 @high - 1", ["a.width == 10 @749"]),
        ("height == b.width", ["a.height == b.width"]),
        ("top == s.content.top", ["a.top == s.content.top"]),
        ("top >= s.frame.top", ["a.top >= s.frame.top"]),
        ("left == b.margins.left", ["a.left == b.margins.left"]),
        ("leading == superview.margins", ["a.leading == s.margins.leading"]),
        ("top == c.safeArea.top", ["a.top == c.safeArea.top"]),
        ("width == view.width", ["a.width == view.width"]),
        ("firstBaseline == b.lastBaseline", ["a.firstBaseline == b.lastBaseline"]),
        ("margins.left == 0", ["a.margins.left == s.left"]),
    ]

    @Test("layout strings resolve to explicit constraints", arguments: layoutCases)
    func layout(text: String, expected: [String]) throws {
        let scene = try Load.scene(Self.scene(layout: [text]))
        let a = try #require(scene.allViews.first { $0.id == "a" })
        #expect(a.constraints.map(summary) == expected)
        #expect(a.constraints.allSatisfy { $0.text == text })
        #expect(a.constraints.allSatisfy { $0.location == SourceLocation(file: "test.yaml", line: 7, column: 14) })
    }

    static let topLevelCases: [(String, [String])] = [
        ("a.top == b.bottom + 8", ["a.top == b.bottom + 8"]),
        ("a.left, right == c", ["a.left == c.left", "a.right == c.right"]),
        ("c.top == 20", ["c.top == view.top + 20"]),
        ("a.margins.left == b.left", ["a.margins.left == b.left"]),
        ("b.width == superview.width", ["b.width == s.width"]),
        ("s.content.width == view.width", ["s.content.width == view.width"]),
    ]

    @Test("top-level constraints name both items", arguments: topLevelCases)
    func topLevel(text: String, expected: [String]) throws {
        let scene = try Load.scene(Self.scene(layout: [], constraints: [text]))
        #expect(scene.constraints.map(summary) == expected)
    }

    static let refused: [(String, String, String)] = [
        ("left == b.1️⃣width", "bad-constraint",
         "cannot relate position attribute 'left' to size attribute 'width'; NSLayoutConstraint refuses a position paired with a size"),
        ("height == b.1️⃣top", "bad-constraint",
         "cannot relate position attribute 'top' to size attribute 'height'; NSLayoutConstraint refuses a position paired with a size"),
        ("left == b.1️⃣top", "bad-constraint",
         "cannot relate horizontal attribute 'left' to vertical attribute 'top'; positions must be on the same axis"),
        ("1️⃣widht == 100", "bad-constraint", "unknown attribute 'widht'; did you mean 'width'?"),
        ("top == 1️⃣bb.bottom", "unknown-view", "unknown view 'bb' in constraint; did you mean 'b'?"),
        ("top == b.1️⃣botom", "bad-constraint", "unknown attribute or guide 'botom'; did you mean 'bottom'?"),
        ("top 1️⃣= b.bottom", "bad-constraint", "'=' is not a relation; write '=='"),
        ("top 1️⃣> b.bottom", "bad-constraint", "'>' is not a relation; write '>=' (Auto Layout has no strict inequality)"),
        ("top == b.bottom + 1️⃣gapp", "bad-constraint", "unknown metric 'gapp'; did you mean 'gap'?"),
        ("top == b.bottom @1️⃣hihg", "bad-constraint", "unknown priority 'hihg'; did you mean 'high'?"),
        ("top == b.bottom @1️⃣1001", "bad-constraint", "priority 1001 is out of range; priorities are in (0, 1000]"),
        ("top == 1️⃣bottom", "bad-constraint", "'bottom' is an attribute; name its view first, as in 'superview.bottom'"),
        ("top == b.1️⃣content.top", "bad-constraint", "'b.content' names a scroll view's layout guide, but 'b' is a 'view'"),
        ("edges == b.1️⃣size", "bad-constraint", "the left-hand side has 4 attributes and the right-hand side 2; they must match"),
        ("top == b.bottom 1️⃣8", "bad-constraint", "unexpected '8' after the constraint"),
        ("top ==1️⃣", "bad-constraint", "expected a number or an item after the relation, found the end of the constraint"),
        ("1️⃣b.top == 0", "bad-constraint",
         "in a layout list the left-hand side is an attribute of 'a' itself (as 'top == other.bottom'); constraints between other views go in 'constraints:'"),
        ("width == b.width / 1️⃣0", "bad-constraint", "division by zero"),
        ("centerX == b.centerX * 1️⃣0", "bad-constraint", "a multiplier of 0 on position attribute 'centerX' is not allowed"),
        ("top == b.bottom 1️⃣$", "bad-constraint", "unexpected character '$'"),
        ("top == 1️⃣你.bottom", "bad-constraint", "unexpected character '你'"),
    ]

    @Test("refused constraints name the problem at its column", arguments: refused)
    func refusedConstraint(text: String, code: String, message: String) throws {
        let marked = MarkedText(Self.scene(layout: [text]))
        let errors = Load.errors(marked.text)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.code.rawValue == code)
        #expect(error.message == message)
        #expect(error.location == marked.location("1"))
    }

    @Test("in 'constraints:' the left-hand side must name its view")
    func topLevelNeedsItem() throws {
        let marked = MarkedText(Self.scene(layout: [], constraints: ["1️⃣top == 0"]))
        let error = try #require(Load.errors(marked.text).first)
        #expect(error.message == "in 'constraints:' the left-hand side names its view, as in 'a.top == b.bottom'")
        #expect(error.location == marked.location("1"))
    }

    @Test("the root view has no superview")
    func rootHasNoSuperview() throws {
        let error = try #require(Load.errors("views: [{view: a}]\nconstraints: ['view.top == 1']\n").first)
        #expect(error.message == "'view' is the root view and has no superview")
        #expect(error.location == SourceLocation(file: "test.yaml", line: 2, column: 21))
    }

    @Test("every bad constraint of a file is reported in one pass")
    func allErrors() {
        let errors = Load.errors(Self.scene(layout: ["top == x.bottom", "left == b.width", "height == 10"], constraints: ["a.top == y.top"]))
        #expect(errors.map(\.code) == [.unknownView, .badConstraint, .unknownView])
        #expect(errors.map { $0.location?.line } == [7, 8, 13])
    }
}
