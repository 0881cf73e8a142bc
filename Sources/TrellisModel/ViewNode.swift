/// The kinds of view a scene may hold (UIView, UIScrollView, UILabel, UIImageView, UIStackView, and UIKit's controls:
/// UIButton, UISwitch, UISlider, UISegmentedControl, UIStepper, UIProgressView, UIActivityIndicatorView,
/// UIPageControl, UITextField, UITextView, UISearchBar, and a hairline separator).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, scroll, label, image, stack
    case button, `switch`, slider, segmentedControl, stepper, progress, activityIndicator, pageControl, textField, textView
    case searchBar
    case separator

    /// Whether the kind is one of UIKit's controls (``ControlProperties``).
    public var isControl: Bool { ![.view, .scroll, .label, .image, .stack].contains(self) }
}

/// A pair of per-axis priorities (content hugging or compression resistance).
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
    public init(_ both: Double) { self.init(horizontal: both, vertical: both) }
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// A border drawn inside a view's bounds.
public struct Border: Sendable, Hashable {
    public var width: Double
    public var color: Color
    /// The sides drawn (`border.sides`); CALayer draws all four.
    public var sides: BorderSides = .all
    public init(width: Double, color: Color) { self.width = width; self.color = color }
}

/// One view of a scene and its subviews, with everything the layout and the renderer need.
public struct ViewNode: Sendable, Hashable {
    /// Unique in the scene; anonymous views get `SCENE#N`.
    public var id: String
    public var kind: ViewKind
    /// True when the scene gave no id.
    public var isAnonymous: Bool
    /// Subviews back to front; for a stack, its arranged subviews.
    public var children: [ViewNode]
    /// Constraints written in this view's `layout:` list (first item is this view).
    public var constraints: [LayoutConstraint]
    /// Frame placement in the superview's coordinates (translatesAutoresizingMaskIntoConstraints).
    public var frame: Rect?
    public var background: Color
    public var alpha: Double
    public var isHidden: Bool
    public var clipsToBounds: Bool
    /// Whether the view's edges are rounded to whole points at their place in the root view, except an edge exactly on
    /// a half point of the device's pixels, which stays there (scene key `wholePointEdges`). Interface Builder documents
    /// of Xcode 6-7 saved on a canvas of one pixel per point set it on views sharing a length by equal-size
    /// constraints (IBWholePointCanvas).
    public var wholePointEdges = false
    public var cornerRadius: Double
    public var border: Border?
    /// An explicit intrinsic content size; nil on an axis means none.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var hugging: AxisPriorities
    public var compression: AxisPriorities
    public var margins: Insets
    /// Where the entry starts in the scene file.
    public var location: SourceLocation?
    /// The frame a design document stored for this view (Interface Builder's), which the misplaced-view check
    /// compares with the solved frame; nil for views of scene files.
    public var storedFrame: Rect?
    /// How the design document names the view (`UILabel 'Title' (abc-12-xyz)`), for messages; nil for scene files.
    public var designDescription: String?

    public var scroll: ScrollProperties
    public var label: LabelProperties?
    public var image: ImageProperties?
    public var stack: StackProperties
    /// Semantic content attribute, autoresizing mask and size-class variations.
    public var traits = ViewTraits()

    // Layout margins and layout guides (UIView, UILayoutGuide).
    /// UIView.insetsLayoutMarginsFromSafeArea: the margins are measured from the safe-area edges the view overlaps.
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    /// UIView.preservesSuperviewLayoutMargins: each margin is at least the superview's where the view comes closer to that edge.
    public var preservesSuperviewLayoutMargins: Bool = false
    /// A `guide:` entry (UILayoutGuide): a rectangle that takes part in constraints and is neither drawn nor reported.
    public var isLayoutGuide: Bool = false
    /// UIView.alignmentRectInsets: how far inside the frame lies the rectangle a stack view arranges (a switch's
    /// frame is 2 pt wider at the right); zero for most views.
    public var alignmentInsets: Insets = .zero
    /// The layer's shadow (`shadow:`), drawn below the view; nil for none.
    public var shadow: Shadow? = nil
    /// A CAGradientLayer fill over the background (`gradient:`); nil for none.
    public var gradient: Gradient? = nil
    /// The corners `cornerRadius` rounds (`maskedCorners:`, CALayer.maskedCorners); the others stay square.
    public var maskedCorners: CornerSet = .all
    /// CALayer.cornerCurve: circular arcs, or the continuous curve of iOS's own shapes (`cornerCurve:`).
    public var cornerCurve: CornerCurve = .circular
    /// The view's own `tint:` (UIView.tintColor as set on it); nil inherits its superview's.
    public var tint: Color? = nil
    /// The tint the view draws with: its own, its nearest ancestor's, the scene's, else systemBlue (``ControlTint``).
    public var resolvedTint: Color = ControlTint.systemBlue(.light)
    /// The keys of a control kind (`button`, `switch`, …); nil for other kinds.
    public var control: ControlProperties? = nil
    /// The separators and accessories of a view a `table` entry made (drawn over its subviews); nil for others.
    public var tableDecoration: TableDecoration? = nil

    /// A view with UIKit's defaults for its kind.
    public init(_ kind: ViewKind, id: String, children: [ViewNode] = [], constraints: [LayoutConstraint] = []) {
        self.id = id; self.kind = kind; isAnonymous = false
        self.children = children; self.constraints = constraints
        frame = nil; background = .clear; alpha = 1; isHidden = false
        clipsToBounds = kind == .scroll; cornerRadius = 0; border = nil
        intrinsicWidth = nil; intrinsicHeight = nil
        hugging = AxisPriorities(kind == .label ? 251 : 250)
        compression = AxisPriorities(750)
        margins = Insets(all: 8); location = nil; storedFrame = nil; designDescription = nil
        scroll = ScrollProperties(); label = kind == .label ? LabelProperties(text: "") : nil
        image = nil; stack = StackProperties()
    }

    /// Every view of this subtree, depth first, this one first.
    public var allViews: [ViewNode] {
        var result: [ViewNode] = []
        func walk(_ node: ViewNode) { result.append(node); node.children.forEach(walk) }
        walk(self)
        return result
    }
}
