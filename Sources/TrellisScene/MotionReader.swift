import TrellisModel

/// The scroll views' physics keys, and the scene's `gestures:`, `handoff:`, `frameRate:` and `filmstrip:`.
struct MotionReader: SceneReaderPart {
    let context: SceneReadContext
}

extension MotionReader {
    /// The longest a gesture timeline may run, in seconds (it is simulated frame by frame).
    static let maximumGestureSeconds = 60.0

    /// `bounces`, `scrollEnabled`, `decelerationRate`, `directionalLockEnabled`.
    func readScrollPhysicsKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["bounces"], let value = bool(node, "bounces") { view.scroll.bounces = value }
        if let node = keys["scrollEnabled"], let value = bool(node, "scrollEnabled") { view.scroll.scrollEnabled = value }
        if let node = keys["directionalLockEnabled"], let value = bool(node, "directionalLockEnabled") {
            view.scroll.directionalLockEnabled = value
        }
        if let node = keys["decelerationRate"] {
            switch node.scalar {
            case "normal": view.scroll.decelerationRate = DecelerationRate.normal
            case "fast": view.scroll.decelerationRate = DecelerationRate.fast
            default:
                // A rate of 1 never stops and 0 stops at once: UIKit accepts neither as a deceleration.
                if let value = number(node, "decelerationRate", in: 0.5...0.9999,
                                      expected: "normal, fast, or the velocity kept per millisecond (0.5 to 0.9999)") {
                    view.scroll.decelerationRate = value
                }
            }
        }
    }

    /// Reads the motion keys of the scene's top level (after every view is known).
    func readMotion(_ keys: [String: YAMLNode], into scene: inout Scene) {
        if let node = keys["frameRate"],
           let value = number(node, "frameRate", in: 1...240, expected: "frames per second from 1 to 240") {
            scene.motion.frameRate = value
        }
        if let node = keys["filmstrip"],
           let value = wholeNumber(node, "filmstrip", in: 1...60, expected: "a number of frames from 1 to 60") {
            scene.motion.filmstripFrames = value
        }
        if let node = keys["handoff"] {
            for item in node.sequence ?? [node] { if let handoff = readHandoff(item) { scene.motion.handoffs.append(handoff) } }
        }
        if let node = keys["gestures"] {
            guard let items = node.sequence else {
                error(.badValue, "gestures: expected a list of drag, fling, scrollTo and wait items, found \(node.kindDescription)",
                      at: node.mark)
                return
            }
            var seconds = 0.0
            for item in items {
                guard let gesture = readGesture(item) else { continue }
                switch gesture.step {
                case .drag(_, _, let duration): seconds += duration
                case .wait(let duration): seconds += duration
                default: break
                }
                scene.motion.gestures.append(gesture)
            }
            if seconds > Self.maximumGestureSeconds {
                error(.badValue, "gestures: the timeline lasts \(formatConstraintNumber(seconds)) s; at most \(formatConstraintNumber(Self.maximumGestureSeconds)) s are simulated",
                      at: node.mark)
            }
        }
    }

    private func readHandoff(_ node: YAMLNode) -> Handoff? {
        guard let pairs = node.mapping else {
            error(.badValue, "handoff: expected {from: scrollView, to: tabTable, when: fromReachesEnd}, found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["from", "to", "when"], in: "handoff")
        guard let fromNode = keys["from"], let toNode = keys["to"] else {
            error(.badValue, "handoff: 'from' and 'to' name two scroll views", at: node.mark)
            return nil
        }
        guard let from = scrollViewID(fromNode, "handoff.from"), let to = scrollViewID(toNode, "handoff.to") else { return nil }
        var condition = HandoffCondition.fromReachesEnd
        if let whenNode = keys["when"] {
            guard let value = choice(whenNode, "handoff.when", [HandoffCondition.fromReachesEnd]) else { return nil }
            condition = value
        }
        if from == to {
            error(.badValue, "handoff: 'from' and 'to' are both '\(from)'", at: node.mark)
            return nil
        }
        return Handoff(from: from, to: to, when: condition, location: location(node.mark))
    }

    private func readGesture(_ node: YAMLNode) -> Gesture? {
        let expected = "drag: {view, by: [dx, dy], duration}, fling: {view, velocity: [vx, vy]}, scrollTo: {view, offset, animated} or wait: seconds"
        guard let pairs = node.mapping, pairs.count == 1, let kind = pairs[0].key.scalar else {
            error(.badValue, "gestures: each item is one of \(expected); found \(node.kindDescription)", at: node.mark)
            return nil
        }
        let value = pairs[0].value
        let at = location(node.mark)
        switch kind {
        case "wait":
            return number(value, "wait", in: 0...Self.maximumGestureSeconds, expected: "seconds, not negative")
                .map { Gesture(.wait($0), location: at) }
        case "drag":
            guard let keys = gestureKeys(value, kind, required: ["view", "by", "duration"], optional: []),
                  let view = viewID(keys["view"], "drag.view"),
                  let by = point(keys["by"], "drag.by", expected: "[dx, dy]: the finger's movement in points"),
                  let durationNode = keys["duration"],
                  let duration = number(durationNode, "drag.duration", in: 0.001...Self.maximumGestureSeconds,
                                        expected: "seconds, more than 0") else { return nil }
            return Gesture(.drag(view: view, by: by, duration: duration), location: at)
        case "fling":
            guard let keys = gestureKeys(value, kind, required: ["view", "velocity"], optional: []),
                  let view = viewID(keys["view"], "fling.view"),
                  let velocity = point(keys["velocity"], "fling.velocity", expected: "[vx, vy] in points per second") else { return nil }
            return Gesture(.fling(view: view, velocity: velocity), location: at)
        case "scrollTo":
            guard let keys = gestureKeys(value, kind, required: ["view", "offset"], optional: ["animated"]),
                  let viewNode = keys["view"], let view = scrollViewID(viewNode, "scrollTo.view"),
                  let offsetNode = keys["offset"], let offset = kinds.scrollOffset(offsetNode, "scrollTo.offset") else { return nil }
            var animated = true
            if let node = keys["animated"] {
                guard let flag = bool(node, "scrollTo.animated") else { return nil }
                animated = flag
            }
            return Gesture(.scrollTo(view: view, offset: offset, animated: animated), location: at)
        default:
            let hint = NameSuggestion.nearest(to: kind, among: ["drag", "fling", "scrollTo", "wait"]).map { "; did you mean '\($0)'?" } ?? ""
            error(.unknownKey, "unknown gesture '\(kind)'\(hint) (expected \(expected))", at: pairs[0].key.mark)
            return nil
        }
    }

    private func gestureKeys(_ node: YAMLNode, _ kind: String, required: [String], optional: [String]) -> [String: YAMLNode]? {
        guard let pairs = node.mapping else {
            error(.badValue, "\(kind): expected a mapping of \((required + optional).joined(separator: ", ")), found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: required + optional, in: kind)
        let missing = required.filter { keys[$0] == nil }
        guard missing.isEmpty else {
            error(.badValue, "\(kind): missing \(missing.joined(separator: ", "))", at: node.mark)
            return nil
        }
        return keys
    }

    private func point(_ node: YAMLNode?, _ key: String, expected: String) -> Point? {
        guard let node, let values = numbers(node, key, count: 2, expected: expected),
              let x = values[0], let y = values[1] else { return nil }
        return Point(x: x, y: y)
    }

    /// The id of a view of the scene, with "did you mean".
    private func viewID(_ node: YAMLNode?, _ key: String) -> String? {
        guard let node, let id = string(node, key) else { return nil }
        guard context.viewIDs.contains(id) else {
            error(.unknownView, "\(key): unknown view '\(id)'\(viewHint(for: id))", at: node.mark)
            return nil
        }
        return id
    }

    /// The id of a scroll view of the scene.
    private func scrollViewID(_ node: YAMLNode, _ key: String) -> String? {
        guard let id = viewID(node, key) else { return nil }
        guard context.views[id]?.kind == .scroll else {
            let scrolls = context.viewOrder.filter { context.views[$0]?.kind == .scroll }
            error(.badValue, "\(key): '\(id)' is not a scroll view (scroll views: \(scrolls.joined(separator: ", ")))", at: node.mark)
            return nil
        }
        return id
    }
}
