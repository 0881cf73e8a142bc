import TrellisModel

/// Controllers of a storyboard that have no view in the document, so no scene: a SwiftUI hosting controller
/// (`<hostingController>`, Xcode 11 and later: its content is a SwiftUI view made in code), a page view controller,
/// an AVKit player, a GLKit controller (their views are made at run time). Each is named in an `unsupported`
/// warning at its line, so a storyboard of nothing but such controllers does not render to an empty folder without a
/// word. Containers (navigation, tab bar, split view controllers) are not named: their children are the scenes and
/// their bars are drawn in them; nor are storyboard references (`viewControllerPlaceholder`), whose scenes are in the
/// storyboard they name.
enum IBViewlessControllers {
    /// Container and reference elements, which have no view of their own by design.
    private static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController",
                                                  "viewControllerPlaceholder"]

    /// One warning per controller of `document`'s scenes that is not a container and has no view.
    static func warnings(document: XMLElement, file: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] where object["sceneMemberID"] == "viewController" {
                guard object.child(key: "view") == nil, !containers.contains(object.name) else { continue }
                let name = object["storyboardIdentifier"] ?? object["title"] ?? object["userLabel"] ?? object["id"] ?? object.name
                let why = object.name == "hostingController"
                    ? "its content is a SwiftUI view made in code"
                    : "its view is made at run time"
                warnings.append(.ib(.warning, .unsupported,
                                    "<\(object.name)> '\(name)' has no view in the document (\(why)); no scene is rendered for it",
                                    file: file, element: object))
            }
        }
        return warnings
    }
}
