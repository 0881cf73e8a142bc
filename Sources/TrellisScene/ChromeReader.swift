import TrellisModel

/// The bars of `container:` (navigation bar, tab bar, toolbar) with their contents, and `chrome:`.
struct ChromeReader: SceneReaderPart {
    let context: SceneReadContext
}

extension ChromeReader {
    /// `container: {navigationBar: standard | large | hidden | {style, title, back, items, leadingItems},
    /// tabBar: bool | {items, selected}, toolbar: bool | {items}}`.
    func readContainer(_ node: YAMLNode, into scene: inout Scene) {
        guard let pairs = node.mapping else {
            error(.badValue, "container: expected {navigationBar: standard, tabBar: true, toolbar: true}, found \(node.kindDescription)",
                  at: node.mark)
            return
        }
        let keys = checkKeys(pairs, allowed: ["navigationBar", "tabBar", "toolbar"], in: "container")
        if let bar = keys["navigationBar"] { readNavigationBar(bar, into: &scene.container) }
        if let bar = keys["tabBar"] {
            if let fields = bar.mapping {
                let barKeys = checkKeys(fields, allowed: ["items", "selected"], in: "container.tabBar")
                scene.container.tabBar = true
                if let items = barKeys["items"] { scene.container.bars.tabItems = barItems(items, "container.tabBar.items") }
                if let selected = barKeys["selected"],
                   let index = wholeNumber(selected, "container.tabBar.selected", in: 0...100, expected: "the index of an item, from 0") {
                    scene.container.bars.selectedTab = index
                }
            } else if let value = bool(bar, "container.tabBar") {
                scene.container.tabBar = value
            }
        }
        if let bar = keys["toolbar"] {
            if let fields = bar.mapping {
                let barKeys = checkKeys(fields, allowed: ["items"], in: "container.toolbar")
                scene.container.toolbar = true
                if let items = barKeys["items"] { scene.container.bars.toolbarItems = barItems(items, "container.toolbar.items") }
            } else if let value = bool(bar, "container.toolbar") {
                scene.container.toolbar = value
            }
        }
    }

    private func readNavigationBar(_ node: YAMLNode, into container: inout Container) {
        guard let fields = node.mapping else {
            if let style = choice(node, "container.navigationBar", NavigationBarStyle.allCases) { container.navigationBar = style }
            return
        }
        let keys = checkKeys(fields, allowed: ["style", "title", "back", "items", "leadingItems"], in: "container.navigationBar")
        container.navigationBar = .standard
        if let style = keys["style"], let value = choice(style, "container.navigationBar.style", NavigationBarStyle.allCases) {
            container.navigationBar = value
        }
        if let title = keys["title"], let text = string(title, "container.navigationBar.title") { container.bars.navigation.title = text }
        if let back = keys["back"], let text = string(back, "container.navigationBar.back") { container.bars.navigation.back = text }
        if let items = keys["items"] { container.bars.navigation.items = barItems(items, "container.navigationBar.items") }
        if let items = keys["leadingItems"] {
            container.bars.navigation.leadingItems = barItems(items, "container.navigationBar.leadingItems")
        }
    }

    /// A list of items, each a title (`Edit`) or `{title, icon, style: plain | done}`.
    private func barItems(_ node: YAMLNode, _ key: String) -> [BarItem] {
        guard let items = node.sequence else {
            error(.badValue, "\(key): expected a list of items (a title, or {title, icon}), found \(node.kindDescription)", at: node.mark)
            return []
        }
        var result: [BarItem] = []
        for item in items.prefix(20) {
            if let fields = item.mapping {
                let keys = checkKeys(fields, allowed: ["title", "icon", "style"], in: "a bar item")
                var barItem = BarItem()
                if let title = keys["title"] { barItem.title = string(title, "\(key).title") }
                if let icon = keys["icon"] { barItem.icon = choice(icon, "\(key).icon", BarIcon.allCases) }
                if let style = keys["style"], let value = choice(style, "\(key).style", BarItemStyle.allCases) {
                    barItem.isProminent = value == .done
                }
                if barItem.title == nil && barItem.icon == nil {
                    if keys["title"] != nil || keys["icon"] != nil { continue }  // already reported
                    error(.badValue, "\(key): an item needs a 'title' or an 'icon'", at: item.mark)
                    continue
                }
                result.append(barItem)
            } else if let title = string(item, key) {
                result.append(BarItem(title: title))
            }
        }
        if items.count > 20 { error(.badValue, "\(key): at most 20 items", at: node.mark) }
        return result
    }

    /// `chrome: false`: no status bar and no home indicator (for diagrams).
    func readChrome(_ keys: [String: YAMLNode], into scene: inout Scene) {
        if let node = keys["chrome"], let value = bool(node, "chrome") { scene.showsChrome = value }
    }

}

/// UIBarButtonItem.Style: `done` is drawn semibold.
private enum BarItemStyle: String, CaseIterable { case plain, done }
