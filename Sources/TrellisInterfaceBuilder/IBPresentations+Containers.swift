/// Controllers that are not presented although their own `modalPresentationStyle` says full screen.
///
/// UIKit reads `modalPresentationStyle` only when a controller is presented: a controller a navigation controller
/// shows (its root, or one pushed by a `show` or older `push` segue from a controller in its stack) or that a tab
/// bar or split view controller shows is laid out inside that container, under its bars and the device's status bar
/// ("modalPresentationStyle … The presentation style determines how a modally presented view controller is displayed
/// onscreen", UIViewController documentation). Xcode's canvas agrees: in a public Xcode 13 storyboard (a
/// Best Converter app) a controller marked `fullScreen` and pushed under a 96-pt large-title navigation bar on a
/// 414 × 896 canvas has its stack, 69 pt below the safe area's top, stored at y = 209 = 44 + 96 + 69.
extension IBPresentations {
    /// Ids of the controllers shown inside a container (navigation, tab bar or split view controller) and not also
    /// the destination of a `presentation` or `modal` segue.
    static func shownInContainers(_ controllers: [String: XMLElement]) -> Set<String> {
        var contained: Set<String> = []
        var presented: Set<String> = []
        var pushes: [String: [String]] = [:]
        var inNavigation: [String] = []
        for (id, controller) in controllers {
            for segue in controller.segues {
                guard let destination = segue["destination"] else { continue }
                switch segue["kind"] ?? "" {
                case "relationship":
                    contained.insert(destination)
                    if controller.name == "navigationController" { inNavigation.append(destination) }
                case "show", "push": pushes[id, default: []].append(destination)
                case "presentation", "modal": presented.insert(destination)
                default: break
                }
            }
        }
        // Pushes count only from a controller in a navigation stack (elsewhere a `show` segue presents modally).
        var frontier = inNavigation
        var visited = Set(inNavigation)
        while let id = frontier.popLast() {
            for destination in pushes[id] ?? [] where visited.insert(destination).inserted {
                contained.insert(destination)
                frontier.append(destination)
            }
        }
        return contained.subtracting(presented)
    }
}
