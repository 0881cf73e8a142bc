/// A tab of a tab bar controller that a `show` (or `push`) from a controller in a navigation stack also pushes, when
/// the storyboard's `<inferredMetricsTieBreakers>` names that push: Xcode lays the tab out as the push's destination,
/// with the stack's navigation bar and the source's bottom bars, not as a tab alone.
///
/// The tie-breaker's meaning is the one the other cases of IBInferredMetricsTieBreakers measured: Xcode writes the
/// segue whose inferred metrics it used. Measured here on one unflagged document: FIAP-MBA's 20mob-ios-final-project
/// Main.storyboard (Xcode 11.4, toolsVersion 16097.2, 414 × 896, 44-pt top inset). Its settings controller is the
/// second tab of the initial tab bar controller and is also pushed by a `show` from a product form that the first
/// tab's navigation controller pushes; the tie-breaker names that `show`. Xcode stores the settings' first label,
/// pinned 20 pt below the safe area's top, at y = 108 = 44 + 44 + 20 (the navigation bar above it; as a tab alone,
/// 64), its fields and title 44 pt lower likewise, and its table ending 123 pt above the bottom as the tab bar leaves
/// it either way (6 frames). The only other document on disk with a tie-broken push into a tab
/// (DrugovAleksey's Tablichki, Xcode 16) pushes from another tab outside any stack: nothing changes there.
enum IBTieBrokenTabPush {
    /// Gives each tab that a tie-broken push from a navigation stack reaches the bars the push gives it.
    /// `references`: the tie-breakers' segue ids; `sources`: the controllers in document order; `pushesFollowed`: the
    /// bars given with every push followed (IBSceneCatalog.inheritThroughPushes).
    static func apply(references: Set<String>, sources: [XMLElement], controllers: [String: XMLElement],
                      pushesFollowed: ([String: IBBars]) -> [String: IBBars], into result: inout [String: IBBars]) {
        let tabs = IBTabLargeTitleBars.tabs(controllers)
        for source in sources {
            for segue in source.segues where references.contains(segue["id"] ?? "") && ["show", "push"].contains(segue["kind"] ?? "") {
                guard let destination = segue["destination"], tabs.contains(destination), let sourceID = source["id"],
                      let controller = controllers[destination], controller.name != "navigationController",
                      controller.name != "tabBarController", result[destination]?.inNavigation != true
                else { continue }
                // The push followed as if the tab were not one: its bars are then the source's, passed on.
                var trial = result
                trial[destination] = nil
                let followed = pushesFollowed(trial)
                guard followed[sourceID]?.inNavigation == true, let pushed = followed[destination], pushed.inNavigation else { continue }
                result[destination] = pushed
            }
        }
    }
}
