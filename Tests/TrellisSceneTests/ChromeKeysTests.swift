import Testing
import TrellisModel
@testable import TrellisScene

/// The long forms of `container:` (bar titles and items) and `chrome:`.
@Suite("Chrome keys")
struct ChromeKeysTests {
    @Test("a navigation bar with title, back button and items; a tab bar with items and a selection; a toolbar")
    func longForms() throws {
        let scene = try Load.scene("""
        chrome: false
        container:
          navigationBar: {style: large, title: Settings, back: Back, items: [Edit, {icon: plus, style: done}], leadingItems: [{icon: gear}]}
          tabBar: {items: [{title: Home, icon: house}, Search], selected: 1}
          toolbar: {items: [{icon: heart}, Share]}
        """)
        #expect(!scene.showsChrome)
        let container = scene.container
        #expect(container.navigationBar == .large && container.tabBar && container.toolbar)
        #expect(container.bars.navigation.title == "Settings" && container.bars.navigation.back == "Back")
        #expect(container.bars.navigation.items.map(\.title) == ["Edit", nil])
        #expect(container.bars.navigation.items.last?.icon == .plus && container.bars.navigation.items.last?.isProminent == true)
        #expect(container.bars.navigation.leadingItems.first?.icon == .gear)
        #expect(container.bars.tabItems == [BarItem(title: "Home", icon: .house), BarItem(title: "Search")])
        #expect(container.bars.selectedTab == 1)
        #expect(container.bars.toolbarItems.count == 2)
        // The layout's insets are those of the short forms: 96 at the top, 49 + 44 at the bottom.
        #expect(container.barInsets.top == 96 && container.barInsets.bottom == 93)
    }

    @Test("a navigation bar mapping without a style is a standard bar; the short forms still work")
    func defaults() throws {
        let scene = try Load.scene("container: {navigationBar: {title: Inbox}, tabBar: false}\n")
        #expect(scene.container.navigationBar == .standard && !scene.container.tabBar)
        #expect(scene.showsChrome)
    }

    @Test("an unknown icon, an item with neither title nor icon, and an unknown bar key are refused with their place")
    func refused() {
        let icon = Load.errors("container: {tabBar: {items: [{icon: hous}]}}\n")
        #expect(icon.first?.message.contains("did you mean 'house'?") == true)
        let empty = Load.errors("container:\n  toolbar: {items: [{style: done}]}\n")
        #expect(empty.first?.message.contains("needs a 'title' or an 'icon'") == true)
        #expect(empty.first?.location?.line == 2)
        let key = Load.errors("container: {navigationBar: {titel: A}}\n")
        #expect(key.first?.code == .unknownKey)
        let chrome = Load.errors("chrome: maybe\n")
        #expect(chrome.first?.message.contains("chrome: expected true or false") == true)
    }
}
