/// A view layer's shadow (CALayer's shadowColor, shadowOpacity, shadowRadius and shadowOffset): a blur of the
/// layer's rounded bounds drawn below the view.
public struct Shadow: Sendable, Hashable {
    /// CALayer.shadowColor's default is opaque black.
    public var color: Color = .black
    /// CALayer.shadowOpacity defaults to 0 (no shadow); a scene that writes `shadow:` wants one, so it defaults to 1.
    public var opacity: Double = 1
    /// CALayer.shadowRadius, the blur radius in points; 3 by default.
    public var radius: Double = 3
    /// CALayer.shadowOffset in points; (0, -3) by default, which moves the shadow up in UIKit's coordinates.
    public var offset: Point = Point(x: 0, y: -3)
    public init() {}
    public init(color: Color = .black, opacity: Double = 1, radius: Double = 3, offset: Point = Point(x: 0, y: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }
}
