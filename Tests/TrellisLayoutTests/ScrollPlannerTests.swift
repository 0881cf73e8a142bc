import Testing
import TrellisModel
@testable import TrellisLayout

/// The scroll planner alone: solved sizes in, offsets, names, warnings and states out (no solver).
@Suite("Scroll planner")
struct ScrollPlannerTests {
    /// A scroll view 375 × 600 with 375 × 1500 of content, its inset adjusted by 20 at the top and 34 at the bottom.
    static func planner(offsets: [ScrollOffset], paging: Bool = false) -> (ScrollPlanner, ScrollGeometry) {
        var view = ViewNode(.scroll, id: "list")
        view.scroll.offsets = offsets
        view.scroll.paging = paging
        let v = (0..<12).map { EngineVariable(index: $0) }
        let nodes = [
            EngineNode(view: ViewNode(.view, id: "view"), parent: nil, depth: 0, x: nil, y: nil, width: v[0], height: v[1]),
            EngineNode(view: view, parent: 0, depth: 1, x: v[2], y: v[3], width: v[4], height: v[5],
                       scroll: ScrollVariables(contentWidth: v[6], contentHeight: v[7], offsetX: v[8], offsetY: v[9])),
        ]
        let geometry = ScrollGeometry(index: 1, frameSize: Size(width: 375, height: 600), contentSize: Size(width: 375, height: 1500),
                                      adjustedInset: Insets(top: 20, left: 0, bottom: 34, right: 0))
        return (ScrollPlanner(scene: Scene(name: "plan", views: [view]), nodes: nodes, indexByID: ["view": 0, "list": 1]), geometry)
    }

    @Test("the scrollable range runs from -inset to content + inset - frame")
    func range() {
        let (_, geometry) = Self.planner(offsets: [])
        // y: -20 … 1500 + 34 - 600 = 934; x: the content is as wide as the frame, so 0 … 0.
        #expect((geometry.minY, geometry.maxY) == (-20, 934))
        #expect((geometry.minX, geometry.maxX) == (0, 0))
    }

    @Test("keywords and pages resolve within the range, each offset once, named as written")
    func offsetsAndNames() {
        let (planner, geometry) = Self.planner(offsets: [.top, .bottom, .pages])
        let plan = planner.plan([geometry])
        // top = -20, bottom = 934; pages: the multiples of 600 in -20 … 934 (0, 600) and the end (934, already there).
        let scroll = plan.scrolls.first
        #expect(scroll?.offsets.map(\.y) == [-20, 934, 0, 600])
        #expect(scroll?.labels == ["top", "bottom", "page-1", "page-2"])
        #expect(plan.diagnostics.isEmpty)
        var diagnostics: [Diagnostic] = []
        let states = planner.stateRequests(plan: plan, diagnostics: &diagnostics)
        #expect(states.map(\.name) == ["list.top", "list.bottom", "list.page-1", "list.page-2"])
    }

    @Test("an offset beyond the range and one between pages are warned about")
    func warnings() {
        let (planner, geometry) = Self.planner(offsets: [.vertical(1000), .vertical(300)], paging: true)
        let plan = planner.plan([geometry])
        // 1000 > 934: out of range (and not a page: 1000 / 600 is not whole); 300 is between the pages 0 and 600.
        #expect(plan.diagnostics.map(\.code) == [.offsetOutOfRange, .offsetNotOnPage, .offsetNotOnPage])
        #expect(plan.diagnostics.last?.message.contains("use 0 or 600") == true)
    }
}
