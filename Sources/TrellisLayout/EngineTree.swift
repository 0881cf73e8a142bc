import TrellisModel

/// The engine's view tree made from a scene: views depth first (the root first), each with its solver variables.
///
/// Variables are made in a fixed order (the root's size and safe area, then each view's frame and, for a scroll view,
/// its content size and offset), so a scene always gives the solver the same problem.
struct EngineTree {
    private(set) var nodes: [EngineNode] = []
    private(set) var indexByID: [String: Int] = [:]
    let root: RootVariables
    /// Conflicts met while suggesting the initial edit values.
    private(set) var diagnostics: [Diagnostic] = []

    init(scene: Scene, driver: SolverDriver) {
        var nodes: [EngineNode] = []
        var indexByID: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        func edit(_ variable: EngineVariable) {
            diagnostics += driver.makeEdit(variable, 0) { driver.quantities[variable.index].editDescription { nodes[$0].id } }
        }
        let root = RootVariables(width: driver.makeVariable("view.width", .rootWidth), height: driver.makeVariable("view.height", .rootHeight),
                                 safeTop: driver.makeVariable("safeArea.top", .safeArea),
                                 safeLeft: driver.makeVariable("safeArea.left", .safeArea),
                                 safeBottom: driver.makeVariable("safeArea.bottom", .safeArea),
                                 safeRight: driver.makeVariable("safeArea.right", .safeArea))
        for variable in [root.width, root.height, root.safeTop, root.safeLeft, root.safeBottom, root.safeRight] { edit(variable) }
        func count(_ view: ViewNode) -> Int { view.children.reduce(1) { $0 + count($1) } }
        let total = count(scene.root)
        nodes.reserveCapacity(total)
        indexByID.reserveCapacity(total)
        func walk(_ view: ViewNode, parent: Int?, depth: Int) {
            let index = nodes.count
            if let parent {
                let id = view.id
                let x = driver.makeVariable("\(id).x", .x(index)), y = driver.makeVariable("\(id).y", .y(index))
                let width = driver.makeVariable("\(id).width", .width(index)), height = driver.makeVariable("\(id).height", .height(index))
                var scroll: ScrollVariables?
                if view.kind == .scroll {
                    scroll = ScrollVariables(
                        contentWidth: driver.makeVariable("\(id).contentWidth", .contentWidth(index)),
                        contentHeight: driver.makeVariable("\(id).contentHeight", .contentHeight(index)),
                        offsetX: driver.makeVariable("\(id).contentOffset.x", .offsetX(index)),
                        offsetY: driver.makeVariable("\(id).contentOffset.y", .offsetY(index)))
                }
                nodes.append(EngineNode(view: view, parent: parent, depth: depth, x: x, y: y, width: width, height: height,
                                        scroll: scroll, isSpacer: view.isLayoutGuide))
                if let scroll {
                    edit(scroll.offsetX)
                    edit(scroll.offsetY)
                }
            } else {
                nodes.append(EngineNode(view: view, parent: nil, depth: depth, x: nil, y: nil, width: root.width, height: root.height,
                                        isSpacer: view.isLayoutGuide))
            }
            if indexByID[view.id] == nil { indexByID[view.id] = index }
            for child in view.children { walk(child, parent: index, depth: depth + 1) }
        }
        walk(scene.root, parent: nil, depth: 0)
        self.root = root
        self.nodes = nodes
        self.indexByID = indexByID
        self.diagnostics = diagnostics
    }
}

extension EngineQuantity {
    /// What an edit variable standing for this holds, in a diagnostic ("the screen's width"); `viewID` names a view by index.
    func editDescription(viewID: (Int) -> String) -> String {
        switch self {
        case .rootWidth: return "the screen's width"
        case .rootHeight: return "the screen's height"
        case .safeArea: return "the device's safe area inset"
        case .margin(let view): return "a layout margin of '\(viewID(view))'"
        case .offsetX(let view): return "the x offset of '\(viewID(view))'"
        case .offsetY(let view): return "the y offset of '\(viewID(view))'"
        case .intrinsicWidth(let view): return "the measured width of '\(viewID(view))'"
        case .intrinsicHeight(let view): return "the measured height of '\(viewID(view))'"
        default: return "a value"
        }
    }
}
