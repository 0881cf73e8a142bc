/// A controller that a form- or page-sheet segue shows has no status bar at its top.
///
/// Interface Builder takes a destination's simulated metrics from the segue that shows it (Simulated Metrics
/// "Inferred", the default). A `presentation` segue (Xcode 4 and 5: `modal`) that states `modalPresentationStyle`
/// `formSheet` or `pageSheet` itself shows its destination as a sheet, and a sheet covers no status bar, as when the
/// destination states the style on itself (IBSceneCatalog, measured on an iPad). Measured in two documents of two
/// projects: tewha's Keyboard-Ducker (Xcode 4.5, toolsVersion 2549, iPad storyboard without Auto Layout) stores the
/// destination of its `formSheet` modal segue at (0, 0, 540, 620), the form sheet's size with no 20-pt status bar
/// above it, while its initial controller's root is stored at y = 20 below the status bar; TEDxTUM's timer (Xcode
/// 7.3, toolsVersion 10117, the 600 × 600 Any/Any canvas) stores the navigation bar of its `formSheet` presentation's
/// destination, pinned to the top layout guide's bottom, at y = 0, where a controller with a status bar puts it at 20.
/// Applied on iPads and on the Any/Any canvas (universal: a sheet is an iPad presentation); a phone's canvas keeps
/// its status bar (a phone shows a form sheet full screen before iOS 13). A navigation controller shown so holds its
/// root in the same sheet, so the root has no status bar either (ONE DOCUMENT, measured blind: dali-lab's ios-workshop
/// DALI Yak storyboard, Xcode 10.2, toolsVersion 14490.70, `ipad9_7`, presents a navigation controller by a `formSheet`
/// segue; the bar is stored 540 × 50 at y = 0 and the root's text view, pinned 20 pt below the safe area's top, at
/// y = 70 = 50 + 20, where a status bar puts it at 90; no document on disk moves). The controllers other containers
/// show were not measured.
enum IBSheetSegues {
    static let styles: Set<String> = ["formSheet", "pageSheet"]

    /// Whether the rule applies to the document: an iPad canvas or Xcode 6-7's Any/Any canvas.
    static func applies(canvas: IBCanvas, document: XMLElement) -> Bool {
        canvas.isPad || IBAnyAnyCanvas.applies(to: document)
    }

    /// Ids of the controllers a `presentation` or `modal` segue with a sheet style of its own shows, on Xcode 26's
    /// iPads those an automatic presentation shows as a sheet (Xcode26PadAutomatic), and on iPads of Xcode 11 on those
    /// a navigation controller presents by a `show` of its own (IBNavigationControllerShows.presentedSheets).
    static func destinations(_ controllers: [String: XMLElement], canvas: IBCanvas) -> Set<String> {
        var result = IBNavigationControllerShows.presentedSheets(controllers, canvas: canvas)
        for controller in controllers.values {
            for segue in controller.segues where segue["kind"] == "presentation" || segue["kind"] == "modal" {
                guard let destination = segue["destination"] else { continue }
                let automatic = Xcode26PadAutomatic.showsSheet(segue: segue, destination: controllers[destination],
                                                               canvas: canvas)
                if styles.contains(segue["modalPresentationStyle"] ?? "") || automatic {
                    result.insert(destination)
                    if let shown = controllers[destination], shown.name == "navigationController" {
                        result.formUnion(shown.relationshipDestinations(["rootViewController"]))
                    }
                }
            }
        }
        return result
    }

    /// Xcode 26 on an iPad: a `presentation` segue that states no style (automatic) shows its destination as a sheet
    /// when the destination is a plain controller stored smaller than the canvas (a destination that states a
    /// full-screen style of its own is laid out without device insets anyway, IBPresentations). UIKit maps
    /// `UIModalPresentationStyle.automatic` to `pageSheet` for most controllers (Apple's documentation of `automatic`),
    /// and a sheet on an iPad covers no status bar. ONE DOCUMENT, an extension of the segue-style rule above
    /// (`destinations`) to the automatic style: the MIT-WPU FilmsPage team's Library.storyboard (toolsVersion 24506,
    /// `ipad11_0rounded` in landscape, 1210 × 834) presents two info controllers by style-less `presentation` segues;
    /// both roots are stored 580 × 660 with a close button 16 pt below the safe area's top at y = 16 and an image view
    /// 113 pt below it at 113 (Trellis gave 40 and 137 under a 24-pt status bar). Earlier Xcode versions' iPads were
    /// not measured with automatic presentations.
    enum Xcode26PadAutomatic {
        static func showsSheet(segue: XMLElement, destination: XMLElement?, canvas: IBCanvas) -> Bool {
            guard canvas.isPad, canvas.toolsVersion >= IBToolsVersion.xcode26, segue["kind"] == "presentation",
                  segue["modalPresentationStyle"] == nil, let destination, destination.name == "viewController",
                  let root = destination.child(key: "view").flatMap(IBGeometry.rect)
            else { return false }
            return root.width < canvas.size.width && root.height < canvas.size.height
        }
    }

    /// Xcode 26 on an iPad: a controller whose own simulated size is Form Sheet (Simulated Metrics > Size:
    /// `<modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`) is laid out as that sheet, with no
    /// status bar at its top, whether or not a segue shows it. ONE DOCUMENT, an extension of the controller-style rule
    /// (`modalPresentationStyle="formSheet"` on the controller, IBSceneCatalog) to the simulated size: the MIT-WPU
    /// AksharApp team's Analytics.storyboard (toolsVersion 24506, `ipad10_2` in portrait, 810 × 1080, a 20-pt status
    /// bar on its full-screen roots: a back button pinned 19 pt below the safe area's top stored at y = 39) stores two
    /// controllers instantiated from code with this metric at 580 × 650, each with a collection view pinned 50 pt
    /// inside all four sides of the safe area stored at (50, 50, 480, 550): the safe area's top is 0 (Trellis gave 70
    /// under the status bar). Another team of the same programme (FilmsPage, Xcode26PadAutomatic above) lays Xcode 26
    /// iPad sheets out without a status bar too, reached by a segue instead. Earlier Xcode versions and other simulated
    /// sizes were not measured (no other document on disk states one).
    enum Xcode26SimulatedSheet {
        static let metrics: Set<String> = ["modalFormSheetSimulatedSizeMetrics"]

        static func shows(_ controller: XMLElement, canvas: IBCanvas) -> Bool {
            guard canvas.isPad, canvas.toolsVersion >= IBToolsVersion.xcode26,
                  let name = controller.child(key: "simulatedDestinationMetrics")?.name else { return false }
            return metrics.contains(name)
        }
    }
}
