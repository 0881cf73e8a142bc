import Testing
import TrellisModel
@testable import TrellisScene

@Suite("annotate: key")
struct AnnotateKeyTests {
    static let views = """
        views:
          - view: card
            layout: [top == 10, left == 10, width == 100, height == 50]
          - label: title
            text: Hello
            layout: [top == 80, left == 10]
        """

    @Test("a level stays a level for every view")
    func level() throws {
        let scene = try Load.scene("annotate: all\n" + Self.views)
        #expect(scene.annotate == .all)
        #expect(scene.annotatedViews == nil)
    }

    @Test("a list of ids is level all for those views only, in the order written, each once")
    func list() throws {
        let scene = try Load.scene("annotate: [title, card, title]\n" + Self.views)
        #expect(scene.annotate == .all)
        #expect(scene.annotatedViews == ["title", "card"])
        #expect(scene.annotation(forState: "initial") == AnnotationChoice(level: .all, views: ["title", "card"]))
    }

    @Test("an unknown id is an unknown-view error at the id, with the nearest id as a hint")
    func unknown() throws {
        let source = "annotate: [card, titel]\n" + Self.views
        let error = try #require(Load.errors(source, file: "scene.yaml").first)
        let printer = DiagnosticPrinter(sources: ["scene.yaml": source])
        // 'titel' starts at column 18 of line 1: "annotate: [card, " is 17 characters.
        #expect(printer.format(error) == """
        scene.yaml:1:18: error: [unknown-view] unknown view 'titel' in annotate; did you mean 'title'?
        annotate: [card, titel]
                         ^
        """)
    }

    @Test("an id like no other says what annotate takes")
    func unknownWithoutSuggestion() throws {
        let error = try #require(Load.errors("annotate: [zzzzzzzz]\n" + Self.views).first)
        #expect(error.code == .unknownView)
        #expect(error.message == "unknown view 'zzzzzzzz' in annotate; annotate lists ids of this scene's views, or is one of none, viewport, all")
    }

    @Test("a named state has its own annotate; the others use the scene's; --annotate overrides both")
    func perState() throws {
        let source = """
            annotate: viewport
            views:
              - scroll: list
                layout: [edges == superview]
                children:
                  - view: row
                    layout: [edges == superview, width == list.width, height == 2000]
            states:
              - {name: plain, offsets: {list: top}}
              - {name: marked, offsets: {list: bottom}, annotate: [row]}
            """
        var scene = try Load.scene(source)
        #expect(scene.annotation(forState: "plain") == AnnotationChoice(level: .viewport))
        #expect(scene.annotation(forState: "marked") == AnnotationChoice(level: .all, views: ["row"]))
        scene.overrideAnnotation(.none)
        #expect(scene.annotation(forState: "marked") == AnnotationChoice(level: .none))
    }

    @Test("a state's annotate naming an unknown view is an error at that id")
    func perStateUnknown() throws {
        let source = """
            views:
              - scroll: list
                layout: [edges == superview]
            states:
              - {name: marked, offsets: {list: top}, annotate: [lst]}
            """
        let error = try #require(Load.errors(source).first)
        #expect(error.code == .unknownView)
        #expect(error.message == "unknown view 'lst' in states.marked.annotate; did you mean 'list'?")
        // Line 5: "  - {" (5) + "name: marked, " (14) + "offsets: {list: top}, " (22) + "annotate: [" (11) is 52
        // characters, so 'lst' starts at column 53.
        #expect(error.location?.line == 5 && error.location?.column == 53)
    }
}
