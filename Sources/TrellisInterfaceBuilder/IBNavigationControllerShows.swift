import TrellisModel

/// A `show` (or older `push`) segue whose source is a navigation controller itself (its own `<connections>`, not a
/// controller of its stack) pushes the destination onto that controller's stack: the destination gets the bars the
/// navigation controller gives its root (its navigation bar, its toolbar when `toolbarHidden="NO"`, the bars of the
/// containers it is a tab of).
///
/// UIKit: Apple's documentation of `UINavigationController.show(_:sender:)` says the method "pushes `vc` onto the
/// navigation stack in a similar way as the `pushViewController(_:animated:)` method" and that "the Show segue uses
/// this method". Xcode's inferred simulated metrics follow it. Measured: reloni's CloudMusicPlayer
/// (CloudAccounts.storyboard, Xcode 7.3, toolsVersion 10116, the 600 × 600 Any/Any canvas) has a navigation
/// controller with a shown toolbar (`toolbarHidden="NO"`) whose own connections hold a `show` segue to an "Add to
/// play list" controller; that controller's vertical stack, pinned to the top and bottom layout guides, is stored at
/// (0, 64, 600, 492): 20 + 44 below the top, the 44-pt toolbar above the bottom, as the stack's root controller's
/// table (pinned to the same guides) is stored at y = 64, 492 tall. Without the push the stack was laid out at
/// (0, 20, 600, 580). Containers as destinations (UIKit refuses to push a navigation controller) are left out.
enum IBNavigationControllerShows {
    /// The controllers `navigationController` shows by `show`/`push` segues of its own, containers left out.
    static func destinations(of navigationController: XMLElement, controllers: [String: XMLElement]) -> [String] {
        guard navigationController.name == "navigationController" else { return [] }
        return navigationController.segues
            .filter { $0["kind"] == "show" || $0["kind"] == "push" }
            .compactMap { $0["destination"] }
            .filter { id in
                guard let name = controllers[id]?.name else { return false }
                return name != "navigationController" && name != "tabBarController" && name != "splitViewController"
            }
    }
}
