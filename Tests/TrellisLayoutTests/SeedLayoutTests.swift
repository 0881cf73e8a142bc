import Testing
import TrellisModel
import TrellisLayout

/// The seeds' layouts, built in Swift, with their frames and content sizes derived by hand.
@Suite("Seed layouts")
struct SeedLayoutTests {
    /// Seed 000: a vertical scroll view holding a header, a tab bar and a horizontally paging scroll view.
    static func nestedPager() -> Scene {
        // CGFloat subHeight = height - 44 - 49 = 812 - 93 = 719.
        let table = node(.view, "tableView", [
            make("tableView", .left, .equal, "subScrollView"), make("tableView", .top, .equal, "subScrollView"),
            make("tableView", .width, constant: 375), make("tableView", .height, constant: 719),
        ])
        let green = node(.view, "greenView", [
            make("greenView", .left, .equal, "tableView", .right),
            make("greenView", .width, .equal, "tableView"), make("greenView", .height, .equal, "tableView"),
            make("greenView", .top, .equal, "tableView"),
            make("greenView", .right, .equal, "subScrollView"), make("greenView", .bottom, .equal, "subScrollView"),
        ])
        let pager = scroll("subScrollView", [
            make("subScrollView", .top, .equal, "tabView", .bottom),
            make("subScrollView", .left, .equal, "tabView"), make("subScrollView", .right, .equal, "tabView"),
            make("subScrollView", .height, constant: 719),
            make("subScrollView", .bottom, .equal, "scrollView", constant: -49),
        ], offsets: [.pages], paging: true, [green, table])
        let head = node(.view, "headView", [
            make("headView", .left, .equal, "scrollView"), make("headView", .right, .equal, "scrollView"),
            make("headView", .top, .equal, "scrollView"),
            make("headView", .width, constant: 375), make("headView", .height, constant: 108),
        ])
        let tab = node(.view, "tabView", [
            make("tabView", .height, constant: 44), make("tabView", .top, .equal, "headView", .bottom),
            make("tabView", .left, .equal, "headView"), make("tabView", .right, .equal, "headView"),
        ])
        let outer = scroll("scrollView", edges("scrollView", "view"), [head, tab, pager])
        return Scene(name: "nested-pager", size: Size(width: 375, height: 812), views: [outer])
    }

    @Test("000: the nested pager's content sizes are 375 × 920 and 750 × 719")
    func nestedPagerContentSizes() throws {
        let (_, result) = layOut(Self.nestedPager())
        #expect(result.diagnostics.isEmpty)
        let first = try #require(result.states.first)
        // Outer content: 108 (head) + 44 (tab) + 719 (pager) + 49 (bottom offset) = 920; width = headView's 375.
        #expect(first.view("scrollView")?.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(first.view("scrollView")?.contentSize == Size(width: 375, height: 920))
        #expect(first.view("headView")?.frame == Rect(x: 0, y: 0, width: 375, height: 108))
        #expect(first.view("tabView")?.frame == Rect(x: 0, y: 108, width: 375, height: 44))
        #expect(first.view("subScrollView")?.frame == Rect(x: 0, y: 152, width: 375, height: 719))
        // Inner content: tableView (375) + greenView (375) side by side = 750 wide, 719 tall.
        #expect(first.view("subScrollView")?.contentSize == Size(width: 750, height: 719))
        #expect(first.view("tableView")?.frame == Rect(x: 0, y: 0, width: 375, height: 719))
        #expect(first.view("greenView")?.frame == Rect(x: 375, y: 0, width: 375, height: 719))
    }

    @Test("000: the pager's pages are 0 and 375, the outer view stays at the top")
    func nestedPagerStates() {
        let (_, result) = layOut(Self.nestedPager())
        #expect(result.states.map(\.name) == ["scrollView.top", "subScrollView.page-1", "subScrollView.page-2"])
        let second = result.state("subScrollView.page-2")
        #expect(second?.view("subScrollView")?.contentOffset == Point(x: 375, y: 0))
        #expect(second?.view("scrollView")?.contentOffset == Point(x: 0, y: 0))
        #expect(second?.scrollView == "subScrollView")
        // Scrolling moves no frame: nothing floats.
        #expect(second?.view("greenView")?.frame == Rect(x: 375, y: 0, width: 375, height: 719))
    }

    @Test("001: edges bind the content area, width and height the frame (375 × 1000.5)")
    func edgesAndSizes() {
        let sub = node(.view, "subView1", edges("subView1", "scrollView") + [
            make("subView1", .width, .equal, "scrollView"),
            make("subView1", .height, .equal, "scrollView", multiplier: 1.5),
        ])
        let scene = Scene(name: "seed-001", views: [scroll("scrollView", edges("scrollView", "view"), [sub])])
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        // Height = 667 × 1.5 = 1000.5; the edges make the content exactly the subview.
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 375, height: 1000.5))
        #expect(result.frame("subView1") == Rect(x: 0, y: 0, width: 375, height: 1000.5))
    }

    @Test("001: edges alone leave the content size at 0 × 0, with both axes reported")
    func edgesAlone() throws {
        let sub = node(.view, "subView1", edges("subView1", "scrollView"))
        let scene = Scene(name: "seed-001", views: [scroll("scrollView", edges("scrollView", "view"), [sub])])
        let (_, result) = layOut(scene)
        #expect(result.states.first?.view("scrollView")?.contentSize == Size.zero)
        let warnings = result.diagnostics("ambiguous-content-size")
        #expect(warnings.map(\.axis) == [.horizontal, .vertical])
        let vertical = try #require(warnings.last)
        #expect(vertical.view == "scrollView")
        #expect(vertical.message == "the content height of 'scrollView' is not determined by its subviews' constraints (0 is used): give 'subView1' a height, or set contentSize")
    }

    @Test("002: an image view's intrinsic size makes the content size (600 × 400)")
    func imageContent() {
        var image = node(.image, "imageView", edges("imageView", "scrollView"))
        image.image = ImageProperties(source: "photo@2x.png", path: "/tmp/photo@2x.png", pixelSize: Size(width: 1200, height: 800), scale: 2)
        let scene = Scene(name: "seed-002", views: [scroll("scrollView", edges("scrollView", "view"), [image])])
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        // 1200 × 800 pixels at @2x = 600 × 400 points.
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 600, height: 400))
        #expect(result.frame("imageView") == Rect(x: 0, y: 0, width: 600, height: 400))
    }

    /// Seed 003's "unique view": 10 points from every content edge, as wide as the scroll view, 800 tall.
    static func uniqueView(contentSize: Size? = nil) -> Scene {
        let unique = node(.view, "uniqueView", edges("uniqueView", "scrollView", inset: 10) + [
            make("uniqueView", .width, .equal, "scrollView"), make("uniqueView", .height, constant: 800),
        ])
        let scrollView = scroll("scrollView", edges("scrollView", "view"), contentSize: contentSize, [unique])
        return Scene(name: "seed-003", views: [scrollView])
    }

    @Test("003: the unique view with 10-point spacing gives a 395 × 820 content")
    func uniqueViewContent() {
        let (_, result) = layOut(Self.uniqueView())
        #expect(result.diagnostics.isEmpty)
        // Width: 10 + 375 (the scroll view's width) + 10 = 395; height: 10 + 800 + 10 = 820.
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 395, height: 820))
        #expect(result.frame("uniqueView") == Rect(x: 10, y: 10, width: 375, height: 800))
    }

    @Test("003: subviews chained 10 points apart, the last one closing the content")
    func chainedSubviews() {
        var children: [ViewNode] = []
        for index in 1...3 {
            let id = "child\(index)"
            var constraints = [make(id, .left, .equal, "scrollView"), make(id, .right, .equal, "scrollView"),
                               make(id, .width, .equal, "scrollView"), make(id, .height, constant: 100)]
            constraints.append(index == 1 ? make(id, .top, .equal, "scrollView", constant: 10)
                                          : make(id, .top, .equal, "child\(index - 1)", .bottom, constant: 10))
            if index == 3 { constraints.append(make(id, .bottom, .equal, "scrollView", constant: -10)) }
            children.append(node(.view, id, constraints))
        }
        let scene = Scene(name: "seed-003-direct", views: [scroll("scrollView", edges("scrollView", "view"), children)])
        let (_, result) = layOut(scene)
        #expect(result.diagnostics.isEmpty)
        // 10 + 3 × 100 + 2 × 10 + 10 = 340.
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 375, height: 340))
        #expect(result.frame("child3") == Rect(x: 0, y: 230, width: 375, height: 100))
    }

    /// Seed 004's container view: left, top and width only, so its height comes from its children.
    static func containerView(contentSize: Size? = nil) -> Scene {
        let child1 = node(.view, "childView1", [
            make("childView1", .top, .equal, "containerView", constant: 20), make("childView1", .left, .equal, "containerView"),
            make("childView1", .width, .equal, "containerView"), make("childView1", .height, constant: 300),
        ])
        let child2 = node(.view, "childView2", [
            make("childView2", .left, .equal, "containerView"), make("childView2", .top, .equal, "childView1", .bottom, constant: 50),
            make("childView2", .height, constant: 400), make("childView2", .width, .equal, "containerView"),
        ])
        let child3 = node(.view, "childView3", [
            make("childView3", .left, .equal, "containerView"), make("childView3", .top, .equal, "childView2", .bottom, constant: 100),
            make("childView3", .width, .equal, "containerView"), make("childView3", .height, constant: 700),
            make("childView3", .bottom, .equal, "containerView", constant: -50),
        ])
        let container = node(.view, "containerView", [
            make("containerView", .left, .equal, "scrollView"), make("containerView", .top, .equal, "scrollView"),
            make("containerView", .width, .equal, "scrollView", .width),
        ], [child1, child2, child3])
        let scrollView = scroll("scrollView", edges("scrollView", "view"), offsets: [.top, .vertical(600), .bottom],
                                contentSize: contentSize, [container])
        return Scene(name: "container-view", views: [scrollView])
    }

    @Test("004: the container is 1620 tall, but the content size is ambiguous")
    func containerAmbiguous() throws {
        let (_, result) = layOut(Self.containerView())
        // 20 + 300 + 50 + 400 + 100 + 700 + 50 = 1620.
        #expect(result.frame("containerView") == Rect(x: 0, y: 0, width: 375, height: 1620))
        #expect(result.frame("childView3") == Rect(x: 0, y: 870, width: 375, height: 700))
        #expect(result.states.first?.view("scrollView")?.contentSize == Size.zero)
        let warnings = result.diagnostics("ambiguous-content-size")
        #expect(warnings.count == 2)
        let vertical = try #require(warnings.first { $0.axis == .vertical })
        #expect(vertical.message.hasSuffix("add `bottom == scrollView` to containerView, or set contentSize"))
        let horizontal = try #require(warnings.first { $0.axis == .horizontal })
        #expect(horizontal.message.hasSuffix("add `right == scrollView` to containerView, or set contentSize"))
        // With a zero content size, 600 is past the end of the range.
        #expect(result.diagnostics("offset-out-of-range").count == 1)
    }

    @Test("004: contentSize [375, 1620] fixes it: offsets top, 600 and bottom (953)")
    func containerWithContentSize() {
        let (_, result) = layOut(Self.containerView(contentSize: Size(width: 375, height: 1620)))
        #expect(result.diagnostics.isEmpty)
        #expect(result.states.first?.view("scrollView")?.contentSize == Size(width: 375, height: 1620))
        // bottom = 1620 - 667 = 953.
        #expect(result.states.map(\.name) == ["scrollView.top", "scrollView.0,600", "scrollView.bottom"])
        #expect(result.state("scrollView.bottom")?.view("scrollView")?.contentOffset == Point(x: 0, y: 953))
        #expect(result.state("scrollView.bottom")?.view("childView3")?.frame == Rect(x: 0, y: 870, width: 375, height: 700))
    }
}
