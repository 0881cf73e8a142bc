import Testing
import TrellisModel
@testable import TrellisLayout

/// UIScrollView.contentInsetAdjustmentBehavior: which axes take the safe area into the adjusted content inset.
/// Apple documents `scrollableAxes` as adjusting top and bottom only when the content is taller than the scroll view
/// (or alwaysBounceVertical), left and right only when it is wider (or alwaysBounceHorizontal); `automatic` as the same
/// except that a navigation controller's content scroll view always adjusts its top and bottom; `always` and `never`.
@Suite("Content inset adjustment")
struct InsetAdjustmentTests {
    /// A full-screen scroll view on iPhone X (375 × 812, safe area 44 top, 34 bottom) whose content is `content` points.
    func scene(_ behavior: InsetAdjustment, content: Size, offsets: [ScrollOffset] = [.top],
               configure: (inout ViewNode) -> Void = { _ in }) throws -> Scene {
        let page = node(.view, "content", edges("content", "scrollView") + [
            make("content", .width, constant: content.width), make("content", .height, constant: content.height),
        ])
        var scrollView = scroll("scrollView", edges("scrollView", "view"), offsets: offsets, [page])
        scrollView.scroll.insetAdjustment = behavior
        configure(&scrollView)
        var scene = Scene(name: "adjustment", views: [scrollView])
        scene.devices = [try #require(Device.named("iphone-x"))]
        return scene
    }

    func inset(_ result: LayoutResult) -> Insets? { result.states.first?.view("scrollView")?.adjustedContentInset }

    @Test("a horizontal pager on iPhone X gets no vertical inset and never scrolls vertically")
    func horizontalPager() throws {
        // Content 3 × 375 wide and exactly 812 tall: only the horizontal axis scrolls, and iPhone X has no left or right
        // safe area in portrait, so the adjusted inset is 0 on every side; pages at x 0, 375, 750, all at y 0.
        let (_, result) = layOut(try scene(.automatic, content: Size(width: 1125, height: 812), offsets: [.pages]))
        #expect(inset(result) == .zero)
        #expect(result.states.map(\.name) == ["scrollView.0,0", "scrollView.375,0", "scrollView.750,0"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("scrollableAxes and automatic adjust a vertical axis only when the content is taller than the frame",
          arguments: [InsetAdjustment.scrollableAxes, .automatic])
    func verticalOnlyWhenScrolling(behavior: InsetAdjustment) throws {
        // 375 × 500 content in a 375 × 812 frame: no axis scrolls, nothing is adjusted.
        let (_, short) = layOut(try scene(behavior, content: Size(width: 375, height: 500)))
        #expect(inset(short) == .zero)
        // 375 × 2000: the vertical axis scrolls, top 44 and bottom 34 are added.
        let (_, tall) = layOut(try scene(behavior, content: Size(width: 375, height: 2000)))
        #expect(inset(tall) == Insets(top: 44, left: 0, bottom: 34, right: 0))
        // alwaysBounceVertical counts as scrolling.
        let (_, bouncing) = layOut(try scene(behavior, content: Size(width: 375, height: 500)) { $0.scroll.alwaysBounceVertical = true })
        #expect(inset(bouncing) == Insets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test("always adjusts every axis, never none")
    func alwaysAndNever() throws {
        let (_, always) = layOut(try scene(.always, content: Size(width: 375, height: 500)))
        #expect(inset(always) == Insets(top: 44, left: 0, bottom: 34, right: 0))
        let (_, never) = layOut(try scene(.never, content: Size(width: 375, height: 2000)))
        #expect(inset(never) == .zero)
    }

    @Test("automatic in a navigation controller always adjusts the content scroll view's top and bottom")
    func navigationController() throws {
        // Standard bar: the root's safe-area top is 44 (status bar) + 44 (bar) = 88; the short content does not scroll,
        // but as the navigation controller's content scroll view it takes 88 and 34 anyway; scrollableAxes does not.
        var automatic = try scene(.automatic, content: Size(width: 375, height: 500))
        automatic.container.navigationBar = .standard
        let (_, adjusted) = layOut(automatic)
        #expect(inset(adjusted) == Insets(top: 88, left: 0, bottom: 34, right: 0))
        var scrollable = try scene(.scrollableAxes, content: Size(width: 375, height: 500))
        scrollable.container.navigationBar = .standard
        let (_, plain) = layOut(scrollable)
        #expect(inset(plain) == .zero)
    }
}
