import TrellisModel

/// A scroll view's solved geometry on a device, and the offsets its states show.
struct ScrollGeometry {
    let index: Int
    let frameSize: Size
    let contentSize: Size
    let adjustedInset: Insets
    /// The scrollable range: -adjustedInset.left/top … content + adjustedInset.right/bottom - frame (never below the start).
    let minX: Double, maxX: Double, minY: Double, maxY: Double
    /// The offsets of its `offsets` list, keywords resolved and `pages` expanded.
    var offsets: [Point]
    /// The name of each offset in state and file names: the keyword as written (`top`, `bottom`), `page-N` for
    /// `pages`, `X,Y` for numbers; so a file name stays the same when the content, and with it the offset, grows.
    var labels: [String] = []
    var first: Point { offsets.first ?? Point(x: minX, y: minY) }

    /// Every scroll view's geometry in the current solution, in tree order.
    static func measured(nodes: [EngineNode], driver: SolverDriver, resolver: InsetResolver) -> [ScrollGeometry] {
        nodes.indices.compactMap { index in
            guard let scroll = nodes[index].scroll else { return nil }
            let frame = Size(width: driver.value(nodes[index].width), height: driver.value(nodes[index].height))
            let content = Size(width: driver.value(scroll.contentWidth), height: driver.value(scroll.contentHeight))
            return ScrollGeometry(index: index, frameSize: frame, contentSize: content, adjustedInset: resolver.adjustedInset(of: index))
        }
    }

    /// The geometry of a scroll view as solved, its offsets not yet resolved.
    init(index: Int, frameSize: Size, contentSize: Size, adjustedInset inset: Insets) {
        self.index = index
        self.frameSize = frameSize
        self.contentSize = contentSize
        adjustedInset = inset
        minX = -inset.left
        minY = -inset.top
        maxX = max(minX, contentSize.width + inset.right - frameSize.width)
        maxY = max(minY, contentSize.height + inset.bottom - frameSize.height)
        offsets = []
    }
}

/// Every scroll view's geometry on a device, and the warnings about their offsets.
struct ScrollPlan {
    var scrolls: [ScrollGeometry] = []
    var diagnostics: [Diagnostic] = []
    func geometry(of index: Int) -> ScrollGeometry? { scrolls.first { $0.index == index } }
}

/// One state to solve: its name and every scroll view's offset.
struct StateRequest {
    let name: String
    let scrollView: String?
    let offsets: [Int: Point]
}

/// Resolves the offsets each scroll view shows (keywords, numbers, `pages`) against its solved range, names them, warns
/// about offsets UIKit would not show at rest, and lists the states to solve: pure, from solved sizes to requests.
struct ScrollPlanner {
    let scene: Scene
    let nodes: [EngineNode]
    let indexByID: [String: Int]

    /// The most pages a `pages` offset expands to on one axis.
    static let maximumPages = 1000

    /// Resolves each scroll view's written offsets within its range, in the order the scroll views were measured.
    func plan(_ measured: [ScrollGeometry]) -> ScrollPlan {
        var plan = ScrollPlan()
        for var geometry in measured {
            let node = nodes[geometry.index]
            let written = node.view.scroll.offsets.isEmpty ? [ScrollOffset.top] : node.view.scroll.offsets
            for offset in written {
                let points = resolve(offset, in: geometry)
                for (position, point) in points.enumerated() {
                    if !geometry.offsets.contains(point) {
                        geometry.offsets.append(point)
                        geometry.labels.append(label(offset, position: position, point: point))
                    }
                    if let warning = rangeWarning(point, geometry: geometry) { plan.diagnostics.append(warning) }
                    if let warning = pagingWarning(point, geometry: geometry) { plan.diagnostics.append(warning) }
                }
                if case .pages = offset, let warning = pageLimitWarning(geometry) { plan.diagnostics.append(warning) }
            }
            plan.scrolls.append(geometry)
        }
        return plan
    }

    /// The offsets a written offset stands for.
    func resolve(_ offset: ScrollOffset, in geometry: ScrollGeometry) -> [Point] {
        switch offset {
        case .vertical(let y): return [Point(x: geometry.minX, y: y)]
        case .point(let x, let y): return [Point(x: x, y: y)]
        case .top, .left: return [Point(x: geometry.minX, y: geometry.minY)]
        case .bottom: return [Point(x: geometry.minX, y: geometry.maxY)]
        case .right: return [Point(x: geometry.maxX, y: geometry.minY)]
        case .pages:
            let xs = pages(from: geometry.minX, to: geometry.maxX, page: geometry.frameSize.width)
            let ys = pages(from: geometry.minY, to: geometry.maxY, page: geometry.frameSize.height)
            return ys.flatMap { y in xs.map { x in Point(x: x, y: y) } }
        }
    }

    /// Every multiple of the page size within the range, plus the range's end.
    private func pages(from start: Double, to end: Double, page: Double) -> [Double] {
        guard end > start, page > 0, page.isFinite else { return [start] }
        var result: [Double] = []
        var multiple = (start / page).rounded(.up)
        while multiple * page <= end + 1e-9 && result.count < Self.maximumPages {
            result.append(multiple * page)
            multiple += 1
        }
        if let last = result.last, abs(last - end) < 1e-9 { result[result.count - 1] = end } else { result.append(end) }
        return result
    }

    /// The name of the `position`-th offset `offset` resolves to.
    private func label(_ offset: ScrollOffset, position: Int, point: Point) -> String {
        switch offset {
        case .top: return "top"
        case .bottom: return "bottom"
        case .left: return "left"
        case .right: return "right"
        case .pages: return "page-\(position + 1)"
        case .vertical, .point: return "\(formatLayoutNumber(point.x)),\(formatLayoutNumber(point.y))"
        }
    }

    /// A `page-limit` warning when `pages` stopped at `maximumPages` on an axis before the end of the content.
    private func pageLimitWarning(_ geometry: ScrollGeometry) -> Diagnostic? {
        func count(_ start: Double, _ end: Double, _ page: Double) -> Double {
            page > 0 && page.isFinite && end > start ? ((end - start) / page).rounded(.up) : 1
        }
        let pages = max(count(geometry.minX, geometry.maxX, geometry.frameSize.width),
                        count(geometry.minY, geometry.maxY, geometry.frameSize.height))
        guard pages > Double(Self.maximumPages) else { return nil }
        let node = nodes[geometry.index]
        return Diagnostic(
            severity: .warning, code: .pageLimit,
            message: "'\(node.id)' has about \(formatLayoutNumber(pages)) pages; `pages` renders the first \(Self.maximumPages) on each axis and the last one",
            location: node.view.location, view: node.id)
    }

    func rangeWarning(_ point: Point, geometry: ScrollGeometry) -> Diagnostic? {
        let tolerance = 1e-9
        let inside = point.x >= geometry.minX - tolerance && point.x <= geometry.maxX + tolerance
            && point.y >= geometry.minY - tolerance && point.y <= geometry.maxY + tolerance
        if inside { return nil }
        let node = nodes[geometry.index]
        let axis: Axis = point.y < geometry.minY - tolerance || point.y > geometry.maxY + tolerance ? .vertical : .horizontal
        return Diagnostic(
            severity: .warning, code: .offsetOutOfRange,
            message: "offset [\(formatLayoutNumber(point.x)), \(formatLayoutNumber(point.y))] of '\(node.id)' is outside its scrollable range (x \(formatLayoutNumber(geometry.minX))…\(formatLayoutNumber(geometry.maxX)), y \(formatLayoutNumber(geometry.minY))…\(formatLayoutNumber(geometry.maxY))); it is rendered as an overscroll would show it",
            location: node.view.location, view: node.id, axis: axis)
    }

    /// The states to solve: the named ones, or each scroll view at each of its offsets, or `initial`.
    func stateRequests(plan: ScrollPlan, diagnostics: inout [Diagnostic]) -> [StateRequest] {
        var firsts: [Int: Point] = [:]
        for geometry in plan.scrolls { firsts[geometry.index] = geometry.first }
        if !scene.states.isEmpty {
            return scene.states.map { state -> StateRequest in
                var offsets = firsts
                for (id, offset) in state.offsets {
                    guard let index = indexByID[id], let geometry = plan.geometry(of: index),
                          let point = resolve(offset, in: geometry).first else { continue }
                    offsets[index] = point
                    for warning in [rangeWarning(point, geometry: geometry), pagingWarning(point, geometry: geometry)].compactMap({ $0 }) {
                        var located = warning
                        located.location = state.location ?? warning.location
                        located.message += " (state '\(state.name)')"
                        diagnostics.append(located)
                    }
                }
                return StateRequest(name: state.name, scrollView: nil, offsets: offsets)
            }
        }
        if plan.scrolls.isEmpty { return [StateRequest(name: "initial", scrollView: nil, offsets: [:])] }
        var requests: [StateRequest] = []
        for geometry in plan.scrolls {
            for (point, label) in zip(geometry.offsets, geometry.labels) {
                var offsets = firsts
                offsets[geometry.index] = point
                let id = nodes[geometry.index].id
                requests.append(StateRequest(name: "\(id).\(label)", scrollView: id, offsets: offsets))
            }
        }
        return requests
    }

    /// One state per frame of a gesture: every named scroll view at the frame's offset, the others at their first.
    func frameRequests(_ frames: [[String: Point]], plan: ScrollPlan) -> [StateRequest] {
        var firsts: [Int: Point] = [:]
        for geometry in plan.scrolls { firsts[geometry.index] = geometry.first }
        return frames.enumerated().map { number, frame in
            var offsets = firsts
            for (id, point) in frame {
                if let index = indexByID[id], nodes[index].isScroll { offsets[index] = point }
            }
            return StateRequest(name: "frame-\(number)", scrollView: nil, offsets: offsets)
        }
    }

    /// Diagnostics about named states that name something other than a scroll view.
    func stateDiagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for state in scene.states {
            for id in state.offsets.keys.sorted() where indexByID[id].map({ !nodes[$0].isScroll }) ?? true {
                result.append(Diagnostic(severity: .error, code: .unknownView,
                                         message: "state '\(state.name)' gives an offset to '\(id)', which is not a scroll view of the scene",
                                         location: state.location ?? scene.location))
            }
        }
        return result
    }

}
