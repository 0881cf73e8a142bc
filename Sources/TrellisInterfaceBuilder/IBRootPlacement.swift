import TrellisModel

/// Where a scene's root view is laid out on the canvas: the rectangle below opaque bars, its safe area, the frame
/// the misplaced-view check compares it with, and its layout margins.
struct IBRootPlacement {
    let context: IBDocumentContext
    let root: IBSceneRoot

    /// The rectangle Xcode laid the root out in: the stored one (the screen for a stale 600 × 600 root:
    /// IBInferredRootSize), less the opaque bars over a full-screen root.
    let stored: Rect
    /// The root's size: the screen's, a freeform size, or the part below opaque bars.
    let size: Size
    /// The frame the document stores for a root laid out at the screen's size instead (IBInferredRootSize).
    let staleFrame: Rect?

    init(context: IBDocumentContext, root: IBSceneRoot) {
        self.context = context
        self.root = root
        let document = IBGeometry.rect(root.element) ?? Rect(origin: .zero, size: context.canvas.size)
        // A stale stored size the canvas does not lay the root out at (IBInferredRootSize).
        let inferred = IBInferredRootSize.screen(stored: document, root: root, context: context)
        staleFrame = inferred == nil ? nil : document
        let stored = Self.belowOpaqueBars(inferred.map { Rect(origin: .zero, size: $0) } ?? document, context: context, root: root)
        self.stored = stored
        self.size = stored.width > 0 && stored.height > 0 ? stored.size : context.canvas.size
    }

    /// The root's safe area: the device's insets (status bar per toolsVersion, sensor housing, home indicator) plus
    /// the simulated bars, intersected with the root's stored frame placed at the canvas's origin — a controller
    /// embedded in a container view too, which Xcode lays out as its own scene, not inside its container (measured: a
    /// 414 × 818 child of Xcode 13 on a 414 × 896 canvas stores a label 59 pt below its top margin at y = 103, a top
    /// inset of 44; a 274 × 274 child stores a button 10 pt above its safe area's bottom 10 pt above its own); a xib view gets the device's insets only when
    /// it is screen-sized.
    var safeArea: Insets {
        let canvas = context.canvas
        guard let bars = root.bars else {
            let screen = canvas.size
            // A document of Xcode 9 or later whose safe-area layout guides are turned off (no `useSafeAreas="YES"`):
            // Xcode lays a xib's top-level view out with the device's whole insets, whatever its size (measured: two
            // 510 × 160 and 434 × 272 views on a 414 × 896 canvas store their content 44 pt below the top margin's
            // edge and 34 above the bottom's). Older documents are not known to do so and keep the rule below.
            if !context.usesSafeAreas, context.toolsVersion >= 13000, root.element.name == "view" {
                return IBXibViewSafeArea.fitting(canvas.deviceInsets(statusBarShown: true), in: size)
            }
            guard size.width == screen.width, size.height == screen.height else {
                // A top-level view of another size keeps the device's side insets (a landscape phone's sensor
                // housing and its mirror), not its top and bottom ones (measured: a 422 × 475 freeform view on the
                // landscape 932 × 430 canvas, Xcode 14.1, stores labels pinned 20 pt inside its safe area's sides
                // at x = 79, 264 wide: 59-pt side insets). In portrait: IBXibViewSafeArea.
                if canvas.isLandscape {
                    // A top-level collection reusable view too (IBLandscapeSideInsets).
                    guard IBLandscapeSideInsets.applies(to: root.element) else { return .zero }
                    let device = canvas.deviceInsets(statusBarShown: true)
                    return Insets(top: 0, left: device.left, bottom: 0, right: device.right)
                }
                guard root.element.name == "view" || IBXibViewSafeArea.isWideReusableView(root.element, size: size, screen: screen)
                        || IBFittingCellSafeArea.applies(to: root.element, size: size, canvas: canvas)
                else { return .zero }
                return IBXibViewSafeArea.insets(of: root.element, size: size, canvas: canvas, toolsVersion: context.toolsVersion)
            }
            // A screen-sized view: Xcode 16 doubles its insets too (VLC's AddToCollectionView.xib, XibXcode16CanvasTests);
            // its own simulated navigation bar lies below them (IBXibSimulatedBars).
            var insets = Self.canvasInsets(canvas.deviceInsets(statusBarShown: true), context, bars: IBBars())
            insets.top = min(size.height, insets.top + IBXibSimulatedBars.topInset(of: root.element, canvas: canvas))
            return insets
        }
        // A popover's root holding its arrow at the top: the safe area starts below the arrow (IBPopoverArrow).
        if root.showsPopoverArrow { return Insets(top: IBPopoverArrow.height, left: 0, bottom: 0, right: 0) }
        if IBShortPageSheet.applies(stored: stored, context: context) { return IBShortPageSheet.insets(bars: bars, size: size, stored: stored, controller: root.controller, context: context) }
        // A full-screen presentation has no device insets before Xcode 16.2, a notched portrait phone's once from it
        // (IBXcode162FullScreen), the portrait ones on Xcode 14.0 to 14.2's landscape canvas (IBXcode14LandscapeInsets).
        var insets = bars.withoutDeviceInsets && IBXcode14LandscapeInsets.insets(context: context) == nil
            ? IBXcode162FullScreen.insets(on: canvas, statusBar: bars.statusBar)
            : Self.canvasInsets(canvas.deviceInsets(statusBarShown: bars.statusBar), context, bars: bars)
        // Xcode 16.2 on lays a bar-less controller out 59 pt below the 393 × 852 landscape canvas's top, Xcode 26 82 pt
        // below the 402 × 874 one's (IBXcode162LandscapeTop).
        insets.top += IBXcode162LandscapeTop.extraTop(bars: bars, canvas: canvas, toolsVersion: context.toolsVersion)
        // Xcode 16.2's 13-inch iPad in landscape and Xcode 26's rounded iPads store another bottom inset on a
        // canvas-sized root (IBPadHomeIndicator).
        if IBPadHomeIndicator.applies(bars: bars, stored: stored, isFreeform: root.isFreeform, canvas: canvas),
           let bottom = IBPadHomeIndicator.bottom(on: canvas) {
            insets.bottom = bottom
        }
        if !bars.statusBar, canvas.notchTop == 0 { insets.top = 0 }
        if IBEmbeddedChildStatusBar.dropsOverScreenSized(root, stored: stored, context: context) { insets.top = max(0, insets.top - canvas.statusBar) }
        insets.top += bars.top
        // A page sheet of Xcode 11 to 13.2 leaves a tab bar it would inherit behind it (IBShortPageSheet.leavesTabBar).
        if bars.bottom > 0, !IBShortPageSheet.leavesTabBar(root, bars: bars, stored: stored, context: context) { insets.bottom += bars.bottom }
        // An Xcode 6 Any/Any root stored 600 × 600 below the bars is the whole canvas (IBAnyAnyFullCanvasRoot).
        if IBAnyAnyFullCanvasRoot.applies(stored: stored, root: root, context: context) {
            return IBAnyAnyFullCanvasRoot.insets(insets, bars: bars)
        }
        if stored.minY == 0, IBFreeformWindow.applies(to: root, height: stored.height, context: context)
            || IBLegacyOwnWindow.applies(to: root, size: stored.size, context: context) {
            // A freeform controller in a window of its own size: the whole insets (IBFreeformWindow; a container's child
            // of Xcode 9 and 10 on a notched canvas too, IBLegacyOwnWindow), less the status bar Xcode 9 and 10 do not
            // simulate over it (IBEmbeddedChildStatusBar).
            if IBEmbeddedChildStatusBar.drops(root, stored: stored, context: context) { insets.top = max(0, insets.top - canvas.statusBar) }
            return IBXibViewSafeArea.fitting(insets, in: size)
        }
        if root.isFreeform || stored.minY != 0 || stored.height != canvas.size.height {
            // A root below opaque bars or of its own size: the part of the screen's safe area it overlaps.
            var minY = stored.minY
            let statusArea = canvas.deviceInsets(statusBarShown: true).top
            if !root.isFreeform, canvas.isPageSheetShape(stored) {
                // A page sheet (iOS 13's default modal presentation, as Xcode shows a presented controller): full
                // width, 10 pt below the status bar area, down to the screen's bottom; stored at y = 0.
                minY = statusArea + 10
            } else if let sheetTop = IBHomeButtonPageSheet.sheetTop(stored: stored, root: root, context: context) {
                // From Xcode 14.3, a page sheet below a home-button phone's status bar (IBHomeButtonPageSheet).
                minY = sheetTop
            } else if root.isChildSheet, stored.minY == 0 {
                // Xcode 11's page sheet of the container child that shows it, as far below the canvas's top
                // (IBChildShownSheet).
                minY = IBChildShownSheet.sheetShortfall(on: canvas)
            }
            if IBEmbeddedChildStatusBar.drops(root, stored: stored, context: context) { insets.top = max(0, insets.top - canvas.statusBar) }
            let top = max(0, insets.top - minY)
            // An Any/Any document's 600-pt root reaches the bottom of its own canvas, where the bars are (IBAnyAnyCanvas).
            // A freeform root taller than the phone reaches the bottom of its own canvas (IBFreeformScreen).
            // A root stored at the size of the phone its controller simulates is laid out on that phone (IBSimulatedPhoneScreen).
            // An Xcode 11 page sheet on a phone with a home button reaches the screen's bottom (IBHomeButtonPageSheet).
            let sheetHeight = IBHomeButtonPageSheet.reachesScreenBottom(stored: stored, root: root, context: context) ? stored.height : nil
            let screenHeight = sheetHeight ?? IBAnyAnyCanvas.screenHeight(root: stored, isAnyAny: context.isAnyAny)
                ?? IBSimulatedPhoneScreen.height(of: root, stored: stored, toolsVersion: context.toolsVersion)
                ?? IBFreeformScreen.height(canvas: canvas.size.height, minY: minY, height: stored.height,
                                          isFreeform: IBFreeformScreen.isFreeform(root),
                                          freeform: IBFreeformOpaqueBars.screenHeight(of: root, canvas: canvas.size.height))
            // A container-sized child of Xcode 15.3 to 26 keeps the home indicator at its bottom (IBContainedHomeIndicator).
            let overlapped = IBContainedHomeIndicator.bottom(max(0, minY + stored.height - (screenHeight - insets.bottom)),
                                                             root: root, stored: stored, context: context)
            // A container-sized child stating its own bottom bar has it at its own bottom (IBContainedStatedBottomBar).
            let bottom = IBContainedStatedBottomBar.bottom(overlapped, root: root, bars: bars, stored: stored, context: context)
            insets.top = min(top, size.height); insets.bottom = min(bottom, size.height)
        }
        if let top = IBSheetBars.top(bars: bars, stored: stored, canvas: canvas) { insets.top = min(top, size.height) }
        if let bottom = IBSheetBars.bottom(bars: bars, stored: stored, canvas: canvas) { insets.bottom = min(bottom, size.height) }
        return insets
    }

    /// The device insets a view controller's root is laid out with on the document's canvas. Xcode 16.2 and later
    /// (toolsVersion 23700 on) lay it out on a notched portrait canvas with the device's insets twice, bars or not
    /// (measured: three Xcode 16.2 saves, toolsVersion 23727, of two course layouts by two people store a stack pinned
    /// to the safe area's top and bottom at y = 96, 732 tall on 414 × 896, where Xcode 15.2 and 15.3 saves store 48 and
    /// 814; an Xcode 16.2 app's two screens on 393 × 852 an image pinned to the safe area at y = 118, 852 − 68 at its
    /// bottom; a toolsVersion 24128 save on 440 × 956 its large-title navigation bar at y = 124 under a tab bar, the
    /// pushed content 2 × 62 + 106 and 2 × 34 + 49 from the edges). A toolsVersion 23504 save on 393 × 852 keeps 59 /
    /// 34 (a navigation bar at y = 59, content to 818); between it and 23721 nothing was measured. The cause is not
    /// known; landscape canvases keep the device's insets.
    static func canvasInsets(_ device: Insets, _ context: IBDocumentContext, bars: IBBars) -> Insets {
        // Xcode 14.0 to 14.2 keep a notched phone's portrait insets on its landscape canvas (IBXcode14LandscapeInsets).
        if let portrait = IBXcode14LandscapeInsets.insets(context: context) { return portrait }
        let canvas = context.canvas
        guard context.toolsVersion >= 23700, !canvas.isLandscape, canvas.notchTop > 0 else { return device }
        return Insets(top: 2 * device.top, left: device.left, bottom: 2 * device.bottom, right: device.right)
    }

    /// The rectangle of the screen a full-screen root is laid out in when its bars are opaque (`translucent="NO"`):
    /// UIKit places a controller's view below an opaque navigation bar (and the status bar it covers) and above an
    /// opaque tab bar or toolbar (and the home indicator), as `extendedLayoutIncludesOpaqueBars` is NO by default
    /// (Apple's UIViewController documentation; a controller that sets it YES has no opaque bars here: IBSceneCatalog),
    /// so the root overlaps no bar and its safe area has no inset on that edge. Xcode stores such a root in one of
    /// two ways and lays its subviews out in the smaller rectangle either way: at the screen's size and origin
    /// (measured: an Xcode 12 save, a 414 × 896 root under an opaque navigation bar, centres its subviews in 808 pt
    /// and pins a button to the safe area's bottom 34 pt above the root's), or at the smaller size with y = 0
    /// (measured: an Xcode 10.2 save, a 375 × 603 root under an opaque 64-pt bar whose web view pinned to the safe
    /// area's top is stored at y = 0, 603 tall; two Xcode 11 saves, 375 × 623 roots under an opaque simulated 44-pt
    /// bar, one with a scroll view 44 pt below its top layout guide at y = 44). A root stored at y = 64 (older
    /// documents) is already below the bar. From Xcode 16.2 the bar lies below the canvas's doubled status area
    /// (`canvasInsets`), and so does the root: an Xcode 26 save (IMYashAgrawal's ProjectiOS Insights storyboard,
    /// toolsVersion 24506, 393 × 852, not flagged) stores its opaque navigation bar at (0, 118, 393, 54) and both
    /// controllers under it as 393 × 680 roots at y = 0 (852 − 118 − 54), a segmented control pinned to the safe
    /// area's top at y = 0 and a collection view pinned to the four sides of the safe area 612 tall (680 − 68, the
    /// doubled home indicator). Only that document of Xcode 16.2 or later on disk has an opaque bar; the rule is the
    /// opaque-bar rule above with the insets the canvas already uses everywhere else.
    private static func belowOpaqueBars(_ stored: Rect, context: IBDocumentContext, root: IBSceneRoot) -> Rect {
        let canvas = context.canvas
        guard let bars = root.bars, !root.isFreeform, bars.topOpaque || bars.bottomOpaque, stored.minY == 0 else { return stored }
        let device = Self.canvasInsets(canvas.deviceInsets(statusBarShown: bars.statusBar), context, bars: bars)
        let status = !bars.statusBar && canvas.notchTop == 0 ? 0 : device.top
        let top = bars.topOpaque ? status + bars.top : 0
        let bottom = bars.bottomOpaque ? device.bottom + bars.bottom : 0
        let below = max(0, canvas.size.height - top - bottom)
        // A controller of a freeform size stored at that size less its bars lies below them (IBFreeformOpaqueBars).
        let freeformBelow = max(0, IBFreeformOpaqueBars.screenHeight(of: root, canvas: canvas.size.height) - top - bottom)
        if top > 0, freeformBelow != below, stored.height == freeformBelow {
            return Rect(x: stored.minX, y: top, width: stored.width, height: freeformBelow)
        }
        if top > 0, let anyAny = IBAnyAnyCanvas.heightBelowBars(stored: stored, top: top, bottom: bottom, context: context) {
            return Rect(x: stored.minX, y: top, width: stored.width, height: anyAny)
        }
        // A root stored shorter than the canvas below opaque top bars lies below them all the same: the controller of a
        // navigation controller embedded in a container view shorter than the screen. ONE DOCUMENT, measured blind:
        // IshaGupta18's Google-Cast-SDK-iOS storyboard (Xcode 11.4, 16097, `retina6_1`, 414 × 896) embeds a
        // navigation controller in a 414 × 773 container; a pushed controller whose edgesForExtendedLayout leaves out
        // the top is stored 414 × 685 = 773 − 44 − 44 with its player view, pinned to the top layout guide, at y = 0
        // (Trellis gave 88 with the root at the screen's top; 4 frames, not marked). Its two siblings, extended under
        // the bar, are stored 773 tall. Only a full-width root without an opaque bottom bar (the case measured).
        if top > 0, stored.height < below, stored.width == canvas.size.width, !bars.bottomOpaque {
            return Rect(x: stored.minX, y: top, width: stored.width, height: stored.height)
        }
        guard stored.height == canvas.size.height || (top > 0 && stored.height == below) else { return stored }
        return Rect(x: stored.minX, y: top, width: stored.width, height: below)
    }

    /// The root's stored frame as the misplaced-view check compares it with the solved root, `(0, 0, size)`.
    /// UIKit places a view controller's root at the screen's origin, or below the status bar and the opaque top
    /// bars (`edgesForExtendedLayout` without `.top`, the layout of older documents: y = 20, 64 …), and Xcode
    /// stores it there; any other origin is one Xcode did not update, reported as misplaced. A xib's top-level
    /// view keeps the origin the nib gives it until it is added to a window, so only its size is compared.
    var comparisonFrame: Rect {
        if let staleFrame { return staleFrame }
        guard let bars = root.bars else { return Rect(origin: .zero, size: stored.size) }
        let device = context.canvas.deviceInsets(statusBarShown: bars.statusBar)
        let status = device.top
        let doubled = Self.canvasInsets(device, context, bars: bars).top
        let belowBars: Set<Double> = [0, status, bars.top, status + bars.top, doubled + bars.top]
        return Rect(x: stored.minX, y: belowBars.contains(stored.minY) ? 0 : stored.minY, width: stored.width, height: stored.height)
    }

    /// A view controller's root view, and a xib's top-level `view` (Xcode simulates it as a controller's view, its
    /// `simulatedDestinationMetrics`): its own margins (none written: 0), which the layout raises to UIKit's system
    /// minimum (the layout's per-width side margins, 0 top and bottom) unless the controller says
    /// `viewRespectsSystemMinimumLayoutMargins="NO"` (measured: a 449 × 100 xib view stores a subview pinned to its
    /// bottom margin flush with its bottom, and a 510-pt one on a 414-pt canvas its subviews 20 pt from the sides);
    /// a xib's top-level table cell, a top-level collection cell before Xcode 12 (IBReusableViewMargins), and a
    /// top-level view of an Xcode 6 to 8 xib (a controller's too), keep their own margins (default 8).
    /// A root that follows the readable width takes its
    /// readable column's margins (IBGeometry.readableMargins).
    func applyMargins(to scene: inout Scene) {
        let own = IBGeometry.margins(root.element)
        let readable = root.element.flag("layoutMarginsFollowReadableWidth") == true
        // A top-level view of an Xcode 6 to 8 xib has UIView's own margins (IBLegacyXibViewMargins); an Xcode 9+
        // xib's top-level collection reusable view, and an Xcode 12+ xib's top-level collection cell, take a root's
        // (IBReusableViewMargins).
        let takesRootMargins = root.bars != nil || root.element.name == "view"
            || IBReusableViewMargins.takesRootMargins(root.element, context: context)
        guard takesRootMargins, !IBLegacyXibViewMargins.isPlainView(root, context: context) else {
            scene.margins = own ?? Insets(all: 8)
            if readable {
                scene.margins = IBGeometry.readableMargins(scene.margins, width: size.width)
            }
            scene.respectsSystemMinimumMargins = false
            return
        }
        scene.margins = own ?? .zero
        if readable { scene.margins = IBGeometry.readableMargins(scene.margins, width: size.width) }
        scene.respectsSystemMinimumMargins = root.controller?.flag("viewRespectsSystemMinimumLayoutMargins") != false
        IBFreeformMargins.apply(to: &scene, root: root, width: size.width)
        // Xcode 6 (iOS 8 SDK) roots: 16 at the sides (IBXcode6RootMargins).
        IBXcode6RootMargins.apply(to: &scene, root: root, width: size.width, toolsVersion: context.toolsVersion)
        // Roots 376 to 413 pt wide: 16 at the sides from Xcode 14, and when narrower than the canvas before
        // (IBNarrowRootMargins.widths).
        IBNarrowRootMargins.apply(to: &scene, root: root, width: size.width, canvasWidth: context.canvas.size.width,
                                  toolsVersion: context.toolsVersion)
    }

    /// The margins as `applyMargins(to:)` gives them; a storyboard controller's scroll view root (`node`) takes them
    /// too (IBScrollRootMargins); a top-level view preserving its superview's margins in Xcode 12–13 has its own
    /// (IBPreservingRootMargins).
    func applyMargins(to scene: inout Scene, root node: inout ViewNode) {
        applyMargins(to: &scene)
        IBScrollRootMargins.apply(to: &node, scene: scene, root: root, context: context)
        // Xcode 12–13: a top-level view preserving its superview's margins keeps a plain view's 8 pt within the
        // screen's insets (IBPreservingRootMargins).
        IBPreservingRootMargins.apply(to: &scene, node: &node, root: root, stored: stored, safeArea: safeArea, context: context)
    }
}
