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

    var solver = Solver()
    var isBuilt = false
    /// The solver's variables, by engine index, and what each stands for.
    var variables: [Variable] = []
    var quantities: [EngineQuantity] = []
    /// Engine index by solver variable, made when first needed (the solver's ambiguity answers).
    private var variableIndexCache: [Variable: Int] = [:]
    var nodes: [EngineNode] = []
    var indexByID: [String: Int] = [:]
    /// Root size and safe area insets: edit variables suggested per device.
    var rootWidth = -1, rootHeight = -1
    var safeTop = -1, safeLeft = -1, safeBottom = -1, safeRight = -1
    var records: [ConstraintRecord] = []
    var recordByHandle: [ConstraintHandle: Int] = [:]
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
    /// Variables already given a disambiguating pin.
    var pinned: Set<Int> = []
    /// The required edit variables (root size, safe area, offsets, measured label sizes).
    var editVariables: Set<Int> = []
    /// Current suggested values of edit variables, so unchanged ones are not suggested again.
    var suggested: [Int: Double] = [:]
    var counters = LayoutStatistics()

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
    public var statistics: LayoutStatistics { counters }

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
        var diagnostics = buildDiagnostics
        if !settleLabels() { diagnostics.append(unsettledLabelsDiagnostic()) }
        let ambiguityStart = clock.now
        diagnostics += resolveAmbiguity()
        if !settleLabels() { diagnostics.append(unsettledLabelsDiagnostic()) }
        diagnostics += contentSizeOverrides()
        counters.ambiguityTime = clock.now - ambiguityStart
        let plan = scrollPlan(device: device)
        diagnostics += plan.diagnostics + stateDiagnostics()
        var states: [SolvedState] = []
        counters.stateTimes = []
        for request in stateRequests(plan: plan, diagnostics: &diagnostics) {
            states.append(solveState(request, plan: plan, device: device, diagnostics: &diagnostics))
            if states.count == 1 {
                counters.firstSolveTime = clock.now - start
            } else {
                counters.stateTimes.append(clock.now - start)
            }
            start = clock.now
        }
        diagnostics += pendingDiagnostics
        pendingDiagnostics = []
        return LayoutResult(device: device, states: states, diagnostics: deduplicated(diagnostics))
    }

    /// Creates a solver variable and remembers what it stands for.
    func makeVariable(_ name: String, _ quantity: EngineQuantity) -> Int {
        let variable = solver.makeVariable(name)
        variables.append(variable)
        quantities.append(quantity)
        return variables.count - 1
    }

    /// The engine index of a solver variable.
    func engineIndex(of variable: Variable) -> Int? {
        if variableIndexCache.count != variables.count {
            variableIndexCache = [:]
            variableIndexCache.reserveCapacity(variables.count)
            for (index, known) in variables.enumerated() { variableIndexCache[known] = index }
        }
        return variableIndexCache[variable]
    }

    /// The solved value of an engine variable.
    func value(_ index: Int) -> Double {
        index < 0 ? 0 : solver.value(of: variables[index])
    }

    /// Suggests a value for an edit variable unless it already holds it.
    ///
    /// When required constraints forbid the value (a screen narrower than a required width, an offset a required
    /// constraint fixes), the conflicting set's member UIKit would break is removed, with a diagnostic, and the value retried.
    func suggest(_ index: Int, _ newValue: Double) {
        guard index >= 0, suggested[index] != newValue else { return }
        for _ in 0..<8 {
            do {
                try solver.suggestValue(variables[index], newValue)
                suggested[index] = newValue
                return
            } catch {
                guard case .unsatisfiable(let conflicting) = error else { return }
                let members = conflicting.compactMap { recordByHandle[$0] }
                guard !members.isEmpty else { return }
                let broken = brokenMember(of: members)
                pendingDiagnostics.append(unsatisfiableDiagnostic(
                    members: members, broken: broken, unnamed: 0,
                    cause: "\(describeEdit(index)) \(formatLayoutNumber(newValue))"))
                removeRecord(broken)
            }
        }
    }

    /// Makes a variable a required edit variable with an initial value.
    func makeEdit(_ index: Int, _ initial: Double) {
        try? solver.addEditVariable(variables[index], priority: LayoutConstraint.required)
        editVariables.insert(index)
        suggest(index, initial)
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
