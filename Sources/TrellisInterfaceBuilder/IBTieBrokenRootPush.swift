/// A navigation controller's root that a tie-broken `show` or `push` from a controller in another navigation stack
/// also reaches, where the two stacks' bars are of different heights: Xcode lays the root out as that push's
/// destination, under the pushing stack's bar, not under its own navigation controller's.
///
/// `<inferredMetricsTieBreakers>` names the segue whose simulated metrics Xcode used for a controller reached in ways
/// that infer different metrics (IBInferredMetricsTieBreakers). Where the named push comes from a stack whose bar is as
/// tall as the root's own, nothing changes (the four such documents on disk); where the root's own bar is taller (a
/// presented sheet's), Xcode keeps the push's. Measured (a declared one-document extension of the tie-breakers'
/// reading): enghamilton's 0mvc-swift5-ios-tableview-collectionview-scrollview-autolayout storyboard (toolsVersion
/// 17701, Xcode 12.4, `retina3_5`, not flagged): an edit controller is pushed by a `show` from a table controller of the
/// initial navigation controller (bar stored 44 tall; no status bar on this canvas in Xcode 11.4 to 12,
/// IBRetina35StoredBar) and is the root of a navigation controller that the table's add button presents (bar stored at
/// (0, 0, 320, 56), a sheet's). The tie-breaker names the `show`, and Xcode stores the edit controller's label 30 pt
/// below the safe area's top at y = 74 = 44 + 30 and its text field 8 pt below the label at 112 (2 frames), where the
/// presented bar's 56 pt would put them 12 pt lower. The presented navigation controller's own bar keeps its own
/// 56-pt height where it is listed (IBContainerBarListing: (0, 0, 320, 56), as stored), and its place at the sheet's
/// top: a page sheet (iOS 13 and later) is laid out below the status bar, so its navigation bar starts at the sheet's
/// y = 0 with no status-bar inset above it (IBSheetBars). Measured blind (sixty-first session, a declared one-document
/// extension, as the first document had no status bar to tell): JuanGR-FI's Notes storyboard (toolsVersion 22154,
/// Xcode 15.0, `retina6_12`, 393 × 852, not flagged), whose initial navigation controller's notes table pushes an
/// add-note controller by a `show` (the tie-breaker's) and presents a navigation controller whose root is that same
/// controller: Xcode stores the presented controller's bar at (0, 0, 393, 56), not below the pushing stack's 59-pt
/// status bar.
enum IBTieBrokenRootPush {
    /// Gives the navigation roots such a tie-broken push reaches the bars of the push's source. `references`: the
    /// segues the tie-breakers name; `pushesFollowed`: the bars given with every push followed
    /// (IBSceneCatalog.inheritThroughPushes).
    static func apply(references: Set<String>, controllers: [String: XMLElement],
                      pushesFollowed: ([String: IBBars]) -> [String: IBBars], into result: inout [String: IBBars]) {
        guard !references.isEmpty else { return }
        // The named pushes into a navigation root, in document order so that nothing depends on the dictionary's order.
        var pushes: [(source: String, destination: String)] = []
        let sources = controllers.values.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        for source in sources where source.name != "navigationController" && source.name != "tabBarController" {
            for segue in source.segues where references.contains(segue["id"] ?? "") && ["show", "push"].contains(segue["kind"] ?? "") {
                guard let sourceID = source["id"], let destination = segue["destination"],
                      let own = result[destination], own.inNavigation, own.top > 0 else { continue }
                pushes.append((sourceID, destination))
            }
        }
        // Only then are the pushes followed once more, for the sources' bars.
        guard !pushes.isEmpty else { return }
        let followed = pushesFollowed(result)
        for push in pushes {
            guard let own = result[push.destination], let pushing = followed[push.source],
                  pushing.inNavigation, pushing.top > 0, pushing.top != own.top else { continue }
            result[push.destination] = pushing
            result[push.destination]?.ownNavigationBarTop = own.top
            result[push.destination]?.ownNavigationBarInSheet = own.sheet
        }
    }
}
