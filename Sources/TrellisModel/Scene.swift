/// How much the renderer draws over the views (see the outputs document).
public enum Annotation: String, Sendable, Hashable { case none, viewport, all }

/// A named combination of scroll offsets (`states:`).
public struct ScrollState: Sendable, Hashable {
    public var name: String
    /// Scroll view id → offset; scroll views not named stay at their first offset.
    public var offsets: [String: ScrollOffset]
    public var location: SourceLocation?
    /// This state's own `annotate:` (level and views), nil to use the scene's.
    public var annotation: AnnotationChoice? = nil
    public init(name: String, offsets: [String: ScrollOffset], location: SourceLocation? = nil) {
        self.name = name; self.offsets = offsets; self.location = location
    }
}

/// One screen: a root view, its subviews and constraints, the states and devices to render.
///
/// Built by the scene loader from a file, or in Swift code.
public struct Scene: Sendable, Hashable {
    public var name: String
    /// The file it came from, as the user named it (empty for a scene built in code).
    public var file: String
    /// The screen size in points when no device is given.
    public var size: Size
    /// The devices to solve for; empty means one layout at `size` with a zero safe area.
    public var devices: [Device]
    /// Pixels per point; nil means the device's, or 2.
    public var scale: Double?
    /// `pixelRounding: root`: every view's edges are rounded to the pixels at their place in the root view, each frame
    /// taken from its parent's rounded place there (Interface Builder's canvas), not in the superview.
    public var roundsPixelsInRoot = false
    /// `halfPointTies: keep`: an edge exactly on a half point keeps it instead of going to the pixel past it (Xcode 9's
    /// 3× canvas stores such ties at either whole point or at that pixel; IBHalfPointTies).
    public var keepsHalfPointTies = false
    /// The views a required conflict constrains keep their stored frames (Interface Builder's canvas; IBConflictHold).
    public var holdsConflictingViews = false
    public var background: Color
    /// The root view's layout margins as written (the system minimum and the safe area are applied by the layout).
    public var margins: Insets
    /// The root view (`view`): its children are the scene's `views`.
    public var root: ViewNode
    /// Constraints from the top-level `constraints:` and `visual:` lists.
    public var constraints: [LayoutConstraint]
    /// Named states; empty means the default states derived from each scroll view's `offsets`.
    public var states: [ScrollState]
    public var annotate: Annotation
    /// With `annotate: [ids]`, the views whose outline and id badge are drawn (the level is then `all`); nil: every
    /// view.
    public var annotatedViews: [String]? = nil
    /// Light or dark: which value each dynamic system color takes (UITraitCollection.userInterfaceStyle).
    public var appearance: Appearance = .light
    /// The Dynamic Type setting text styles are sized for (UITraitCollection.preferredContentSizeCategory).
    public var contentSize: ContentSizeCategory = .default
    /// The window's tintColor (`tint:` at the top level); nil is systemBlue of the appearance.
    public var tint: Color? = nil
    /// How `trellis test` compares this scene's files (`test:`).
    public var test = SceneTestSettings()
    /// Layout direction and design size.
    public var traits = SceneTraits()
    /// The copies of the scene its `traits:` list asks for (empty: the scene is drawn as it is); see
    /// ``Scene/traitScenes``.
    public var traitVariants: [TraitVariant] = []
    /// The folder of this copy's trait combination (`dark-ax3`), nil for a scene without `traits:`.
    public var traitName: String?
    /// The `gestures:` timeline, its hand-offs, frame rate and filmstrip.
    public var motion = Motion()
    /// Where `states:` or the document starts, for diagnostics about states.
    public var location: SourceLocation?

    // The view controller around the root view.
    /// UIViewController.viewRespectsSystemMinimumLayoutMargins: the root's margins are at least the system minimum.
    public var respectsSystemMinimumMargins: Bool = true
    /// The navigation controller, tab bar and toolbar the root view's controller is shown in.
    public var container: Container = Container()
    /// Whether the status bar and the home indicator are drawn over the screen (`chrome: false` hides them).
    public var showsChrome: Bool = true
    /// The folders of the user's fonts (`fonts:`, then `--fonts`), in order: their families can be named in `font:`.
    public var fontFolders: [FontFolder] = []

    public init(name: String, file: String = "", size: Size = Size(width: 375, height: 667), devices: [Device] = [],
                scale: Double? = nil, background: Color = .white, margins: Insets = .zero,
                views: [ViewNode] = [], constraints: [LayoutConstraint] = [], states: [ScrollState] = [],
                annotate: Annotation = .viewport) {
        self.name = name; self.file = file; self.size = size; self.devices = devices; self.scale = scale
        self.background = background; self.margins = margins
        var root = ViewNode(.view, id: "view", children: views)
        root.background = background
        self.root = root
        self.constraints = constraints; self.states = states; self.annotate = annotate
        location = nil
    }

    /// Every view, depth first, the root first.
    public var allViews: [ViewNode] { root.allViews }
}
