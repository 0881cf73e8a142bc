/// On a phone turned sideways, a controller presented as a sheet is laid out as a full-screen presentation.
///
/// A phone in landscape has a compact height, and UIKit shows a sheet full screen at compact height unless the sheet
/// asks to stay attached to the bottom edge (Apple's documentation of
/// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`: false by default, "the sheet defaults to a full
/// screen appearance at compact height"). Xcode 14.3 to 16.1 lay a full-screen presentation out without the device's
/// insets (IBCanvas.simulatesFullScreenPresentation), and measured, they do the same for such a sheet: an Xcode 15.3
/// save (toolsVersion 23504, `retina6_12` in landscape, 852 × 393) of a game's About screen, shown by a `presentation`
/// segue that names no presentation style (a flip transition only) from a controller with no style either, stores its
/// background pinned to the safe area's four edges over the whole 852 × 393 root, a web view 20 pt inside the safe
/// area at (20, 20, 812, 308) and a button 20 pt above the safe area's bottom ending at 373: no 59-pt sides, no 21-pt
/// home indicator. (An earlier held-out set, summarised in docs/interface-builder.md, had a landscape sheet laid out
/// without the device's insets too.) Only the sheet styles (`automatic`, `pageSheet`, `formSheet`, or none, on the
/// segue or else on the destination) on a phone's landscape canvas from toolsVersion 21000 to 23699; a popover, a
/// current-context or custom presentation and iPads are left as they were, and Xcode 16.2 on was not measured.
///
/// A `show` segue from a controller in no navigation stack is such a presentation too: UIKit's `show(_:sender:)` finds
/// no navigation controller to push onto and presents the controller modally from the window's root (Apple's
/// documentation of `UIViewController.show(_:sender:)`), in the destination's own style (`automatic`, a sheet, unless it
/// names another). A declared one-document extension, measured blind (fifty-eighth session): Gabriel-Gershberg-Dev's
/// CardGame-IOS, Main.storyboard (Xcode 14.3.1, toolsVersion 21701, `retina6_7` in landscape, 926 × 428, not flagged),
/// three controllers and no navigation controller, each shown by another's `show` segue (the menu, the entry point,
/// by the score screen's); all three store their views pinned to their safe areas as if it had no insets: an image
/// 40 pt inside the safe area's top leading corner at (40, 40) (not 47 + 40), a card centred on the safe area's
/// height at y = 114 = (428 − 200) / 2 (not above a 21-pt home indicator), the menu's text view 74 pt inside the safe
/// area's leading edge at x = 74 (18 frames; a 19th, a button centred on a text field, is 0.67 pt off by rounding).
enum IBLandscapeSheets {
    static let sheetStyles: Set<String> = ["automatic", "pageSheet", "formSheet"]

    /// Ids of the controllers a `presentation` (or `modal`) segue shows as a sheet on a landscape phone's canvas, and
    /// those a `show` segue presents from a controller outside any navigation stack (`inNavigation`: whether a
    /// controller, by id, is in one).
    static func destinations(_ controllers: [String: XMLElement], canvas: IBCanvas,
                             inNavigation: (String) -> Bool) -> Set<String> {
        guard canvas.isLandscape, !canvas.isPad, canvas.simulatesFullScreenPresentation, canvas.toolsVersion < 23700
        else { return [] }
        var result: Set<String> = []
        for (id, controller) in controllers {
            for segue in controller.segues where segue["kind"] == "presentation" || segue["kind"] == "modal"
                || segue["kind"] == "show" && controller.name != "navigationController" && !inNavigation(id) {
                guard let destination = segue["destination"] else { continue }
                let style = segue["modalPresentationStyle"] ?? controllers[destination]?["modalPresentationStyle"] ?? "automatic"
                if sheetStyles.contains(style) { result.insert(destination) }
            }
        }
        return result
    }
}
