import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// Apple's Visual Format Language: the guide's examples, and malformed strings refused at their column.
@Suite("Visual Format Language")
struct VisualFormatTests {
    static let ids = ["button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
                      "button1", "button2", "flexibleButton", "find", "findNext", "findField", "a", "b"]

    /// A scene whose root holds every view of the guide's examples, plus `visual:` strings.
    static func scene(_ strings: [String], metrics: String = "") -> String {
        var text = metrics.isEmpty ? "" : "metrics: \(metrics)\n"
        text += "views:\n" + ids.map { "  - view: \($0)\n" }.joined()
        text += "visual:\n" + strings.map { "  - '\($0)'\n" }.joined()
        return text
    }

    static let guideExamples: [(String, [String])] = [
        ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
        ("[button(>=50)]", ["button.width >= 50"]),
        ("|-50-[purpleBox]-50-|", ["purpleBox.leading == view.leading + 50", "view.trailing == purpleBox.trailing + 50"]),
        ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
        ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
        ("[button(100@20)]", ["button.width == 100 @20"]),
        ("[button1(==button2)]", ["button1.width == button2.width"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        ("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == view.leading + 20",
            "findNext.leading == find.trailing + 8",
            "findField.width >= 20",
            "findField.leading == findNext.trailing + 8",
            "view.trailing == findField.trailing + 20",
        ]),
        ("H:|-10-[a(==100)]-[b]-10-|", [
            "a.leading == view.leading + 10", "a.width == 100", "b.leading == a.trailing + 8", "view.trailing == b.trailing + 10",
        ]),
        ("V:[a]-(>=8@750)-[b]", ["b.top >= a.bottom + 8 @750"]),
        ("V:|[a]|", ["a.top == view.top", "view.bottom == a.bottom"]),
        ("H:[a(<=b@high2)]-(gap,<=30)-[b]", ["a.width <= b.width @600", "b.leading == a.trailing + 12", "b.leading <= a.trailing + 30"]),
    ]

    @Test("the guide's examples give the documented constraints", arguments: guideExamples)
    func example(format: String, expected: [String]) throws {
        let scene = try Load.scene(Self.scene([format], metrics: "{gap: 12, high2: 600}"))
        #expect(scene.constraints.map(summary) == expected)
        #expect(scene.constraints.allSatisfy { $0.text == format })
        #expect(scene.constraints.allSatisfy { $0.location == SourceLocation(file: "test.yaml", line: 19, column: 6) })
    }

    static let malformed: [(String, String, String)] = [
        ("[button]-[1️⃣", "bad-vfl", "expected a view name, found the end of the string"),
        ("H:[a]-1️⃣-[b]", "bad-vfl", "expected a spacing such as '-10-' or '-(>=8)-', found '-'"),
        ("[a(>=1️⃣)]", "bad-vfl", "expected a number, found ')'"),
        ("1️⃣X:[a]", "bad-vfl", "unknown orientation 'X'; write 'H:' or 'V:'"),
        ("[a]-101️⃣[b]", "bad-vfl", "expected '-' to close the spacing, found '['"),
        ("[1️⃣buton]", "unknown-view", "unknown view 'buton' in visual format; did you mean 'button'?"),
        ("[a(==100@1️⃣2000)]", "bad-vfl", "priority 2000 is out of range; priorities are in (0, 1000]"),
        ("[a]-(1️⃣spacing)-[b]", "bad-vfl", "unknown metric 'spacing'; a spacing is a number or a metric"),
        ("1️⃣a]", "bad-vfl", "expected a view such as '[button]', found 'a'"),
        ("[a]-[b]|1️⃣x", "bad-vfl", "unexpected 'x' after the closing '|'"),
        ("[a(1️⃣=100)]", "bad-vfl", "'=' is not a relation; write '==', '<=' or '>='"),
        ("[a]1️⃣x[b]", "bad-vfl", "expected '-', '[' or '|', found 'x'"),
        ("1️⃣", "bad-vfl", "empty visual format string; write it as 'H:|-[a]-[b]-|'"),
        ("[a]-1️⃣😀-[b]", "bad-vfl", "expected a spacing such as '-10-' or '-(>=8)-', found '😀'"),
    ]

    @Test("malformed strings are refused at the column inside the string", arguments: malformed)
    func malformedString(format: String, code: String, message: String) throws {
        let marked = MarkedText(Self.scene([format]))
        let errors = Load.errors(marked.text)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.code.rawValue == code)
        #expect(error.message == message)
        #expect(error.location == marked.location("1"))
    }

    @Test("'|' needs the views of the string to share a superview")
    func superviewBars() throws {
        let marked = MarkedText("""
        views:
          - view: outer
            children:
              - view: inner
          - view: other
        visual:
          - "|[outer]-[1️⃣inner]|"
        """)
        let error = try #require(Load.errors(marked.text).first)
        #expect(error.code == .badVFL)
        #expect(error.message == "'|' stands for the views' superview, but the views of this string have different superviews (or none)")
        #expect(error.location == marked.location("1"))
    }

    @Test("'|' of views inside a scroll view is the scroll view")
    func scrollSuperview() throws {
        let scene = try Load.scene("""
        views:
          - scroll: s
            children:
              - view: a
        visual: ["V:|-[a]-|"]
        """)
        #expect(scene.constraints.map(summary) == ["a.top == s.top + 20", "s.bottom == a.bottom + 20"])
    }
}
