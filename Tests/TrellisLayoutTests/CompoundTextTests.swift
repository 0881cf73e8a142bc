import Testing
import TrellisModel
import TrellisLayout

/// A constraint written once for several attributes (`edges == superview`) is named with the attribute
/// each member stands for, so a conflicting set never lists the same text twice.
@Suite("Diagnostics name the attribute of a compound constraint")
struct CompoundTextTests {
    @Test("`edges == superview` against a height: the top and bottom members are told apart")
    func edgesAgainstHeight() throws {
        let edges = [LayoutAttribute.top, .left, .bottom, .right].map {
            var member = DiagnosticTests.written(make("box", $0, .equal, "view", line: 3), "edges == superview")
            member.origin = .compound  // as the scene reader records it for the four members of `edges`
            return member
        }
        let height = DiagnosticTests.written(make("box", .height, constant: 100, line: 4), "height == 100")
        let (_, result) = layOut(Scene(name: "compound", views: [node(.view, "box", edges + [height])]))
        let diagnostic = try #require(result.diagnostics("unsatisfiable").first)
        #expect(diagnostic.notes.map(\.message) == [
            "conflicting constraint `edges == superview [top]`",
            "conflicting constraint `edges == superview [bottom]`",
            "conflicting constraint `height == 100` (broken)",
        ])
        #expect(result.frame("box") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a single attribute keeps its text as written", arguments: ["width == 100", "width >= b.width * 2"])
    func singleAttribute(text: String) throws {
        let box = node(.view, "box", [
            make("box", .left, .equal, "view"), make("box", .top, .equal, "view"), make("box", .height, constant: 10),
            DiagnosticTests.written(make("box", .width, constant: 50, line: 2), "width == 50"),
            DiagnosticTests.written(make("box", .width, constant: 100, line: 3), text),
        ])
        let (_, result) = layOut(Scene(name: "single", views: [box]))
        let diagnostic = try #require(result.diagnostics("unsatisfiable").first)
        #expect(diagnostic.notes.last?.message == "conflicting constraint `\(text)` (broken)")
    }
}
