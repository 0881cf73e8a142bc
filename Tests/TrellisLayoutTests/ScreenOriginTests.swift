import Testing
import TrellisModel

@Suite("Screen origins of solved views")
struct ScreenOriginTests {
    /// root (0, 0) ⊃ scroll at (10, 20) scrolled to (0, 100) ⊃ card at (5, 300) ⊃ dot at (1, 2); beside the
    /// scroll view, a plain box at (40, 50) ⊃ badge at (3, 4).
    private func views() -> [SolvedView] {
        var scroll = SolvedView(id: "scroll", kind: .scroll, parent: "root", frame: Rect(x: 10, y: 20, width: 300, height: 400))
        scroll.contentOffset = Point(x: 0, y: 100)
        return [
            SolvedView(id: "root", kind: .view, parent: nil, frame: Rect(x: 0, y: 0, width: 375, height: 667)),
            scroll,
            SolvedView(id: "card", kind: .view, parent: "scroll", frame: Rect(x: 5, y: 300, width: 100, height: 100)),
            SolvedView(id: "dot", kind: .view, parent: "card", frame: Rect(x: 1, y: 2, width: 4, height: 4)),
            SolvedView(id: "box", kind: .view, parent: "root", frame: Rect(x: 40, y: 50, width: 20, height: 20)),
            SolvedView(id: "badge", kind: .view, parent: "box", frame: Rect(x: 3, y: 4, width: 2, height: 2)),
        ]
    }

    // card: 10 + 5 − 0 = 15, 20 + 300 − 100 = 220; dot: 15 + 1, 220 + 2; box: 40, 50 (the scroll's offset does
    // not reach a sibling); badge: 43, 54.
    private let expected: [String: Point] = [
        "root": Point(x: 0, y: 0), "scroll": Point(x: 10, y: 20), "card": Point(x: 15, y: 220),
        "dot": Point(x: 16, y: 222), "box": Point(x: 40, y: 50), "badge": Point(x: 43, y: 54),
    ]

    @Test("a depth-first list: ancestors' positions added, a scroll view's offset taken off its subviews only")
    func depthFirst() {
        let state = SolvedState(name: "s", views: views())
        for (id, point) in expected { #expect(state.screenOrigin(of: id) == point, "\(id)") }
    }

    @Test("a list in another order gives the same origins")
    func anyOrder() {
        let state = SolvedState(name: "s", views: views().reversed())
        for (id, point) in expected { #expect(state.screenOrigin(of: id) == point, "\(id)") }
    }
}
