import Testing
import TrellisModel
@testable import TrellisLayout

/// Layout margins: the root's system minimum, the safe area every view's margins include, and preserved superview margins.
@Suite("Layout margins")
struct MarginTests {
    /// A full-screen `panel` with a `probe` pinned to the panel's margins guide (all four edges).
    func scene(device: String, panel: (inout ViewNode) -> Void = { _ in }) throws -> Scene {
        var panelNode = node(.view, "panel", edges("panel", "view"), [
            node(.view, "probe", [
                make("probe", .top, .equal, "panel.margins"), make("probe", .leading, .equal, "panel.margins"),
                make("probe", .trailing, .equal, "panel.margins"), make("probe", .bottom, .equal, "panel.margins"),
            ]),
        ])
        panel(&panelNode)
        var scene = Scene(name: "margins", views: [panelNode])
        scene.devices = [try #require(Device.named(device))]
        return scene
    }

    @Test("a full-screen view's 8-point margins are measured from the safe area it overlaps (iPhone 8: top at 28)")
    func subviewMarginsIncludeSafeArea() throws {
        let (_, result) = layOut(try scene(device: "iphone-8"))
        // iPhone 8: 375 × 667, status bar 20. The panel overlaps the 20-point top inset: top margin 20 + 8 = 28;
        // the other sides have no safe-area inset: 8. probe = (8, 28, 375 - 16, 667 - 28 - 8) = (8, 28, 359, 631).
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("probe") == Rect(x: 8, y: 28, width: 359, height: 631))
    }

    @Test("on iPhone X both the 44-point top and the 34-point bottom are added")
    func notchedMargins() throws {
        let (_, result) = layOut(try scene(device: "iphone-x"))
        // 375 × 812: top 44 + 8 = 52, bottom 34 + 8 = 42; height 812 - 52 - 42 = 718.
        #expect(result.frame("probe") == Rect(x: 8, y: 52, width: 359, height: 718))
    }

    @Test("insetsLayoutMarginsFromSafeArea: false keeps the plain margins")
    func notFromSafeArea() throws {
        let (_, result) = layOut(try scene(device: "iphone-x") { $0.insetsLayoutMarginsFromSafeArea = false })
        // 8 on every side: (8, 8, 359, 812 - 16 = 796).
        #expect(result.frame("probe") == Rect(x: 8, y: 8, width: 359, height: 796))
    }

    @Test("the root's margins are the system minimum: 16 up to 375 points of width, 20 on wider screens, 0 top and bottom",
          arguments: [("iphone-se", 16.0), ("iphone-8", 16), ("iphone-x", 16), ("iphone-13-mini", 16), ("iphone-13", 20),
                      ("iphone-15-pro", 20), ("iphone-16-pro", 20), ("iphone-8-plus", 20), ("iphone-xr", 20),
                      ("iphone-15-pro-max", 20), ("iphone-16-pro-max", 20), ("ipad", 20)])
    func systemMinimum(device: String, side: Double) throws {
        let probe = node(.view, "probe", [
            make("probe", .top, .equal, "view.margins"), make("probe", .leading, .equal, "view.margins"),
            make("probe", .trailing, .equal, "view.margins"), make("probe", .bottom, .equal, "view.margins"),
        ])
        var scene = Scene(name: "root", views: [probe])
        let chosen = try #require(Device.named(device))
        scene.devices = [chosen]
        let (_, result) = layOut(scene)
        // UIKit's systemMinimumLayoutMargins, plus the safe area: x = side, y = safe top, width = W - 2 side,
        // height = H - safe top - safe bottom.
        let expected = Rect(x: side, y: chosen.safeArea.top, width: chosen.size.width - 2 * side,
                            height: chosen.size.height - chosen.safeArea.top - chosen.safeArea.bottom)
        #expect(result.frame("probe") == expected)
    }

    @Test("written root margins below the minimum are raised to it; above it they are kept")
    func writtenRootMargins() throws {
        let probe = node(.view, "probe", [
            make("probe", .top, .equal, "view.margins"), make("probe", .leading, .equal, "view.margins"),
            make("probe", .trailing, .equal, "view.margins"), make("probe", .height, constant: 10),
        ])
        var scene = Scene(name: "root", margins: Insets(top: 8, left: 8, bottom: 8, right: 30), views: [probe])
        scene.devices = [try #require(Device.named("iphone-8"))]
        var (_, result) = layOut(scene)
        // viewRespectsSystemMinimumLayoutMargins: left max(8, 16) = 16, right max(30, 16) = 30, top 20 + 8 = 28.
        #expect(result.frame("probe") == Rect(x: 16, y: 28, width: 375 - 16 - 30, height: 10))
        scene.respectsSystemMinimumMargins = false
        (_, result) = layOut(scene)
        // Without the minimum: left 8, right 30.
        #expect(result.frame("probe") == Rect(x: 8, y: 28, width: 375 - 8 - 30, height: 10))
    }

    @Test("preservesSuperviewLayoutMargins: a margin is at least the superview's where the view is closer to that edge")
    func preserves() throws {
        // A card inset 4 from the root's left and right, at y 100, with its own 8-point margins; the root's side
        // margins on iPhone 8 are 16. Preserving: left max(8, 16 - 4) = 12, right max(8, 16 - 4) = 12.
        var card = node(.view, "card", [
            make("card", .left, .equal, "view", constant: 4), make("card", .right, .equal, "view", constant: -4),
            make("card", .top, .equal, "view", constant: 100), make("card", .height, constant: 50),
        ], [node(.view, "probe", [
            make("probe", .leading, .equal, "card.margins"), make("probe", .trailing, .equal, "card.margins"),
            make("probe", .top, .equal, "card.margins"), make("probe", .height, constant: 10),
        ])])
        card.preservesSuperviewLayoutMargins = true
        var scene = Scene(name: "preserve", views: [card])
        scene.devices = [try #require(Device.named("iphone-8"))]
        let (_, result) = layOut(scene)
        // Card: 367 wide; probe x 12, width 367 - 24 = 343; top margin 8 (the root's top margin 20 is 80 above).
        #expect(result.frame("probe") == Rect(x: 12, y: 8, width: 343, height: 10))
    }

    @Test("preservesSuperviewLayoutMargins: a view reaching past the superview's edge takes that margin, no more")
    func preservesPastTheEdge() throws {
        // A card reaching 30 pt past the root's left and right edges (435 wide on iPhone 8's 375), at y 100, with its
        // own 8-point margins; the root's side margins are 16. The card covers each side margin whole: left and right
        // max(8, 16 − max(0, −30)) = 16, so the probe is at x 16, 435 − 32 = 403 wide. Counting the 30 pt past the
        // edge would give 16 + 30 = 46 and a probe 435 − 92 = 343 wide.
        var card = node(.view, "card", [
            make("card", .left, .equal, "view", constant: -30), make("card", .right, .equal, "view", constant: 30),
            make("card", .top, .equal, "view", constant: 100), make("card", .height, constant: 50),
        ], [node(.view, "probe", [
            make("probe", .leading, .equal, "card.margins"), make("probe", .trailing, .equal, "card.margins"),
            make("probe", .top, .equal, "card.margins"), make("probe", .height, constant: 10),
        ])])
        card.preservesSuperviewLayoutMargins = true
        var scene = Scene(name: "preserve-past", views: [card])
        scene.devices = [try #require(Device.named("iphone-8"))]
        let (_, result) = layOut(scene)
        #expect(result.frame("card") == Rect(x: -30, y: 100, width: 435, height: 50))
        #expect(result.frame("probe") == Rect(x: 16, y: 8, width: 403, height: 10))
    }

    /// A `panel` hanging `overhang` pt past the screen's top and left edges (the rest of the screen below and right
    /// of it), with a `probe` pinned to its margins guide.
    func overhangingScene(device: String, overhang: Double) throws -> Scene {
        let panel = node(.view, "panel", [
            make("panel", .top, .equal, "view", constant: -overhang), make("panel", .left, .equal, "view", constant: -overhang),
            make("panel", .bottom, .equal, "view"), make("panel", .right, .equal, "view"),
        ], [
            node(.view, "probe", [
                make("probe", .top, .equal, "panel.margins"), make("probe", .leading, .equal, "panel.margins"),
                make("probe", .trailing, .equal, "panel.margins"), make("probe", .bottom, .equal, "panel.margins"),
            ]),
        ])
        var scene = Scene(name: "overhang", views: [panel])
        scene.devices = [try #require(Device.labeled(device))]
        return scene
    }

    @Test("a view hanging past the screen's top counts only the part of the status bar it covers")
    func overhangCountsCoveredPartOnly() throws {
        let (_, result) = layOut(try overhangingScene(device: "iphone-8", overhang: 40))
        // iPhone 8, status bar 20: the panel is (−40, −40, 415, 707); it covers the whole 20-pt bar, so its top safe
        // inset is 20 (not 20 + 40 = 60: the 40 pt above the screen are covered by nothing), its left inset 0. Top
        // margin 20 + 8 = 28, left 8: the probe at (8, 28) in the panel, 415 − 16 = 399 wide, 707 − 28 − 8 = 671 tall
        // (counting the 40 pt would give 707 − 68 − 8 = 631).
        #expect(result.frame("probe") == Rect(x: 8, y: 28, width: 399, height: 671))
    }

    @Test("a view hanging past the screen's left edge adds no inset on that side")
    func overhangAddsNoSideInset() throws {
        let (_, result) = layOut(try overhangingScene(device: "iphone-x/landscape", overhang: 4))
        // iPhone X in landscape: 812 × 375, 44-pt insets left and right, 21 at the bottom. The panel is
        // (−4, −4, 816, 379): it covers the whole 44-pt left inset, so its left margin is 44 + 8 = 52, not 48 + 8;
        // the top has no inset (8), the bottom 21 + 8 = 29. In the panel: probe = (52, 8, 816 − 52 − 52, 379 − 8 − 29)
        // = (52, 8, 712, 342) (counting the 4 pt would give x = 56 and 708 wide).
        #expect(result.frame("probe") == Rect(x: 52, y: 8, width: 712, height: 342))
    }
}
