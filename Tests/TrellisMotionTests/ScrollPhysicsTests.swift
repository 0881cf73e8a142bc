import Foundation
import Testing
import TrellisModel
import TrellisMotion

/// The formulas against values worked out by hand.
@Suite("Scroll physics formulas")
struct ScrollPhysicsTests {
    @Test("a 1000 pt/s fling at 0.998 per ms projects 499 pt; at 0.99, 99 pt")
    func projection() {
        // v/1000 · r/(1 − r) = 1000/1000 · 0.998/0.002 = 1 · 499 = 499
        #expect(abs(ScrollPhysics.projection(velocity: 1000, rate: DecelerationRate.normal) - 499) < 1e-9)
        // 1 · 0.99/0.01 = 99
        #expect(abs(ScrollPhysics.projection(velocity: 1000, rate: DecelerationRate.fast) - 99) < 1e-9)
        // Upward: the sign follows the velocity.
        #expect(abs(ScrollPhysics.projection(velocity: -2000, rate: DecelerationRate.normal) + 998) < 1e-9)
    }

    @Test("rubber band 100 pt past the edge of a 667-pt frame shows 50.8 pt")
    func rubberBand() {
        // x·c/d = 100 · 0.55 / 667 = 55/667 = 0.0824588; + 1 = 1.0824588; 1/1.0824588 = 0.9238233;
        // 1 − 0.9238233 = 0.0761767; × 667 = 50.81 pt.
        let band = ScrollPhysics.rubberBand(100, dimension: 667)
        #expect(abs(band - 50.81) < 0.005)
        // Pulled past the top (negative overshoot) it is the same distance the other way.
        #expect(abs(ScrollPhysics.rubberBand(-100, dimension: 667) + 50.81) < 0.005)
        // A 960-pt frame, as in the 2013 measurement: x = 400 gives (1 − 1/(400·0.55/960 + 1))·960
        // = (1 − 1/1.2291667)·960 = (1 − 0.8135593)·960 = 178.98.
        #expect(abs(ScrollPhysics.rubberBand(400, dimension: 960) - 178.98) < 0.005)
    }

    @Test("half the projected distance is travelled when rᵗ = 1/2 (t = ln 0.5 / ln 0.998 = 346.2 ms)")
    func exponentialDeceleration() {
        let t = (0.5 as Double).halvingTime
        // 499 · (1 − 0.5) = 249.5
        #expect(abs(ScrollPhysics.decelerationTravel(velocity: 1000, rate: 0.998, milliseconds: t) - 249.5) < 1e-6)
        // The velocity then is half: 500 pt/s.
        #expect(abs(ScrollPhysics.decelerationVelocity(velocity: 1000, rate: 0.998, milliseconds: t) - 500) < 1e-6)
        // It stops within 0.1 pt of the rest: 499 · 0.998ᵗ = 0.1 → t = ln(0.1/499)/ln 0.998 = −8.5152 / −0.0020020 = 4253.3 ms.
        #expect(abs(ScrollPhysics.decelerationDuration(velocity: 1000, rate: 0.998) - 4253.3) < 0.1)
    }

    @Test("paging: slow releases return, fast ones move one page, never more",
          arguments: [
              // (position, velocity, drag start, expected offset) on 375-pt pages, range 0…1125 (four pages).
              // 100 + 50/1000·499 = 124.95 → 0.33 pages → page 0.
              (100.0, 50.0, 0.0, 0.0),
              // 100 + 0.6·499 = 399.4 → 1.07 pages → page 1.
              (100.0, 600.0, 0.0, 375.0),
              // 100 + 1000/1000·499 = 599 → 1.60 → page 2, but at most one page from page 0: page 1.
              (100.0, 1000.0, 0.0, 375.0),
              // 100 + 5·499 = 2595 → page 7 → page 1.
              (100.0, 5000.0, 0.0, 375.0),
              // Dragged from page 1 back to 300 and flung back: 300 − 499 = −199 → page −1 → page 0 (one back).
              (300.0, -1000.0, 375.0, 0.0),
              // Dragged past half a page (200 pt) and let go at rest: 200/375 = 0.53 → page 1.
              (200.0, 0.0, 0.0, 375.0),
          ])
    func paging(position: Double, velocity: Double, start: Double, expected: Double) {
        let target = ScrollPhysics.pageTarget(position: position, velocity: velocity, rate: 0.998, pageSize: 375,
                                              dragStart: start, minimum: 0, maximum: 1125)
        #expect(target == expected)
    }

    @Test("a critically damped spring from 100 pt out is 1.36 pt out after 0.4 s")
    func spring() {
        // ω = 2π/0.4 = 15.70796; x = (100 + ω·100·0.4)·e^(−ω·0.4) = (100 + 628.3185)·e^(−6.283185)
        // = 728.3185 · 0.00186744 = 1.3601
        let spring = CriticallyDampedSpring(from: 100, velocity: 0, to: 0)
        #expect(abs(spring.position(after: 0.4) - 1.3601) < 0.001)
        #expect(spring.position(after: 0) == 100)
        // Critically damped: it never crosses the target on the way back from rest.
        #expect((1...100).allSatisfy { spring.position(after: Double($0) / 100) > 0 })
        #expect(spring.isAtRest(after: 2))
    }
}

extension Double {
    /// ln 0.5 / ln 0.998: the milliseconds after which a 0.998 deceleration keeps half its velocity.
    fileprivate var halvingTime: Double { log(self) / log(0.998) }
}
