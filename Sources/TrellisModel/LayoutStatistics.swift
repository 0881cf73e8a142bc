/// Counters of the work a ``LayoutEngine`` has done, so callers and tests can see what was reused.
public struct LayoutStatistics: Sendable, Hashable {
    /// How many solvers were built from the scene (one per engine, whatever the number of devices and states).
    public var solverBuilds: Int = 0
    /// How many constraints went to the solver (user, frame, intrinsic, fallback and disambiguating ones).
    public var constraintsAdded: Int = 0
    /// How many times a device's root size and safe area were suggested to an existing solver.
    public var deviceSuggestions: Int = 0
    /// How many scroll states were solved (each by suggesting offsets to the same solver).
    public var stateSolves: Int = 0
    /// How many extra solves the multi-line labels' second pass needed.
    public var labelPasses: Int = 0
    /// How many times a label's text was measured.
    public var measurements: Int = 0
    /// Wall time of the last solver build (adding every constraint, which solves incrementally).
    public var buildTime: Duration = .zero
    /// Wall time of the last device's first state: labels' second pass, ambiguity, scroll ranges, the first state.
    public var firstSolveTime: Duration = .zero
    /// The part of `firstSolveTime` spent asking the solver what the constraints leave undetermined.
    public var ambiguityTime: Duration = .zero
    /// Wall time of each further state of the last device.
    public var stateTimes: [Duration] = []
    public init() {}
}
