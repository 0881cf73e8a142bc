import TrellisModel

/// A top-level view that says `preservesSuperviewLayoutMargins="YES"` — a storyboard controller's root `view`, or a
/// xib's top-level `view` — in an Xcode 12 or 13 document: its margins are not a controller root's (0 at the top and
/// bottom plus the safe area it overlaps, the system minimum at the sides). At the top and bottom they are 8 pt beyond
/// the part of the screen's insets the view reaches, placed at the canvas's top-left (the safe area's top; the device's
/// bottom inset only where the view reaches the screen's bottom), 8 at least; at the sides the system minimum for the
/// view's own width (SystemLayoutMargins: 20 above 375 pt, where IBNarrowRootMargins gives roots of 376 to 413 pt 16);
/// margins the view writes only raise them (covpass writes 0 all round and gets these). Why Xcode does so is not
/// known; the numbers fit the view taking the margins of a superview of its own size whose margins are 8 pt inside
/// the screen's safe area at the top and bottom.
///
/// Evidence (two projects, neither document flagged misplaced; stored numbers):
/// - HalloApp's Registration.storyboard (halloapp-ios-pub, toolsVersion 17156, Xcode 12.0, 414 × 896 `retina6_1`):
///   two controllers whose root views preserve their superview's margins store a scroll view pinned to the root's top
///   margin and 8 pt above the safe area's bottom at (40, 52, 334, 802): a top margin of 52 = 44 + 8, where a root's
///   0 + 44 gives 44 and a scroll view 810 tall (13 frames of the two scenes follow it).
/// - covpass-ios's ListItemView.xib (Digitaler-Impfnachweis, toolsVersion 19529, Xcode 13.2, 414 × 896 `retina6_1`, no
///   safe-area guides): a 394 × 165 top-level view preserving its superview's margins stores a stack pinned to its four
///   margins at (20, 52, 354, 105): top 52 = 44 + 8, bottom 8 (the screen's 34 + 8 does not reach a 165-pt view), sides
///   20, the 414-pt screen's, where a 394-pt root gets 16 (IBNarrowRootMargins) and the whole device insets of a xib
///   without safe-area guides would end the stack 34 pt above the view's bottom.
///   Its view writes `layoutMargins` 0 all round.
/// Other Xcode versions have no such root in the measured corpora (about 1,000 documents) and are left alone; so are roots
/// that follow the readable width, are not stored at the screen's top-left, lie under simulated top or bottom bars, or
/// are laid out in landscape (none measured).
enum IBPreservingRootMargins {
    /// Xcode 12 and 13 (toolsVersion 17000–19999), the versions of the evidence.
    static let toolsVersions = 17000..<20000

    /// UIView's default layout margins, on every side.
    static let viewMargin = 8.0

    /// Whether the scene's root keeps a plain view's margins within the screen's.
    static func applies(to root: IBSceneRoot, stored: Rect, context: IBDocumentContext) -> Bool {
        toolsVersions.contains(context.toolsVersion) && root.element.name == "view"
            && root.element.flag("preservesSuperviewLayoutMargins") == true
            && root.element.flag("layoutMarginsFollowReadableWidth") != true
            && stored.minX == 0 && stored.minY == 0 && !context.canvas.isLandscape
            && stored.width <= context.canvas.size.width && stored.height <= context.canvas.size.height
            && (root.bars.map { $0.top == 0 && $0.bottom == 0 } ?? true)
    }

    /// The root's margins measured from its bounds, not inset again by its safe area (`node` no longer adds it):
    /// 8 plus `safeArea`'s top at the top, 8 plus the part of the device's bottom inset the view reaches at the bottom
    /// (8 at least), the system minimum for its width at the sides; each at least the view's own.
    static func apply(to scene: inout Scene, node: inout ViewNode, root: IBSceneRoot, stored: Rect, safeArea: Insets,
                      context: IBDocumentContext) {
        guard applies(to: root, stored: stored, context: context) else { return }
        let canvas = context.canvas
        let device = canvas.deviceInsets(statusBarShown: root.bars?.statusBar ?? true)
        let side = SystemLayoutMargins.side(forWidth: stored.width)
        let below = canvas.size.height - stored.height
        let own = IBGeometry.margins(root.element) ?? .zero
        scene.margins = Insets(top: max(own.top, safeArea.top + viewMargin),
                               left: max(own.left, device.left + side),
                               bottom: max(own.bottom, viewMargin, device.bottom + viewMargin - below),
                               right: max(own.right, device.right + side))
        scene.respectsSystemMinimumMargins = false
        node.insetsLayoutMarginsFromSafeArea = false
    }
}
