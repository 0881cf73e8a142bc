import TrellisModel

/// Xcode 11 lays a controller that a plain container child pushes by its own `show` segue out as a page sheet of the
/// child's size: as wide as the child, as much shorter than it as a notched phone's page sheet is shorter than the
/// screen (the status area and 10 pt), with no device inset at its top.
///
/// The child is in no navigation stack of its own, and from iOS 13 a `show` with no navigation controller to push onto
/// presents its destination modally, as a page sheet by default (Apple's documentation of `show(_:sender:)` and of
/// `UIModalPresentationStyle.automatic`); Interface Builder infers the destination's metrics from the child, so the
/// sheet takes the child's size. Xcode 10 gave the destination the child's size and the status bar
/// (IBEmbeddedChildStatusBar.outerStackPushes). Measured blind in two unflagged saves of one course assignment (a
/// recipe list whose navigation root embeds a recipe table in a container view, the table's cell showing a detail
/// controller) by two people on the 414 × 896 canvas:
/// - blakeandrewprice's ios-recipes (toolsVersion 15400, Xcode 11.2): a 414 × 717 child shows a detail stored
///   414 × 663 = 717 − 44 − 10, whose name label is pinned 8 pt below the safe area's top at y = 8 and whose text view
///   is pinned to the safe area's bottom ending at 663 (not y = 52: no 44-pt sensor housing above it);
/// - tobikuyo's ios-recipes (15702, Xcode 11.3): a 374 × 704 child shows a detail stored 374 × 650, with a label
///   30 pt below the safe area's top at y = 30 and a text view 20 pt above its bottom ending at 630.
/// Placed as the sheet it is, 10 pt below the status area, the root overlaps neither the sensor housing nor the home
/// indicator. Only that stored shape is taken; a destination stored at another size (a stale 240 × 128 one of a third
/// person's save) keeps the other rules, and phones with a home button, whose Xcode 11 sheets are 20 pt shorter than
/// the screen (IBHomeButtonPageSheet), were not measured with such children.
enum IBChildShownSheet {
    /// Xcode 11's toolsVersions (measured on 15400 and 15702).
    static let toolsVersions = 15000..<17000

    /// The controllers plain container children push onto the outer stack (IBEmbeddedChildStatusBar.outerStackPushes),
    /// and those of them stored in the sheet shape (`ids`).
    static func outerStackPushesAndSheets(_ controllers: [String: XMLElement], canvas: IBCanvas) -> (Set<String>, Set<String>) {
        let pairs = IBEmbeddedChildStatusBar.outerStackPushPairs(controllers)
        return (Set(pairs.map(\.pushed)), ids(pairs, controllers, canvas: canvas))
    }

    /// Ids of the pushed controllers of `pairs` (IBEmbeddedChildStatusBar.outerStackPushPairs) stored in the sheet shape
    /// of the plain container child that pushes them, on a notched portrait phone canvas of Xcode 11.
    static func ids(_ pairs: [(child: XMLElement, pushed: String)], _ controllers: [String: XMLElement],
                    canvas: IBCanvas) -> Set<String> {
        guard toolsVersions.contains(canvas.toolsVersion), canvas.notchTop > 0, !canvas.isPad, !canvas.isLandscape
        else { return [] }
        let shorter = sheetShortfall(on: canvas)
        return Set(pairs.compactMap { pair in
            guard let childSize = storedViewSize(pair.child), let destination = controllers[pair.pushed],
                  let size = storedViewSize(destination) else { return nil }
            return size.width == childSize.width && size.height == childSize.height - shorter ? pair.pushed : nil
        })
    }

    /// How much shorter than the screen a notched phone's page sheet is: the status area and 10 pt (IBRootPlacement).
    static func sheetShortfall(on canvas: IBCanvas) -> Double {
        canvas.deviceInsets(statusBarShown: true).top + 10
    }

    private static func storedViewSize(_ controller: XMLElement) -> Size? {
        guard let view = controller.child(key: "view"), let rect = IBGeometry.rect(view) else { return nil }
        return rect.size
    }
}
