import Testing
import TrellisModel
@testable import TrellisLayout
import TrellisSolver

/// Issue 10, rule 8: solver trouble becomes an `internal` error naming the scene, not a quiet success.
@Suite("Solver trouble is reported")
struct SolverTroubleDiagnosticTests {
    /// A box whose width is at least 0 and wants 0 at priority 500 and 10 at 750: reaching 10 takes a pivot.
    static func scene() -> Scene {
        let box = node(.view, "box", [make("box", .width, .greaterThanOrEqual, constant: 0),
                                      make("box", .width, .equal, constant: 0, priority: 500),
                                      make("box", .width, .equal, constant: 10, priority: 750),
                                      make("box", .height, .equal, constant: 20), make("box", .left, .equal, "view"),
                                      make("box", .top, .equal, "view")])
        return Scene(name: "tiny-limit", views: [box])
    }

    @Test("without trouble there is no internal diagnostic")
    func none() {
        let engine = LayoutEngine(scene: Self.scene(), measurer: FakeMeasurer())
        let result = engine.layout(device: engine.devices[0])
        #expect(!result.diagnostics.contains { $0.code == .internal })
        // Strict priorities: the 750 preference wins over the 500 one.
        #expect(result.states.first?.view("box")?.frame.width == 10)
    }

    @Test("a work limit of 0 gives an internal error naming the scene")
    func workLimit() throws {
        let engine = LayoutEngine(scene: Self.scene(), measurer: FakeMeasurer())
        engine.solverLimits = SolverLimits(work: 0)
        let result = engine.layout(device: engine.devices[0])
        let diagnostic = try #require(result.diagnostics.first { $0.code == .internal })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("scene 'tiny-limit': the layout solver stopped early: solving needed more than 0 tableau updates"))
    }

    @Test("an iteration limit of 0 gives an internal error naming the scene")
    func iterationLimit() throws {
        let engine = LayoutEngine(scene: Self.scene(), measurer: FakeMeasurer())
        engine.solverLimits = SolverLimits(iterations: 0, work: .max)
        let result = engine.layout(device: engine.devices[0])
        let diagnostic = try #require(result.diagnostics.first { $0.code == .internal })
        #expect(diagnostic.message.contains("scene 'tiny-limit'"))
        #expect(diagnostic.message.contains("stopped after 0 iterations"))
    }
}
