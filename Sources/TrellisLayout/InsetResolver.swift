import TrellisModel

/// Reads the insets UIKit derives from where views end up, from the current solution: the part of the safe area a view
/// overlaps, a scroll view's adjusted content inset, the layout margins and the readable content guide.
///
/// The engine holds these in edit variables and updates them between solves (UIKit's layout passes do the same).
struct InsetResolver {
    let scene: Scene
    let nodes: [EngineNode]
    let root: RootVariables?
    let driver: SolverDriver

    private func value(_ variable: EngineVariable?) -> Double { driver.value(variable) }

    /// The part of the root's safe-area insets that a view's frame overlaps, from the current solution.
    ///
    /// On an axis where a scroll view above it adjusts its content inset for the safe area, its content no longer sees the
    /// safe area (UIKit moves it into the adjusted content inset), so that axis's insets are 0; nil when both axes are.
    func safeAreaOverlap(of index: Int) -> Insets? {
        let node = nodes[index]
        guard node.parent != nil, let root else {
            return Insets(top: value(root?.safeTop), left: value(root?.safeLeft), bottom: value(root?.safeBottom),
                          right: value(root?.safeRight))
        }
        var originX = value(node.x), originY = value(node.y)
        var seesHorizontal = true, seesVertical = true
        var current = node.parent
        while let ancestor = current, nodes[ancestor].parent != nil {
            let outer = nodes[ancestor]
            if let scroll = outer.scroll {
                let axes = adjustedAxes(of: ancestor)
                if axes.horizontal { seesHorizontal = false }
                if axes.vertical { seesVertical = false }
                originX -= value(scroll.offsetX); originY -= value(scroll.offsetY)
            }
            originX += value(outer.x); originY += value(outer.y)
            current = outer.parent
        }
        if !seesHorizontal && !seesVertical { return nil }
        let width = value(node.width), height = value(node.height)
        let screenWidth = value(root.width), screenHeight = value(root.height)
        // The length of the view's extent [start, end] inside the band [low, high] of the screen that an inset covers:
        // UIKit's safeAreaInsets "reflect only the portion of the view that is covered" by the bars and the screen's
        // edges (UIView.safeAreaInsets, Apple's documentation), so a part of the view outside the screen adds nothing.
        // Published measurement (MartianCraft, "Notes from the margins", 2019): a subview moved further above its
        // superview's top keeps a top inset capped at the superview's, it does not grow with the overhang.
        // Measured in two unflagged storyboards of two projects: an Xcode 9.0 image view hanging 4 pt past the left
        // edge of a 375-pt root (x = −4) stores a text field 12 pt inside its leading margin at x = 16 = −4 + 8 + 12,
        // not 20 (jamesdellinger's MemeMe 2.0); an Xcode 16.2 margins-relative stack pinned 40 pt above the top of a
        // 393 × 852 root whose safe area starts at 162 stores its first view 8 pt inside its top margin at 170 =
        // 162 + 8 from the stack's top, not 210 (cobrowse-sdk-ios-examples).
        func covered(_ start: Double, _ end: Double, _ low: Double, _ high: Double, _ sees: Bool) -> Double {
            sees ? max(0, min(end, high) - max(start, low)) : 0
        }
        let safeTop = value(root.safeTop), safeLeft = value(root.safeLeft)
        let safeBottom = value(root.safeBottom), safeRight = value(root.safeRight)
        return Insets(top: covered(originY, originY + height, 0, safeTop, seesVertical),
                      left: covered(originX, originX + width, 0, safeLeft, seesHorizontal),
                      bottom: covered(originY, originY + height, screenHeight - safeBottom, screenHeight, seesVertical),
                      right: covered(originX, originX + width, screenWidth - safeRight, screenWidth, seesHorizontal))
    }

    /// The insets of a view's layout margins guide from its bounds, from the current solution.
    ///
    /// The root's margins are the scene's, at least the system minimum (`viewRespectsSystemMinimumLayoutMargins`); with
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default) the part of the safe area the view overlaps is added, so an
    /// 8-point top margin under a 20-point status bar sits at 28; with `preservesSuperviewLayoutMargins` each margin is at
    /// least the superview's margin where the view comes closer than it to that edge (a scroll view's from its bounds,
    /// which start at the content offset).
    func marginInsets(of index: Int, depth: Int = 0) -> Insets {
        let node = nodes[index]
        var margins = node.view.margins
        let safe: Insets
        if node.parent == nil {
            margins = scene.margins
            if scene.respectsSystemMinimumMargins {
                margins = SystemLayoutMargins.raised(margins, forWidth: value(root?.width))
            }
            safe = scene.root.insetsLayoutMarginsFromSafeArea ? (safeAreaOverlap(of: index) ?? .zero) : .zero
        } else {
            safe = node.view.insetsLayoutMarginsFromSafeArea ? (safeAreaOverlap(of: index) ?? .zero) : .zero
        }
        var result = Insets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        if node.view.preservesSuperviewLayoutMargins, let parent = node.parent, depth < 100 {
            let outer = marginInsets(of: parent, depth: depth + 1)
            // The superview's margins are measured from its bounds; in a scroll view the bounds start at the content
            // offset, so its content at rest below a 64-pt adjusted top inset sits 64 pt into them (measured: a stack
            // at the top of a scroll view's content under a navigation bar, preserving the root's 20-pt margins, is
            // stored with its arranged views 20 pt down, not 84).
            let offsetX = value(nodes[parent].scroll?.offsetX), offsetY = value(nodes[parent].scroll?.offsetY)
            let x = value(node.x) - offsetX, y = value(node.y) - offsetY
            let width = value(node.width), height = value(node.height)
            let outerWidth = value(nodes[parent].width), outerHeight = value(nodes[parent].height)
            // A view reaching past the superview's edge covers the whole of that margin and takes it, no more: the
            // gap to the edge counts from 0 (measured: Xcode 14.2, toolsVersion 21507, stores a horizontal stack of
            // buttons arranged within its margins, preserving a scroll view's 16-pt margins and wider than the
            // 320-pt scroll view whose content it sets, 472.5 wide with its last button 16 pt from its trailing
            // edge; counting the 152.5 pt it reaches past the scroll view's edge would widen the margin with the
            // stack, without end).
            result.left = max(result.left, outer.left - max(0, x))
            result.top = max(result.top, outer.top - max(0, y))
            result.right = max(result.right, outer.right - max(0, outerWidth - x - width))
            result.bottom = max(result.bottom, outer.bottom - max(0, outerHeight - y - height))
        }
        return result
    }

    /// The widest a readable content guide gets at the default text size (Large), in points.
    static let readableWidth = 672.0

    /// The insets of a view's readable content guide from its bounds, from the current solution.
    ///
    /// UIKit's readableContentGuide is the layout margins guide, narrowed to the readable width at the user's text size
    /// and centred in it: 672 points at the default size, so on every iPhone in portrait it is the margins guide, and on a
    /// 1024-point iPad it is inset (1024 - 672) / 2 = 176 from each side.
    func readableInsets(of index: Int) -> Insets {
        var insets = marginInsets(of: index)
        let width = value(nodes[index].width)
        let extra = max(0, (width - insets.left - insets.right - Self.readableWidth) / 2)
        insets.left += extra
        insets.right += extra
        return insets
    }

    /// contentInset plus, on the axes its `contentInsetAdjustmentBehavior` adjusts, the part of the root's safe area the frame overlaps.
    ///
    /// A scroll view inside a scroll view that already adjusts for the safe area does not see it again, as in UIKit.
    func adjustedInset(of index: Int) -> Insets {
        let node = nodes[index]
        var inset = node.view.scroll.contentInset
        let axes = adjustedAxes(of: index)
        guard axes.horizontal || axes.vertical, let overlap = safeAreaOverlap(of: index) else { return inset }
        if axes.vertical {
            inset.top += overlap.top
            inset.bottom += overlap.bottom
        }
        if axes.horizontal {
            inset.left += overlap.left
            inset.right += overlap.right
        }
        return inset
    }

    /// The axes on which a scroll view adds the safe area to its content inset (UIScrollView.ContentInsetAdjustmentBehavior).
    ///
    /// `scrollableAxes` adjusts an axis only when it scrolls: its content is larger than the frame on it, or it always
    /// bounces on it (Apple's documentation of the behaviour); `automatic` is the same, except that the content scroll view
    /// of a navigation controller's view controller always adjusts its top and bottom.
    func adjustedAxes(of index: Int) -> (horizontal: Bool, vertical: Bool) {
        let node = nodes[index]
        let scroll = node.view.scroll
        switch scroll.insetAdjustment {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes, .automatic:
            let tolerance = 1e-9
            let horizontal = scroll.alwaysBounceHorizontal || value(node.scroll?.contentWidth) > value(node.width) + tolerance
            var vertical = scroll.alwaysBounceVertical || value(node.scroll?.contentHeight) > value(node.height) + tolerance
            if scroll.insetAdjustment == .automatic && isNavigationContentScrollView(index) { vertical = true }
            return (horizontal, vertical)
        }
    }

    /// Whether a scroll view is the one a navigation controller adjusts regardless of scrolling: the root's first subview
    /// when the scene is inside a navigation controller (the view controller's scroll view of the legacy
    /// `automaticallyAdjustsScrollViewInsets`, which `.automatic` keeps for backward compatibility).
    func isNavigationContentScrollView(_ index: Int) -> Bool {
        scene.container.navigationBar != nil && nodes[index].parent == 0 && index == 1
    }
}
