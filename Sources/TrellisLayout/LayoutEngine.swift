import TrellisModel
import TrellisSolver

/// Lays a scene out as UIKit would: one solver per scene, re-used for every device and scroll state.
///
/// Views get variables in their superview's coordinates (a scroll view's subviews: its content coordinates);
/// a constraint is expressed in the nearest common ancestor's space, so scroll offsets (edit variables)
/// appear only in constraints that cross a scroll view's boundary.
public final class LayoutEngine {
    let scene: Scene
    /// Measures labels' text and counts the measurements.
    let labelMeasurer: LabelMeasurer

    /// The solver and its tables: variables, constraints by handle, edit variables.
    var driver = SolverDriver(limits: .standard)
    /// The solver's bounds on its work (tests lower them to force solver trouble).
    var solverLimits = SolverLimits.standard
    var isBuilt = false
    var nodes: [EngineNode] = []
    var indexByID: [String: Int] = [:]
    /// Root size and safe area insets: edit variables suggested per device (nil until built).
    var root: RootVariables?
    /// Diagnostics found while building (unsatisfiable sets, bad constraints): part of every device's result.
    var buildDiagnostics: [Diagnostic] = []
    /// Diagnostics found while suggesting a device or a state's values, reported with that layout.
    var pendingDiagnostics: [Diagnostic] = []
    var priorities = EnginePriorities(floor: 1)
    /// The inset guides constraints use and their edit variables.
    var guideInsets = GuideInsetTable()
    /// Stacks whose generated constraints embed their arranged views' intrinsic sizes.
    var stacksDependingOnIntrinsicSizes: Set<Int> = []
    var counters = LayoutStatistics()
    #if DEBUG
    /// What ``EngineInvariants`` found at pass boundaries (debug builds; tests expect it empty).
    var invariantViolations: [String] = []
    #endif

    /// An engine for a scene; the solver is built on the first ``layout(device:)``.
    public init(scene: Scene, measurer: any TextMeasurer) {
        self.scene = ControlSizing.sized(scene, measurer: measurer)
        labelMeasurer = LabelMeasurer(measurer)
    }

    /// The devices this scene is solved for: scene.devices, or one unnamed device of scene.size (scale override applied).
    public var devices: [Device] { scene.layoutDevices }

    /// The solver's counters (pivots, tableau updates), for benchmarks.
    public var solverStatistics: SolverStatistics { driver.solver.statistics }

    /// What the engine has done so far (solver builds, state solves, label passes).
    public var statistics: LayoutStatistics {
        var statistics = counters
        statistics.constraintsAdded = driver.constraintsAdded
        statistics.measurements = labelMeasurer.measurements
        return statistics
    }

    /// Lays the scene out on one device: every state, with diagnostics; later devices reuse the solver.
    public func layout(device: Device) -> LayoutResult {
        let clock = ContinuousClock()
        var start = clock.now
        if !isBuilt {
            build(for: device)
            counters.buildTime = clock.now - start
            start = clock.now
        } else {
            suggestDevice(device)
        }
        checkInvariants()
        var diagnostics = buildDiagnostics
        if !settleLabels() { diagnostics.append(LabelMeasurer.unsettledDiagnostic(nodes: nodes, location: scene.location)) }
        let ambiguityStart = clock.now
        diagnostics += resolveAmbiguity()
        if !settleLabels() { diagnostics.append(LabelMeasurer.unsettledDiagnostic(nodes: nodes, location: scene.location)) }
        diagnostics += contentSizeOverrides()
        counters.ambiguityTime = clock.now - ambiguityStart
        checkInvariants()
        let plan = scrollPlan()
        let planner = scrollPlanner
        diagnostics += plan.diagnostics + planner.stateDiagnostics()
        var states: [SolvedState] = []
        counters.stateTimes = []
        for request in planner.stateRequests(plan: plan, diagnostics: &diagnostics) {
            states.append(solveState(request, plan: plan, device: device, diagnostics: &diagnostics))
            if states.count == 1 {
                counters.firstSolveTime = clock.now - start
            } else {
                counters.stateTimes.append(clock.now - start)
            }
            start = clock.now
            checkInvariants()
        }
        diagnostics += pendingDiagnostics
        pendingDiagnostics = []
        diagnostics += driver.troubleDiagnostics(scene: scene)
        return LayoutResult(device: device, states: states, diagnostics: deduplicated(diagnostics))
    }

    /// The solved value of an engine variable (0 for none: the root's origin).
    func value(_ variable: EngineVariable?) -> Double { driver.value(variable) }

    /// Suggests a value for an edit variable unless it already holds it; a conflict with required constraints breaks
    /// the member UIKit would break (``SolverDriver/suggest(_:_:describe:)``), with a diagnostic.
    func suggest(_ variable: EngineVariable?, _ newValue: Double) {
        pendingDiagnostics += driver.suggest(variable, newValue) { describeEdit(variable) }
    }

    /// Collects a constraint and adds it to the solver; conflicts it causes are build diagnostics.
    func add(_ constraint: EngineConstraint) {
        buildDiagnostics += driver.add(constraint)
    }

    /// The constraint translator over the current tree (spacers included), or nil before the root's variables exist.
    var translator: ConstraintTranslator? {
        guard let root else { return nil }
        return ConstraintTranslator(nodes: nodes, indexByID: indexByID, root: root) { [unowned self] guide, index in
            self.insetVariables(guide, of: index)
        }
    }

    /// The analyser of what the constraints leave undetermined, over the current solver.
    var ambiguityAnalyser: AmbiguityAnalyser { AmbiguityAnalyser(driver: driver, nodes: nodes, priorities: priorities) }

    /// What an edit variable holds, for diagnostics.
    func describeEdit(_ variable: EngineVariable?) -> String {
        guard let variable else { return "a value" }
        return driver.quantities[variable.index].editDescription { nodes[$0].id }
    }

    private func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// The engine's own priorities, all below every priority the scene uses.
struct EnginePriorities {
    /// `contentSize` as a fallback for the content area's size.
    let contentSizeFallback: Double
    /// Asking the solver what is determined by the scene's constraints and contentSize.
    let ambiguityQuery: Double
    /// Asking what the scene's constraints alone determine (for content-size-overridden).
    let overrideQuery: Double
    /// Pins of undetermined sizes (to 0) and positions (to the superview's origin).
    let sizePin: Double
    let positionPin: Double

    init(floor: Double) {
        overrideQuery = floor * 0.6
        contentSizeFallback = floor * 0.5
        ambiguityQuery = floor * 0.4
        sizePin = floor * 0.3
        positionPin = floor * 0.2
    }
}
