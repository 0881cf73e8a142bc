/// Controllers pushed inside a navigation controller presented full screen are presented with it.
///
/// A `show` (or older `push`) segue from a controller in a navigation stack pushes its destination onto that stack
/// (IBPresentations.shownInContainers), so when the navigation controller itself is presented full screen, the pushed
/// controller is on screen in that presentation too: UIKit lays it out in the same full-screen container as the stack's
/// root ("modalPresentationStyle … The presentation style determines how a modally presented view controller is
/// displayed onscreen", UIViewController documentation; a pushed controller is shown by its navigation controller,
/// not presented again). Measured: an Xcode 16.3 save (toolsVersion 23727, the 402 × 874 iPhone 16 Pro canvas) of
/// Yandex Practicum's ImageFeed stores a web view pushed from the root of a navigation controller shown by a
/// `fullScreen` presentation segue pinned to the safe area's top at y = 106 = 62 + 44 (the device's inset once, then
/// the stored 44-pt bar at y = 62: IBXcode162FullScreen), where the doubled insets of scenes that are not presented
/// would give 2 × 62 + 44 = 168 (IBRootPlacement.canvasInsets). A second person's Xcode 16.3 save of the same course
/// screens (23727, 393 × 852), measured blind before this rule, stores its pushed web view at 103 = 59 + 44 (not 162).
/// Before Xcode 16.2 (no device insets for a full-screen presentation) this follows from UIKit's rule, not measured.
extension IBPresentations {
    /// `ids` and the controllers pushed, directly or along chains of pushes, from those of them that a navigation
    /// controller among `ids` shows.
    static func withPushes(_ ids: Set<String>, _ controllers: [String: XMLElement]) -> Set<String> {
        var inStacks: [String] = []
        for id in ids {
            guard let controller = controllers[id], controller.name == "navigationController" else { continue }
            for segue in controller.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                if let destination = segue["destination"], ids.contains(destination) { inStacks.append(destination) }
            }
        }
        var result = ids
        var frontier = inStacks
        var visited = Set(inStacks)
        while let id = frontier.popLast() {
            for segue in controllers[id]?.segues ?? [] where segue["kind"] == "show" || segue["kind"] == "push" {
                guard let destination = segue["destination"], controllers[destination]?.name != "navigationController",
                      visited.insert(destination).inserted else { continue }
                result.insert(destination)
                frontier.append(destination)
            }
        }
        return result
    }
}
