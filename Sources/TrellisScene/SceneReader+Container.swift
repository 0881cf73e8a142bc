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
        if let node = keys["container"] { readContainer(node, into: &scene) }
    }

    /// `container: {navigationBar: standard | large | hidden, tabBar: true, toolbar: true}`.
    private func readContainer(_ node: YAMLNode, into scene: inout Scene) {
        guard let pairs = node.mapping else {
            error(.badValue, "container: expected {navigationBar: standard, tabBar: true, toolbar: true}, found \(node.kindDescription)",
                  at: node.mark)
            return
        }
        let keys = checkKeys(pairs, allowed: ["navigationBar", "tabBar", "toolbar"], in: "container")
        if let bar = keys["navigationBar"], let style = choice(bar, "container.navigationBar", NavigationBarStyle.allCases) {
            scene.container.navigationBar = style
        }
        if let bar = keys["tabBar"], let value = bool(bar, "container.tabBar") { scene.container.tabBar = value }
        if let bar = keys["toolbar"], let value = bool(bar, "container.toolbar") { scene.container.toolbar = value }
    }
}
