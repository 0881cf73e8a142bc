/// The secondary (detail) controller of a split view controller on a phone, when it is not a navigation controller:
/// laid out below a standard navigation bar.
///
/// On a phone a split view controller is collapsed: UIKit shows the detail pushed onto the primary column's navigation
/// stack (`showDetailViewController(_:sender:)` pushes it there; with a column-style split, Xcode 12 on, UIKit wraps
/// each column that is not a navigation controller in one of its own), so the detail appears under a navigation bar,
/// and Xcode's canvas lays the detail scene out that way. Measured on three documents of three people, classic and
/// column-style:
/// - an Xcode 9.2 storyboard (toolsVersion 13771, `retina4_7`, a classic split, no `allowDoubleColumnStyle`) stores
///   its detail controller's image view and name label pinned 8 pt below the safe area's top at y = 72 = 20 + 44 + 8,
///   with three more views chained below them (5 frames);
/// - an Xcode 11.2 storyboard (15400, `retina6_1`, a classic split) stores its detail controller's card view pinned to
///   the safe area's top at y = 88 = 44 + 44 (measured blind, before this rule);
/// - an Xcode 12.0 storyboard (17156, `retina6_1`, `allowDoubleColumnStyle="YES"`) stores its detail controller's
///   image view pinned 50 pt below the safe area's top at y = 138 = 44 + 44 + 50, three labels chained below (4 frames).
/// A detail that is a navigation controller brings its own bar, once (an Xcode 9.2 `retina4_7` copy of the first
/// layout stores the same image view at y = 72 under its detail navigation controller's bar).
/// iPads show both columns side by side, and there the detail keeps no bar: an Xcode 11.4 `ipad9_7` landscape
/// storyboard stores its detail controller's menu bar pinned to the safe area's top at y = 0 (IBPadBars: no status bar
/// there; a column-style split's plain detail on an iPad gets its wrapping navigation controller's bar:
/// IBSplitColumnBars). Not measured: a detail that is a tab bar controller, and the supplementary column of a triple-column split.
/// Nor does Xcode 6 and 7's 600 × 600 Any/Any canvas (IBAnyAnyCanvas), which stands for every width, iPads' included
/// (a declared one-document extension): remuslazar's ios-photo-shrinkwrap storyboard (toolsVersion 9059, Xcode 7.0,
/// not flagged) has a split view controller whose plain detail controller the master table's `showDetail` also shows
/// (the tie-breaker names it); Xcode stores the detail's image view, pinned to the top layout guide's bottom and the
/// view's bottom, at (0, 20, 600, 580): the status bar alone above it, where a navigation bar would put it at y = 64.
enum IBSplitDetailBars {
    /// Adds the phone's navigation bar (`barHeight`) at the top of every split view controller's detail controller of
    /// `controllers` that is not itself a container, in `result`, except those `laidOutElsewhere` names; none on an
    /// Any/Any canvas (IBAnyAnyCanvas: `document` names no device).
    static func apply(_ controllers: [String: XMLElement], laidOutElsewhere: Set<String>, canvas: IBCanvas,
                      document: XMLElement, barHeight: Double, into result: inout [String: IBBars]) {
        guard !canvas.isPad, !IBAnyAnyCanvas.applies(to: document) else { return }
        // A detail that a tie-broken presentation lays out (a page sheet) keeps that layout (IBSplitColumnBars).
        IBSplitColumnBars.addBar(splits: controllers.values.filter { $0.name == "splitViewController" },
                                 relationships: ["detailViewController"], controllers: controllers,
                                 skipping: laidOutElsewhere,
                                 barHeight: barHeight, into: &result)
    }
}
