/// A storyboard's `<inferredMetricsTieBreakers>`: where a controller is reached in ways that infer different simulated
/// metrics, Xcode writes the segue whose metrics it used (`<segue reference="…"/>`), and lays the controller out as
/// that segue's destination.
///
/// Here: a navigation controller's root that is also the destination of the named segue, a `show` or a presentation
/// from a controller outside any navigation stack (no navigation controller above it, no simulated navigation bar).
/// Xcode lays the root out as that controller's destination, without the navigation controller's bar, and the
/// controllers pushed from it inherit that. Measured: two Xcode 15.0 documents (22152, 22154) of one bootcamp student
/// on 393 × 852 and 414 × 896. In the first, a login root of the initial navigation controller (bar stored at y = 48,
/// 44 tall) is also shown by a `show` from a register controller presented as a page sheet; the tie-breaker names that
/// `show`, and Xcode stores the login root and the three controllers pushed from it as 414 × 886 sheets
/// (IBShortPageSheet) with a label 300 pt below the safe area's top at y = 300, a label 10 pt below it at 10, an image
/// view and a table pinned to it at 0. In the second, the root of the initial navigation controller (bar at y = 59) is
/// also presented full screen from another controller, the tie-breaker names that presentation, and Xcode stores a
/// button 130 pt below the safe area's top at y = 130 (a full-screen presentation has no device insets either,
/// IBPresentations). Where the named segue comes from a controller in a navigation stack (four documents in the
/// corpora: a `show` from a table in a navigation controller into another navigation controller's root), the root
/// keeps a navigation bar either way; those are left as they are.
enum IBInferredMetricsTieBreakers {
    /// Removes the navigation bar from the navigation roots whose tie-broken segue comes from outside any navigation
    /// stack. `reached`: every controller's bars with pushes followed, to tell whether a source is in a navigation stack.
    static func dropNavigationBars(document: XMLElement, controllers: [String: XMLElement],
                                   reached: [String: IBBars], into result: inout [String: IBBars]) {
        let references = Set(document.child("inferredMetricsTieBreakers")?.children("segue").compactMap { $0["reference"] } ?? [])
        guard !references.isEmpty else { return }
        for source in controllers.values where source.name != "navigationController" && source.name != "tabBarController" {
            for segue in source.segues where references.contains(segue["id"] ?? "") {
                guard ["show", "push", "presentation"].contains(segue["kind"] ?? ""),
                      let destination = segue["destination"], var bars = result[destination], bars.inNavigation, bars.top > 0,
                      reached[source["id"] ?? ""]?.inNavigation != true,
                      source.child(key: "simulatedTopBarMetrics")?.name != "simulatedNavigationBarMetrics"
                else { continue }
                bars.top = 0
                bars.largeTitle = false
                bars.sheet = false
                bars.topOpaque = false
                bars.inNavigation = false
                result[destination] = bars
            }
        }
    }
}
