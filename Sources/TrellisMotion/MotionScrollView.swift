import TrellisModel

/// A scroll view as the gesture simulator sees it: its solved geometry when the gesture starts and its physics keys.
public struct MotionScrollView: Sendable, Hashable {
    public var id: String
    public var frameSize: Size
    /// The scrollable range (UIKit's from `-adjustedContentInset` to `content + inset − frame`).
    public var minimum: Point
    public var maximum: Point
    /// The offset when the gesture starts (the scene's first state).
    public var offset: Point
    public var properties: ScrollProperties

    public init(id: String, frameSize: Size, minimum: Point, maximum: Point, offset: Point, properties: ScrollProperties) {
        self.id = id; self.frameSize = frameSize; self.minimum = minimum; self.maximum = maximum
        self.offset = offset; self.properties = properties
    }

    /// The range's start, end and the frame's size on an axis.
    func minimum(_ axis: Axis) -> Double { axis == .vertical ? minimum.y : minimum.x }
    func maximum(_ axis: Axis) -> Double { axis == .vertical ? maximum.y : maximum.x }
    func dimension(_ axis: Axis) -> Double { axis == .vertical ? frameSize.height : frameSize.width }

    /// Whether a pan along `axis` moves this scroll view: scrolling is enabled and the content is longer than the
    /// range's start (or `alwaysBounce…` lets it rubber-band anyway), as UIScrollView's pan recognizer decides.
    public func canScroll(_ axis: Axis) -> Bool {
        guard properties.scrollEnabled else { return false }
        if maximum(axis) > minimum(axis) + 1e-9 { return true }
        let always = axis == .vertical ? properties.alwaysBounceVertical : properties.alwaysBounceHorizontal
        return always && properties.bounces
    }
}
