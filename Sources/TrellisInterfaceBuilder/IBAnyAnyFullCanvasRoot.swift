import TrellisModel

/// A view controller's root that an Xcode 6 document on the Any/Any canvas (no `<device>`, size classes on) stores at
/// the canvas's whole size, 600 × 600, but below the top bars (y = 64 under a navigation bar).
///
/// Such a root is the 600 × 600 Any/Any canvas itself, whatever origin Xcode wrote: its layout guides are those of a
/// root that fills that canvas, and a bar lies inside it only on an edge the root extends under (a translucent bar,
/// `edgesForExtendedLayout` with that edge); on an edge it does not extend under (`<extendedEdge
/// key="edgesForExtendedLayout"/>` without it, an opaque bar) the bar lies outside the root and insets nothing. Taking the
/// stored y = 64 as "already below the bar" loses the top guide of a translucent bar, and laying the root 600 tall
/// from y = 64 against the 667-pt phone puts part of a tab bar over it. Measured in two Xcode 6.3 documents
/// (toolsVersion 7706) of two projects: lminhtm's LMDropdownView demo stores a root (0, 64, 600, 600) under a
/// translucent black navigation bar, no bottom bar, and its map view pinned to both layout guides at
/// (0, 64, 600, 536): the top guide 64 pt into the root, the bottom guide at its bottom; jamarparris's Smashtag stores an
/// image controller's root (0, 64, 600, 600) with `edgesForExtendedLayout` empty under a navigation bar and a tab bar,
/// and its scroll view pinned to the root's top and the bottom layout guide at (0, 0, 600, 600): neither bar insets
/// it. Xcode 7 stores a root below an opaque bar at the smaller size (600 × 536 at y = 64), which this leaves alone.
enum IBAnyAnyFullCanvasRoot {
    /// Whether `root`, stored at `stored`, is a 600 × 600 Any/Any root written below the top bars.
    static func applies(stored: Rect, root: IBSceneRoot, context: IBDocumentContext) -> Bool {
        let side = IBAnyAnyCanvas.side
        return context.isAnyAny && root.bars != nil && !root.isFreeform && stored.minY > 0
            && stored.width == side && stored.height == side
    }

    /// The root's safe area from `insets`, the canvas's insets plus its bars: the top and bottom ones only on an edge
    /// the root extends under.
    static func insets(_ insets: Insets, bars: IBBars) -> Insets {
        Insets(top: bars.topOpaque ? 0 : insets.top, left: insets.left,
               bottom: bars.bottomOpaque ? 0 : insets.bottom, right: insets.right)
    }
}
