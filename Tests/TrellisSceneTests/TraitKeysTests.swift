import Testing
import TrellisModel
@testable import TrellisScene

/// The keys of size classes, layout direction and autoresizing, as the loader reads them.
@Suite("Trait keys")
struct TraitKeysTests {
    @Test("layoutDirection, semanticContentAttribute, autoresizing and designSize are read")
    func keys() throws {
        let scene = try Load.scene("""
            layoutDirection: rightToLeft
            designSize: [320, 568]
            views:
              - view: bar
                frame: [0, 0, 320, 44]
                autoresizing: [flexibleWidth, flexibleBottomMargin]
                semanticContentAttribute: forceLeftToRight
              - view: fixed
                frame: [0, 100, 10, 10]
                autoresizing: none
            """)
        #expect(scene.traits.layoutDirection == .rightToLeft)
        #expect(scene.traits.designSize == Size(width: 320, height: 568))
        let bar = scene.root.children[0]
        #expect(bar.traits.autoresizing == [.flexibleWidth, .flexibleBottomMargin])
        #expect(bar.traits.semanticContentAttribute == .forceLeftToRight)
        #expect(scene.root.children[1].traits.autoresizing == AutoresizingMask())
    }

    @Test("Without designSize, a scene with autoresizing is designed at its own size")
    func designSizeDefault() throws {
        let scene = try Load.scene("device: iphone-se\nviews:\n  - view: a\n    frame: [0, 0, 320, 10]\n    autoresizing: flexibleWidth\n")
        #expect(scene.traits.designSize == Size(width: 320, height: 568))
        #expect(try Load.scene("views: []\n").traits.designSize == nil)
    }

    @Test("when: groups in layout, constraints and visual lists carry their size classes")
    func groups() throws {
        let scene = try Load.scene("""
            views:
              - view: a
                layout:
                  - height == 100
                  - when: {vertical: compact}
                    then: [height == 50, width == 10]
            constraints:
              - when: {horizontal: regular, vertical: any}
                then: [a.top == view.top + 8]
            visual:
              - when: {horizontal: compact}
                then: ["H:|-[a]"]
            """)
        let layout = scene.root.children[0].constraints
        #expect(layout.map(\.condition) == [nil, TraitCondition(vertical: .compact), TraitCondition(vertical: .compact)])
        #expect(scene.constraints.first?.condition == TraitCondition(horizontal: .regular))
        #expect(scene.constraints.last?.condition == TraitCondition(horizontal: .compact))
        #expect(scene.constraints.last?.firstAttribute == .leading)
    }

    @Test("variations: hidden on any view, axis and spacing on a stack")
    func variations() throws {
        let scene = try Load.scene("""
            views:
              - stack: s
                variations:
                  - when: {vertical: compact}
                    axis: vertical
                    spacing: 4
                  - when: {horizontal: regular, vertical: regular}
                    hidden: true
            """)
        #expect(scene.root.children[0].traits.variations == [
            ViewVariation(condition: TraitCondition(vertical: .compact), axis: .vertical, spacing: 4),
            ViewVariation(condition: TraitCondition(horizontal: .regular, vertical: .regular), isHidden: true),
        ])
    }

    @Test("Mistakes are located and explained", arguments: [
        ("views:\n  - view: a\n    autoresizing: [flexibleWidth]\n",
         "autoresizing: applies to a view placed by 'frame' (translatesAutoresizingMaskIntoConstraints); 'a' has no frame", 3),
        ("views:\n  - view: a\n    frame: [0, 0, 1, 1]\n    autoresizing: [flexibleWidht]\n",
         "autoresizing: unknown option 'flexibleWidht'; did you mean 'flexibleWidth'?", 4),
        ("views:\n  - view: a\n    layout: [edges == superview]\n    children:\n      - view: b\n        frame: [0, 0, 1, 1]\n        autoresizing: flexibleWidth\n",
         "autoresizing: 'b''s superview 'a' is placed by constraints, so the size it was designed at is unknown; give 'a' a frame, or place 'b' by constraints", 5),
        ("views:\n  - view: a\n    variations:\n      - when: {vertical: compact}\n        axis: vertical\n",
         "unknown key 'axis' in a variation; 'axis' is a key of a stack's variation", 5),
        ("views:\n  - view: a\n    variations:\n      - hidden: true\n",
         "a variation needs 'when' (the size classes it applies to, {horizontal: compact})", 4),
        ("views:\n  - view: a\n    layout:\n      - when: {vertical: tall}\n        then: [height == 1]\n",
         "when.vertical: unknown value 'tall' (expected one of compact, regular)", 4),
        ("layoutDirection: rtl\n", "layoutDirection: unknown value 'rtl' (expected one of leftToRight, rightToLeft)", 1),
    ])
    func mistakes(text: String, message: String, line: Int) {
        let errors = Load.errors(text)
        #expect(errors.first?.message == message)
        #expect(errors.first?.location?.line == line)
    }
}
