import TrellisModel

/// Plays a scene's `gestures:` timeline on its scroll views, frame by frame, as UIScrollView would move them.
///
/// Only offsets are computed here; every frame's layout is a solve with these offsets as edit values.
public struct GestureSimulator {
    /// How long motions may go on settling after the last step, in seconds.
    public static let settleLimit = 10.0
    /// UIKit's animated `setContentOffset` duration is not public; 0.3 s is what it measures on a phone.
    public static let scrollToDuration = 0.3

    let scrolls: [MotionScrollView]
    let motion: Motion
    /// The scroll views enclosing each view, innermost first (a scroll view encloses itself).
    let enclosing: [String: [Int]]

    var offsets: [Point]
    var motions: [ChainMotion] = []
    var frames: [MotionFrame] = []
    var diagnostics: [Diagnostic] = []
    /// The offset where the last drag of each scroll view began, per axis (paging never moves more than one page from it).
    var dragStarts: [Int: Point] = [:]
    /// Chains whose drag ended at the current time and wait for their release (a fling, or lifting at rest).
    var pendingRelease: [(chain: [Int], axis: Axis, pan: Int)] = []

    /// A simulator for scroll views (at their starting offsets) of a scene whose views have the given parents.
    public init(scrollViews: [MotionScrollView], parents: [String: String], motion: Motion) {
        scrolls = scrollViews
        self.motion = motion
        offsets = scrollViews.map(\.offset)
        var indexByID: [String: Int] = [:]
        for (index, scroll) in scrollViews.enumerated() { indexByID[scroll.id] = index }
        var enclosing: [String: [Int]] = [:]
        for id in Set(parents.keys).union(parents.values) {
            var chain: [Int] = []
            var current: String? = id
            var steps = 0
            while let view = current, steps <= parents.count {
                if let index = indexByID[view] { chain.append(index) }
                current = parents[view]
                steps += 1
            }
            enclosing[id] = chain
        }
        self.enclosing = enclosing
    }

    /// Runs the whole timeline, then lets running decelerations and springs settle.
    public mutating func run() -> MotionTimeline {
        let step = 1 / max(1, motion.frameRate)
        frames = [MotionFrame(time: 0, offsets: offsets)]
        var time = 0.0
        let steps = motion.gestures
        for (index, gesture) in steps.enumerated() {
            let next = index + 1 < steps.count ? steps[index + 1].step : nil
            switch gesture.step {
            case .wait(let seconds):
                time += seconds
                advance(to: time, step: step)
            case .drag(let view, let by, let duration):
                releasePending(at: time)
                startDrag(on: view, by: by, duration: duration, at: time, location: gesture.location)
                time += duration
                advance(to: time, step: step)
                if case .fling(let flingView, _) = next, flingView == view {} else { releasePending(at: time) }
            case .fling(let view, let velocity):
                fling(on: view, velocity: velocity, at: time, location: gesture.location)
            case .scrollTo(let view, let offset, let animated):
                releasePending(at: time)
                scroll(view, to: offset, animated: animated, at: time)
            }
        }
        releasePending(at: time)
        let limit = time + Self.settleLimit
        while !motions.isEmpty && time < limit {
            time += step
            advance(to: time, step: step)
        }
        return MotionTimeline(scrollViews: scrolls.map(\.id), frames: frames, frameRate: motion.frameRate, diagnostics: diagnostics)
    }

    /// Records every frame up to `time`, then brings the offsets to `time`.
    mutating func advance(to time: Double, step: Double) {
        while Double(frames.count) * step <= time + 1e-9 {
            let frameTime = Double(frames.count) * step
            evaluate(at: frameTime)
            frames.append(MotionFrame(time: frameTime, offsets: offsets))
        }
        evaluate(at: time)
    }

    /// Sets every moving scroll view to where its motion has it at `time`; ended motions hand over to their followers.
    mutating func evaluate(at time: Double) {
        var remaining: [ChainMotion] = []
        var queue = motions
        while !queue.isEmpty {
            let current = queue.removeFirst()
            let sample = current.sample(at: time, scrolls: scrolls)
            for (member, value) in zip(current.members, sample.values) { set(member, current.axis, value) }
            if let next = sample.next {
                queue.append(next)
            } else if !sample.finished {
                remaining.append(current)
            }
        }
        motions = remaining
    }

    mutating func set(_ index: Int, _ axis: Axis, _ value: Double) {
        if axis == .vertical { offsets[index].y = value } else { offsets[index].x = value }
    }

    func value(_ index: Int, _ axis: Axis) -> Double { axis == .vertical ? offsets[index].y : offsets[index].x }

    /// Stops the motions of these scroll views (a touch stops a deceleration, as on a phone).
    mutating func stopMotions(of members: [Int]) {
        motions.removeAll { motion in motion.members.contains { members.contains($0) } }
    }
}
