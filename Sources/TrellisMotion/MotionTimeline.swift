import TrellisModel

/// One frame of a simulated gesture: its time and every scroll view's offset.
public struct MotionFrame: Sendable, Hashable {
    /// Seconds since the gesture started.
    public var time: Double
    /// Offsets in the order of ``MotionTimeline/scrollViews``.
    public var offsets: [Point]
    public init(time: Double, offsets: [Point]) { self.time = time; self.offsets = offsets }
}

/// What a gesture simulation produced: the frames, and warnings about steps that moved nothing.
public struct MotionTimeline: Sendable, Hashable {
    /// The scroll views' ids, in scene order.
    public var scrollViews: [String]
    public var frames: [MotionFrame]
    public var frameRate: Double
    public var diagnostics: [Diagnostic]

    public init(scrollViews: [String], frames: [MotionFrame], frameRate: Double, diagnostics: [Diagnostic] = []) {
        self.scrollViews = scrollViews; self.frames = frames; self.frameRate = frameRate; self.diagnostics = diagnostics
    }

    /// The offset of a scroll view in a frame.
    public func offset(of id: String, frame: Int) -> Point? {
        guard let column = scrollViews.firstIndex(of: id), frames.indices.contains(frame) else { return nil }
        return frames[frame].offsets[column]
    }

    /// `<name>.offsets.csv`: a header `frame,time_ms,<scroll>.x,<scroll>.y,…`, then one line per frame
    /// (numbers as the layout document writes them, so the file is the same on every run).
    public func csv() -> String {
        var text = (["frame", "time_ms"] + scrollViews.flatMap { ["\($0).x", "\($0).y"] }).joined(separator: ",") + "\n"
        for (index, frame) in frames.enumerated() {
            var fields = [String(index), formatLayoutNumber((frame.time * 1000 * 1000).rounded() / 1000)]
            for offset in frame.offsets {
                fields.append(formatLayoutNumber(Self.rounded(offset.x)))
                fields.append(formatLayoutNumber(Self.rounded(offset.y)))
            }
            text += fields.joined(separator: ",") + "\n"
        }
        return text
    }

    /// Offsets to 1/1000 of a point: finer than any pixel, and free of the last bits' noise.
    static func rounded(_ value: Double) -> Double {
        let result = (value * 1000).rounded() / 1000
        return result == 0 ? 0 : result
    }
}
