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

/// An axial gradient filling a view's rounded bounds, as a CAGradientLayer draws one (colors, locations, startPoint,
/// endPoint).
public struct Gradient: Sendable, Hashable {
    /// The stop colors, first to last (at least two).
    public var colors: [Color]
    /// Each stop's place from 0 to 1 along the axis; nil spaces the stops evenly, as CAGradientLayer does.
    public var locations: [Double]?
    /// The axis's ends in the unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right); CAGradientLayer's
    /// defaults run from the top middle (0.5, 0) to the bottom middle (0.5, 1).
    public var start: Point = Point(x: 0.5, y: 0)
    public var end: Point = Point(x: 0.5, y: 1)
    public init(colors: [Color], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.colors = colors; self.locations = locations; self.start = start; self.end = end
    }

    /// Each color's place along the axis: the given location, or (none given) evenly spaced from 0 to 1.
    public var stops: [(location: Double, color: Color)] {
        let count = colors.count
        return colors.enumerated().map { index, color in
            let given = locations.flatMap { index < $0.count ? $0[index] : nil }
            let place = given ?? (count > 1 ? Double(index) / Double(count - 1) : 0)
            return (place, color)
        }
    }
}

/// The corners `cornerRadius` rounds (CALayer.maskedCorners, CACornerMask); all four by default.
public struct CornerSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `layerMinXMinYCorner`: in UIKit's coordinates (y down) the top-left corner.
    public static let topLeft = CornerSet(rawValue: 1)
    /// `layerMaxXMinYCorner`.
    public static let topRight = CornerSet(rawValue: 2)
    /// `layerMinXMaxYCorner`.
    public static let bottomLeft = CornerSet(rawValue: 4)
    /// `layerMaxXMaxYCorner`.
    public static let bottomRight = CornerSet(rawValue: 8)
    public static let all: CornerSet = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    /// Not a corner: the rounded corners are drawn with the continuous curve (`cornerCurve: continuous`). It
    /// travels with the corners so that every painter of a layer's outline (fill, clip, border, gradient,
    /// shadow) draws the same shape.
    public static let continuousCurve = CornerSet(rawValue: 16)

    /// The corners of a view's layer: its masked corners, with the curve flag when its corner curve is continuous.
    public static func outline(_ corners: CornerSet, curve: CornerCurve) -> CornerSet {
        curve == .continuous ? corners.union(.continuousCurve) : corners.subtracting(.continuousCurve)
    }
}

/// CALayer.cornerCurve: how a rounded corner meets its straight edges.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// A quarter circle of `cornerRadius` (CALayerCornerCurve.circular, the default).
    case circular
    /// The continuous curve of iOS's app icons and system shapes (CALayerCornerCurve.continuous): the curvature
    /// rises gradually from the straight edge, so the corner starts farther along each edge than a circle's.
    case continuous
}

/// The sides a border is drawn on; all four, as CALayer's border, unless the scene names some (`border.sides`).
public struct BorderSides: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = BorderSides(rawValue: 1)
    public static let left = BorderSides(rawValue: 2)
    public static let bottom = BorderSides(rawValue: 4)
    public static let right = BorderSides(rawValue: 8)
    public static let all: BorderSides = [.top, .left, .bottom, .right]
}
