import TrellisModel

/// Xcode 9 and 10 (toolsVersion 13000–14799) lay a view controller whose size is not the screen's — freeform, or
/// taken from a container view — out without the status bar, on phones without a notch and on iPads.
///
/// Interface Builder sizes the child of a container view (the destination of an `embed` segue) from its container, and
/// the controllers that child shows (a page or navigation controller's contents, its `show` segues) likewise; a
/// freeform controller (`<freeformSimulatedSizeMetrics>`) keeps its own size. Xcode 9 and 10 simulate no status bar
/// over such a root, as they simulate none over a freeform xib view (IBXibViewSafeArea, measured on two xib views of
/// those versions). Measured on storyboards: an Xcode 10.0 save (toolsVersion 14313) of a 375 × 433.5 controller shown
/// by a page view controller embedded in a container on the 375 × 667 canvas stores a stack pinned 32 pt below its safe
/// area's top at y = 32, not 52; an Xcode 9.2 save (13771) of a 320 × 80 freeform today-widget controller stores a
/// view pinned to the root's top margin at y = 0, 80 tall, not 20. A screen-sized root keeps the status bar's 20 pt in
/// these versions (IBCanvas.keepsStatusBarArea), and from Xcode 11 the status bar follows the canvas (none on phones
/// until Xcode 14.3), so only these versions are concerned. A notch is the device's, not a simulated bar, and stays. The
/// freeform controller's own window (IBFreeformWindow, measured on Xcode 13 and 15 saves) loses the status bar too.
enum IBEmbeddedChildStatusBar {
    /// Ids of the controllers sized by a container: destinations of `embed` segues and, a few levels deep, what they
    /// show (relationship segues of containers, `show`/`push` segues).
    static func ids(_ controllers: [String: XMLElement]) -> Set<String> {
        var result: Set<String> = []
        var frontier: [String] = []
        for controller in controllers.values {
            for segue in controller.segues where segue["kind"] == "embed" {
                if let destination = segue["destination"], result.insert(destination).inserted { frontier.append(destination) }
            }
        }
        follow(frontier, kinds: ["relationship", "show", "push"], in: controllers, into: &result)
        return result
    }

    /// Ids of the controllers a container's child leads to by a `show`, `push` or `custom` segue (a few levels deep,
    /// through what those controllers lead to the same way): `contained` are the controllers sized by a container
    /// (`ids`). Presentations (`presentation`, `modal`, `popoverPresentation`) are not followed.
    static func childSegueDestinations(_ controllers: [String: XMLElement], contained: Set<String>) -> Set<String> {
        var result: Set<String> = []
        follow(Array(contained), kinds: ["show", "push", "custom"], in: controllers, into: &result)
        return result
    }

    /// Adds to `result` the controllers reached from `start` by segues of `kinds`, up to eight segues deep.
    private static func follow(_ start: [String], kinds: Set<String>, in controllers: [String: XMLElement],
                               into result: inout Set<String>) {
        var frontier = start
        var depth = 0
        while !frontier.isEmpty, depth < 8 {
            depth += 1
            var next: [String] = []
            for id in frontier {
                guard let controller = controllers[id] else { continue }
                for segue in controller.segues where kinds.contains(segue["kind"] ?? "") {
                    if let destination = segue["destination"], result.insert(destination).inserted { next.append(destination) }
                }
            }
            frontier = next
        }
    }

    /// Xcode 7 and 8 (toolsVersion 8000–12999) lay a controller that a container's child leads to by a `show` or
    /// `custom` segue out without the status bar, as the child itself (Xcode's inferred simulated metrics pass the
    /// child's on to the segue's destination, whatever the destination's own size). Measured in two documents of two
    /// projects: jkereako's ConditionalContainerViews (Xcode 7.2, toolsVersion 9532, 600 × 600 Any/Any canvas) stores the
    /// 600 × 536 "Content view" controller, shown by a `show` segue of a container's 600 × 536 child, with a stack pinned
    /// to its top layout guide at y = 0 and to its bottom layout guide, 536 tall (the status bar would put it at y = 20,
    /// 516 tall); DigitalLeaves' CustomSplitViewController (Xcode 8.2, 11762, `ipad9_7` portrait) stores four freeform
    /// 512 × 1024 controllers led to by `custom` segues of a container's 512 × 960 child with labels pinned 20 pt below
    /// their top layout guides at y = 20 and an image view 45 pt below it at y = 45 (21 frames; 40 and 65 with the
    /// status bar), their tables pinned 20 pt above the bottom layout guide ending at 1004. Xcode 7's container children
    /// themselves drop it too (``xcode6Children``); `custom` segues' destinations in other versions keep it.
    static let childSegueVersions = 8000..<13000

    /// Xcode 8 (toolsVersion 11000–12999) drops the status bar over a controller sized by a container too, but not
    /// over a freeform one. Measured in two documents of two projects: an Xcode 8.2 save (11762) of an iPad storyboard
    /// stores a 1024 × 704 child's view pinned 20 pt below its top layout guide at y = 20; an Xcode 8.3 save (12120)
    /// stores the two children of a scroll view's container views, 230.67 × 1024 and 320 × 500, with text fields pinned
    /// 50 and 200 pt below their top layout guides at y = 50 and 200, while its own freeform 320 × 1400 root keeps the
    /// status bar (a scroll view pinned to the top layout guide at y = 20), as Xcode 7's freeform roots do.
    static let xcode8Children = IBToolsVersion.xcode8

    /// Xcode 6 (toolsVersion 6000–7999) drops it over such a child too. Measured: lmnbeyond's ContainerView storyboard
    /// (Xcode 6.1, 6254, on the 600 × 600 Any/Any canvas) stores a 600 × 80 child, embedded by two containers, with an
    /// image view and a button pinned 20 pt below its top layout guide and to its bottom layout guide at y = 20, 60
    /// tall (y = 40 and 40 tall with the status bar), and its screen-sized parents' content keeps the 20 pt; an
    /// earlier session's held-out Xcode 6 document of another project showed a container's child without the status
    /// bar too (docs/interface-builder.md, the eleventh session's held-out misses). Xcode 7 (8000–10999) drops it
    /// too, measured blind in two projects' Xcode 7.2 saves on the 600 × 600 Any/Any canvas: pauljarysta's
    /// iOS-ScrollMenu (10117, not flagged) stores a container's 600 × 320 child with a map view pinned to its top and
    /// bottom layout guides at (0, 0, 600, 320); doanhkisi's ios-video-youtube-application (9532, flagged) a
    /// navigation controller embedded in a 600 × 600 container whose root's view, pinned to the top layout guide, is
    /// stored at (0, 44, 600, 556), below the bar alone. So Xcode 6 to 8 drop it alike.
    static let xcode6Children = 6000..<11000

    /// From Xcode 14.3 (toolsVersion 21600 on), whose phone canvases show the status bar again (IBCanvas.statusBar), a
    /// controller sized by a container, on a phone with a home button, has no status bar, and neither has what a plain
    /// child pushes onto the outer stack (Xcode 10 kept it there, `outerStackPushes`). A declared one-document
    /// extension, measured on pushes: afkfish's IOS-Lab "AutoLayout" storyboard (toolsVersion 22154, Xcode 15.0,
    /// `retina4_7`, not flagged) has a navigation root with two 375 × 301.5
    /// container views whose plain children each `show` a controller stored 375 × 301.5; one pins a scroll view to its
    /// safe area's top at y = 0, 301.5 tall, the other an image view at y = 0 with a text field 15 pt below it at
    /// y = 165 (7 frames; 20 pt lower, and the scroll view 20 pt shorter, with the status bar). The children themselves
    /// are not measured (neither pins a view to its safe area); they drop it as in Xcode 6, 8, 9 and 10, whose
    /// inferred metrics pass the child's on to what it shows. Dropping it over every such controller of Xcode 11 on,
    /// iPads included, moves no other document's frames on disk (sessions 40–46); iPads are left out, not measured. A
    /// freeform root is not sized by a container and keeps it (IBFreeformWindow); a notched phone's sensor housing is
    /// the device's and stays.
    static let laterChildren = 21600...

    /// Ids of the controllers a plain container child (a destination of an `embed` segue that is no navigation, tab
    /// bar, split or page controller) pushes by its own `show` or `push` segue, and that no container's relationship
    /// reaches: UIKit's `show(_:sender:)` goes to the nearest navigation controller up the parent chain, so the pushed
    /// controller fills the outer stack's screen, not the container. Xcode 10 still gives it the child's size (its
    /// inferred metrics) but keeps the status bar over it. Measured, a declared one-document extension: Keffury1's
    /// ios-recipes Main.storyboard (toolsVersion 14490.70, Xcode 10.2, `retina4_7`, not flagged): a navigation
    /// controller's root embeds a 375 × 553 recipe table whose cell shows a detail controller stored 375 × 553 with a
    /// label pinned 14 pt below its safe area's top at y = 34 = 20 + 14 and a text view pinned to the safe area's
    /// bottom from 34 + 36 + 33 = 103 (2 frames; 14 and 83 without the status bar). Two more saves of the same course
    /// assignment (firepillar's and seanacres's, Xcode 10.2) are on notched canvases, where the notch stays anyway.
    static func outerStackPushes(_ controllers: [String: XMLElement]) -> Set<String> {
        Set(outerStackPushPairs(controllers).map(\.pushed))
    }

    /// The pushes `outerStackPushes` takes, each with the plain container child that makes it.
    static func outerStackPushPairs(_ controllers: [String: XMLElement]) -> [(child: XMLElement, pushed: String)] {
        let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]
        var reachedByRelationship: Set<String> = []
        var pairs: [(child: XMLElement, pushed: String)] = []
        for controller in controllers.values {
            for segue in controller.segues where segue["kind"] == "relationship" {
                if let destination = segue["destination"] { reachedByRelationship.insert(destination) }
            }
            for segue in controller.segues where segue["kind"] == "embed" {
                guard let id = segue["destination"], let child = controllers[id], !containers.contains(child.name) else { continue }
                for push in child.segues where push["kind"] == "show" || push["kind"] == "push" {
                    if let destination = push["destination"] { pairs.append((child, destination)) }
                }
            }
        }
        return pairs.filter { !reachedByRelationship.contains($0.pushed) }
    }

    /// Whether the status bar part of `root`'s top inset is dropped: a freeform or embedded root of another size than
    /// the screen (`screenHeights`), stored at the canvas's origin, in a document of Xcode 9 or 10 (an embedded one of
    /// Xcode 6 or 8, or of a phone of Xcode 14.3 on, too) on a canvas without a notch; in Xcode 9 and 10 not a
    /// controller a plain container child pushes onto the outer stack (`outerStackPushes`).
    static func drops(_ root: IBSceneRoot, stored: Rect, context: IBDocumentContext) -> Bool {
        let canvas = context.canvas
        let versions = (root.isEmbedded && !root.isOuterStackPush || root.isFreeform) && context.canvas.keepsStatusBarArea
            || root.isEmbedded && (xcode8Children.contains(context.toolsVersion) || xcode6Children.contains(context.toolsVersion))
            || root.isChildSegueDestination && childSegueVersions.contains(context.toolsVersion)
            || root.isEmbedded && laterChildren.contains(context.toolsVersion) && !canvas.isPad
        guard versions, showsStatusBar(root, stored: stored, canvas: canvas) else { return false }
        return stored.width != canvas.size.width || !screenHeights(root, canvas: canvas).contains(stored.height)
    }

    /// The heights of a root that fills the screen: the canvas's, and the canvas's less an opaque bottom bar the root
    /// lies above (UIKit lays a controller's view out above an opaque tab bar or toolbar,
    /// `extendedLayoutIncludesOpaqueBars` being off by default). Such a root is screen-sized and keeps the status bar, as `drops` says of screen-sized
    /// roots: its height is the bar's doing, not a container's. Measured, a declared one-document extension:
    /// roach1750's Podcast storyboard (toolsVersion 14313, Xcode 10.0, `retina4_7`, not flagged) embeds a tab bar
    /// controller with an opaque tab bar in a 375 × 667 container covering its root, and stores the 375 × 618 roots of
    /// its tabs' navigation controllers with tables and a search bar pinned to the safe area's top at y = 64 = 20 + 44
    /// (11 frames, 20 pt higher without the status bar). No other document of sessions 63–65 changes.
    static func screenHeights(_ root: IBSceneRoot, canvas: IBCanvas) -> [Double] {
        guard let bars = root.bars, bars.bottomOpaque, bars.bottom > 0 else { return [canvas.size.height] }
        return [canvas.size.height, canvas.size.height - bars.bottom]
    }

    /// Xcode 8 drops the status bar over a container's child of the screen's own size too (`drops` takes only the
    /// children of another size): a declared one-document extension of `xcode8Children`. Measured: an RMIT student's
    /// iOS-Assignment-1 Main.storyboard (toolsVersion 12121, Xcode 8.3, `retina5_5`, not flagged) embeds a page view
    /// controller in a 414 × 736 container covering the home screen, and the background controller it shows stores an
    /// image view pinned to its top layout guide's bottom and its bottom guide's top at (0, 0, 414, 736), not
    /// (0, 20, 414, 716). No other of 1,032 documents on disk (sessions 40 to 44) changes.
    static func dropsOverScreenSized(_ root: IBSceneRoot, stored: Rect, context: IBDocumentContext) -> Bool {
        let canvas = context.canvas
        guard root.isEmbedded, xcode8Children.contains(context.toolsVersion),
              showsStatusBar(root, stored: stored, canvas: canvas) else { return false }
        return stored.width == canvas.size.width && stored.height == canvas.size.height
    }

    /// Whether `root`, stored at the canvas's origin on a canvas without a notch, has a simulated status bar to drop.
    private static func showsStatusBar(_ root: IBSceneRoot, stored: Rect, canvas: IBCanvas) -> Bool {
        guard canvas.notchTop == 0, stored.minY == 0, let bars = root.bars else { return false }
        return bars.statusBar && !bars.withoutDeviceInsets
    }
}
