import TrellisModel

/// Xcode 11: a navigation controller that a `show` or `showDetail` segue leads to from a controller above a tab bar
/// (a tab, or a controller pushed in a tab's navigation stack) keeps that tab bar at the bottom of its stack.
///
/// UIKit would not: a navigation controller cannot be pushed, so `show` presents it, and `showDetail` outside a split
/// view presents it too (Apple's documentation of `UIViewController.show(_:sender:)` and
/// `showDetailViewController(_:sender:)`). Xcode's inferred simulated metrics treat both segues like a push for the
/// bottom bar all the same: the destination's root is laid out above the source's tab bar. Measured in two Xcode 11
/// storyboards of two unrelated projects, both unflagged:
/// - sgunnelsporter's MemeMe 2.0 (toolsVersion 16096, 414 × 896): a navigation controller reached only by two
///   `showDetail` segues, from the table and collection controllers of a tab bar controller's two tabs; its root's
///   toolbar, pinned to the safe area's bottom, is stored at y = 764, ending at 813 = 896 − 34 − 49.
/// - LINE's line-sdk-ios-swift sample (toolsVersion 15505, 375 × 667): a navigation controller reached by a `show`
///   from a table controller pushed in a tab's navigation stack; its root's text view, 300 pt above the safe area's
///   bottom, is stored ending at 318 = 667 − 49 − 300.
/// The top bar is left as it was: neither document measures it against the rule. No other document on disk has a
/// navigation controller reached this way (the corpora of sessions 28 to 33: one more, an Xcode 13 document Xcode
/// flags, not moved by the rule and outside the gate).
///
/// Xcode 11.0 (toolsVersion 14868, the first Xcode 11 save: every 14868 document on disk carries Xcode 11's
/// `appearance="light"` device and its Xcode 11 capabilities) does the same. One document, an extension of the gate:
/// FatmaJ's MemeMe2 (14868, 414 × 896, not flagged) has a navigation controller reached by two `show` segues from the
/// Add bar buttons of the roots of a tab bar controller's two navigation controllers; its root's toolbar, 17 pt above
/// the safe area's bottom, is stored at y = 752, ending at 796 = 896 − 34 − 49 − 17, and the image view above it at
/// (0, 88, 414, 664); without the tab bar both end 49 pt lower (2 frames).
///
/// Xcode 8 (toolsVersion 11000–12999) does the same: a declared one-document extension. arjun-lalwani's iOS-bankingApp
/// (11542, 375 × 667, not flagged) has a navigation controller reached by a `show` from a tab bar controller's first
/// tab (a plain controller); its root's scroll view, pinned to the bottom layout guide, is stored ending at
/// 618 = 667 − 49. An Xcode 8.2 MemeMe of the same shape (imnotjohn's, 11762, which Xcode flags) stores its editor's
/// toolbar 98 pt above the screen's bottom; the tab bar moves it 49 pt toward that. No Xcode 7, 9 or 10 document on
/// disk has the shape (widening the gate to every version moves only these two documents' frames over every document
/// of sessions 40–46); Xcode 10 presents a plain controller so shown (IBShowFromTabPresents), so it stays out.
enum IBShownNavigationTabBar {
    /// Xcode 8 (11000–12999) and Xcode 11 (14868, 15xxx and 16xxx), the versions measured.
    static let toolsVersions = [11000..<13000, 14868..<17000]

    static func applies(toolsVersion: Int) -> Bool { toolsVersions.contains { $0.contains(toolsVersion) } }

    /// The segues that may start such a stack: `show` and `showDetail` into a navigation controller.
    static func candidates(_ controllers: [String: XMLElement]) -> [(source: String, navigationController: String)] {
        // In document order, so that nothing depends on the dictionary's order.
        let sources = controllers.values.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        var result: [(source: String, navigationController: String)] = []
        for source in sources {
            guard let sourceID = source["id"] else { continue }
            for segue in source.segues where segue["kind"] == "show" || segue["kind"] == "showDetail" {
                if let destination = segue["destination"], controllers[destination]?.name == "navigationController" {
                    result.append((sourceID, destination))
                }
            }
        }
        return result
    }

    /// The bars a navigation controller's stack starts with when `source` (with its bars `reached`, pushes followed)
    /// leads to it: the source's tab bar, nil when the source is above none.
    static func startingBars(source: IBBars?) -> IBBars? {
        guard let source, source.tabBarBelow > 0 else { return nil }
        var bars = IBBars()
        bars.bottom = source.tabBarBelow
        bars.tabBarBelow = source.tabBarBelow
        bars.bottomOpaque = source.bottomOpaque
        return bars
    }
}
