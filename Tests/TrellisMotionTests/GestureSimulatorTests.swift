import Testing
import TrellisModel
import TrellisMotion

/// Gestures on scroll views given by their ranges, frame by frame at 60 fps.
@Suite("Gesture simulation")
struct GestureSimulatorTests {
    /// A vertical scroll view with a 667-pt frame and the range 0…`maxY`.
    static func scroll(_ id: String, maxY: Double, width: Double = 375, maxX: Double = 0, paging: Bool = false,
                       bounces: Bool = true) -> MotionScrollView {
        var properties = ScrollProperties()
        properties.paging = paging
        properties.bounces = bounces
        return MotionScrollView(id: id, frameSize: Size(width: width, height: 667), minimum: .zero,
                                maximum: Point(x: maxX, y: maxY), offset: .zero, properties: properties)
    }

    static func run(_ scrolls: [MotionScrollView], parents: [String: String], _ steps: [GestureStep],
                    handoffs: [Handoff] = []) -> MotionTimeline {
        var simulator = GestureSimulator(scrollViews: scrolls, parents: parents,
                                         motion: Motion(gestures: steps.map { Gesture($0) }, handoffs: handoffs))
        return simulator.run()
    }

    /// seed 000: the main scroll view (range 0…300) holds the table (range 0…1000).
    static let nested = [scroll("scrollView", maxY: 300), scroll("tabTable", maxY: 1000)]
    static let nestedParents = ["scrollView": "view", "tabTable": "scrollView", "row": "tabTable"]

    @Test("a drag follows the finger: up by 200 pt over 0.5 s moves the offset to 200, 100 at the half")
    func dragFollowsFinger() throws {
        let timeline = Self.run([Self.scroll("s", maxY: 1000)], parents: ["s": "view"],
                                [.drag(view: "s", by: Point(x: 0, y: -200), duration: 0.5)])
        // 0.5 s at 60 fps: frames 0…30; frame 15 is at 0.25 s, half the movement.
        #expect(timeline.frames.count == 31)
        #expect(abs(try #require(timeline.offset(of: "s", frame: 15)).y - 100) < 1e-9)
        #expect(abs(try #require(timeline.offset(of: "s", frame: 30)).y - 200) < 1e-9)
    }

    @Test("pulled 100 pt past the top of a 667-pt frame, it shows 50.8 pt of rubber band, then springs back to 0")
    func rubberBandAndSpringBack() throws {
        let timeline = Self.run([Self.scroll("s", maxY: 1000)], parents: ["s": "view"],
                                [.drag(view: "s", by: Point(x: 0, y: 100), duration: 0.5)])
        // (1 − 1/(100·0.55/667 + 1))·667 = 50.81, above the top: −50.81.
        #expect(abs(try #require(timeline.offset(of: "s", frame: 30)).y + 50.81) < 0.005)
        let last = try #require(timeline.frames.last)
        #expect(last.offsets[0].y == 0)
        #expect(timeline.frames.count > 31)
    }

    @Test("a fling of 1000 pt/s comes to rest 499 pt further")
    func flingProjection() throws {
        let timeline = Self.run([Self.scroll("s", maxY: 5000)], parents: ["s": "view"],
                                [.fling(view: "s", velocity: Point(x: 0, y: 1000))])
        let last = try #require(timeline.frames.last)
        #expect(abs(last.offsets[0].y - 499) < 1e-9)
        // It keeps moving for about 4.25 s (within 0.1 pt of 499): 256 frames at 60 fps.
        #expect(abs(last.time - 4.27) < 0.05)
    }

    @Test("a fling into the end overshoots and springs back when bouncing, stops dead when not",
          arguments: [true, false])
    func flingIntoEdge(bounces: Bool) throws {
        let timeline = Self.run([Self.scroll("s", maxY: 100, bounces: bounces)], parents: ["s": "view"],
                                [.fling(view: "s", velocity: Point(x: 0, y: 1000))])
        let highest = timeline.frames.map { $0.offsets[0].y }.max() ?? 0
        // 1000 pt/s would project 499 pt; the edge at 100 pt is reached after ln(1 − 100/499)/ln 0.998 = 111.7 ms,
        // still at 1000 · 0.998^111.7 = 800 pt/s.
        if bounces { #expect(highest > 100) } else { #expect(highest == 100) }
        #expect(try #require(timeline.frames.last).offsets[0].y == 100)
    }

    @Test("paging: a slow release returns to the page, a fast fling moves exactly one page",
          arguments: [(50.0, 0.0), (1000.0, 375.0), (8000.0, 375.0)])
    func paging(velocity: Double, expected: Double) throws {
        // Four pages of 375 pt; the finger drags 100 pt to the left (the offset grows by 100), then flings.
        let pager = Self.scroll("pager", maxY: 0, maxX: 1125, paging: true)
        let timeline = Self.run([pager], parents: ["pager": "view"], [
            .drag(view: "pager", by: Point(x: -100, y: 0), duration: 0.2),
            .fling(view: "pager", velocity: Point(x: velocity, y: 0)),
        ])
        #expect(try #require(timeline.frames.last).offsets[0].x == expected)
    }

    @Test("without a hand-off the innermost scroll view takes the pan: the table moves, the main view does not")
    func innermostTakesPan() throws {
        let timeline = Self.run(Self.nested, parents: Self.nestedParents,
                                [.drag(view: "row", by: Point(x: 0, y: -500), duration: 0.5)])
        let last = try #require(timeline.frames.last)
        #expect(last.offsets == [Point(x: 0, y: 0), Point(x: 0, y: 500)])
    }

    @Test("the hand-off moves the main view to its end first, then the table; back down, the table first")
    func handoff() throws {
        let handoff = Handoff(from: "scrollView", to: "tabTable")
        let timeline = Self.run(Self.nested, parents: Self.nestedParents, [
            .drag(view: "row", by: Point(x: 0, y: -500), duration: 0.5),
            .wait(0.5),
            .drag(view: "row", by: Point(x: 0, y: 400), duration: 0.5),
        ], handoffs: [handoff])
        // Up by 500 over 30 frames: 500/30 pt per frame. Frame 15: 250 moved, all of it the main view's (room 300).
        #expect(try #require(timeline.offset(of: "scrollView", frame: 15)).y == 250)
        #expect(try #require(timeline.offset(of: "tabTable", frame: 15)).y == 0)
        // Frame 30: the main view at its end (300), the table has the other 200.
        #expect(try #require(timeline.offset(of: "scrollView", frame: 30)).y == 300)
        #expect(abs(try #require(timeline.offset(of: "tabTable", frame: 30)).y - 200) < 1e-9)
        // Back down by 400 (frames 60…90): the table returns to 0 first (200 pt, at frame 75), the main view stays at 300.
        #expect(abs(try #require(timeline.offset(of: "tabTable", frame: 75)).y) < 1e-9)
        #expect(try #require(timeline.offset(of: "scrollView", frame: 75)).y == 300)
        // Then the main view takes the other 200: 100.
        #expect(abs(try #require(timeline.offset(of: "scrollView", frame: 90)).y - 100) < 1e-9)
        #expect(try #require(timeline.offset(of: "tabTable", frame: 90)).y == 0)
    }

    @Test("offsets.csv: a header with each scroll view's x and y, one line per frame")
    func csv() {
        let timeline = Self.run([Self.scroll("s", maxY: 1000)], parents: ["s": "view"],
                                [.drag(view: "s", by: Point(x: 0, y: -60), duration: 0.05)])
        // 0.05 s at 60 fps: frames at 0, 16.667, 33.333 and 50 ms; 20 pt per frame.
        #expect(timeline.csv() == """
            frame,time_ms,s.x,s.y
            0,0,0,0
            1,16.667,0,20
            2,33.333,0,40
            3,50,0,60

            """)
    }
}
