/// The primary and secondary columns of a column-style split view controller, shown without a navigation
/// controller of their own: laid out as a navigation controller's root, below a standard navigation bar.
///
/// From Xcode 12 (the iOS 14 SDK) a storyboard's split view controller can be column-style
/// (`allowDoubleColumnStyle="YES"`, Xcode's "Style: Double Column"); UIKit then wraps each column's controller that is
/// not a navigation controller in a navigation controller of its own (iOS 14's column-style split view controllers,
/// UISplitViewController.Style.doubleColumn), and Xcode's canvas lays the column out under that bar. Measured on three
/// documents of three people: SubvertDev's StoreSearch (Xcode 12.4, toolsVersion 17701) and mosariot's UIKit
/// Apprentice StoreSearch (Xcode 13.0, toolsVersion 18122), both on the 375 × 667 phone, whose split's
/// `masterViewController` is the search controller itself, each store its search bar (and, in the second, its table)
/// pinned to the safe area's top at y = 44, the 44-pt bar below the status bar these Xcodes do not show on a phone
/// without a sensor housing (IBCanvas.statusBar), and the toolbar chained below the search bar at 100; Brady-Simon's
/// PokedexMobile (Xcode 12.0, toolsVersion 17156, 414 × 896), whose `detailViewController` is a plain controller,
/// stores an image view 50 pt below the safe area's top at y = 138 = 44 + 44 + 50: the bar below the sensor housing.
/// A column controller that `<inferredMetricsTieBreakers>` lays out as another segue's destination keeps that segue's
/// metrics (IBInferredMetricsTieBreakers): SubvertDev's detail, also presented by a `presentation` segue the
/// tie-breaker names, is stored as a 375 × 647 page sheet without a bar. iPads too, where both columns show side by
/// side but UIKit wraps them all the same: KirillBeli's EmojiArt (Xcode 14.2, toolsVersion 21507, `ipad12_9rounded`
/// landscape, sidebar double-column split), whose `detailViewController` is a plain controller, stores its collection
/// view pinned to the safe area's top at y = 74 = 24 (status bar) + 50 (the iPad's bar), and the view chained 8 below
/// it at 162 (measured blind, 2 frames). The only other iPad column-style split on disk with a plain column (an Xcode
/// 13.2 `ipad12_9rounded` ImageGallery) pins nothing to that column's safe-area top. Not measured: the supplementary
/// column of a triple-column split, a plain primary column on an iPad, and a column that is a navigation controller
/// (it brings its own bar, as before).
enum IBSplitColumnBars {
    /// The split's relationships whose controller gets the bar: the primary and the secondary column.
    static let columns: Set<String> = ["masterViewController", "detailViewController"]

    /// Adds the bar (`barHeight`: the canvas's standard navigation bar, 44 on a phone, 50 on an Xcode 13+ iPad) to
    /// `result` for the primary and secondary columns of every column-style split view controller of `controllers`,
    /// except those `laidOutElsewhere` names (`laidOutElsewhere(_:document:)`).
    static func apply(_ controllers: [String: XMLElement], laidOutElsewhere: Set<String>, barHeight: Double,
                      into result: inout [String: IBBars]) {
        let splits = controllers.values.filter {
            $0.name == "splitViewController" && $0.flag("allowDoubleColumnStyle") == true
        }
        addBar(splits: splits, relationships: columns, controllers: controllers, skipping: laidOutElsewhere,
               barHeight: barHeight, into: &result)
    }

    /// Adds the bar (`barHeight`) to `result` for the controllers that `relationships` of `splits` show, except those
    /// in `skipping` and containers (a navigation, tab bar or split view controller has bars of its own).
    static func addBar(splits: [XMLElement], relationships: Set<String>, controllers: [String: XMLElement],
                       skipping: Set<String>, barHeight: Double, into result: inout [String: IBBars]) {
        for split in splits {
            for segue in split.segues
            where segue["kind"] == "relationship" && relationships.contains(segue["relationship"] ?? "") {
                guard let id = segue["destination"], let column = controllers[id], !skipping.contains(id),
                      !["navigationController", "tabBarController", "splitViewController"].contains(column.name)
                else { continue }
                var bars = result[id] ?? IBBars()
                bars.top = max(bars.top, barHeight)
                bars.inNavigation = true
                result[id] = bars
            }
        }
    }

    /// The controllers a tie-broken segue other than a relationship leads to (`<inferredMetricsTieBreakers>`): Xcode
    /// lays them out as that segue's destination, not as a split's column.
    static func laidOutElsewhere(_ controllers: [String: XMLElement], document: XMLElement) -> Set<String> {
        let breakers = document.child("inferredMetricsTieBreakers")?.children("segue") ?? []
        let references = Set(breakers.compactMap { $0["reference"] })
        var result: Set<String> = []
        for controller in controllers.values {
            for segue in controller.segues
            where references.contains(segue["id"] ?? "") && segue["kind"] != "relationship"
                && !IBSplitInTabBar.pushesSplitDetail(segue, from: controller, controllers: controllers) {
                if let destination = segue["destination"] { result.insert(destination) }
            }
        }
        return result
    }
}
