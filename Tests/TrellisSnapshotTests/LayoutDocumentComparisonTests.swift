import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisSnapshot
import TrellisTestSupport

@Suite("Layout document comparison")
struct LayoutDocumentComparisonTests {
    @Test("a moved view is one line with its path and both values")
    func movedView() {
        let (scene, result) = sampleLayout(states: 1)
        var moved = result
        moved.states[0] = movedHead(in: result.states[0], to: 110)
        let lines = compareLayoutDocuments(reference: layoutDocument(scene: scene, result: result),
                                           actual: layoutDocument(scene: scene, result: moved))
        #expect(lines == ["headView.frame.y 108 → 110"])
    }

    @Test("with several states each line names its state")
    func severalStates() {
        let (scene, result) = sampleLayout(states: 2)
        var moved = result
        moved.states[1] = movedHead(in: result.states[1], to: 710)
        let lines = compareLayoutDocuments(reference: layoutDocument(scene: scene, result: result),
                                           actual: layoutDocument(scene: scene, result: moved))
        #expect(lines == ["scrollView.0,600: headView.frame.y 708 → 710"])
    }

    @Test("identical documents and differences within the tolerance give nothing")
    func identical() {
        let (scene, result) = sampleLayout(states: 2)
        let text = layoutDocument(scene: scene, result: result)
        #expect(compareLayoutDocuments(reference: text, actual: text).isEmpty)
        var nudged = result
        nudged.states[0] = movedHead(in: result.states[0], to: 108.0000000001)
        #expect(compareLayoutDocuments(reference: text, actual: layoutDocument(scene: scene, result: nudged)).isEmpty)
    }

    @Test("missing and new views, states and diagnostics are named")
    func structure() {
        let (scene, result) = sampleLayout(states: 2)
        let views = result.states[0].views
        var changed = result
        changed.states = [SolvedState(name: "scrollView.0,0", views: Array(views.dropLast()) + [
            SolvedView(id: "footer", kind: .view, parent: "view", frame: Rect(x: 0, y: 600, width: 375, height: 67)),
        ]), SolvedState(name: "scrollView.0,bottom", views: views)]
        changed.diagnostics = [Diagnostic(severity: .warning, code: .offsetOutOfRange, message: "too far")]
        let lines = compareLayoutDocuments(reference: layoutDocument(scene: scene, result: result),
                                           actual: layoutDocument(scene: scene, result: changed))
        #expect(lines == [
            "scrollView.0,0: headView: missing",
            "scrollView.0,0: footer: new view",
            "state scrollView.0,600: missing",
            "state scrollView.0,bottom: new",
            "diagnostic gone: warning [ambiguous-content-size] scrollView: the \"content\" height is open",
            "new diagnostic: warning [offset-out-of-range]: too far",
        ])
    }

    @Test("a diagnostic whose later lines changed is reported; one that only moved in the file is not")
    func diagnosticText() {
        let (scene, result) = sampleLayout(states: 1)
        var changed = result
        changed.diagnostics[0].message = "the \"content\" height is open\nadd `bottom == view`"
        var moved = result
        moved.diagnostics[0].location?.line = 30
        let reference = layoutDocument(scene: scene, result: result)
        #expect(compareLayoutDocuments(reference: reference, actual: layoutDocument(scene: scene, result: changed)) == [
            "diagnostic gone: warning [ambiguous-content-size] scrollView: the \"content\" height is open",
            "new diagnostic: warning [ambiguous-content-size] scrollView: the \"content\" height is open",
        ])
        #expect(compareLayoutDocuments(reference: reference, actual: layoutDocument(scene: scene, result: moved)).isEmpty)
    }

    @Test("a text that is not JSON is reported with where reading stopped")
    func notJSON() {
        let lines = compareLayoutDocuments(reference: "{\n  \"scene\": 1,\n  oops\n}", actual: "{}")
        #expect(lines == ["reference is not a layout document: line 3, column 3: expected a key"])
        #expect(compareLayoutDocuments(reference: "{}", actual: "[1, 2")
            == ["result is not a layout document: line 1, column 6: unexpected end of text in an array"])
    }

    @Test("the parser reads JSON string escapes back to the text")
    func escapes() {
        // "say \"hi\"\\ \n\t\u0001\u007f é 😀 \u2028" as the writer escapes it, and a surrogate pair for 😀
        let literal = #""say \"hi\"\\ \n\t\u0001\u007f é \ud83d\ude00 \u2028""#
        #expect(LayoutJSONParser.parseForTest(literal)?.string == "say \"hi\"\\ \n\t\u{01}\u{7F} é 😀 \u{2028}")
    }

    @Test("the parser refuses what JSON refuses", arguments: [
        "", "01", "+1", "1.", ".5", "[1,]", "{\"a\" 1}", "\"\u{01}\"", "[1] 2", "nul", "\"\\x\"",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func refuses(text: String) {
        #expect(LayoutJSONParser.parseForTest(text) == nil)
    }
}

extension LayoutJSONParser {
    static func parseForTest(_ text: String) -> LayoutJSON? { try? parse(text) }
}

/// The state with headView's y changed.
func movedHead(in state: SolvedState, to y: Double) -> SolvedState {
    SolvedState(name: state.name, scrollView: state.scrollView, views: state.views.map { view in
        var view = view
        if view.id == "headView" { view.frame.origin.y = y }
        return view
    })
}
