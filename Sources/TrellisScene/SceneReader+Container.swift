import TrellisModel

/// The scene keys about the view controller around the root view: `container:`, its margins' minimum.
extension SceneReader {

    func readControllerKeys(_ keys: [String: YAMLNode], into scene: inout Scene) {
        if let node = keys["viewRespectsSystemMinimumLayoutMargins"], let value = bool(node, "viewRespectsSystemMinimumLayoutMargins") {
            scene.respectsSystemMinimumMargins = value
        }
        if let node = keys["insetsLayoutMarginsFromSafeArea"], let value = bool(node, "insetsLayoutMarginsFromSafeArea") {
            scene.root.insetsLayoutMarginsFromSafeArea = value
        }
        if let node = keys["container"] { ChromeReader(context: context).readContainer(node, into: &scene) }
        ChromeReader(context: context).readChrome(keys, into: &scene)
    }
}
