import TrellisModel

/// Builds one ``Scene`` from a view controller's view or a xib's top-level view.
struct IBSceneBuilder {
    let context: IBDocumentContext
    let root: IBSceneRoot
    var warnings: [Diagnostic] = []
    var errors: [Diagnostic] = []

    /// Ids of the elements mapped to views.
    var viewIDs: Set<String> = []
    /// Every id in the scene's subtree, mapped or not (a constraint to a view a variation removed is dropped quietly).
    var allIDs: Set<String> = []
    /// Layout guide id → the view and guide it stands for.
    var guides: [String: IBGuideReference] = [:]
    /// Constraints found, with the view whose `<constraints>` holds them.
    var pending: [(element: XMLElement, holder: String)] = []
    /// Alignment-rectangle insets of the controls that have them.
    var alignmentInsets: [String: Insets] = [:]
    /// Size-class decisions: include (true) or exclude (false), by referenced id.
    var variations = IBVariations()
    var anonymousCount = 0

    /// The root's safe area and size on the canvas (for layout margins measured from the safe area).
    var safeArea = Insets.zero
    var rootSize = Size.zero

    init(context: IBDocumentContext, root: IBSceneRoot) {
        self.context = context
        self.root = root
    }

    var file: String { context.file }

    /// The scene, or nil when the root cannot be mapped (the reason is in `errors`).
    mutating func build() -> Scene? {
        let element = root.element
        collectIDs(element)
        variations = IBVariations(scene: element, canvas: context.canvas)
        let written = IBGeometry.rect(element) ?? Rect(origin: .zero, size: context.canvas.size)
        // The rectangle Xcode laid the root out in: the stored one, less the opaque bars over a full-screen root.
        let stored = belowOpaqueBars(written)
        // The root's stored size is the one Xcode laid out: the screen's, a freeform size, or the part below opaque bars.
        rootSize = stored.width > 0 && stored.height > 0 ? stored.size : context.canvas.size
        safeArea = rootSafeArea(stored: stored)
        guard var node = mapView(element, parentOrigin: Point(x: -stored.minX, y: -stored.minY),
                                 placement: IBPlacement(isRoot: true)) else {
            errors.append(.ib(.error, .badValue, "the scene's root view cannot be read", file: file, element: element))
            return nil
        }
        node.frame = nil
        node.storedFrame = rootComparisonFrame(stored)
        var scene = Scene(name: root.name, file: file, size: rootSize)
        let canvas = context.canvas
        scene.devices = [Device(name: canvas.deviceID, size: rootSize, scale: canvas.scale, safeArea: safeArea,
                                orientation: canvas.isLandscape ? .landscape : .portrait,
                                sizeClasses: SizeClasses(horizontal: canvas.isCompactWidth ? .compact : .regular,
                                                         vertical: canvas.isCompactHeight ? .compact : .regular))]
        scene.background = node.background
        applyRootMargins(element, to: &scene)
        if node.kind == .view {
            scene.root = node
        } else {
            // The scene's root must be a plain view: a table or collection view controller's view is placed in one.
            var canvas = ViewNode(.view, id: "\(node.id)#canvas")
            canvas.background = node.background
            node.frame = Rect(origin: .zero, size: rootSize)
            canvas.children = [node]
            scene.root = canvas
        }
        scene.constraints = resolveConstraints()
        scene.states = [ScrollState(name: "initial", offsets: [:])]
        return scene
    }

    /// Records every `id` of the subtree.
    private mutating func collectIDs(_ element: XMLElement) {
        if let id = element["id"] { allIDs.insert(id) }
        for child in element.children { collectIDs(child) }
    }

    /// The root's safe area: the device's insets (status bar per toolsVersion, sensor housing, home indicator) plus
    /// the simulated bars, intersected with the root's stored frame; a xib view gets the device's insets only when
    /// it is screen-sized.
    private func rootSafeArea(stored: Rect) -> Insets {
        let canvas = context.canvas
        guard let bars = root.bars else {
            let screen = canvas.size
            guard rootSize.width == screen.width, rootSize.height == screen.height else { return .zero }
            return canvas.deviceInsets(statusBarShown: true)
        }
        var insets = bars.withoutDeviceInsets ? .zero : canvas.deviceInsets(statusBarShown: bars.statusBar)
        if !bars.statusBar, canvas.notchTop == 0 { insets.top = 0 }
        insets.top += bars.top
        if bars.bottom > 0 { insets.bottom += bars.bottom }
        if root.isFreeform || stored.minY != 0 || stored.height != canvas.size.height {
            // A root below opaque bars or of its own size: the part of the screen's safe area it overlaps.
            var minY = stored.minY
            let statusArea = canvas.deviceInsets(statusBarShown: true).top
            if !root.isFreeform, stored.minY == 0, stored.width == canvas.size.width, statusArea > 0,
               canvas.size.height - stored.height == statusArea + 10 {
                // A page sheet (iOS 13's default modal presentation, as Xcode shows a presented controller): full
                // width, 10 pt below the status bar area, down to the screen's bottom; stored at y = 0.
                minY = statusArea + 10
            }
            let top = max(0, insets.top - minY)
            let bottom = max(0, minY + stored.height - (canvas.size.height - insets.bottom))
            insets.top = min(top, rootSize.height); insets.bottom = min(bottom, rootSize.height)
        }
        return insets
    }

    /// The rectangle of the screen a full-screen root is laid out in when its bars are opaque (`translucent="NO"`):
    /// UIKit places a controller's view below an opaque navigation bar and above an opaque tab bar or toolbar
    /// (`extendedLayoutIncludesOpaqueBars` is NO by default). Xcode still stores such a root at the screen's
    /// size and origin, but lays its subviews out in the smaller rectangle (measured: a 414 × 896 root under an
    /// opaque navigation bar centres its subviews in 808 pt and has no top safe-area inset).
    private func belowOpaqueBars(_ stored: Rect) -> Rect {
        let canvas = context.canvas
        guard let bars = root.bars, !root.isFreeform, bars.topOpaque || bars.bottomOpaque,
              stored.minY == 0, stored.height == canvas.size.height else { return stored }
        let device = canvas.deviceInsets(statusBarShown: bars.statusBar)
        let status = !bars.statusBar && canvas.notchTop == 0 ? 0 : device.top
        let top = bars.topOpaque ? status + bars.top : 0
        let bottom = bars.bottomOpaque ? device.bottom + bars.bottom : 0
        return Rect(x: stored.minX, y: top, width: stored.width, height: max(0, stored.height - top - bottom))
    }

    /// The root's stored frame as the misplaced-view check compares it with the solved root, `(0, 0, size)`.
    /// UIKit places a view controller's root at the screen's origin, or below the status bar and the opaque top
    /// bars (`edgesForExtendedLayout` without `.top`, the layout of older documents: y = 20, 64 …), and Xcode
    /// stores it there; any other origin is one Xcode did not update, reported as misplaced. A xib's top-level
    /// view keeps the origin the nib gives it until it is added to a window, so only its size is compared.
    private func rootComparisonFrame(_ stored: Rect) -> Rect {
        guard let bars = root.bars else { return Rect(origin: .zero, size: stored.size) }
        let status = context.canvas.deviceInsets(statusBarShown: bars.statusBar).top
        let belowBars: Set<Double> = [0, status, bars.top, status + bars.top]
        return Rect(x: stored.minX, y: belowBars.contains(stored.minY) ? 0 : stored.minY, width: stored.width, height: stored.height)
    }

    /// A view controller's root view: its own margins (none written: 0), which the layout raises to UIKit's
    /// system minimum (16 pt at the sides below 414 pt, 20 from 414 up) unless the controller says
    /// `viewRespectsSystemMinimumLayoutMargins="NO"`; a xib's view keeps its own margins (default 8).
    private func applyRootMargins(_ element: XMLElement, to scene: inout Scene) {
        let own = IBGeometry.margins(element)
        guard root.bars != nil else {
            scene.margins = own ?? Insets(all: 8)
            scene.respectsSystemMinimumMargins = false
            return
        }
        scene.margins = own ?? .zero
        scene.respectsSystemMinimumMargins = root.controller?.flag("viewRespectsSystemMinimumLayoutMargins") != false
    }
}

/// Where a view sits while mapping: the root, a stack's arranged subview, inside a cell.
struct IBPlacement: Sendable {
    var isRoot = false
    var isArranged = false
    var isInCell = false
    var isCellContent = false
    /// Whether every ancestor up to the root is placed by its frame: only then is the size a superview was designed
    /// at known, so only then does an autoresizing mask take part (as in scene files).
    var ancestorsPlacedByFrame = true
}

/// What a layout guide id stands for.
struct IBGuideReference: Sendable, Hashable {
    var view: String
    var guide: LayoutGuide
    /// `topLayoutGuide`/`bottomLayoutGuide` of older documents: their inner edge is the safe area's.
    var legacy: String?
}
