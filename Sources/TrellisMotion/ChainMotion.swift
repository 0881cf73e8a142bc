#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrellisModel

/// A motion along one axis of a chain of scroll views: one scroll view, or a declared hand-off's `from` then `to`.
///
/// Moving toward the end (the offset growing), the chain's members take the movement in order, each until the end of
/// its range; moving back, in reverse order. Whatever is left past the last member's edge is overscroll.
struct ChainMotion {
    enum Kind {
        /// The finger moves by `finger` points (on this axis) at constant speed over `duration` seconds.
        case drag(finger: Double, duration: Double)
        /// Released with `velocity` (points per second, the offset's direction), decelerating at `rate` per millisecond.
        case fling(velocity: Double, rate: Double)
        /// One member springs to a target.
        case spring(CriticallyDampedSpring)
        /// One member moves from its base to `target` over `duration` seconds, easing in and out (animated scrollTo).
        case ease(target: Double, duration: Double)
    }

    var axis: Axis
    /// Indices of the scroll views, in hand-off order.
    var members: [Int]
    /// Their offsets on this axis when the motion started.
    var bases: [Double]
    /// Seconds since the gesture's start.
    var start: Double
    var kind: Kind

    /// What the motion shows at a time: each member's offset, whether it has ended, and the motion that follows.
    struct Sample {
        var values: [Double]
        var finished: Bool
        var next: ChainMotion?
    }

    /// Distributes a movement `delta` over the members from their bases; returns the offsets and the overshoot of the
    /// last member taking it (positive past the end of its range, negative before its start).
    static func distribute(_ delta: Double, bases: [Double], ranges: [(Double, Double)]) -> (values: [Double], overshoot: Double, end: Int) {
        var values = bases
        guard !bases.isEmpty else { return (values, 0, 0) }
        var remaining = delta
        let order = delta >= 0 ? Array(bases.indices) : Array(bases.indices.reversed())
        for index in order {
            let room = delta >= 0 ? max(0, ranges[index].1 - bases[index]) : min(0, ranges[index].0 - bases[index])
            let take = delta >= 0 ? min(remaining, room) : max(remaining, room)
            values[index] += take
            remaining -= take
        }
        let end = order[order.count - 1]
        values[end] += remaining
        return (values, remaining, end)
    }

    func sample(at time: Double, scrolls: [MotionScrollView]) -> Sample {
        let elapsed = max(0, time - start)
        let ranges = members.map { (scrolls[$0].minimum(axis), scrolls[$0].maximum(axis)) }
        switch kind {
        case .drag(let finger, let duration):
            let progress = min(1, elapsed / duration)
            // The finger moving down (+) pulls the content down: the offset moves the other way.
            let moved = Self.distribute(-finger * progress, bases: bases, ranges: ranges)
            var values = moved.values
            if moved.overshoot != 0 {
                let scroll = scrolls[members[moved.end]]
                let edge = values[moved.end] - moved.overshoot
                values[moved.end] = scroll.properties.bounces
                    ? edge + ScrollPhysics.rubberBand(moved.overshoot, dimension: scroll.dimension(axis))
                    : edge
            }
            return Sample(values: values, finished: progress >= 1, next: nil)
        case .fling(let velocity, let rate):
            return flingSample(elapsed: elapsed, velocity: velocity, rate: rate, ranges: ranges, scrolls: scrolls)
        case .spring(let spring):
            let atRest = spring.isAtRest(after: elapsed)
            return Sample(values: [atRest ? spring.target : spring.position(after: elapsed)], finished: atRest, next: nil)
        case .ease(let target, let duration):
            let progress = min(1, elapsed / duration)
            let eased = 0.5 - 0.5 * cos(Double.pi * progress)
            return Sample(values: [bases[0] + (target - bases[0]) * eased], finished: progress >= 1, next: nil)
        }
    }

    private func flingSample(elapsed: Double, velocity: Double, rate: Double, ranges: [(Double, Double)],
                             scrolls: [MotionScrollView]) -> Sample {
        let milliseconds = elapsed * 1000
        // The room before the chain's far edge in the fling's direction.
        let room = zip(bases, ranges).reduce(0.0) { sum, item in
            sum + (velocity >= 0 ? max(0, item.1.1 - item.0) : max(0, item.0 - item.1.0))
        }
        if let crossing = ScrollPhysics.timeToTravel(room, velocity: velocity, rate: rate), milliseconds >= crossing {
            // The fling reaches the edge with speed left: the content stops there or, bouncing, runs past it and springs back.
            let atEdge = Self.distribute(velocity >= 0 ? room : -room, bases: bases, ranges: ranges)
            let member = atEdge.end
            guard scrolls[members[member]].properties.bounces else { return Sample(values: atEdge.values, finished: true, next: nil) }
            let speed = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, milliseconds: crossing)
            let edge = atEdge.values[member]
            let bounce = ChainMotion(axis: axis, members: [members[member]], bases: [edge], start: start + crossing / 1000,
                                     kind: .spring(CriticallyDampedSpring(from: edge, velocity: speed, to: edge)))
            return Sample(values: atEdge.values, finished: true, next: bounce)
        }
        let duration = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
        let travelled = milliseconds >= duration
            ? ScrollPhysics.projection(velocity: velocity, rate: rate)
            : ScrollPhysics.decelerationTravel(velocity: velocity, rate: rate, milliseconds: milliseconds)
        let values = Self.distribute(travelled, bases: bases, ranges: ranges).values
        return Sample(values: values, finished: milliseconds >= duration, next: nil)
    }
}
