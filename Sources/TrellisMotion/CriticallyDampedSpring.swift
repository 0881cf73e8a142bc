#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A critically damped spring toward a target: how out-of-range offsets spring back and pages settle.
///
/// UIKit's spring-back and paging animations are not public. A critically damped spring (damping ratio 1, the
/// fastest return without oscillating, as UIKit's own `UISpringTimingParameters` default suggests for this motion)
/// with a response of 0.4 s gives the spring-back that re-implementations measured against a phone.
/// Displacement from the target: `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)`, with `ω = 2π / response`.
public struct CriticallyDampedSpring: Sendable, Hashable {
    /// The spring's response in seconds (the period of the undamped oscillation).
    public static let response = 0.4
    /// Within this distance (points) and speed (points per second) of the target, the spring is at rest.
    public static let restDistance = 0.05
    public static let restSpeed = 1.0

    public var target: Double
    /// Displacement from the target and velocity (points per second) when the spring starts.
    public var displacement: Double
    public var velocity: Double
    /// ω in radians per second.
    public var angularFrequency: Double

    /// A spring from `position` moving at `velocity` toward `target`.
    public init(from position: Double, velocity: Double, to target: Double, response: Double = Self.response) {
        self.target = target
        displacement = position - target
        self.velocity = velocity
        angularFrequency = 2 * Double.pi / response
    }

    /// The position `seconds` after the start.
    public func position(after seconds: Double) -> Double {
        let t = max(0, seconds), w = angularFrequency
        return target + (displacement + (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// The velocity (points per second) `seconds` after the start: `(v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ωt)`.
    public func velocity(after seconds: Double) -> Double {
        let t = max(0, seconds), w = angularFrequency
        return (velocity - w * (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// Whether the spring has come to rest by `seconds` (then it is shown at its target).
    public func isAtRest(after seconds: Double) -> Bool {
        abs(position(after: seconds) - target) < Self.restDistance && abs(velocity(after: seconds)) < Self.restSpeed
    }
}
