import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// The complete example of the scene-format document, loaded and checked against the model.
@Suite("The design's example scene")
struct SceneExampleTests {
    static let example = """
    name: container-view           # optional; default: the file name without extension
    size: [375, 667]
    scale: 2
    background: white

    views:
      - scroll: scrollView
        background: white
        layout:
          - edges == superview
        offsets: [top, 600, bottom]
        children:
          - view: containerView
            layout:
              - left, top == superview
              - width == scrollView.width
            children:
              - view: childView1
                background: blue
                layout:
                  - top == 20
                  - left == 0
                  - width == containerView
                  - height == 300
              - view: childView2
                background: green
                layout:
                  - left == 0
                  - top == childView1.bottom + 50
                  - height == 400
                  - width == containerView
              - view: childView3
                background: green
                layout:
                  - left == 0
                  - top == childView2.bottom + 100
                  - width == containerView
                  - height == 700
                  - bottom == -50
    """

    @Test("loads the tree, kinds and ids")
    func tree() throws {
        let scene = try #require(try SceneLoader.load(yaml: Self.example, file: "Samples/example.yaml").scenes.first)
        #expect(scene.name == "container-view")
        #expect(scene.file == "Samples/example.yaml")
        #expect(scene.size == Size(width: 375, height: 667))
        #expect(scene.scale == 2)
        #expect(scene.allViews.map(\.id) == ["view", "scrollView", "containerView", "childView1", "childView2", "childView3"])
        #expect(scene.allViews.map(\.kind) == [.view, .scroll, .view, .view, .view, .view])
        let scroll = scene.root.children[0]
        #expect(scroll.scroll.offsets == [.top, .vertical(600), .bottom])
        #expect(scroll.clipsToBounds)
        #expect(scroll.background == .white)
        #expect(scroll.children[0].children[0].background == Color(red: 0, green: 0, blue: 1))
    }

    @Test("expands edges and applies Masonry's number rule")
    func constraints() throws {
        let scene = try #require(try SceneLoader.load(yaml: Self.example, file: "example.yaml").scenes.first)
        let scroll = scene.root.children[0]
        #expect(scroll.constraints.map(\.firstAttribute) == [.top, .left, .bottom, .right])
        #expect(scroll.constraints.allSatisfy { $0.second == LayoutItem("view") && $0.secondAttribute == $0.firstAttribute })
        #expect(scroll.constraints[0].location == SourceLocation(file: "example.yaml", line: 10, column: 9))
        #expect(scroll.constraints[0].text == "edges == superview")

        let container = scroll.children[0]
        #expect(container.constraints.count == 3)
        #expect(container.constraints[0] == LayoutConstraint(LayoutItem("containerView"), .left, .equal, LayoutItem("scrollView"), .left,
                                                             location: container.constraints[0].location, text: "left, top == superview",
                                                             origin: .compound))
        #expect(container.constraints[2].second == LayoutItem("scrollView"))
        #expect(container.constraints[2].secondAttribute == .width)

        let child3 = container.children[2]
        let bottom = try #require(child3.constraints.last)
        #expect(bottom.firstAttribute == .bottom)
        #expect(bottom.second == LayoutItem("containerView"))
        #expect(bottom.secondAttribute == .bottom)
        #expect(bottom.constant == -50)
        let height = child3.constraints[3]
        #expect(height.firstAttribute == .height && height.second == nil && height.constant == 700)
        let top = child3.constraints[1]
        #expect(top.second == LayoutItem("childView2") && top.secondAttribute == .bottom && top.constant == 100)
    }
}
