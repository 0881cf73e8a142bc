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
///
/// So is one that the named segue pushes (`show` or `push`) from a source in no navigation stack once the destination
/// itself is taken out of every stack (the source is pushed only by the destination, or is a container view's
/// child): the source has no navigation bar to pass on, and neither do the controllers the destination pushes.
/// Measured in two projects, neither document flagged:
/// - cynthiaibarra's iOSProject, DrinkingBruh Main.storyboard (toolsVersion 11762, Xcode 8.2, 375 × 667): the
///   initial sign-in controller, in no container, pushes a registration controller whose `show` leads back to it, and
///   a navigation controller's Home root pushes it too by a log-out `show`; the tie-breaker names the registration's
///   `show`. Xcode stores the sign-in's background image pinned 64 pt above the top layout guide's bottom at
///   y = −44 (−64 + 20) and its fields, the registration's title image at y = 30 and its fields 44 pt higher than the
///   log-out push's bar would put them (15 frames).
/// - calliope-edu's calliope-mini-flash-app-iOS, SensorRecordingsView.storyboard (toolsVersion 32700.99.1234,
///   Xcode 26, a rounded 11-inch iPad): a navigation controller's root pushes a project overview, and so does the
///   controller embedded in the root's container view; the tie-breaker names the embedded child's `show`, and Xcode
///   stores the overview without the navigation bar (2 frames).
/// The existing tests of a tie-broken push from a navigation stack (the bar kept) hold either way.
enum IBInferredMetricsTieBreakers {
    /// Marks the controllers a tie-broken presentation, or a tie-broken push from outside any stack, lays out (above)
    /// as shown in no container, so that no push gives them a bar. Controllers already in a container (`result`) keep
    /// its bars, save a tab that a tie-broken push from a navigation stack lays out as pushed (IBTieBrokenTabPush). `pushesFollowed`: the bars given with every push followed (IBSceneCatalog.inheritThroughPushes).
    static func presentedDestinations(document: XMLElement, controllers: [String: XMLElement],
                                      pushesFollowed: ([String: IBBars]) -> [String: IBBars],
                                      into result: inout [String: IBBars]) {
        let references = Self.references(in: document)
        guard !references.isEmpty else { return }
        let sources = controllers.values.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        for source in sources {
            for segue in source.segues where references.contains(segue["id"] ?? "") {
                guard let destination = segue["destination"], result[destination] == nil,
                      let controller = controllers[destination], controller.name != "navigationController", controller.name != "tabBarController"
                else { continue }
                if ["presentation", "modal", "showDetail"].contains(segue["kind"] ?? "") {
                    result[destination] = IBBars()
                } else if ["show", "push"].contains(segue["kind"] ?? ""), let sourceID = source["id"] {
                    // The source's bars with the destination out of every stack: none, and no navigation, to apply.
                    var trial = result
                    trial[destination] = IBBars()
                    let followed = pushesFollowed(trial)
                    if followed[sourceID]?.inNavigation != true, (followed[sourceID]?.top ?? 0) == 0 { result[destination] = IBBars() }
                }
            }
        }
        IBTieBrokenTabPush.apply(references: references, sources: sources, controllers: controllers,
                                 pushesFollowed: pushesFollowed, into: &result)
        // A navigation root that a tie-broken push from a stack of another bar height reaches takes that push's bars.
        IBTieBrokenRootPush.apply(references: references, controllers: controllers, pushesFollowed: pushesFollowed, into: &result)
    }

    /// Removes the navigation bar from the navigation roots whose tie-broken segue comes from outside any navigation
    /// stack. A `showDetail` counts as the presentation it is outside a split view (a declared one-document extension,
    /// fifty-seventh session, blind: AllenLozano's Tinder Main.storyboard, Xcode 10.1, toolsVersion 14113, 375 × 667,
    /// not flagged, whose navigation root presents a profile controller whose `showDetail`, the one named, leads back:
    /// Xcode stores the root's top image 17 pt below the safe area's top at y = 37, the status bar alone above it).
    /// `reached`: every controller's bars with pushes followed, to tell whether a source is in a navigation stack.
    /// `pushesFollowed`: the bars given with every push followed (IBSceneCatalog.inheritThroughPushes), to tell whether
    /// a source is in a navigation stack only through the root itself (CycleThroughRoot).
    static func dropNavigationBars(document: XMLElement, controllers: [String: XMLElement],
                                   reached: [String: IBBars], toolsVersion: Int,
                                   pushesFollowed: ([String: IBBars]) -> [String: IBBars],
                                   into result: inout [String: IBBars]) {
        let references = Self.references(in: document)
        guard !references.isEmpty else { return }
        let original = result
        // In document order, so that nothing depends on the dictionary's order.
        let sources = controllers.values.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        for source in sources where source.name != "navigationController" {
            // A tab bar controller's own `show` counts only as a cycle's (CycleThroughRoot.fromTabBarController).
            let isTabBarController = source.name == "tabBarController"
            for segue in source.segues where references.contains(segue["id"] ?? "") {
                guard ["show", "push", "presentation", "showDetail"].contains(segue["kind"] ?? ""),
                      let destination = segue["destination"], var bars = result[destination], bars.inNavigation, bars.top > 0,
                      source.child(key: "simulatedTopBarMetrics")?.name != "simulatedNavigationBarMetrics"
                else { continue }
                bars.top = 0
                bars.largeTitle = false
                bars.sheet = false
                bars.topOpaque = false
                bars.inNavigation = false
                let sourceID = source["id"] ?? ""
                // A tab bar controller is in a stack where a controller in one pushes it (IBPushedTabBars).
                let sourceInNavigation = isTabBarController
                    ? pushers(of: sourceID, controllers).contains { reached[$0]?.inNavigation == true }
                    : reached[sourceID]?.inNavigation == true
                if isTabBarController, !sourceInNavigation { continue }
                if sourceInNavigation {
                    guard CycleThroughRoot.applies(toolsVersion: toolsVersion) else { continue }
                    var trial = original
                    trial[destination] = bars
                    let followed = pushesFollowed(trial)
                    // In a stack still: itself, or any controller that pushes it (pushes follow the first source only).
                    guard followed[sourceID]?.inNavigation != true,
                          !pushers(of: sourceID, controllers).contains(where: { followed[$0]?.inNavigation == true }) else { continue }
                }
                result[destination] = bars
            }
        }
    }

    /// The ids of the segues the document's `<inferredMetricsTieBreakers>` names.
    static func references(in document: XMLElement) -> Set<String> {
        Set(document.child("inferredMetricsTieBreakers")?.children("segue").compactMap { $0["reference"] } ?? [])
    }

    /// The controllers that push `id` by a `show` or `push` segue.
    private static func pushers(of id: String, _ controllers: [String: XMLElement]) -> [String] {
        controllers.filter { _, pusher in
            pusher.segues.contains { ["show", "push"].contains($0["kind"] ?? "") && $0["destination"] == id }
        }.map(\.key)
    }

    /// A navigation root whose tie-broken `show` comes from a controller that is in the navigation stack only
    /// because the root itself pushes it (a cycle: the root pushes the source, the source shows the root again):
    /// Xcode 11 resolves the cycle outside any navigation stack, and lays the root, the source and everything they
    /// push out without a navigation bar, as page sheets (iOS 13's default presentation of a `show` with no
    /// navigation controller). Measured: BlankBrain's Cinemate storyboard (Xcode 11.3, toolsVersion 15705,
    /// `retina6_1`), whose initial navigation controller (bar stored at y = 44, 44 tall) has a login root that pushes a
    /// home screen by a `show`, the home screen's log-out `show` leading back to the login, the tie-breakers naming
    /// both `show`s: all five controllers are stored as 414 × 842 roots (896 − 44 − 10, page sheets) with nothing
    /// above the safe area — a title 50 pt below its top at y = 50 on the login, a label 66 pt below it at 66 on the
    /// home screen, a title 61 pt below it at 61 on a pushed result screen — and the home indicator kept below it (a
    /// button 686 pt above the safe area's bottom ending at 122 = 842 − 34 − 686). The acyclic case (a source outside
    /// any stack) is the rule above, measured on Xcode 15.0 documents of another project. Measured blind on a second
    /// project, Xcode 11.4 to 11.7 (toolsVersion 16000–16999) do the same through a longer chain: treCoops'
    /// iOS-First-Assignment (16097, Xcode 11.5, `retina4_7`, not flagged), whose initial navigation controller (bar
    /// stored at y = 0, 44 tall) has a sign-up root that pushes four controllers one after another by `show`, the last
    /// one's `show` leading back to the root, the tie-breakers naming that `show` and the one before it: all five are
    /// stored as 375 × 647 page sheets (IBHomeButtonPageSheet) with nothing above the safe area — a logo 55 pt below
    /// its top at y = 55, titles 70 and 60 pt below it at 70 and 60 (23 frames; 44 pt lower under the bar).
    ///
    /// Xcode 10.1 does the same where the source is a tab bar controller the root pushes (`fromTabBarController`; a
    /// declared one-document extension to Xcode 10.1 and to that source). Measured: RowanHisham's OnTheMap storyboard
    /// (toolsVersion 14460.31, 375 × 667, not flagged): a navigation controller's login root (opaque bar) pushes a tab
    /// bar controller by a `show`, whose own log-out `show` leads back to the login, the tie-breaker naming the
    /// log-out. Xcode stores the login as a full 375 × 667 root with an image 94 pt below the safe area's top at
    /// y = 114 = 20 + 94 (the status bar alone; under the opaque bar the root would start at 64 with nothing above its
    /// safe area) and the map tab's map view pinned to its safe area at (0, 20, 375, 598): no navigation bar over the
    /// tabs, the tab bar kept (8 frames).
    ///
    /// Xcode 12 to 13.2 (toolsVersion 17000–19999) resolve the cycle the same way: a declared one-document extension,
    /// measured blind on sedjierichson's iOS-Food-App (toolsVersion 19162, Xcode 13.0, `retina6_1`, not flagged),
    /// whose navigation root shows a controller that shows a third, whose `show` leads back to the root, the
    /// tie-breakers naming it; all three are full screen (`modalPresentationStyle="fullScreen"`) and stored without a
    /// navigation bar: a table pinned to the safe area's top and bottom at (0, 44, 414, 818), another at (0, 44, 414,
    /// 618) 200 above the bottom (under the bar, y = 88). Xcode 12 is unmeasured but lies between measured versions.
    ///
    /// Xcode 7 and 8 do the same, with the status bar alone above the root and the source (no page sheets before
    /// iOS 13). Measured blind in two projects, neither flagged (sixty-first session): Odaryna's Map storyboard
    /// (toolsVersion 9052, Xcode 7.2, 320 × 480), whose navigation root pushes an add-mood controller that shows it
    /// again, the tie-breakers naming both `show`s: Xcode stores the add-mood title 8 pt below the top layout guide at
    /// y = 28 = 20 + 8 and a review controller the root pushes with its title at 54 (12 frames; 44 pt lower under the
    /// bar); and MarcusNg's Budget (toolsVersion 12120, Xcode 8.2, 375 × 667), whose navigation root pushes an expense
    /// controller whose named `show` leads back: Xcode stores the root's chart 37 pt below the top layout guide at
    /// y = 57 = 20 + 37 and the expense controller's field 45 pt below its guide at 65, the table and the second field
    /// pinned between them and the bottom guides following (4 frames). Xcode 9 to 10.0 and 10.2 are unmeasured but lie between measured versions; no
    /// document of Xcode 7 to 13.2 on disk moves the other way (3,326 documents).
    ///
    /// Xcode 13.3 to 14.3 (toolsVersion 20000–21999) do the same, measured in two projects, neither flagged
    /// (sixty-second session): ufukanilozluk's Ios-Weather-App (21225, Xcode 14.0, 430 × 932), whose navigation
    /// controller is a tab and whose root shows a detail controller whose named `show` leads back, stores both as
    /// 430 × 863 page sheets (932 − 59 − 10, the status area kept at their top: IBShortPageSheet.Xcode14SheetTop) with
    /// tables 10 pt below the safe area's top at y = 69 = 59 + 10 (2 frames); Mitaligupta19's notes (21701, Xcode 14.3,
    /// 414 × 736), whose navigation root shows a note controller whose named `presentation` (full screen) leads back,
    /// stores the root with its table pinned to the safe area's top at (0, 0, 414, 736), presented full screen without
    /// the device's insets (IBPresentations), and the note controller as a 414 × 716 sheet with a field 10 pt below its
    /// safe area's top at y = 10 (4 frames; the navigation controller's bar, stored at y = 20, is then not listed).
    /// Only these two documents of the 3,815 on disk move.
    enum CycleThroughRoot {
        /// Xcode 7.0 to 14.3 (8000–21999: 9052, 12120, 14460.31, 15705, 16097, 19162, 21225 and 21701 measured).
        static let toolsVersions = [8000..<22000]

        static func applies(toolsVersion: Int) -> Bool { toolsVersions.contains { $0.contains(toolsVersion) } }
    }
}
