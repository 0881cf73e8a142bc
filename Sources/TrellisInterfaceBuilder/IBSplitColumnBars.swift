/// The primary column of a column-style split view controller on a phone, shown without a navigation controller of
/// its own: laid out as a navigation controller's root, below a standard navigation bar.
///
/// From Xcode 12 (the iOS 14 SDK) a storyboard's split view controller can be column-style
/// (`allowDoubleColumnStyle="YES"`, Xcode's "Style: Double Column"); UIKit then wraps each column's controller that is
/// not a navigation controller in a navigation controller of its own (iOS 14's column-style split view controllers,
/// UISplitViewController.Style.doubleColumn), and Xcode's canvas lays the primary column out under that bar. Measured
/// on two documents of two people: SubvertDev's StoreSearch (Xcode 12.4, toolsVersion 17701) and mosariot's UIKit
/// Apprentice StoreSearch (Xcode 13.0, toolsVersion 18122), both on the 375 × 667 phone, whose split's
/// `masterViewController` is the search controller itself; each stores its search bar (and, in the second, its table)
/// pinned to the safe area's top at y = 44, the 44-pt bar below the status bar these Xcodes do not show on a phone
/// without a sensor housing (IBCanvas.statusBar), and the toolbar chained below the search bar at 100. Not measured:
/// notched phones (the bar goes below the housing, as for any navigation root), iPads, the secondary and
/// supplementary columns, and a primary that is a navigation controller (it brings its own bar, as before).
enum IBSplitColumnBars {
    /// Adds the primary column's bar (`barHeight`: the phone's standard navigation bar, measured 44) to `result` for
    /// every column-style split view controller of `controllers`.
    static func apply(_ controllers: [String: XMLElement], canvas: IBCanvas, barHeight: Double,
                      into result: inout [String: IBBars]) {
        guard !canvas.isPad else { return }
        for split in controllers.values
        where split.name == "splitViewController" && split.flag("allowDoubleColumnStyle") == true {
            for segue in split.segues
            where segue["kind"] == "relationship" && segue["relationship"] == "masterViewController" {
                guard let id = segue["destination"], let primary = controllers[id],
                      !["navigationController", "tabBarController", "splitViewController"].contains(primary.name)
                else { continue }
                var bars = result[id] ?? IBBars()
                bars.top = max(bars.top, barHeight)
                bars.inNavigation = true
                result[id] = bars
            }
        }
    }
}
