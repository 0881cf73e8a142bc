import Foundation
import TrellisModel

/// Finds the scenes of a document: each view controller of a storyboard that has a view, each top-level view of a xib.
struct IBSceneCatalog {
    let document: XMLElement
    let canvas: IBCanvas

    /// Scene roots, named uniquely within the document, in document order.
    func roots() -> [IBSceneRoot] {
        var roots: [IBSceneRoot] = []
        if let scenes = document.child("scenes") {
            let byID = Self.controllers(scenes)
            let embedding = embeddedBars(byID)
            let contained = IBEmbeddedChildStatusBar.ids(byID)
            let childSegueDestinations = IBEmbeddedChildStatusBar.childSegueDestinations(byID, contained: contained)
            let (outerStackPushes, childSheets) = IBChildShownSheet.outerStackPushesAndSheets(byID, canvas: canvas)
            let sheets = IBSheetSegues.applies(canvas: canvas, document: document) ? IBSheetSegues.destinations(byID, canvas: canvas) : []
            let containerBars = IBContainerBarListing.rootBars(byID)
            let inferredFreeform = IBInferredFreeformSize.destinations(byID, document: document, toolsVersion: canvas.toolsVersion)
            let popoverArrows = IBPopoverArrow.destinations(byID, canvas: canvas)
            for scene in scenes.children("scene") {
                for controller in scene.child("objects")?.children ?? [] {
                    guard let view = controller.child(key: "view") else { continue }
                    let name = controller["storyboardIdentifier"] ?? controller["title"] ?? controller["userLabel"]
                        ?? controller.child("navigationItem", key: "navigationItem")?["title"] ?? controller["id"] ?? view["id"] ?? "scene"
                    let bars = IBPromptBars.adding(to: bars(of: controller, embedded: embedding[controller["id"] ?? ""] ?? IBBars(),
                                                            sheetShown: sheets.contains(controller["id"] ?? "")), controller: controller, canvas: canvas)
                    roots.append(IBSceneRoot(name: name, element: view, bars: bars, controller: controller,
                                             isFreeform: controller.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
                                                 || inferredFreeform.contains(controller["id"] ?? ""),
                                             isEmbedded: contained.contains(controller["id"] ?? ""),
                                             isChildSegueDestination: childSegueDestinations.contains(controller["id"] ?? ""),
                                             isOuterStackPush: outerStackPushes.contains(controller["id"] ?? ""),
                                             isChildSheet: childSheets.contains(controller["id"] ?? ""),
                                             containerBar: containerBars[controller["id"] ?? ""],
                                             showsPopoverArrow: popoverArrows.contains(controller["id"] ?? "")))
                }
            }
        } else if let objects = document.child("objects") {
            let ownersView = IBOwnerViewScrollAdjustment.ownersViewID(in: objects)
            for object in objects.children where object.name != "placeholder" {
                if let view = object.child(key: "view"), IBViewClass.table[object.name] == nil {
                    // A view controller in a xib: its view, with the bars it simulates.
                    let name = object["userLabel"] ?? object["customClass"] ?? object["id"] ?? "scene"
                    roots.append(IBSceneRoot(name: name, element: view, bars: bars(of: object, embedded: IBBars()),
                                             controller: object, isFreeform: true))
                } else if object.name == "navigationController" || object.name == "tabBarController" {
                    // View controllers nested in a container object, with the container's bars (IBXibContainers).
                    for (controller, embedded) in IBXibContainers.controllers(in: object, barHeight: navigationBarHeight, tabBarHeight: tabBarHeight,
                                                                                keepsStoredTabBar: !IBCompactTabBar.replacesStored(on: canvas)) {
                        guard let view = controller.child(key: "view") else { continue }
                        let name = controller["userLabel"] ?? controller["customClass"] ?? controller["id"] ?? "scene"
                        roots.append(IBSceneRoot(name: name, element: view, bars: bars(of: controller, embedded: embedded),
                                                 controller: controller, isFreeform: true))
                    }
                } else if IBGeometry.rect(object) != nil {
                    let name = object["userLabel"] ?? object["customClass"] ?? object["id"] ?? object.name
                    roots.append(IBSceneRoot(name: name, element: object, bars: nil, controller: nil, isFreeform: true,
                                             isOwnersView: ownersView != nil && object["id"] == ownersView))
                }
            }
        }
        return uniquelyNamed(roots)
    }

    /// The document's controllers (every object of its scenes) by id.
    static func controllers(_ scenes: XMLElement) -> [String: XMLElement] {
        var controllers: [String: XMLElement] = [:]
        for scene in scenes.children("scene") {
            for object in scene.child("objects")?.children ?? [] { if let id = object["id"] { controllers[id] = object } }
        }
        return controllers
    }

    /// Bars a controller gets from the navigation and tab bar controllers it is the root or a tab of (`controllers`: by id).
    private func embeddedBars(_ controllers: [String: XMLElement]) -> [String: IBBars] {
        var result: [String: IBBars] = [:]
        // Split columns a tie-broken segue lays out elsewhere keep that layout (IBSplitColumnBars).
        let laidOutElsewhere = IBSplitColumnBars.laidOutElsewhere(controllers, document: document)
        // A split view's detail controller on a phone, shown as pushed onto a navigation stack (IBSplitDetailBars).
        IBSplitDetailBars.apply(controllers, laidOutElsewhere: laidOutElsewhere, canvas: canvas, document: document,
                                barHeight: navigationBarHeight, into: &result)
        // Every controller is visited on its own too, so a tab is told by its tab bar controller's relationships.
        let tabs = IBTabLargeTitleBars.tabs(controllers)
        func visit(_ id: String, bars: IBBars, depth: Int) {
            guard depth < 8, let controller = controllers[id] else { return }
            var bars = bars
            var withoutToolbar = bars
            switch controller.name {
            case "navigationController":
                let navigationBar = controller.child("navigationBar", key: "navigationBar")
                let large = IBLargeTitleBars.isLarge(navigationBar, on: canvas)
                // navigationBarHidden="YES": the controllers it shows have no navigation bar. Else the bar's height as
                // Xcode stored it, laid out on the canvas (44 on phones, 50 on iPads since iOS 12, 32 in compact
                // height, 96 with a large title, 56 in a page sheet); the rules when the document has no frame for it.
                // A bar stored 50 tall on the 320 × 480 canvas of Xcode 11.4 to 12 counts 44 (IBRetina35StoredBar).
                let stored = IBRetina35StoredBar.layoutHeight(
                    stored: navigationBar.flatMap { IBGeometry.rect($0)?.height }.flatMap { (20...200).contains($0) ? $0 : nil },
                    canvas: canvas)
                // A large-title bar counts whole (IBLargeTitleBars), save over a table or collection view in Xcode 12 to 16 (below).
                // A tab's large-title bar stored 96 in Xcode 14.3 to 15.0 counts as stored (IBTabLargeTitleBars).
                let largeTop = IBTabLargeTitleBars.keepsStored(stored, underTabBar: tabs.contains(id), canvas: canvas)
                    ? stored ?? navigationBarHeight : IBLargeTitleBars.top(navigationBarHeight, stored: stored, canvas: canvas)
                bars.top = controller.flag("navigationBarHidden") == true ? 0 : large ? largeTop : stored ?? navigationBarHeight
                bars.sheet = IBSheetBars.isSheetBar(navigationBar, canvas: canvas)
                // Xcode 26 stores a sheet's bar 16 pt below the sheet's top: the safe area starts at its bottom.
                if bars.top > 0, !large, let barBottom = IBSheetBars.xcode26BarBottom(navigationBar, canvas: canvas) {
                    bars.top = barBottom; bars.sheet = true
                }
                bars.largeTitle = bars.top > 0 && large
                bars.inNavigation = true
                // Its own "Status Bar: None" is inferred by the controllers it shows (IBNavigationStatusBar).
                if IBNavigationStatusBar.removes(controller, canvas: canvas) { bars.statusBar = false }
                bars.topOpaque = bars.top > 0 && navigationBar?.flag("translucent") == false
                // A root that hides the bottom bar when pushed shows no toolbar (IBHiddenBottomBarPush.rootHidesToolbar).
                withoutToolbar = bars
                if controller.flag("toolbarHidden") == false {
                    let toolbar = controller.child("toolbar", key: "toolbar").flatMap { IBGeometry.rect($0)?.height }
                    let stored = toolbar.flatMap { (20...100).contains($0) ? $0 : nil }
                    // Above a tab bar, not in its place, at UIToolbar's plain height (IBStackedToolbar).
                    bars.bottom = max(bars.bottom, IBStackedToolbar.bottom(toolbar: stored ?? toolbarHeight,
                                                                           stacked: stored ?? stackedToolbarHeight, under: bars))
                }
                // The navigation controller's own simulated tab bar or toolbar: IBContainerBottomBar.
                // Xcode 26 iPads show a simulated tab bar at the top (IBPadTopTabBar.simulatedAtTop): none at the bottom.
                let ownTabBar = IBPadTopTabBar.simulatedAtTop(on: canvas) ? 0 : tabBarHeight
                if let own = IBContainerBottomBar.own(controller, tabBar: ownTabBar, toolbar: toolbarHeight), own.height > bars.bottom {
                    bars.bottom = own.height
                    bars.bottomOpaque = bars.bottomOpaque || own.opaque
                }
            case "tabBarController":
                // The tab bar as Xcode stored it (its own height, without the home indicator: 49 on a 393 × 852
                // phone), else UIKit's for the canvas.
                // iPads of Xcode 16 on: the tab bar floats at the top instead (IBPadTopTabBar).
                let tabBar = controller.child("tabBar", key: "tabBar")
                if IBPadTopTabBar.applies(on: canvas) {
                    bars.top = max(bars.top, IBPadTopTabBar.height)
                } else {
                    bars.bottom = IBXibContainers.tabBarHeight(stored: tabBar, canvas: tabBarHeight, keepsStored: !IBCompactTabBar.replacesStored(on: canvas))
                    bars.bottomOpaque = tabBar?.flag("translucent") == false
                    bars.tabBarBelow = bars.bottom
                }
            default:
                // A controller reached through several containers (a navigation controller alone, and as a tab)
                // shows every bar; the visiting order does not matter.
                var merged = result[id] ?? bars
                merged.top = max(merged.top, bars.top)
                merged.largeTitle = merged.largeTitle || bars.largeTitle
                merged.sheet = merged.sheet || bars.sheet
                merged.bottom = max(merged.bottom, bars.bottom)
                merged.tabBarBelow = max(merged.tabBarBelow, bars.tabBarBelow)
                merged.topOpaque = merged.topOpaque || bars.topOpaque
                merged.bottomOpaque = merged.bottomOpaque || bars.bottomOpaque
                merged.inNavigation = merged.inNavigation || bars.inNavigation
                result[id] = merged
                // A split that is a tab passes the tab bar on to its columns on a phone (IBSplitInTabBar).
                guard controller.name == "splitViewController", tabs.contains(id), !canvas.isPad else { return }
            }
            for destination in IBSplitInTabBar.shown(by: controller) {
                if controller.name == "navigationController", controller.flag("toolbarHidden") == false,
                   IBHiddenBottomBarPush.rootHidesToolbar(controllers[destination]) {
                    visit(destination, bars: withoutToolbar, depth: depth + 1)
                } else {
                    visit(destination, bars: bars, depth: depth + 1)
                }
            }
            // A show segue of the navigation controller's own pushes onto its stack (IBNavigationControllerShows).
            for destination in IBNavigationControllerShows.destinations(of: controller, controllers: controllers, toolsVersion: canvas.toolsVersion) {
                visit(destination, bars: bars, depth: depth + 1)
            }
        }
        for (id, controller) in controllers where controller.name == "navigationController" || controller.name == "tabBarController" {
            visit(id, bars: IBBars(), depth: 0)
        }
        // A column-style split view's columns without a navigation controller of their own (IBSplitColumnBars).
        IBSplitColumnBars.apply(controllers, laidOutElsewhere: laidOutElsewhere, barHeight: navigationBarHeight,
                                into: &result)
        // Xcode 11: a navigation controller shown from above a tab bar keeps it (IBShownNavigationTabBar).
        let shownFromTabs = IBShownNavigationTabBar.applies(toolsVersion: canvas.toolsVersion) ? IBShownNavigationTabBar.candidates(controllers) : []
        if !shownFromTabs.isEmpty {
            var reached = result
            inheritThroughPushes(controllers, into: &reached)
            for shown in shownFromTabs {
                if let start = IBShownNavigationTabBar.startingBars(source: reached[shown.source]) {
                    visit(shown.navigationController, bars: start, depth: 0)
                }
            }
        }
        // Only a document with tie-breakers needs the pushes followed once before them (IBInferredMetricsTieBreakers).
        if document.child("inferredMetricsTieBreakers") != nil {
            let pushesFollowed = { (bars: [String: IBBars]) -> [String: IBBars] in
                var followed = bars
                inheritThroughPushes(controllers, into: &followed)
                return followed
            }
            IBInferredMetricsTieBreakers.dropNavigationBars(document: document, controllers: controllers, reached: pushesFollowed(result),
                                                            toolsVersion: canvas.toolsVersion, pushesFollowed: pushesFollowed, into: &result)
            IBInferredMetricsTieBreakers.presentedDestinations(document: document, controllers: controllers,
                                                              pushesFollowed: pushesFollowed, into: &result)
        }
        inheritThroughPushes(controllers, into: &result)
        for id in IBPresentations.fullScreen(controllers, entryPoint: document["initialViewController"],
                                             toolsVersion: canvas.toolsVersion,
                                             alsoPresented: IBLandscapeSheets.destinations(
                                                controllers, canvas: canvas, inNavigation: { result[$0]?.inNavigation == true }))
        where canvas.simulatesFullScreenPresentation {
            result[id, default: IBBars()].withoutDeviceInsets = true
        }
        return result
    }

    /// The `largeTitleDisplayMode` of `controller`'s navigation item (nil: `automatic`).
    static func largeTitleMode(_ controller: XMLElement?) -> String? {
        controller?.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
    }

    /// A navigation bar where the document stores no frame for it: IBNavigationBarHeight (54 on Xcode 26's phones).
    var navigationBarHeight: Double { IBNavigationBarHeight.standard(canvas: canvas) }

    /// The heights of the bars where the document stores none (IBBarHeights).
    private var toolbarHeight: Double { IBBarHeights.toolbar(on: canvas) }
    private var stackedToolbarHeight: Double { IBBarHeights.stackedToolbar(on: canvas) }
    private var tabBarHeight: Double { IBBarHeights.tabBar(on: canvas) }

    /// The bars a controller in no navigation or tab bar controller states in its own simulated metrics (bars, or
    /// Status Bar None), which a `show` segue from it passes on like a container's (Xcode's Simulated Metrics
    /// "Inferred", the default, takes a destination's metrics from the segue's source); nil when it states none.
    /// Measured: an Xcode 9.1 storyboard (13529, 414 × 736) whose initial table controller states a toolbar stores
    /// the controller it shows with a Save button pinned 20 pt above the safe area's bottom at 672 = 736 − 44 − 20; an
    /// Xcode 7.2 pokédex (10116) whose list hides its status bar stores its shown detail's header, pinned to the top
    /// layout guide, at y = 0 (declared one-document extension). No other document on disk moves with either.
    func statedBars(of controller: XMLElement?) -> IBBars? {
        guard let controller, controller.name != "navigationController", controller.name != "tabBarController" else { return nil }
        let stated = bars(of: controller, embedded: IBBars())
        return stated.top > 0 || stated.bottom > 0 || controller.child(key: "simulatedStatusBarMetrics")?.name == "nil" ? stated : nil
    }

    /// The bars of a view controller: its simulated metrics where it states them, else its containers'; a large title
    /// only where its navigation item does not turn it off. `sheetShown`: a segue shows it as a sheet (IBSheetSegues).
    func bars(of controller: XMLElement, embedded: IBBars, sheetShown: Bool = false) -> IBBars {
        var bars = embedded
        let defaults = document.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")
        for source in [defaults, controller].compactMap({ $0 }) {
            if let top = source.child(key: "simulatedTopBarMetrics") {
                bars.top = top.name == "nil" ? 0 : top.name == "simulatedNavigationBarMetrics" ? (top.flag("prompted") == true ? 74 : navigationBarHeight) : bars.top
                if top.name == "simulatedNavigationBarMetrics" { bars.inNavigation = true }
                if top.name == "nil" { bars.topOpaque = false } else if let translucent = top.flag("translucent") { bars.topOpaque = !translucent }
            }
            // Xcode 26 leaves a controller's own toolbar out under a navigation controller showing none (IBXcode26UnshownToolbar).
            if let bottom = source.child(key: "simulatedBottomBarMetrics"),
               !(bottom.name == "simulatedToolbarMetrics" && source.name != "simulatedMetricsContainer"
                 && IBXcode26UnshownToolbar.ignoresOwnToolbar(embedded: embedded, toolsVersion: canvas.toolsVersion)) {
                bars.bottomOpaque = IBStatedBottomBar.isOpaque(bottom, statedBy: source, inferred: bars.bottomOpaque)
                switch bottom.name {
                case "nil": bars.bottom = 0; bars.bottomOpaque = false
                case "simulatedTabBarMetrics": bars.bottom = IBPadTopTabBar.simulatedAtTop(on: canvas) ? 0 : tabBarHeight
                case "simulatedToolbarMetrics":
                    // A controller's own toolbar in a tab's navigation controller: above the tab bar (IBStackedToolbar).
                    bars.bottom = source.name != "simulatedMetricsContainer" ? IBStackedToolbar.statedBottom(toolbar: toolbarHeight, stacked: stackedToolbarHeight, under: embedded, toolsVersion: canvas.toolsVersion) : toolbarHeight
                default: break
                }
            }
            if let status = source.child(key: "simulatedStatusBarMetrics"), !canvas.keepsStatusBarArea {
                bars.statusBar = status.name != "nil"
            }
        }
        // A form or page sheet shows no status bar: Xcode lays a controller whose modalPresentationStyle is formSheet
        // out on a rounded iPad canvas with the top of its safe area at 0 (a navigation bar pinned there is stored at
        // y = 0 on 1366 × 1024, where pushed controllers have 24) and the home indicator's 20 pt kept at the bottom.
        // Measured on an iPad only; a phone presents sheets differently, so phones keep their status bar.
        if canvas.isPad, ["formSheet", "pageSheet"].contains(controller["modalPresentationStyle"] ?? "") { bars.statusBar = false }
        // So does a controller a sheet-styled segue shows (IBSheetSegues), and in Xcode 26 one whose simulated size is
        // a form sheet (IBSheetSegues.Xcode26SimulatedSheet).
        if sheetShown || IBSheetSegues.Xcode26SimulatedSheet.shows(controller, canvas: canvas) { bars.statusBar = false }
        // Xcode 11 to 12.5's 12.9-inch canvases: none over a controller shown without any bar either (IBPadBars).
        if IBPadBars.hidesStatusBar(over: bars, on: canvas) { bars.statusBar = false }
        // A phone's page sheet of Xcode 11 to 13.2 stating its own navigation bar shows the sheet's (IBStatedSheetBar).
        IBStatedSheetBar.apply(to: controller, embedded: embedded, canvas: canvas, bars: &bars)
        if bars.largeTitle {
            bars.top = IBLargeTitleBars.top(over: controller, barTop: bars.top, standard: navigationBarHeight,
                                            neverLarge: Self.largeTitleMode(controller) == "never", document: document, canvas: canvas)
        }
        if controller.flag("extendedLayoutIncludesOpaqueBars") == true { bars.topOpaque = false; bars.bottomOpaque = false }
        // edgesForExtendedLayout without an edge (Xcode's "Extend Edges: Under Top/Bottom Bars" unchecked): the view
        // lies below that bar whether or not it is translucent, as below an opaque one.
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
            if edges.flag("top") != true, bars.top > 0 { bars.topOpaque = true }
            if edges.flag("bottom") != true, bars.bottom > 0 { bars.bottomOpaque = true }
        }
        return bars
    }
}
