/// UIUserInterfaceLayoutDirection: which way leading runs.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

/// UISemanticContentAttribute: how a view's subtree takes the app's layout direction.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// Follows the layout direction it inherits.
    case unspecified
    /// Playback controls (play, fast-forward): never flipped, always left to right.
    case playback
    /// Controls of a spatial meaning (a D-pad, a text-alignment control): never flipped, always left to right.
    case spatial
    case forceLeftToRight
    case forceRightToLeft

    /// The direction a view with this attribute lays out in, given the one it inherits
    /// (UIView.userInterfaceLayoutDirection(for:relativeTo:)).
    public func direction(inheriting inherited: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return inherited
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

/// UIView.AutoresizingMask: which parts of a frame-placed view take a change of its superview's size.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The scene format's names, in UIKit's bit order.
    public static let names: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}

/// The size classes a variation applies to (`when: {horizontal: compact}`); a side left out matches both classes.
public struct TraitCondition: Sendable, Hashable {
    public var horizontal: SizeClass?
    public var vertical: SizeClass?
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) { self.horizontal = horizontal; self.vertical = vertical }

    /// Whether a screen with these size classes is one the condition names.
    public func matches(_ classes: SizeClasses) -> Bool {
        (horizontal == nil || horizontal == classes.horizontal) && (vertical == nil || vertical == classes.vertical)
    }

    /// How many size classes the condition names (0 … 2): the more, the more specific, as Interface Builder ranks variations.
    public var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }
}

/// A view's properties for some size classes (`variations:`); nil keeps the value of a less specific variation.
public struct ViewVariation: Sendable, Hashable {
    public var condition: TraitCondition
    public var isHidden: Bool?
    public var axis: Axis?
    public var spacing: Double?
    public init(condition: TraitCondition, isHidden: Bool? = nil, axis: Axis? = nil, spacing: Double? = nil) {
        self.condition = condition; self.isHidden = isHidden; self.axis = axis; self.spacing = spacing
    }
}

/// What a view says about traits: its semantic content attribute, autoresizing mask and size-class variations.
public struct ViewTraits: Sendable, Hashable {
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// For a frame-placed view: how its frame follows its superview's size; nil for none (UIViewAutoresizingNone).
    public var autoresizing: AutoresizingMask? = nil
    public var variations: [ViewVariation] = []
    /// The direction the view lays out in, set by ``Scene/resolved(for:)`` (its stack's order follows it).
    public var layoutDirection: LayoutDirection = .leftToRight
    public init() {}
}

/// What a scene says about traits: its layout direction and the size its frames were designed for.
public struct SceneTraits: Sendable, Hashable {
    /// The app's layout direction (its language's): `rightToLeft` flips leading and trailing.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The root view's size in which `frame:`s were designed (autoresizing starts from it); nil means the scene's
    /// `size`, or its first device's.
    public var designSize: Size? = nil
    public init() {}
}
