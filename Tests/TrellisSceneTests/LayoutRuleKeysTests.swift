import Testing
import TrellisModel
@testable import TrellisScene

/// The keys of UIKit's layout rules: margins, inset adjustment, containers, guides and stack extras.
@Suite("Layout rule keys")
struct LayoutRuleKeysTests {
    @Test("margin keys on views and on the scene, and the container")
    func marginsAndContainer() throws {
        let scene = try Load.scene("""
        viewRespectsSystemMinimumLayoutMargins: false
        container: {navigationBar: large, tabBar: true, toolbar: true}
        views:
          - view: a
            insetsLayoutMarginsFromSafeArea: false
            preservesSuperviewLayoutMargins: true
          - scroll: s
            contentInsetAdjustmentBehavior: scrollableAxes
            alwaysBounceVertical: true
            alwaysBounceHorizontal: true
        """)
        #expect(!scene.respectsSystemMinimumMargins)
        #expect(scene.container == Container(navigationBar: .large, tabBar: true, toolbar: true))
        // Large title 96 at the top; tab bar 49 and toolbar 44 at the bottom.
        #expect(scene.container.barInsets.top == 96)
        #expect(scene.container.barInsets.bottom == 93)
        let a = scene.root.children[0], s = scene.root.children[1]
        #expect(!a.insetsLayoutMarginsFromSafeArea && a.preservesSuperviewLayoutMargins)
        #expect(s.scroll.insetAdjustment == .scrollableAxes && s.scroll.alwaysBounceVertical && s.scroll.alwaysBounceHorizontal)
    }

    @Test("a misspelt bar style or an inset behaviour given twice is refused with its place")
    func refused() {
        let bar = Load.errors("container: {navigationBar: larg}\n")
        #expect(bar.first?.message.contains("did you mean 'large'?") == true)
        let twice = Load.errors("views:\n  - scroll: s\n    contentInsetAdjustment: never\n    contentInsetAdjustmentBehavior: always\n")
        #expect(twice.first?.location?.line == 4)
    }

    @Test("halfPointTies: keep sets the scene's flag, round (the default) leaves it off, and another value is refused")
    func halfPointTies() throws {
        #expect(try Load.scene("pixelRounding: root\nhalfPointTies: keep\nviews:\n  - view: a\n").keepsHalfPointTies)
        #expect(try !Load.scene("halfPointTies: round\nviews:\n  - view: a\n").keepsHalfPointTies)
        #expect(try !Load.scene("views:\n  - view: a\n").keepsHalfPointTies)
        let bad = Load.errors("halfPointTies: floor\n")
        #expect(bad.first?.message.contains("halfPointTies: expected 'round' or 'keep', got 'floor'") == true)
        #expect(bad.first?.location?.line == 1)
    }
}
