import Testing
import TrellisModel
@testable import TrellisRender

/// The badge placement on frames built by hand: gap 1 inside a view and between badges, 4 between a badge outside
/// its view and the view, a 40 × 12 badge unless a test says otherwise.
@Suite("Badge placement")
struct BadgePlacerTests {
    let badge = Size(width: 40, height: 12)

    @Test("a badge goes inside its view's top-left corner when nothing is there")
    func insideWhenFree() {
        let placer = BadgePlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        let placed = placer.place([.init(view: Rect(x: 10, y: 10, width: 100, height: 50), size: badge)], avoiding: [])
        // The corner moved in by the 1-point gap: (10 + 1, 10 + 1); no leader, it is inside.
        #expect(placed == [BadgePlacer.Placement(rect: Rect(x: 11, y: 11, width: 40, height: 12), leader: nil)])
    }

    @Test("in a right-to-left scene the badge starts from the top-right (leading) corner, inside and outside")
    func rightToLeft() throws {
        var placer = BadgePlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        placer.rightToLeft = true
        let view = Rect(x: 10, y: 30, width: 100, height: 50)
        let inside = placer.place([.init(view: view, size: badge)], avoiding: [])
        // The top-right corner 1 point in: x = 10 + 100 - 1 - 40 = 69, y = 31.
        #expect(inside.first??.rect == Rect(x: 69, y: 31, width: 40, height: 12))
        // With the text covering every corner, above the view aligned with its right edge: x = 110 - 40 = 70,
        // y = 30 - 4 - 12 = 14; the leader drops from under the badge's centre (90, 26) to (90, 30).
        let outside = try #require(placer.place([.init(view: view, size: badge)], avoiding: [Rect(x: 12, y: 32, width: 96, height: 46)]).first ?? nil)
        #expect(outside.rect == Rect(x: 70, y: 14, width: 40, height: 12))
        #expect(outside.leader == BadgePlacer.Leader(from: Point(x: 90, y: 26), to: Point(x: 90, y: 30)))
    }

    @Test("a badge that would cover a label's text goes outside, above the view's top-left corner, with a leader")
    func outsideOverText() throws {
        let placer = BadgePlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        let view = Rect(x: 10, y: 30, width: 100, height: 50)
        // The text covers all four inside corners: x 12…108, y 32…78.
        let text = Rect(x: 12, y: 32, width: 96, height: 46)
        let placed = try #require(placer.place([.init(view: view, size: badge)], avoiding: [text]).first ?? nil)
        // The first ring is 4 points out: above the view its bottom is at 30 - 4 = 26, so y = 26 - 12 = 14, left
        // edge aligned with the view's (x 10). The leader runs from the badge's bottom under its centre (x 30, y 26)
        // straight down to the view's top edge (30, 30).
        #expect(placed.rect == Rect(x: 10, y: 14, width: 40, height: 12))
        #expect(placed.leader == BadgePlacer.Leader(from: Point(x: 30, y: 26), to: Point(x: 30, y: 30)))
        #expect(!placed.rect.intersects(text))
    }

    @Test("two overlapping views get badges that do not overlap")
    func overlappingViews() {
        let placer = BadgePlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        let a = Rect(x: 10, y: 10, width: 100, height: 50), b = Rect(x: 20, y: 15, width: 100, height: 50)
        let placed = placer.place([.init(view: a, size: badge), .init(view: b, size: badge)], avoiding: [])
        // A takes its top-left corner (11, 11), reserving x 10…52, y 10…24 with the gap. B's top-left corner
        // (21, 16) is inside that, so B takes its top-right corner: x = 20 + 100 - 1 - 40 = 79, y = 16.
        #expect(placed.map { $0?.rect } == [Rect(x: 11, y: 11, width: 40, height: 12), Rect(x: 79, y: 16, width: 40, height: 12)])
        #expect(placed.allSatisfy { $0?.leader == nil })
    }

    @Test("a view at the image's corner keeps its badge wholly inside the image")
    func atTheEdge() throws {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        let placer = BadgePlacer(bounds: bounds)
        // A 40 × 20 view in the bottom-right corner cannot hold a 60 × 12 badge (60 + 2 > 40).
        let view = Rect(x: 160, y: 80, width: 40, height: 20)
        let placed = try #require(placer.place([.init(view: view, size: Size(width: 60, height: 12))], avoiding: []).first ?? nil)
        // Above the view (y = 80 - 4 - 12 = 64), left-aligned at x 160 it would end at 220: moved in to x = 200 - 60 =
        // 140. The leader drops from under the badge's centre (170, 76) to the view's top (170, 80).
        #expect(placed.rect == Rect(x: 140, y: 64, width: 60, height: 12))
        #expect(placed.leader == BadgePlacer.Leader(from: Point(x: 170, y: 76), to: Point(x: 170, y: 80)))
        #expect(bounds.holds(placed.rect))
    }

    @Test("a badge wider than the image is left out rather than cut")
    func tooLarge() {
        let placer = BadgePlacer(bounds: Rect(x: 0, y: 0, width: 30, height: 100))
        #expect(placer.place([.init(view: Rect(x: 0, y: 0, width: 30, height: 30), size: badge)], avoiding: []) == [nil])
    }

    @Test("on random screens no two badges overlap, none is cut, none covers text while a free spot was left",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomScreens(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        var requests: [BadgePlacer.Request] = []
        var texts: [Rect] = []
        for _ in 0..<120 {
            let width = random.next(in: 4...300), height = random.next(in: 4...200)
            let view = Rect(x: random.next(in: 0...(393 - width)), y: random.next(in: 0...(852 - height)), width: width, height: height)
            requests.append(.init(view: view, size: Size(width: random.next(in: 20...110), height: 13)))
            if random.next() % 5 < 2 {
                texts.append(Rect(x: view.minX + 2, y: view.minY + 2, width: min(view.width - 2, 80), height: min(view.height - 2, 20)))
            }
        }
        let placed = BadgePlacer(bounds: bounds).place(requests, avoiding: texts)
        let rects = placed.compactMap { $0?.rect }
        #expect(rects.count == requests.count)
        for rect in rects { #expect(bounds.holds(rect)) }
        for i in rects.indices {
            for j in rects.indices where j > i { #expect(!rects[i].intersects(rects[j]), "badges \(i) and \(j)") }
        }
        // Screens this sparse always have a free spot: no badge covers text.
        for rect in rects { #expect(!texts.contains { $0.intersects(rect) }) }
    }
}

/// A small deterministic generator (SplitMix64), so the random screens are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number of points in `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        let span = UInt64(max(0, range.upperBound - range.lowerBound)) + 1
        return range.lowerBound + Double(next() % span)
    }
}
