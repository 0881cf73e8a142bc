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

/// A tab bar controller that several pushes reach, when the storyboard's `<inferredMetricsTieBreakers>` names one of
/// them: Xcode infers its tabs' metrics from that push alone (the tie-breaker's meaning, IBInferredMetricsTieBreakers),
/// so the other pushes give its tabs no navigation bar. Where the named push comes from a controller with no bar, the
/// tabs have none either, whatever stacks push the tab bar controller too. Measured on one unflagged document,
/// JefferyYC's iOS-Final GoFood storyboard (Xcode 11.4, toolsVersion 16096, 414 × 896): a tab bar controller is shown
/// by `show` segues from a navigation controller's login root and from another stack's sign-up root, and by one from
/// a controller that its own Survey tab shows; the tie-breaker names that last `show`. Xcode stores both tabs and the
/// shown controller as 414 × 842 page sheets (896 − 44 − 10) with a label 50 pt below the safe area's top at y = 50,
/// labels 58 and 55 pt below it at 58 and 55, a button 20 pt below it at 20 (no navigation bar; under the login's bar
/// each would lie 34 pt lower on the sheet), and a table 70 pt above its bottom ending at 689 = 842 − 34 − 49 − 70,
/// the tab bar kept (9 frames).
enum IBTieBrokenTabBarController {
    /// `pushes` without those into a tab bar controller that a tie-broken push reaches, save that push itself.
    static func pushes(_ pushes: [(source: String, destination: String)], document: XMLElement,
                       controllers: [String: XMLElement]) -> [(source: String, destination: String)] {
        let references = IBInferredMetricsTieBreakers.references(in: document)
        guard !references.isEmpty else { return pushes }
        var namedSource: [String: String] = [:]
        // In document order: the first named push into a tab bar controller counts.
        for controller in controllers.values.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            guard let id = controller["id"] else { continue }
            for segue in controller.segues where references.contains(segue["id"] ?? "") && ["show", "push"].contains(segue["kind"] ?? "") {
                guard let destination = segue["destination"], controllers[destination]?.name == "tabBarController" else { continue }
                if namedSource[destination] == nil { namedSource[destination] = id }
            }
        }
        guard !namedSource.isEmpty else { return pushes }
        return pushes.filter { push in namedSource[push.destination].map { $0 == push.source } ?? true }
    }
}
