/// A split view controller that is a tab of a tab bar controller, on a phone: its columns are above the tab bar, and a
/// `showDetail` from its primary column's navigation root pushes the detail onto that stack.
///
/// UIKit passes a container's bars down the controller hierarchy: a tab's safe area ends above the tab bar, and so
/// does that of every controller the tab contains, a split view controller's columns included (the split's view is
/// the tab's view). `showDetailViewController(_:sender:)` goes to the nearest split view controller above the sender,
/// which on a phone (collapsed, one column) pushes the detail onto its primary column's navigation controller
/// (IBSplitDetailBars), so a segue-kind `showDetail` from the primary column's navigation root does not present it,
/// even when `<inferredMetricsTieBreakers>` names that segue (IBInferredMetricsTieBreakers, IBSplitColumnBars).
/// Measured: TiagoMaiaL's cs193p-UIKit, AnimatedSetGame Main.storyboard (Xcode 9.2, toolsVersion 13771, `retina4_7`,
/// 375 × 667): a tab bar controller's second tab is a classic split whose master is a navigation controller; its root
/// stores a 256-pt stack centred in the safe area at y = 213 = (64 + 618) / 2 − 128, above the 49-pt tab bar, and the
/// split's plain detail controller, also shown by the root's tie-broken `showDetail`, stores a stack 16 pt below the
/// safe area's top at y = 80 = 20 + 44 + 16 and a 48-pt button 10 pt above its bottom at y = 560 = 667 − 49 − 10 − 48,
/// a stack 30 pt above that button at 488 (4 frames). One document; the rule is UIKit's. Only a split that is itself
/// a tab, on a phone: an Xcode 14.1 iPad storyboard (maksim-mitrofanov's Stanford-CS193p-UIKit, toolsVersion 21507,
/// `ipad10_9rounded`) whose tab is a navigation controller (bar hidden) with a column-style split as its root stores the
/// split's primary root with a stack centred in the whole safe area, no tab bar below it (y = 537).
enum IBSplitInTabBar {
    /// The controllers `controller` shows by relationship and passes its bars on to: a navigation controller's root,
    /// a tab bar controller's tabs, a split view controller's columns (followed for a split that is a tab).
    static func shown(by controller: XMLElement) -> [String] {
        controller.relationshipDestinations(controller.name == "splitViewController"
            ? ["masterViewController", "detailViewController"] : ["rootViewController", "viewControllers"])
    }

    /// Whether `segue` (held by `source`) is a `showDetail` from the root of a split's primary navigation controller
    /// into that split's detail controller.
    static func pushesSplitDetail(_ segue: XMLElement, from source: XMLElement, controllers: [String: XMLElement]) -> Bool {
        guard segue["kind"] == "showDetail", let destination = segue["destination"], let sourceID = source["id"] else { return false }
        func related(_ controller: XMLElement, _ relationship: String) -> String? {
            controller.relationshipDestinations([relationship]).first
        }
        return controllers.values.contains { split in
            guard split.name == "splitViewController", related(split, "detailViewController") == destination,
                  let master = related(split, "masterViewController").flatMap({ controllers[$0] }) else { return false }
            return master["id"] == sourceID || (master.name == "navigationController" && related(master, "rootViewController") == sourceID)
        }
    }
}
