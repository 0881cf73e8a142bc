#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIScrollView's motion formulas, one axis at a time (the docs' "Motion" section gives each one's source).
///
/// Offsets are points, velocities points per second, times milliseconds where the deceleration rate is per millisecond.
public enum ScrollPhysics {
    /// The rubber band's constant: the value measured for UIScrollView (chpwn, 2013) and used by every re-implementation.
    public static let rubberBandCoefficient = 0.55
    /// How close (points) a deceleration must come to its projected rest before it stops there; UIKit's threshold is not public.
    public static let restDistance = 0.1

    /// How far past the edge the content shows when the finger has pulled it `overshoot` points past it:
    /// `(1 − 1/(x·c/d + 1))·d` with `d` the frame's size on that axis; the sign follows `overshoot`.
    public static func rubberBand(_ overshoot: Double, dimension: Double, coefficient: Double = rubberBandCoefficient) -> Double {
        guard dimension > 0, overshoot != 0, overshoot.isFinite else { return 0 }
        let x = abs(overshoot)
        let band = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -band : band
    }

    /// Where a fling comes to rest, relative to where it was released: `v/1000 · r/(1 − r)` (WWDC 2018 session 803,
    /// "Designing Fluid Interfaces": the sum of the distances travelled in each millisecond, the velocity kept × r per ms).
    public static func projection(velocity: Double, rate: Double) -> Double {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The distance a fling has travelled `milliseconds` after release: `v/1000 · r·(1 − rᵗ)/(1 − r)`
    /// (the projection's partial sum, continued to fractional milliseconds); it tends to the projection.
    public static func decelerationTravel(velocity: Double, rate: Double, milliseconds: Double) -> Double {
        guard rate > 0, rate < 1, milliseconds > 0 else { return 0 }
        return projection(velocity: velocity, rate: rate) * (1 - pow(rate, milliseconds))
    }

    /// The velocity (points per second) `milliseconds` after release: `v·rᵗ`.
    public static func decelerationVelocity(velocity: Double, rate: Double, milliseconds: Double) -> Double {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity * pow(rate, max(0, milliseconds))
    }

    /// How long (milliseconds) a fling decelerates until it is within ``restDistance`` of its projected rest:
    /// the remaining distance is `projection · rᵗ`, so `t = ln(restDistance / |projection|) / ln r`.
    public static func decelerationDuration(velocity: Double, rate: Double) -> Double {
        let total = abs(projection(velocity: velocity, rate: rate))
        guard total > restDistance else { return 0 }
        return log(restDistance / total) / log(rate)
    }

    /// When (milliseconds after release) a fling has travelled `distance` points in its direction, or nil when it stops short.
    public static func timeToTravel(_ distance: Double, velocity: Double, rate: Double) -> Double? {
        let total = projection(velocity: velocity, rate: rate)
        guard total != 0, distance >= 0 else { return nil }
        let fraction = distance / abs(total)
        guard fraction < 1 else { return nil }
        return log(1 - fraction) / log(rate)
    }

    /// The offset a paging scroll view settles on after a release at `position` with `velocity`: the page nearest to
    /// the projected rest, but never more than one page from the page where the drag began, within the range.
    ///
    /// Pages are multiples of the frame's size from the content origin (UIKit pages by the bounds' size). How UIKit
    /// weighs velocity against position is not public; projecting with the scroll view's deceleration rate is the
    /// rule WWDC 2018 session 803 recommends for choosing a snap target, and it gives what a phone does: a slow
    /// release returns to the nearer page, a flick moves to the next one.
    public static func pageTarget(position: Double, velocity: Double, rate: Double, pageSize: Double, dragStart: Double,
                                  minimum: Double, maximum: Double) -> Double {
        guard pageSize > 0, pageSize.isFinite else { return min(max(position, minimum), maximum) }
        let projected = position + projection(velocity: velocity, rate: rate)
        let startPage = (dragStart / pageSize).rounded()
        let page = min(max((projected / pageSize).rounded(), startPage - 1), startPage + 1)
        return min(max(page * pageSize, minimum), maximum)
    }
}
