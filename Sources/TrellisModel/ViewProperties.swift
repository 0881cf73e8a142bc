/// A scroll offset as a scene writes it.
public enum ScrollOffset: Sendable, Hashable {
    /// A number: the vertical offset, with x at the leading edge of the scrollable range.
    case vertical(Double)
    /// `[x, y]`.
    case point(x: Double, y: Double)
    /// The edges of the scrollable range.
    case top, bottom, left, right
    /// Every page-aligned offset in the range, plus the range's end.
    case pages
}

/// Whether the safe area is added to a scroll view's content inset (UIScrollView.ContentInsetAdjustmentBehavior).
public enum InsetAdjustment: String, Sendable, Hashable, CaseIterable {
    /// `scrollableAxes`, but a navigation controller's content scroll view always adjusts its top and bottom.
    case automatic
    /// Only the axes that scroll: content larger than the frame, or `alwaysBounceVertical`/`alwaysBounceHorizontal`.
    case scrollableAxes
    case never
    case always
}

/// The keys of a `scroll` entry.
public struct ScrollProperties: Sendable, Hashable {
    public var contentInset: Insets = .zero
    public var insetAdjustment: InsetAdjustment = .automatic
    /// Used only where constraints leave the content size undetermined.
    public var contentSize: Size? = nil
    /// `contentSize: VIEW.size`: the content size is that view's solved size, where constraints leave it undetermined
    /// (seed 004's `dispatch_after` that copies a container's size into `contentSize` once layout has run).
    public var contentSizeOf: String? = nil
    public var offsets: [ScrollOffset] = [.top]
    public var paging: Bool = false
    public var indicators: Bool = false
    /// Whether the content rubber-bands past the edges (UIScrollView.bounces).
    public var bounces: Bool = true
    /// UIScrollView.alwaysBounceVertical/alwaysBounceHorizontal: the axis counts as scrollable for inset adjustment,
    /// and a drag on it moves (and bounces) even when the content is not larger than the frame.
    public var alwaysBounceVertical: Bool = false
    public var alwaysBounceHorizontal: Bool = false
    /// Whether the scroll view takes pans at all (UIScrollView.isScrollEnabled).
    public var scrollEnabled: Bool = true
    /// The fraction of its velocity a decelerating scroll keeps per millisecond (UIScrollView.DecelerationRate).
    public var decelerationRate: Double = DecelerationRate.normal
    /// Whether a drag moves along its dominant axis only (UIScrollView.isDirectionalLockEnabled).
    public var directionalLockEnabled: Bool = false
    public init() {}
}

/// UIScrollView.DecelerationRate's named values: the velocity kept per millisecond.
public enum DecelerationRate {
    /// `.normal`, 0.998 per millisecond.
    public static let normal = 0.998
    /// `.fast`, 0.99 per millisecond.
    public static let fast = 0.99
}

/// Text alignment of a label.
public enum TextAlignment: String, Sendable, Hashable { case left, center, right, justified, natural }

/// Line break and truncation modes of a label (NSLineBreakMode).
public enum LineBreakMode: String, Sendable, Hashable {
    case wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail
}

/// The keys of a `label` entry.
public struct LabelProperties: Sendable, Hashable {
    public var text: String
    /// A Pango font description (`DejaVu Sans Bold 17`).
    public var font: String = "DejaVu Sans 17"
    public var color: Color = .black
    /// 0 for unlimited.
    public var lines: Int = 1
    public var alignment: TextAlignment = .natural
    public var lineBreak: LineBreakMode = .truncateTail
    public var preferredMaxWidth: Double? = nil
    /// Space around the text inside the view: a non-scrolling text view's textContainerInset plus its
    /// lineFragmentPadding (UITextView); zero for a label.
    public var textInsets: Insets = .zero
    /// The text's language (`lang:`, else the scene's), nil when not given.
    public var language: TextLanguage? = nil
    public init(text: String) { self.text = text }
}

/// How an image view fits its image (UIView.ContentMode).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, aspectFit, aspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// The keys of an `image` entry.
public struct ImageProperties: Sendable, Hashable {
    /// The path as the scene wrote it.
    public var source: String
    /// The path the file was found at.
    public var path: String
    public var mode: ContentMode = .scaleToFill
    /// The image's size in pixels (read from the file by the loader).
    public var pixelSize: Size
    /// 1, or 2/3 for an `@2x`/`@3x` file.
    public var scale: Double = 1
    /// PNG, JPEG or SVG (for SVG, `pixelSize` is its intrinsic size in points, at scale 1).
    public var format: ImageFormat = .png
    /// `renderingMode:`; `template` fills the image's shape with the view's tint.
    public var renderingMode: ImageRenderingMode = .automatic
    public init(source: String, path: String, pixelSize: Size, scale: Double = 1) {
        self.source = source; self.path = path; self.pixelSize = pixelSize; self.scale = scale
    }
    /// The intrinsic size in points.
    public var pointSize: Size { Size(width: pixelSize.width / scale, height: pixelSize.height / scale) }
}

/// UIStackView.Distribution.
public enum StackDistribution: String, Sendable, Hashable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// UIStackView.Alignment.
public enum StackAlignment: String, Sendable, Hashable {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline
}

/// The keys of a `stack` entry.
public struct StackProperties: Sendable, Hashable {
    public var axis: Axis = .horizontal
    public var spacing: Double = 0
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var layoutMarginsRelative: Bool = false

    // Spacing extras (UIStackView).
    /// `spacing: system`: UIStackView.spacingUseSystem, the standard spacing between siblings (8 points).
    public var usesSystemSpacing: Bool = false
    /// setCustomSpacing(_:after:): the spacing after an arranged view, by its id.
    public var customSpacing: [String: Double] = [:]
    /// isBaselineRelativeArrangement: in a vertical stack, each spacing runs from a view's last baseline to the next one's first.
    public var baselineRelative: Bool = false
    /// Whether the stack adds UIKit's `UISV-ambiguity-suppression` (each arranged view 0 long across the axis at
    /// priority 25 when nothing else sets it). Interface Builder documents turn it off: Xcode's canvas keeps such a
    /// view at the size it was given, so the view is ambiguous and keeps its stored frame on that axis.
    public var suppressesAmbiguity: Bool = true
    /// The hidden arranged views (by id) that keep a required size of their own, at the place they collapse to,
    /// instead of UIKit's required `UISV-hiding` breaking that constraint; the other views are arranged as if they
    /// were collapsed. Interface Builder documents name them (Xcode's canvas stores such a view at its own size).
    public var hiddenViewsKeepingOwnSize: Set<String> = []
    /// Whether hidden arranged views between two visible ones sit half the spacing after the visible view before
    /// them (Interface Builder documents: Xcode's canvas stores them so) rather than at its end.
    public var hiddenViewsMidSpacing: Bool = false
    /// With ``hiddenViewsMidSpacing``: whether the visible view after hidden ones is spaced from the visible view
    /// before them (the full spacing) rather than from the hidden view (Interface Builder documents of Xcode 12:
    /// IBStackHiddenSpacedFromVisible). It changes nothing unless a written constraint moves the hidden view.
    public var hiddenViewsSpacedFromVisible: Bool = false
    /// Whether hidden arranged views have no place along the axis: only the visible views are chained, and a hidden
    /// view keeps where it was put (Interface Builder documents of Xcode 8 to 10.1: Xcode 9.2's canvas stores such a
    /// view where its layout engine leaves an unconstrained position, at the root's origin).
    public var hiddenViewsUnplaced: Bool = false
    /// Whether a hidden arranged view with no visible view before it, or none after it, starts at the stack's start
    /// instead of the place it collapses to, at its own size if it keeps one (`hiddenViewsKeepingOwnSize`), else 0
    /// long (Interface Builder documents of Xcode 15 and 16: those canvases store such a view at y = 0 or x = 0 in
    /// its stack).
    public var hiddenEndViewsAtStart: Bool = false
    /// Whether a hidden arranged view with no visible view after it (and at least one before it) starts at the stack's
    /// start instead of the place it collapses to, at its own size if it keeps one (`hiddenViewsKeepingOwnSize`), else
    /// 0 long; hidden views before the first visible one still collapse (Interface Builder documents of Xcode 14.0 to
    /// 14.2: those canvases store such a trailing view at y = 0 or x = 0 in its stack).
    public var hiddenTrailingViewsAtStart: Bool = false
    /// Whether a hidden arranged view that keeps its own size (`hiddenViewsKeepingOwnSize`) is arranged as if it were
    /// visible: it keeps its slot in the chain and the spacing on both of its sides (Interface Builder documents of
    /// Xcode 8: that canvas stores such a view where it would be shown, the visible views after it one spacing on).
    public var hiddenViewsKeepSlot: Bool = false
    /// Whether an equalSpacing or equalCentering stack adds UIKit's `UISV-canvas-fit` (its length 0 at priority 49) so
    /// that a stack whose length nothing else fixes takes the minimum spacing. Interface Builder documents turn it off:
    /// Xcode's canvas keeps such a stack at the length it was given, so it is ambiguous and keeps its stored frame.
    public var fitsCanvasAlongAxis: Bool = true
    /// Whether the views below the stack (its arranged views and theirs) have their edges rounded to whole points at
    /// their place in the root view, instead of the device's pixels in their superview. Interface Builder documents of
    /// Xcode 7 set it on fillEqually stacks: that canvas stores their shares with whole-point edges (a 597-pt row of
    /// four is 149, 150, 149, 149 pt wide).
    public var wholePointArrangement: Bool = false
    /// Whether a scene constraint that pins the same two anchors as one of the stack's own constraints (an arranged
    /// view's edge and the stack's, or two arranged views' facing edges) with another constant wins over it: the
    /// stack's is broken, not the one written last; the views after the first align with the first view across the
    /// axis (UIKit's `UISV-alignment`), not with the stack. Interface Builder documents of Xcode 10.2 to 13 set it on
    /// stacks whose anchors a document constraint restates: their canvas keeps the document's constant.
    public var restatedPinsWin: Bool = false
    public init() {}
}
