import Testing
import TrellisModel
@testable import TrellisLayout

/// Navigation, tab and tool bars extend the root's safe area, so views and scroll views under them move as in UIKit.
@Suite("Containers")
struct ContainerTests {
    /// A `probe` pinned to the root's safe area on iPhone 15 Pro (393 × 852, 59 top, 34 bottom).
    func probeFrame(_ container: Container) throws -> Rect? {
        let probe = node(.view, "probe", edges("probe", "view.safeArea"))
        var scene = Scene(name: "bars", views: [probe])
        scene.devices = [try #require(Device.named("iphone-15-pro"))]
        scene.container = container
        return layOut(scene).1.frame("probe")
    }

    @Test("a standard navigation bar adds 44 below the status bar; a large title 96; a hidden bar nothing")
    func navigationBars() throws {
        // 59 + 44 = 103 and 59 + 96 = 155 at the top; the bottom edge stays at 852 - 34 = 818.
        #expect(try probeFrame(Container(navigationBar: .standard)) == Rect(x: 0, y: 103, width: 393, height: 818 - 103))
        #expect(try probeFrame(Container(navigationBar: .large)) == Rect(x: 0, y: 155, width: 393, height: 818 - 155))
        #expect(try probeFrame(Container(navigationBar: .hidden)) == Rect(x: 0, y: 59, width: 393, height: 818 - 59))
    }

    @Test("a tab bar adds 49 above the home indicator (83 in all), a toolbar 44 (78)")
    func bottomBars() throws {
        #expect(try probeFrame(Container(tabBar: true)) == Rect(x: 0, y: 59, width: 393, height: 852 - 83 - 59))
        #expect(try probeFrame(Container(toolbar: true)) == Rect(x: 0, y: 59, width: 393, height: 852 - 78 - 59))
    }

    @Test("a full-screen table-like scroll view under a large title and a tab bar gets UIKit's adjusted insets")
    func scrollUnderBars() throws {
        // Rows: 20 × 44 = 880 tall content, taller than the 852-point frame: top 59 + 96 = 155, bottom 34 + 49 = 83;
        // the scrollable range runs from -155 to 880 + 83 - 852 = 111.
        let list = node(.view, "list", edges("list", "table") + [
            make("list", .width, .equal, "table"), make("list", .height, constant: 880),
        ])
        var scene = Scene(name: "table", views: [scroll("table", edges("table", "view"), offsets: [.top, .bottom], [list])])
        scene.devices = [try #require(Device.named("iphone-15-pro"))]
        scene.container = Container(navigationBar: .large, tabBar: true)
        let (_, result) = layOut(scene)
        #expect(result.states.first?.view("table")?.adjustedContentInset == Insets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(result.states.map { $0.view("table")?.contentOffset } == [Point(x: 0, y: -155), Point(x: 0, y: 111)])
        #expect(result.states.map(\.name) == ["table.top", "table.bottom"])
    }
}
