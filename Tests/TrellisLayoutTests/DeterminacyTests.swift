import Testing
import TrellisModel
@testable import TrellisLayout

/// The engine's quick "everything is determined" check never contradicts the solver's exact ambiguity query.
@Suite("Determinacy shortcut")
struct DeterminacyTests {
    static let determined: [(String, Scene)] = [
        ("000", SeedLayoutTests.nestedPager()),
        ("003", SeedLayoutTests.uniqueView()),
        ("004 with contentSize", SeedLayoutTests.containerView(contentSize: Size(width: 375, height: 1620))),
        ("stack rows", Scene(name: "rows", views: [scroll("scrollView", edges("scrollView", "view"), [
            {
                var stack = node(.stack, "list", edges("list", "scrollView") + [make("list", .width, .equal, "scrollView")],
                                 (1...20).map { label("row\($0)", "row \($0)", lines: $0 % 3 == 0 ? 0 : 1) })
                stack.stack.axis = .vertical
                stack.stack.spacing = 4
                return stack
            }(),
        ])])),
    ]

    @Test("Where the shortcut says determined, the solver finds nothing ambiguous", arguments: determined.map(\.0))
    func agreesWhenDetermined(name: String) throws {
        let scene = try #require(Self.determined.first { $0.0 == name }?.1)
        let engine = LayoutEngine(scene: scene, measurer: FakeMeasurer())
        let result = engine.layout(device: engine.devices[0])
        #expect(result.diagnostics.isEmpty)
        #expect(engine.ambiguityAnalyser.propagatesToEveryVariable(abovePriority: engine.priorities.ambiguityQuery))
        #expect(engine.driver.solver.ambiguousVariables(abovePriority: engine.priorities.ambiguityQuery).isEmpty)
    }

    @Test("An ambiguous scene is not called determined")
    func ambiguous() {
        let engine = LayoutEngine(scene: SeedLayoutTests.containerView(), measurer: FakeMeasurer())
        _ = engine.layout(device: engine.devices[0])
        #expect(!engine.ambiguityAnalyser.propagatesToEveryVariable(abovePriority: engine.priorities.ambiguityQuery))
    }

    @Test("Simultaneous equations the propagation cannot untangle are left to the solver, which finds them determined")
    func simultaneous() {
        // a.width == b.width and a.width + b.width == 100 (as fillEqually does): 50 each, nothing ambiguous.
        let a = node(.view, "a", [make("a", .left, .equal, "view"), make("a", .top, .equal, "view"), make("a", .height, constant: 10),
                                  make("a", .width, .equal, "b")])
        let b = node(.view, "b", [make("b", .left, .equal, "a", .right), make("b", .right, .equal, "view", .left, constant: 100),
                                  make("b", .top, .equal, "view"), make("b", .height, constant: 10)])
        let engine = LayoutEngine(scene: Scene(name: "halves", views: [a, b]), measurer: FakeMeasurer())
        let result = engine.layout(device: engine.devices[0])
        #expect(!engine.ambiguityAnalyser.propagatesToEveryVariable(abovePriority: engine.priorities.ambiguityQuery))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("b") == Rect(x: 50, y: 0, width: 50, height: 10))
    }
}
