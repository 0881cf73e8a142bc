import Testing
import TrellisModel
import TrellisScene

/// The scroll views' physics keys and the `gestures:` timeline as a scene file writes them.
@Suite("Scroll physics and gesture keys")
struct MotionKeysTests {
    static let scene = """
        size: [375, 667]
        frameRate: 30
        filmstrip: 4
        views:
          - scroll: outer
            layout: [edges == superview]
            bounces: false
            alwaysBounceVertical: true
            decelerationRate: fast
            children:
              - scroll: inner
                layout: ["left, top == outer", width == outer, height == 300]
                paging: true
                directionalLockEnabled: true
                scrollEnabled: false
                decelerationRate: 0.995
        handoff: {from: outer, to: inner, when: fromReachesEnd}
        gestures:
          - drag: {view: inner, by: [0, -300], duration: 0.5}
          - fling: {view: inner, velocity: [0, 800]}
          - wait: 1
          - scrollTo: {view: outer, offset: top, animated: false}

        """

    @Test("every key is read into the model")
    func keys() throws {
        let scene = try #require(try SceneLoader.load(yaml: Self.scene, file: "motion.yaml").scenes.first)
        let outer = try #require(scene.allViews.first { $0.id == "outer" })
        let inner = try #require(scene.allViews.first { $0.id == "inner" })
        #expect(!outer.scroll.bounces && outer.scroll.alwaysBounceVertical && outer.scroll.decelerationRate == 0.99)
        #expect(inner.scroll.paging && inner.scroll.directionalLockEnabled && !inner.scroll.scrollEnabled)
        #expect(inner.scroll.decelerationRate == 0.995)
        #expect(scene.motion.frameRate == 30 && scene.motion.filmstripFrames == 4)
        #expect(scene.motion.handoffs.map { [$0.from, $0.to] } == [["outer", "inner"]])
        #expect(scene.motion.gestures.map(\.step) == [
            .drag(view: "inner", by: Point(x: 0, y: -300), duration: 0.5),
            .fling(view: "inner", velocity: Point(x: 0, y: 800)),
            .wait(1),
            .scrollTo(view: "outer", offset: .top, animated: false),
        ])
        #expect(scene.motion.gestures[0].location?.line == 19)
    }

    @Test("mistakes are errors at their line and column", arguments: [
        ("  - drag: {view: innr, by: [0, -300], duration: 0.5}", "unknown view 'innr'; did you mean 'inner'?", 20, 18),
        ("  - drag: {view: inner, by: [0, -300]}", "drag: missing duration", 20, 11),
        ("  - swipe: {view: inner}", "unknown gesture 'swipe'", 20, 5),
        ("  - scrollTo: {view: view, offset: top}", "scrollTo.view: 'view' is not a scroll view (scroll views: outer, inner)", 20, 22),
    ])
    func mistakes(line: String, message: String, row: Int, column: Int) throws {
        var lines = Self.scene.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[19] = line  // line 20, the fling
        do {
            _ = try SceneLoader.load(yaml: lines.joined(separator: "\n"), file: "motion.yaml")
            Issue.record("the scene loaded")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
            #expect(diagnostic.location?.line == row && diagnostic.location?.column == column)
        }
    }
}
