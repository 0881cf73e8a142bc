import TrellisModel

/// What every scene of one document shares: the file, Xcode's version, the canvas, resources and asset catalogs.
struct IBDocumentContext: Sendable {
    var file: String
    var toolsVersion: Int
    var canvas: IBCanvas
    var resources: IBResources
    var assets: IBAssetCatalogs
    var options: InterfaceBuilderOptions
    var isStoryboard: Bool
    /// The document uses safe-area layout guides (`useSafeAreas="YES"`, Xcode 9 on); older ones use layout guides.
    var usesSafeAreas = true
    /// The stored frames are Xcode 6–7's base size-class configuration, Any/Any (IBAnyAnyCanvas).
    var isAnyAny = false
    /// The document is AppKit's (`targetRuntime="MacOSX.Cocoa"`, IBAppKitFrames).
    var isAppKit = false
    /// A document older than Xcode 8 stores a label at a half point: its canvas had two pixels per point
    /// (IBWholePointStacks).
    var halfPointLabels = false
    /// An Xcode 8 document stores no fractional frame: its canvas had one pixel per point (IBWholePointStacks).
    var wholePointFrames = false
    /// How much shorter than their cells the content views of an Xcode 8 document laying cells out over a whole-point
    /// separator are stored; empty in other documents (IBXcode8WholePointCells).
    var wholePointCellShortfalls: [Double] = []
    /// The views an Xcode 6-7 document of whole-point frames shares a length between (IBWholePointCanvas).
    var wholePointEdgeViews: Set<String> = []
    /// Grid buttons' intrinsic heights (IBGridButtonRounding).
    var gridButtonHeights: [String: Double] = [:]
    /// Titled system buttons' natural heights, where the stored one is taller (IBTitledButtonHeight).
    var titledButtonHeights: [String: Double] = [:]
    /// The arranged views' shares of fillEqually stacks (IBEqualShares).
    var equalShares = IBEqualShares.Lengths()
    /// The controllers tab bar controllers show as tabs, by id: their tab bar is their own (IBShortPageSheet.leavesTabBar).
    var tabs: Set<String> = []
}

/// The bars a view controller shows (simulated, or from the navigation and tab bar controllers it sits in).
struct IBBars: Sendable, Hashable {
    var statusBar = true
    /// Height of the top bar below the status bar: 0, 44 (navigation bar) or 96 (with a large title).
    var top: Double = 0
    /// Whether the top bar shows a large title (a navigation item with `largeTitleDisplayMode="never"` turns it off).
    var largeTitle = false
    /// Whether the navigation bar is a presented sheet's (stored at the screen's top, 56 tall): IBSheetBars.
    var sheet = false
    /// Height of the bottom bar above the home indicator: 0, 49 (tab bar) or 44 (toolbar).
    var bottom: Double = 0
    /// Height of a tab bar controller's bottom tab bar when the controller is in one of its tabs, 0 otherwise: a
    /// navigation controller's toolbar stacks above it (IBStackedToolbar).
    var tabBarBelow: Double = 0
    /// An opaque bar (`translucent="NO"`): the controller's view lies below the top bar or above the bottom bar
    /// (UIViewController.extendedLayoutIncludesOpaqueBars is NO by default).
    var topOpaque = false
    var bottomOpaque = false
    /// Presented full screen (IBPresentations): no safe-area insets of the device.
    var withoutDeviceInsets = false
    /// Shown by a navigation controller (its root, pushed, or with simulated navigation bar metrics): UIKit's
    /// `.automatic` content inset adjustment then always adjusts the top and bottom of the controller's scroll view.
    var inNavigation = false
    /// The part of `top` that is the controller's own navigation item's prompt row (IBPromptBars), which the
    /// navigation controller's listed bar leaves out.
    var prompt: Double = 0
    /// The top bar its own navigation controller gives a navigation root that a tie-broken push lays out under another
    /// stack's bar (IBTieBrokenRootPush): that controller's bar is listed at this height; nil otherwise.
    var ownNavigationBarTop: Double?
    /// Whether that own navigation controller is a presented sheet's (IBTieBrokenRootPush): its bar is listed at the
    /// sheet's top, with no status bar above it.
    var ownNavigationBarInSheet = false

    /// No tab bar and no toolbar at the bottom (a controller that hides them, or one presented over them).
    mutating func dropBottomBars() {
        bottom = 0
        tabBarBelow = 0
        bottomOpaque = false
    }
}

/// The place of a scene's root: a view controller's view with its bars, or a top-level view of a xib.
struct IBSceneRoot: Sendable {
    var name: String
    var element: XMLElement
    /// Nil for a xib's top-level view.
    var bars: IBBars?
    /// The view controller's element (for `viewRespectsSystemMinimumLayoutMargins` and its layout guides).
    var controller: XMLElement?
    /// Whether the canvas is freeform (`<freeformSimulatedSizeMetrics>`): the root keeps its stored size.
    var isFreeform: Bool
    /// Whether a container view sizes the controller (IBEmbeddedChildStatusBar).
    var isEmbedded = false
    /// Whether a `show`, `push` or `custom` segue of a container's child leads to the controller
    /// (IBEmbeddedChildStatusBar.childSegueDestinations).
    var isChildSegueDestination = false
    /// Whether a plain container child pushes the controller onto the outer navigation stack
    /// (IBEmbeddedChildStatusBar.outerStackPushes).
    var isOuterStackPush = false
    /// Whether Xcode 11 stores the controller as a page sheet of the container child that pushes it (IBChildShownSheet).
    var isChildSheet = false
    /// Whether a xib's top-level view is its File's Owner's `view` (IBOwnerViewScrollAdjustment).
    var isOwnersView = false
    /// The navigation bar of the navigation controller whose root this controller is (IBContainerBarListing).
    var containerBar: XMLElement? = nil
    /// Whether the root shows a popover's arrow at its top, inside its stored frame (IBPopoverArrow).
    var showsPopoverArrow = false
}
