import TrellisModel

/// Xcode 9 and 10 (toolsVersion 13000–14799) lay a view controller whose size comes from a container view out without
/// the status bar, on phones without a notch and on iPads.
///
/// Interface Builder sizes the child of a container view (the destination of an `embed` segue) from its container, and
/// the controllers that child shows (a page or navigation controller's contents, its `show` segues) likewise. Those
/// roots are not the screen's size, and Xcode 9 and 10 simulate no status bar over them, as they simulate none over
/// a freeform xib view (IBXibViewSafeArea, measured on two xib views of those versions). Measured: an Xcode 10.0 save
/// (toolsVersion 14313) of a 375 × 433.5 controller shown by a page view controller embedded in a container on the
/// 375 × 667 canvas stores a stack pinned 32 pt below its safe area's top at y = 32, not 52. A screen-sized root keeps
/// the status bar's 20 pt in these versions (IBCanvas.keepsStatusBarArea), and from Xcode 11 the status bar follows
/// the canvas (none on phones until Xcode 14.3), so only these versions are concerned. A notch is the device's, not a
/// simulated bar, and stays.
enum IBEmbeddedChildStatusBar {
    /// Ids of the controllers sized by a container: destinations of `embed` segues and, a few levels deep, what they
    /// show (relationship segues of containers, `show`/`push` segues).
    static func ids(_ controllers: [String: XMLElement]) -> Set<String> {
        var result: Set<String> = []
        var frontier: [String] = []
        for controller in controllers.values {
            for segue in segues(in: controller) where segue["kind"] == "embed" {
                if let destination = segue["destination"], result.insert(destination).inserted { frontier.append(destination) }
            }
        }
        var depth = 0
        while !frontier.isEmpty, depth < 8 {
            depth += 1
            var next: [String] = []
            for id in frontier {
                guard let controller = controllers[id] else { continue }
                for segue in segues(in: controller) where ["relationship", "show", "push"].contains(segue["kind"] ?? "") {
                    if let destination = segue["destination"], result.insert(destination).inserted { next.append(destination) }
                }
            }
            frontier = next
        }
        return result
    }

    /// Every segue an element holds, at any depth (a controller's own connections, its bar button items', its views').
    private static func segues(in element: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack = [element]
        while let next = stack.popLast() {
            if next.name == "segue" { found.append(next) }
            stack.append(contentsOf: next.children)
        }
        return found
    }

    /// Whether the status bar part of `root`'s top inset is dropped: an embedded root of another size than the screen,
    /// stored at the canvas's origin, in a document of Xcode 9 or 10 on a canvas without a notch.
    static func drops(_ root: IBSceneRoot, stored: Rect, context: IBDocumentContext) -> Bool {
        let canvas = context.canvas
        guard root.isEmbedded, context.canvas.keepsStatusBarArea, canvas.notchTop == 0, let bars = root.bars,
              bars.statusBar, !bars.withoutDeviceInsets, stored.minY == 0 else { return false }
        return stored.width != canvas.size.width || stored.height != canvas.size.height
    }
}
