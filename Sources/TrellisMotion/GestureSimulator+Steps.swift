import TrellisModel

/// The timeline's steps: which scroll views a pan moves, drags, releases, flings and animated scrollTo.
extension GestureSimulator {
    /// The axis a movement mostly follows (vertical on a tie).
    static func dominantAxis(_ vector: Point) -> Axis { abs(vector.y) >= abs(vector.x) ? .vertical : .horizontal }

    static func component(_ vector: Point, _ axis: Axis) -> Double { axis == .vertical ? vector.y : vector.x }

    static func other(_ axis: Axis) -> Axis { axis == .vertical ? .horizontal : .vertical }

    /// The scroll view that takes a pan on `view` along `axis`: the innermost enclosing one that can scroll on that
    /// axis (UIKit's default: no chaining to the outer one).
    func panScrollView(for view: String, axis: Axis) -> Int? {
        (enclosing[view] ?? []).first { scrolls[$0].canScroll(axis) }
    }

    /// The chain a pan moves: the scroll view itself, or, when a hand-off names it as `to`, `from` then it.
    func chain(for pan: Int, axis: Axis) -> [Int] {
        for handoff in motion.handoffs where handoff.to == scrolls[pan].id {
            if let from = scrolls.firstIndex(where: { $0.id == handoff.from }), scrolls[from].canScroll(axis) {
                return [from, pan]
            }
        }
        return [pan]
    }

    /// The chains a movement on `view` moves, per axis: the dominant axis's chain and, unless directional lock is on,
    /// the pan scroll view itself on the other axis when it scrolls there too.
    func chains(on view: String, vector: Point) -> [(chain: [Int], axis: Axis, pan: Int)] {
        let axis = Self.dominantAxis(vector)
        guard let pan = panScrollView(for: view, axis: axis) else { return [] }
        var result = [(chain(for: pan, axis: axis), axis, pan)]
        let other = Self.other(axis)
        if !scrolls[pan].properties.directionalLockEnabled, Self.component(vector, other) != 0, scrolls[pan].canScroll(other) {
            result.append(([pan], other, pan))
        }
        return result
    }

    mutating func warnNothingMoves(_ what: String, view: String, location: SourceLocation?) {
        diagnostics.append(Diagnostic(
            severity: .warning, code: .gestureNotScrollable,
            message: "\(what) on '\(view)' moves nothing: no scroll view enclosing it can scroll in that direction (scrollEnabled, content larger than the frame, or alwaysBounce…)",
            location: location, view: view))
    }

    mutating func startDrag(on view: String, by: Point, duration: Double, at time: Double, location: SourceLocation?) {
        let moving = chains(on: view, vector: by)
        guard !moving.isEmpty else {
            warnNothingMoves("the drag", view: view, location: location)
            return
        }
        for (chain, axis, _) in moving {
            stopMotions(of: chain)
            for member in chain {
                var start = dragStarts[member] ?? offsets[member]
                if axis == .vertical { start.y = offsets[member].y } else { start.x = offsets[member].x }
                dragStarts[member] = start
            }
            motions.append(ChainMotion(axis: axis, members: chain, bases: chain.map { value($0, axis) }, start: time,
                                       kind: .drag(finger: Self.component(by, axis), duration: duration)))
        }
        pendingRelease = moving
    }

    /// Lifts the finger of a drag that no fling follows: at rest, so only springs (overscroll, paging) move on.
    mutating func releasePending(at time: Double) {
        let pending = pendingRelease
        pendingRelease = []
        for item in pending { release(item.chain, axis: item.axis, pan: item.pan, velocity: 0, at: time) }
    }

    mutating func fling(on view: String, velocity: Point, at time: Double, location: SourceLocation?) {
        var moving = pendingRelease
        pendingRelease = []
        if moving.isEmpty {
            moving = chains(on: view, vector: velocity)
            for (chain, axis, _) in moving {
                for member in chain {
                    var start = dragStarts[member] ?? offsets[member]
                    if axis == .vertical { start.y = offsets[member].y } else { start.x = offsets[member].x }
                    dragStarts[member] = start
                }
            }
        }
        guard !moving.isEmpty else {
            warnNothingMoves("the fling", view: view, location: location)
            return
        }
        for (chain, axis, pan) in moving {
            stopMotions(of: chain)
            release(chain, axis: axis, pan: pan, velocity: Self.component(velocity, axis), at: time)
        }
    }

    /// What happens when the finger lifts with `velocity` on a chain: a paging scroll view springs to its page, an
    /// overscrolled member springs back to its edge, anything else decelerates.
    mutating func release(_ chain: [Int], axis: Axis, pan: Int, velocity: Double, at time: Double) {
        if chain.count == 1, scrolls[pan].properties.paging {
            let scroll = scrolls[pan]
            let position = value(pan, axis)
            let start = dragStarts[pan].map { axis == .vertical ? $0.y : $0.x } ?? position
            let target = ScrollPhysics.pageTarget(position: position, velocity: velocity, rate: scroll.properties.decelerationRate,
                                                  pageSize: scroll.dimension(axis), dragStart: start,
                                                  minimum: scroll.minimum(axis), maximum: scroll.maximum(axis))
            spring(pan, axis: axis, velocity: velocity, to: target, at: time)
            return
        }
        for member in chain {
            let position = value(member, axis)
            let edge = min(max(position, scrolls[member].minimum(axis)), scrolls[member].maximum(axis))
            if position != edge {
                spring(member, axis: axis, velocity: velocity, to: edge, at: time)
                return
            }
        }
        guard velocity != 0 else { return }
        motions.append(ChainMotion(axis: axis, members: chain, bases: chain.map { value($0, axis) }, start: time,
                                   kind: .fling(velocity: velocity, rate: scrolls[pan].properties.decelerationRate)))
    }

    mutating func spring(_ member: Int, axis: Axis, velocity: Double, to target: Double, at time: Double) {
        let position = value(member, axis)
        let spring = CriticallyDampedSpring(from: position, velocity: velocity, to: target)
        motions.append(ChainMotion(axis: axis, members: [member], bases: [position], start: time, kind: .spring(spring)))
    }

    /// `setContentOffset(_:animated:)`: at once, or easing over ``scrollToDuration``.
    mutating func scroll(_ view: String, to offset: ScrollOffset, animated: Bool, at time: Double) {
        guard let index = scrolls.firstIndex(where: { $0.id == view }) else { return }
        let scroll = scrolls[index]
        let target: Point
        switch offset {
        case .vertical(let y): target = Point(x: offsets[index].x, y: y)
        case .point(let x, let y): target = Point(x: x, y: y)
        case .top, .pages: target = Point(x: offsets[index].x, y: scroll.minimum.y)
        case .bottom: target = Point(x: offsets[index].x, y: scroll.maximum.y)
        case .left: target = Point(x: scroll.minimum.x, y: offsets[index].y)
        case .right: target = Point(x: scroll.maximum.x, y: offsets[index].y)
        }
        stopMotions(of: [index])
        guard animated else {
            offsets[index] = target
            return
        }
        for axis in [Axis.horizontal, .vertical] where value(index, axis) != Self.component(target, axis) {
            motions.append(ChainMotion(axis: axis, members: [index], bases: [value(index, axis)], start: time,
                                       kind: .ease(target: Self.component(target, axis), duration: Self.scrollToDuration)))
        }
    }
}
