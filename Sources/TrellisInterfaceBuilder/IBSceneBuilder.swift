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
    /// Symbol image views' baselines above their frames' bottoms (IBSymbolBaselines).
    var symbolBaselines: [String: Double] = [:]
    /// Size-class decisions: include (true) or exclude (false), by referenced id.
    var variations = IBVariations()
    /// Content views of the cells a table lays out (not a xib's top-level cells; IBCellOwnSizeYields).
    var tableCellContents: Set<String> = []
    /// Content views of the cells a collection view lays out (not a xib's top-level cells; IBCellOwnSizeYields).
    var collectionCells: Set<String> = []
    /// Content views of every cell, table or collection, top-level or not (IBStackOwnSizeYields leaves them out).
    var cellContents: Set<String> = []
    /// Views keeping their stored frames as flagged `ambiguous="YES"` (IBAmbiguousViewHold, IBAmbiguousScrollHold).
    var ambiguousScrollViews: Set<String> = []
    /// Their stored frames, which they keep against their content (IBAmbiguousViewHold.holdFrames).
    var ambiguousStoredFrames: [String: Rect] = [:]
    var anonymousCount = 0

    init(context: IBDocumentContext, root: IBSceneRoot) {
        self.context = context
        self.root = root
    }

    var file: String { context.file }

    /// The scene, or nil when the root cannot be mapped (the reason is in `errors`).
    mutating func build() -> Scene? {
        let element = root.element
        allIDs = element.subtreeIDs
        variations = IBVariations(scene: element, canvas: context.canvas, anyAny: context.isAnyAny)
        let placement = IBRootPlacement(context: context, root: root)
        let stored = placement.stored
        let rootSize = placement.size
        guard var node = mapView(element, parentOrigin: Point(x: -stored.minX, y: -stored.minY),
                                 placement: IBPlacement(isRoot: true)) else {
            errors.append(.ib(.error, .badValue, "the scene's root view cannot be read", file: file, element: element))
            return nil
        }
        node.frame = nil
        node.storedFrame = placement.comparisonFrame
        applySymbolInsets(to: &node)
        var scene = Scene(name: root.name, file: file, size: rootSize)
        let canvas = context.canvas
        scene.devices = [Device(name: canvas.deviceID, size: rootSize, scale: canvas.scale, safeArea: placement.safeArea,
                                orientation: canvas.isLandscape ? .landscape : .portrait,
                                sizeClasses: SizeClasses(horizontal: canvas.isCompactWidth ? .compact : .regular,
                                                         vertical: canvas.isCompactHeight ? .compact : .regular))]
        scene.background = node.background
        placement.applyMargins(to: &scene, root: &node)
        if IBScrollAdjustment.adjustsContentScrollView(root) {
            // The controller's scroll view adjusts its top and bottom, scrollable or not (IBScrollAdjustment): in a
            // navigation controller as UIKit does (measured: a stack pinned to the content guide of a root-filling
            // scroll view under a 64-pt navigation bar is stored at y = 0 with its 20-pt top margin at 20, not 84),
            // elsewhere as Interface Builder's canvas does. The bars are already in the device's safe area, so the
            // scene is marked with a navigation bar that adds no inset of its own and is not drawn.
            scene.container.navigationBar = .hidden
        }
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
        // A navigation controller's own bar, listed in its root controller's scene (IBContainerBarListing).
        if let bar = root.containerBar,
           let listed = IBContainerBarListing.node(bar, bars: root.bars, stored: stored, safeArea: placement.safeArea, context: context) {
            scene.root.children.append(listed)
        }
        let directions = IBConstraintResolver.directions(scene.root)
        var resolver = IBConstraintResolver(file: file, root: root, viewIDs: viewIDs, allIDs: allIDs, guides: guides,
                                            alignmentInsets: alignmentInsets, variations: variations,
                                            rightToLeftViews: directions.rightToLeft, parents: directions.parents)
        resolver.symbolBaselines = symbolBaselines.merging(IBXcode7ButtonBaselines.offsets(in: element, toolsVersion: context.toolsVersion)) { symbol, _ in symbol }
            // An image-only button's baselines are its image's bottom (IBImageButtonBaselines).
            .merging(IBImageButtonBaselines.offsets(in: element, toolsVersion: context.toolsVersion, resources: context.resources)) { kept, _ in kept }
        resolver.legacyLabelBaselines = IBLegacyLabelBaselines.offsets(in: element, toolsVersion: context.toolsVersion, scale: canvas.scale)
        resolver.multilineLabelBaselines = IBMultilineLabelBaselines.offsets(in: element, toolsVersion: context.toolsVersion, scale: canvas.scale)
        scene.constraints = IBConflictingEqualities.kept(resolver.resolve(pending), toolsVersion: context.toolsVersion, warnings: &warnings)
        IBBottomPinYields.mark(&scene.constraints, parents: directions.parents)
        IBCenterPinYields.mark(&scene.constraints, parents: directions.parents)
        let sized = IBCellOwnSizeYields.fixed(tableCells: tableCellContents, collectionCells: collectionCells, in: element, toolsVersion: context.toolsVersion)
        IBCellOwnSizeYields.mark(&scene.constraints, parents: directions.parents, cellContents: sized)
        IBTrailingPinYields.mark(&scene.constraints, parents: directions.parents, cellContents: cellContents, toolsVersion: context.toolsVersion)
        IBOwnHeightYields.mark(&scene.constraints, parents: directions.parents, cellContents: cellContents, context: context)
        // A table's prototype cell's row fixes its content view: its stacks' own sizes yield as outside cells do.
        IBStackOwnSizeYields.mark(&scene.constraints, root: scene.root, cellContents: cellContents.subtracting(tableCellContents), parents: directions.parents, toolsVersion: context.toolsVersion)
        IBAmbiguousSiblingHold.holdFlagged(&scene.constraints, flagged: ambiguousScrollViews, parents: directions.parents)
        IBAmbiguousViewHold.holdFrames(&scene.constraints, frames: ambiguousStoredFrames, parents: directions.parents)
        IBOwnMinimumYields.mark(&scene.constraints, toolsVersion: context.toolsVersion)
        IBConflictingCellLabels.drop(&scene.constraints, root: scene.root, scene: element, parents: directions.parents)
        IBSelfSizingPrototypeOverflow.mark(&scene.constraints, scene: element, parents: directions.parents, toolsVersion: context.toolsVersion)
        warnings += resolver.warnings
        scene.states = [ScrollState(name: "initial", offsets: [:])]
        return scene
    }
}

/// Where a view sits while mapping: the root, a stack's arranged subview, inside a cell.
struct IBPlacement: Sendable {
    var isRoot = false
    var isArranged = false
    var isInCell = false
    var isCellContent = false
    /// The stored width of the cell whose content view this is (UITableViewCell's margins follow it).
    var cellWidth: Double?
    /// The stored height of that cell (its content view stops short of it by the separator; IBCellSeparatorMargin).
    var cellHeight: Double?
    /// Whether that cell is a top-level object of a xib (laid out on its own, not by a table).
    var cellIsTopLevel = false
    /// Whether the table holding the cell is the scene's root view (a UITableViewController's table), whose layout
    /// margins are a root view's (IBLegacyCellMargins).
    var tableIsRoot = false
    /// The side margin the table holding this cell gives its content (IBTableCellMargins), when inside a table.
    var tableSide: Double?
    /// The layout margins the table holding the cell sets in the document, which its cells' content views take at the
    /// sides (IBViewMargins); nil when it sets none.
    var tableMargins: Insets?
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
