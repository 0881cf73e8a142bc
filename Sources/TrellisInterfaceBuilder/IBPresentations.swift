/// View controllers Xcode lays out without the device's safe-area insets: those presented full screen. (A controller
/// embedded in a container view is not among them: Xcode lays it out on the canvas like any other scene, IBRootPlacement.)
///
/// Measured in the stored frames of Xcode 14 documents: a controller presented with `modalPresentationStyle`
/// `fullScreen` or `overFullScreen` (on the controller, or on the `presentation` segue that shows it) is laid out
/// with no safe-area inset from the device (a button 8 pt below the safe area's top is stored at y = 8, one
/// 36 pt above its bottom ends 36 pt above the screen's bottom, on a 393 × 852 canvas whose pushed and initial
/// controllers have 59 and 34). The controllers a presented navigation or tab bar controller shows are presented
/// with it, and so are those pushed within a presented navigation controller's stack (IBPresentations+Pushes).
///
/// The storyboard's entry point (`initialViewController`) is the window's root, never presented, so its own style does
/// not count (UIKit reads `modalPresentationStyle` only on presentation). Measured: LNPopupController's iOS 12
/// storyboard, Xcode 15.0 (toolsVersion 22505) on 430 × 932, gives its initial controller `fullScreen` and stores
/// content pinned 20 pt below the safe area's top at y = 79 = 59 + 20 and a view as tall as the safe area's top
/// inset (59); a controller of Scandit's Restocking sample (also 22505) shown by a `fullScreen` segue is stored
/// without insets. Nor does a `fullScreen` segue that presents the entry point again (a log-in screen a later screen
/// returns to): Xcode infers its metrics as the window's root. Measured (declared one-document extension): an Xcode
/// 14.2 Instagram clone (toolsVersion 21507, 393 × 852) whose settings tab presents the initial log-in controller
/// full screen stores its title 44 pt below the safe area's top at y = 103 = 59 + 44.
enum IBPresentations {
    static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen"]

    /// Ids of the controllers presented full screen, directly or inside a presented container.
    /// `entryPoint`: the document's `initialViewController`, whose own style does not count. `toolsVersion`: the
    /// saving Xcode, which decides whether a controller's own style counts only when some segue shows it
    /// (IBUnshownOwnFullScreen); whether its canvas lays them out without the device's insets at all is
    /// IBCanvas.simulatesFullScreenPresentation.
    /// `alsoPresented`: controllers presented full screen for another reason (IBLandscapeSheets).
    static func fullScreen(_ controllers: [String: XMLElement], entryPoint: String? = nil,
                           toolsVersion: Int, alsoPresented: Set<String> = []) -> Set<String> {
        var presented: Set<String> = []
        let ownStyleNeedsSegue = IBUnshownOwnFullScreen.applies(toolsVersion: toolsVersion)
        let contained = shownInContainers(controllers) // a pushed or contained controller is not presented
        let shown = ownStyleNeedsSegue ? IBUnshownOwnFullScreen.segueDestinations(controllers) : []
        for (id, controller) in controllers where fullScreenStyles.contains(controller["modalPresentationStyle"] ?? "")
            && !contained.contains(id) && id != entryPoint && (!ownStyleNeedsSegue || shown.contains(id)) {
            presented.insert(id)
        }
        for controller in controllers.values {
            var stack = [controller]
            while let element = stack.popLast() {
                if element.name == "segue", element["kind"] == "presentation" || element["kind"] == "modal",
                   fullScreenStyles.contains(element["modalPresentationStyle"] ?? ""), let destination = element["destination"],
                   destination != entryPoint {
                    presented.insert(destination)
                }
                stack.append(contentsOf: element.children)
            }
        }
        return withPushes(withContents(presented.union(alsoPresented), controllers), controllers)
    }

    /// The ids and, for navigation and tab bar controllers among them, the controllers they show (a few levels at most).
    private static func withContents(_ ids: Set<String>, _ controllers: [String: XMLElement]) -> Set<String> {
        var result = ids
        var frontier = Array(ids)
        var depth = 0
        while !frontier.isEmpty, depth < 8 {
            depth += 1
            var next: [String] = []
            for id in frontier {
                guard let controller = controllers[id], controller.name == "navigationController" || controller.name == "tabBarController" else { continue }
                for segue in controller.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                    if let destination = segue["destination"], result.insert(destination).inserted { next.append(destination) }
                }
            }
            frontier = next
        }
        return result
    }
}
