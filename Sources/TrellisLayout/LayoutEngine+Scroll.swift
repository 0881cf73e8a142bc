import TrellisModel
import TrellisSolver

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
    var first: Point { offsets.first ?? Point(x: minX, y: minY) }
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

extension LayoutEngine {
    /// The most pages a `pages` offset expands to on one axis.
    static let maximumPages = 1000

    /// Computes each scroll view's range and offsets from the solve at the first offsets.
    func scrollPlan(device: Device) -> ScrollPlan {
        var plan = ScrollPlan()
        for index in nodes.indices where nodes[index].isScroll {
            let node = nodes[index]
            let frame = Size(width: value(node.width), height: value(node.height))
            let content = Size(width: value(node.contentWidth), height: value(node.contentHeight))
            let inset = adjustedInset(of: index)
            let minX = -inset.left, minY = -inset.top
            let maxX = max(minX, content.width + inset.right - frame.width)
            let maxY = max(minY, content.height + inset.bottom - frame.height)
            var geometry = ScrollGeometry(index: index, frameSize: frame, contentSize: content, adjustedInset: inset,
                                          minX: minX, maxX: maxX, minY: minY, maxY: maxY, offsets: [])
            let written = node.view.scroll.offsets.isEmpty ? [ScrollOffset.top] : node.view.scroll.offsets
            for offset in written {
                for point in resolve(offset, in: geometry) {
                    if !geometry.offsets.contains(point) { geometry.offsets.append(point) }
                    if let warning = rangeWarning(point, geometry: geometry) { plan.diagnostics.append(warning) }
                    if let warning = pagingWarning(point, geometry: geometry) { plan.diagnostics.append(warning) }
                }
            }
            plan.scrolls.append(geometry)
        }
        return plan
    }

    /// contentInset plus, on the axes its `contentInsetAdjustmentBehavior` adjusts, the part of the root's safe area the frame overlaps.
    ///
    /// A scroll view inside a scroll view that already adjusts for the safe area does not see it again, as in UIKit.
    func adjustedInset(of index: Int) -> Insets {
        let node = nodes[index]
        var inset = node.view.scroll.contentInset
        let axes = adjustedAxes(of: index)
        guard axes.horizontal || axes.vertical, let overlap = safeAreaOverlap(of: index) else { return inset }
        if axes.vertical {
            inset.top += overlap.top
            inset.bottom += overlap.bottom
        }
        if axes.horizontal {
            inset.left += overlap.left
            inset.right += overlap.right
        }
        return inset
    }

    /// The axes on which a scroll view adds the safe area to its content inset (UIScrollView.ContentInsetAdjustmentBehavior).
    ///
    /// `scrollableAxes` adjusts an axis only when it scrolls: its content is larger than the frame on it, or it always
    /// bounces on it (Apple's documentation of the behaviour); `automatic` is the same, except that the content scroll view
    /// of a navigation controller's view controller always adjusts its top and bottom.
    func adjustedAxes(of index: Int) -> (horizontal: Bool, vertical: Bool) {
        let node = nodes[index]
        let scroll = node.view.scroll
        switch scroll.insetAdjustment {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes, .automatic:
            let tolerance = 1e-9
            let horizontal = scroll.alwaysBounceHorizontal || value(node.contentWidth) > value(node.width) + tolerance
            var vertical = scroll.alwaysBounceVertical || value(node.contentHeight) > value(node.height) + tolerance
            if scroll.insetAdjustment == .automatic && isNavigationContentScrollView(index) { vertical = true }
            return (horizontal, vertical)
        }
    }

    /// Whether a scroll view is the one a navigation controller adjusts regardless of scrolling: the root's first subview
    /// when the scene is inside a navigation controller (the view controller's scroll view of the legacy
    /// `automaticallyAdjustsScrollViewInsets`, which `.automatic` keeps for backward compatibility).
    func isNavigationContentScrollView(_ index: Int) -> Bool {
        scene.container.navigationBar != nil && nodes[index].parent == 0 && index == 1
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

    private func rangeWarning(_ point: Point, geometry: ScrollGeometry) -> Diagnostic? {
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
            for point in geometry.offsets {
                var offsets = firsts
                offsets[geometry.index] = point
                let id = nodes[geometry.index].id
                requests.append(StateRequest(name: "\(id).\(formatLayoutNumber(point.x)),\(formatLayoutNumber(point.y))", scrollView: id, offsets: offsets))
            }
        }
        return requests
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

    /// Suggests a state's offsets, re-solves (with the labels' second pass) and reads every view.
    func solveState(_ request: StateRequest, plan: ScrollPlan, device: Device, diagnostics: inout [Diagnostic]) -> SolvedState {
        for (index, point) in request.offsets {
            suggest(nodes[index].offsetX, point.x)
            suggest(nodes[index].offsetY, point.y)
        }
        counters.stateSolves += 1
        if !settleLabels() { diagnostics.append(unsettledLabelsDiagnostic()) }
        diagnostics += negativeSizeDiagnostics()
        var views: [SolvedView] = []
        views.reserveCapacity(nodes.count)
        let grid = PixelGrid(scale: device.scale)
        for index in nodes.indices where !nodes[index].isSpacer {
            let node = nodes[index]
            let frame: Rect
            if index == 0 {
                frame = Rect(x: 0, y: 0, width: value(rootWidth), height: value(rootHeight))
            } else {
                frame = Rect(x: value(node.x), y: value(node.y), width: value(node.width), height: value(node.height))
            }
            var solved = SolvedView(id: node.id, kind: node.view.kind, parent: node.parent.map { nodes[$0].id }, frame: grid.round(frame))
            solved.engineFrame = frame
            if node.isScroll {
                solved.contentSize = Size(width: value(node.contentWidth), height: value(node.contentHeight))
                solved.adjustedContentInset = plan.geometry(of: index)?.adjustedInset ?? node.view.scroll.contentInset
                solved.contentOffset = request.offsets[index] ?? Point(x: value(node.offsetX), y: value(node.offsetY))
            }
            if let label = node.label {
                let top = (frame.height - label.metrics.size.height) / 2
                solved.firstBaseline = top + label.metrics.firstBaseline
                solved.lastBaseline = top + label.metrics.lastBaseline
            }
            views.append(solved)
        }
        return SolvedState(name: request.name, scrollView: request.scrollView, views: views)
    }
}
