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
/// its status bar (a phone shows a form sheet full screen before iOS 13). Only the segue's own destination: the
/// controllers a presented container shows were not measured.
enum IBSheetSegues {
    static let styles: Set<String> = ["formSheet", "pageSheet"]

    /// Whether the rule applies to the document: an iPad canvas or Xcode 6-7's Any/Any canvas.
    static func applies(canvas: IBCanvas, document: XMLElement) -> Bool {
        canvas.isPad || IBAnyAnyCanvas.applies(to: document)
    }

    /// Ids of the controllers a `presentation` or `modal` segue with a sheet style of its own shows, and on Xcode 26's
    /// iPads those an automatic presentation shows as a sheet (Xcode26PadAutomatic).
    static func destinations(_ controllers: [String: XMLElement], canvas: IBCanvas) -> Set<String> {
        var result: Set<String> = []
        for controller in controllers.values {
            for segue in controller.segues where segue["kind"] == "presentation" || segue["kind"] == "modal" {
                guard let destination = segue["destination"] else { continue }
                if styles.contains(segue["modalPresentationStyle"] ?? "")
                    || Xcode26PadAutomatic.showsSheet(segue: segue, destination: controllers[destination], canvas: canvas) {
                    result.insert(destination)
                }
            }
        }
        return result
    }

    /// Xcode 26 on an iPad: a `presentation` segue that states no style (automatic) shows its destination as a sheet
    /// when the destination is a plain controller stored smaller than the canvas (a destination that states a
    /// full-screen style of its own is laid out without device insets anyway, IBPresentations). UIKit maps `UIModalPresentationStyle.automatic` to `pageSheet` for most controllers (Apple's
    /// documentation of `automatic`), and a sheet on an iPad covers no status bar.
    /// ONE DOCUMENT, an extension of the rule above to the automatic style: the MIT-WPU FilmsPage team's
    /// Library.storyboard (toolsVersion 24506, `ipad11_0rounded` in landscape, 1210 × 834) presents two info
    /// controllers by style-less `presentation` segues; both roots are stored 580 × 660 with a close button 16 pt below
    /// the safe area's top at y = 16 and an image view 113 pt below it at 113 (Trellis gave 40 and 137 under a
    /// 24-pt status bar). Earlier Xcode versions' iPads were not measured with automatic presentations.
    enum Xcode26PadAutomatic {
        static func showsSheet(segue: XMLElement, destination: XMLElement?, canvas: IBCanvas) -> Bool {
            guard canvas.isPad, canvas.toolsVersion >= IBToolsVersion.xcode26, segue["kind"] == "presentation",
                  segue["modalPresentationStyle"] == nil, let destination, destination.name == "viewController",
                  let root = destination.child(key: "view").flatMap(IBGeometry.rect)
            else { return false }
            return root.width < canvas.size.width && root.height < canvas.size.height
        }
    }
}
