import TrellisModel
import TrellisSolver

/// Lays a scene out as UIKit would: one solver per scene, re-used for every device and scroll state.
///
/// Views get variables in their superview's coordinates (a scroll view's subviews: its content coordinates);
/// a constraint is expressed in the nearest common ancestor's space, so scroll offsets (edit variables)
/// appear only in constraints that cross a scroll view's boundary.
public final class LayoutEngine {
    let scene: Scene
    let measurer: any TextMeasurer

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
    /// Non-root views whose safeArea guide a constraint uses, and their inset edit variables.
    var safeAreaInsets: [Int: InsetVariables] = [:]
    /// Views whose layout margins guide a constraint uses, and its inset edit variables (margins plus safe area).
    var marginInsets: [Int: InsetVariables] = [:]
    /// Views whose readable content guide a constraint uses, and its inset edit variables.
    var readableInsets: [Int: InsetVariables] = [:]
    /// Stacks whose generated constraints embed their arranged views' intrinsic sizes.
    var stacksDependingOnIntrinsicSizes: Set<Int> = []
    var counters = LayoutStatistics()
    #if DEBUG
    /// What ``_checkInvariants()`` found at pass boundaries (debug builds; tests expect it empty).
    var invariantViolations: [String] = []
    #endif

    /// An engine for a scene; the solver is built on the first ``layout(device:)``.
    public init(scene: Scene, measurer: any TextMeasurer) {
        self.scene = scene
        self.measurer = measurer
    }

    /// The devices this scene is solved for: scene.devices, or one unnamed device of scene.size (scale override applied).
    public var devices: [Device] {
        if scene.devices.isEmpty {
            return [Device(name: nil, size: scene.size, scale: scene.scale ?? 2, safeArea: .zero)]
        }
        return scene.devices.map { device in
            var device = device
            if let scale = scene.scale { device.scale = scale }
            return device
        }
    }

    /// What the engine has done so far (solver builds, state solves, label passes).
    public var statistics: LayoutStatistics {
        var statistics = counters
        statistics.constraintsAdded = driver.constraintsAdded
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
        if !settleLabels() { diagnostics.append(unsettledLabelsDiagnostic()) }
        let ambiguityStart = clock.now
        diagnostics += resolveAmbiguity()
        if !settleLabels() { diagnostics.append(unsettledLabelsDiagnostic()) }
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
        diagnostics += solverTroubleDiagnostics()
        return LayoutResult(device: device, states: states, diagnostics: deduplicated(diagnostics))
    }

    /// Creates a solver variable and remembers what it stands for.
    func makeVariable(_ name: String, _ quantity: EngineQuantity) -> EngineVariable {
        driver.makeVariable(name, quantity)
    }

    /// A variable as a form.
    func form(_ variable: EngineVariable) -> LinearForm { LinearForm(variable: variable) }

    /// The solved value of an engine variable (0 for none: the root's origin).
    func value(_ variable: EngineVariable?) -> Double { driver.value(variable) }

    /// Suggests a value for an edit variable unless it already holds it.
    ///
    /// When required constraints forbid the value (a screen narrower than a required width, an offset a required
    /// constraint fixes), the conflicting set's member UIKit would break is removed, with a diagnostic, and the value retried.
    func suggest(_ variable: EngineVariable?, _ newValue: Double) {
        pendingDiagnostics += driver.suggest(variable, newValue) { describeEdit(variable) }
    }

    /// Makes a variable a required edit variable with an initial value.
    func makeEdit(_ variable: EngineVariable, _ initial: Double) {
        pendingDiagnostics += driver.makeEdit(variable, initial) { describeEdit(variable) }
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
        switch driver.quantities[variable.index] {
        case .rootWidth: return "the screen's width"
        case .rootHeight: return "the screen's height"
        case .safeArea: return "the device's safe area inset"
        case .margin(let view): return "a layout margin of '\(nodes[view].id)'"
        case .offsetX(let view): return "the x offset of '\(nodes[view].id)'"
        case .offsetY(let view): return "the y offset of '\(nodes[view].id)'"
        case .intrinsicWidth(let view): return "the measured width of '\(nodes[view].id)'"
        case .intrinsicHeight(let view): return "the measured height of '\(nodes[view].id)'"
        default: return "a value"
        }
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
