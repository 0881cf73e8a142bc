/// A segue drawn from an object that sits beside a scene's view controller, not inside it (a tap gesture recognizer
/// among the scene's objects), leaves from that view controller: a storyboard segue's source is always a view
/// controller (Apple's documentation of `UIStoryboardSegue.source`: the controller on screen when the transition
/// begins), and a gesture recognizer's segue is performed by its scene's controller.
///
/// Measured: H-G-Hristov's iOS-Tutorials, MySupperiorApp Main.storyboard (toolsVersion 15505, Xcode 11.2, 320 × 568,
/// not flagged): the navigation controller's root has a tap gesture recognizer whose `show` segue pushes a Local
/// Weather controller; Xcode stores that controller's stack, pinned 24 pt inside its safe area, at (40, 68, 240, 476):
/// 68 = 20 + 44 + 24 under the pushed navigation bar, where a controller pushed from nothing would have it at y = 24
/// (3 frames).
enum IBSceneSegueSources {
    /// For each object of a scene other than its view controller, the id of that view controller.
    static func owners(in document: XMLElement) -> [String: String] {
        var owners: [String: String] = [:]
        for scene in document.child("scenes")?.children("scene") ?? [] {
            let objects = scene.child("objects")?.children ?? []
            guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" })?["id"] else { continue }
            for object in objects where object["sceneMemberID"] != "viewController" {
                if let id = object["id"] { owners[id] = controller }
            }
        }
        return owners
    }

    /// The `show` and `push` segues of the document's controllers (`controllers`: every object of its scenes by id),
    /// each from its scene's controller, in document order (the segues' lines), so that nothing depends on the
    /// dictionary's order.
    static func pushes(_ controllers: [String: XMLElement], document: XMLElement) -> [(source: String, destination: String)] {
        let owners = owners(in: document)
        var segues: [(source: String, destination: String, line: Int, column: Int)] = []
        for (id, controller) in controllers {
            for segue in controller.segues where segue["kind"] == "show" || segue["kind"] == "push" {
                if let destination = segue["destination"] { segues.append((owners[id] ?? id, destination, segue.line, segue.column)) }
            }
        }
        segues.sort { ($0.line, $0.column, $0.source, $0.destination) < ($1.line, $1.column, $1.source, $1.destination) }
        return segues.map { (source: $0.source, destination: $0.destination) }
    }
}
