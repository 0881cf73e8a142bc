/// One item of a scene's `gestures:` timeline.
public enum GestureStep: Sendable, Hashable {
    /// The finger moves by (`dx`, `dy`) points over `duration` seconds on `view`; dragging down (+y) lowers the offset.
    case drag(view: String, by: Point, duration: Double)
    /// The finger lifts with a velocity in points per second, in the direction the content offset moves.
    case fling(view: String, velocity: Point)
    /// `setContentOffset(_:animated:)`.
    case scrollTo(view: String, offset: ScrollOffset, animated: Bool)
    /// Time passes (seconds); running decelerations and springs go on.
    case wait(Double)
}

/// A gesture step and where the scene wrote it.
public struct Gesture: Sendable, Hashable {
    public var step: GestureStep
    public var location: SourceLocation?
    public init(_ step: GestureStep, location: SourceLocation? = nil) { self.step = step; self.location = location }
}

/// When a hand-off passes a pan from one scroll view to another.
public enum HandoffCondition: String, Sendable, Hashable {
    /// `from` scrolls until it reaches the end of its range, then `to` takes the rest; on the way back `to`
    /// returns to its start first (seed 000's `scrollViewDidScroll` toggling `scrollEnabled`).
    case fromReachesEnd
}

/// A declared pan hand-off between two scroll views (`handoff: {from, to, when}`).
public struct Handoff: Sendable, Hashable {
    public var from: String
    public var to: String
    public var when: HandoffCondition
    public var location: SourceLocation?
    public init(from: String, to: String, when: HandoffCondition = .fromReachesEnd, location: SourceLocation? = nil) {
        self.from = from; self.to = to; self.when = when; self.location = location
    }
}

/// A scene's gesture timeline and how it is sampled and shown.
public struct Motion: Sendable, Hashable {
    public var gestures: [Gesture] = []
    public var handoffs: [Handoff] = []
    /// Frames per second of the simulation and the animation.
    public var frameRate: Double = 60
    /// How many evenly spaced frames the filmstrip shows.
    public var filmstripFrames: Int = 6
    public init(gestures: [Gesture] = [], handoffs: [Handoff] = []) { self.gestures = gestures; self.handoffs = handoffs }
    /// Whether the scene has a gesture to simulate.
    public var isEmpty: Bool { gestures.isEmpty }
}
