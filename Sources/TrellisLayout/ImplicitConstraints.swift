import TrellisModel

/// The engine constraints that stand for what a scene does not write as constraints: the frames of frame-placed views
/// (`translatesAutoresizingMaskIntoConstraints`), intrinsic sizes with their hugging and compression resistance
/// priorities, and a scroll view's `contentSize` as a fallback for its content area.
struct ImplicitConstraints {
    let nodes: [EngineNode]
    let indexByID: [String: Int]

    private func form(_ variable: EngineVariable) -> LinearForm { LinearForm(variable: variable) }

    /// Required constraints placing frame-placed views (translatesAutoresizingMaskIntoConstraints).
    func frameConstraints() -> [EngineConstraint] {
        var result: [EngineConstraint] = []
        for index in nodes.indices.dropFirst() {
            let node = nodes[index]
            guard let frame = node.view.frame else { continue }
            guard let x = node.x, let y = node.y else { continue }
            let values: [(EngineVariable, Double, Axis)] = [
                (x, frame.minX, .horizontal), (y, frame.minY, .vertical),
                (node.width, frame.width, .horizontal), (node.height, frame.height, .vertical),
            ]
            for (variable, target, axis) in values {
                result.append(.make(.frame(frame), owner: node.id, location: node.view.location, view: node.id, axis: axis,
                                     priority: LayoutConstraint.required, lhs: form(variable), relation: .equal, rhs: LinearForm(target)))
            }
        }
        return result
    }

    /// Per axis: `>=` the intrinsic size at the compression resistance, `<=` it at the hugging priority.
    func intrinsicConstraints() -> [EngineConstraint] {
        var result: [EngineConstraint] = []
        result.reserveCapacity(4 * nodes.count)
        for index in nodes.indices.dropFirst() {
            let node = nodes[index]
            let view = node.view
            // A stack view's size comes from its arranged views, unless it has an intrinsic size of its own: UIKit
            // adds content-size constraints for any view whose intrinsicContentSize is not noIntrinsicMetric (a
            // UIStackView subclass's too), and Interface Builder's placeholder intrinsic size stands for it at
            // design time (measured: an empty PinLockProgressView stack with placeholderIntrinsicHeight 50 is stored
            // 50 tall in simplenote's PinLockViewController.xib, its centred stack and label below it following).
            guard view.frame == nil, view.kind != .stack || view.intrinsicWidth != nil || view.intrinsicHeight != nil else { continue }
            var fixed: (width: Double?, height: Double?) = (nil, nil)
            var variable: (width: EngineVariable?, height: EngineVariable?) = (nil, nil)
            if let label = node.label {
                fixed = (label.metrics.size.width, label.metrics.size.height)
                variable = (label.intrinsicWidthVariable, label.intrinsicHeightVariable)
            } else if let image = view.image {
                fixed = (image.pointSize.width, image.pointSize.height)
            }
            if let width = view.intrinsicWidth { fixed.width = width; variable.width = nil }
            if let height = view.intrinsicHeight { fixed.height = height; variable.height = nil }
            let axes: [(Axis, Double?, EngineVariable?, EngineVariable)] = [
                (.horizontal, fixed.width, variable.width, node.width), (.vertical, fixed.height, variable.height, node.height),
            ]
            for (axis, size, sizeVariable, target) in axes {
                guard let size, size.isFinite else { continue }
                let value = sizeVariable.map(form) ?? LinearForm(size)
                let compression = view.compression[axis], hugging = view.hugging[axis]
                result.append(.make(.intrinsic(axis, size: size, priority: compression, isHugging: false),
                                     owner: view.id, location: view.location, view: view.id, axis: axis, priority: compression,
                                     lhs: form(target), relation: .greaterThanOrEqual, rhs: value))
                result.append(.make(.intrinsic(axis, size: size, priority: hugging, isHugging: true),
                                     owner: view.id, location: view.location, view: view.id, axis: axis, priority: hugging,
                                     lhs: form(target), relation: .lessThanOrEqual, rhs: value))
            }
        }
        return result
    }

    /// The intrinsic size the engine's constraints use for a view; -1 on an axis without one, nil when it has none.
    func intrinsicSize(of index: Int) -> Size? {
        let node = nodes[index]
        var width: Double?, height: Double?
        if let label = node.label {
            width = label.metrics.size.width; height = label.metrics.size.height
        } else if let image = node.view.image {
            width = image.pointSize.width; height = image.pointSize.height
        }
        if let explicit = node.view.intrinsicWidth { width = explicit }
        if let explicit = node.view.intrinsicHeight { height = explicit }
        if width == nil && height == nil { return nil }
        return Size(width: width ?? -1, height: height ?? -1)
    }

    /// `contentSize` holds the content area's size only where nothing else determines it.
    /// Per scroll view, `contentSize: VIEW.size` and then `contentSize`, at the fallback priority.
    func contentSizeFallbacks(priority: Double) -> [EngineConstraint] {
        var result: [EngineConstraint] = []
        for node in nodes {
            guard let scroll = node.scroll else { continue }
            result += contentSizeFromView(node, priority: priority)
            guard let size = node.view.scroll.contentSize else { continue }
            for (variable, target, axis) in [(scroll.contentWidth, size.width, Axis.horizontal), (scroll.contentHeight, size.height, .vertical)] {
                result.append(.make(.contentSize(axis, target), owner: node.id, location: node.view.location, view: node.id, axis: axis,
                           priority: priority, lhs: form(variable), relation: .equal, rhs: LinearForm(target)))
            }
        }
        return result
    }

    /// `contentSize: VIEW.size`: the content area's width and height equal that view's solved size, at the priority of
    /// a manual `contentSize` (so constraints that determine the content size still win, as UIKit's layout pass does).
    private func contentSizeFromView(_ node: EngineNode, priority: Double) -> [EngineConstraint] {
        guard let source = node.view.scroll.contentSizeOf, let sourceIndex = indexByID[source], let scroll = node.scroll else { return [] }
        let sourceNode = nodes[sourceIndex]
        return [(scroll.contentWidth, sourceNode.width, Axis.horizontal),
                (scroll.contentHeight, sourceNode.height, Axis.vertical)].map { variable, target, axis in
            EngineConstraint.make(.contentSizeOf(axis, source), owner: node.id, location: node.view.location, view: node.id,
                                  axis: axis, priority: priority, lhs: form(variable), relation: .equal, rhs: form(target))
        }
    }
}
