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
///
/// A controller in no container that the named segue presents (`presentation`, the older `modal`, or `showDetail`,
/// which UIKit presents modally outside a split view) is laid out as that presentation's destination too: it takes no
/// navigation bar from other controllers that push it, and the controllers it pushes inherit that. Measured: an
/// Xcode 7.0 Instagram-clone storyboard (toolsVersion 8191, 320 × 568) whose initial login controller, in no container,
/// is also pushed by a log-out `show` from a navigation controller's table and shown again by a `showDetail` from the
/// sign-up controller it pushes; the tie-breaker names that `showDetail`, and Xcode stores the login's title 9 pt below
/// its top layout guide at y = 29 and the sign-up's fields 30 and 35 pt below theirs at 50 and 55: only the status
/// bar above both, where the log-out push would give them the table's 44-pt bar too.
enum IBInferredMetricsTieBreakers {
    /// Marks the controllers a tie-broken presentation lays out (above) as shown in no container, so that no push
    /// gives them a bar. Controllers already in a container (`result`) keep its bars.
    static func presentedDestinations(document: XMLElement, controllers: [String: XMLElement],
                                      into result: inout [String: IBBars]) {
        let references = Set(document.child("inferredMetricsTieBreakers")?.children("segue").compactMap { $0["reference"] } ?? [])
        guard !references.isEmpty else { return }
        for source in controllers.values {
            for segue in source.segues where references.contains(segue["id"] ?? "") {
                guard ["presentation", "modal", "showDetail"].contains(segue["kind"] ?? ""), let destination = segue["destination"],
                      result[destination] == nil,
                      let controller = controllers[destination], controller.name != "navigationController", controller.name != "tabBarController"
                else { continue }
                result[destination] = IBBars()
            }
        }
    }

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
