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
///
/// From Xcode 11 a navigation controller's own `show` presents instead (`presentedSheets`): `UIViewController`'s
/// own `show(_:sender:)` presents modally, and Xcode 11 (the iOS 13 SDK) made the automatic presentation a page sheet.
/// ONE DOCUMENT, measured blind: hoptown's gotip Main_iPad.storyboard (Xcode 15.0, toolsVersion 22154, `ipad9_7`,
/// 768 × 1024) has two navigation controllers without a root, each with a `show` segue of its own. Both destinations
/// are stored 704 × 984 (the iPad's portrait page sheet) with their views pinned to the top layout guide as if it were
/// at 0: a view 19 pt below it at y = 19 and a label 105 pt below it at 105, where a push under the first
/// controller's 50-pt bar gives 89 and under the second's 56-pt sheet bar 161. A navigation controller with a root
/// presents alike (a declared one-document extension, sixty-second session, measured blind: Anjali-Sikarwar's
/// Portfolio storyboard, prerelease toolsVersion 32700 with the Xcode 15.3 plug-in, 22685, `retina6_12`, not flagged,
/// whose initial navigation controller has a home root and holds two `show` segues of its own: both destinations are
/// stored as 393 × 842 page sheets (852 − 10) with views pinned to the safe area's top at y = 0, as is the controller
/// one of them shows, 7 frames; pushed, they lay 44 pt lower, under the bar). The version is read at Xcode 11, where
/// the page sheet became the default (reloni's, Xcode 7.3, pushes); Xcode 8 to 14 are not measured, and no other
/// document on disk (3,815) has such a segue from Xcode 11 on.
enum IBNavigationControllerShows {
    /// Xcode 11's first toolsVersion.
    static let presentsFrom = IBToolsVersion.xcode10.upperBound

    /// The controllers `navigationController` shows by `show`/`push` segues of its own, containers left out; its
    /// `show` segues from Xcode 11 on are presentations (`presents`), not pushes.
    static func destinations(of navigationController: XMLElement, controllers: [String: XMLElement], toolsVersion: Int) -> [String] {
        guard navigationController.name == "navigationController" else { return [] }
        let presents = presents(navigationController, toolsVersion: toolsVersion)
        return shown(by: navigationController, controllers: controllers, kinds: presents ? ["push"] : ["show", "push"])
    }

    /// On an iPad, the controllers a navigation controller of Xcode 11 on presents by its own `show` segues
    /// whose views are stored smaller than the canvas: page sheets, with no status bar (IBSheetSegues).
    static func presentedSheets(_ controllers: [String: XMLElement], canvas: IBCanvas) -> Set<String> {
        guard canvas.isPad else { return [] }
        var result: Set<String> = []
        for controller in controllers.values where presents(controller, toolsVersion: canvas.toolsVersion) {
            for id in shown(by: controller, controllers: controllers, kinds: ["show"]) {
                guard let root = controllers[id]?.child(key: "view").flatMap(IBGeometry.rect),
                      root.width < canvas.size.width, root.height < canvas.size.height else { continue }
                result.insert(id)
            }
        }
        return result
    }

    /// Whether `show` segues of `controller` present: a navigation controller, from Xcode 11.
    static func presents(_ controller: XMLElement, toolsVersion: Int) -> Bool {
        controller.name == "navigationController" && toolsVersion >= presentsFrom
    }

    private static func shown(by navigationController: XMLElement, controllers: [String: XMLElement], kinds: Set<String>) -> [String] {
        navigationController.segues
            .filter { kinds.contains($0["kind"] ?? "") }
            .compactMap { $0["destination"] }
            .filter { id in
                guard let name = controllers[id]?.name else { return false }
                return name != "navigationController" && name != "tabBarController" && name != "splitViewController"
            }
    }
}
