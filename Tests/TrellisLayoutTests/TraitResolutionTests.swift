import Testing
import TrellisModel
import TrellisLayout

/// Lays a scene out on one device after the trait resolution pass, as the command does.
func layOut(_ scene: Scene, on device: Device) -> LayoutResult {
    var scene = scene
    scene.devices = [device]
    return LayoutEngine(scene: scene.resolved(for: device), measurer: FakeMeasurer()).layout(device: device)
}

/// A plain 375 × 667 screen, size classes compact width, regular height.
let plainScreen = Device(name: nil, size: Size(width: 375, height: 667), scale: 2, safeArea: .zero)

/// Right-to-left layout: leading and trailing, stacks and natural alignment (UIKit's semanticContentAttribute rules).
@Suite("Layout direction")
struct LayoutDirectionTests {
    static func box(_ id: String, _ constraints: [LayoutConstraint], width: Double = 100) -> ViewNode {
        node(.view, id, constraints + [make(id, .top, .equal, "view"), make(id, .width, constant: width), make(id, .height, constant: 10)])
    }

    @Test("leading + 16 puts a view's right edge 16 points left of its superview's right edge")
    func leadingConstant() {
        var scene = Scene(name: "rtl", views: [Self.box("a", [make("a", .leading, .equal, "view", constant: 16)])])
        scene.traits.layoutDirection = .rightToLeft
        // W − a.right = 16 → a.right = 375 − 16 = 359, a.x = 359 − 100 = 259.
        #expect(layOut(scene, on: plainScreen).frame("a") == Rect(x: 259, y: 0, width: 100, height: 10))
        scene.traits.layoutDirection = .leftToRight
        #expect(layOut(scene, on: plainScreen).frame("a") == Rect(x: 16, y: 0, width: 100, height: 10))
    }

    @Test("A visual-format chain |-20-[a]-8-[b]-20-| runs from the right: a on the right, b on its left")
    func chain() {
        let a = Self.box("a", [make("a", .leading, .equal, "view", .leading, constant: 20)])
        var b = node(.view, "b", [make("b", .top, .equal, "view"), make("b", .height, constant: 10),
                                  make("b", .leading, .equal, "a", .trailing, constant: 8)])
        b.constraints.append(make("view", .trailing, .equal, "b", .trailing, constant: 20))
        var scene = Scene(name: "chain", views: [a, b])
        scene.traits.layoutDirection = .rightToLeft
        let result = layOut(scene, on: plainScreen)
        // a.right = 375 − 20 = 355 → a.x = 255; b.right = a.left − 8 = 247; view.left = b.left − 20 → b.left = 20.
        #expect(result.frame("a") == Rect(x: 255, y: 0, width: 100, height: 10))
        #expect(result.frame("b") == Rect(x: 20, y: 0, width: 227, height: 10))
    }

    @Test("An inequality turns round: leading >= superview.leading + 30 keeps the view at least 30 from the right")
    func inequality() {
        var scene = Scene(name: "inequality", views: [Self.box("a", [
            make("a", .leading, .greaterThanOrEqual, "view", constant: 30),
            make("a", .trailing, .equal, "view", priority: 500),
        ])])
        scene.traits.layoutDirection = .rightToLeft
        // The low-priority trailing wants a.left = 0; the required W − a.right ≥ 30 allows it: a.x = 0.
        #expect(layOut(scene, on: plainScreen).frame("a")?.minX == 0)
        scene.root.children[0].constraints[1] = make("a", .trailing, .equal, "view", constant: -400, priority: 500)
        // Now the trailing pulls a.left to 400 (off the right); a.right ≤ 375 − 30 = 345 stops it: a.x = 245.
        #expect(layOut(scene, on: plainScreen).frame("a")?.minX == 245)
    }

    @Test("A percentage inset mirrors: leading == superview.trailing * 0.1 is 10% from the right")
    func multiplier() {
        var scene = Scene(name: "percent", views: [Self.box("a", [make("a", .leading, .equal, "view", .trailing, multiplier: 0.1)])])
        scene.traits.layoutDirection = .rightToLeft
        // W − a.right = 0.1 × W → a.right = 0.9 × 375 = 337.5, a.x = 237.5.
        #expect(layOut(scene, on: plainScreen).frame("a")?.minX == 237.5)
    }

    @Test("forceLeftToRight keeps its subtree left to right inside a right-to-left scene")
    func forced() {
        var player = node(.view, "player", edges("player", "view"), [
            Self.box("play", [make("play", .leading, .equal, "player", constant: 16)]),
        ])
        player.traits.semanticContentAttribute = .forceLeftToRight
        var other = Self.box("other", [make("other", .leading, .equal, "view", constant: 16)])
        other.traits.semanticContentAttribute = .unspecified
        var scene = Scene(name: "forced", views: [player, other])
        scene.traits.layoutDirection = .rightToLeft
        let result = layOut(scene, on: plainScreen)
        #expect(result.frame("play")?.minX == 16)
        #expect(result.frame("other")?.minX == 259)
        // forceRightToLeft flips a subtree of a left-to-right scene.
        scene.traits.layoutDirection = .leftToRight
        scene.root.children[0].traits.semanticContentAttribute = .forceRightToLeft
        #expect(layOut(scene, on: plainScreen).frame("play")?.minX == 259)
        #expect(layOut(scene, on: plainScreen).frame("other")?.minX == 16)
    }

    @Test("A forceRightToLeft view keeps its own place: only its subviews are laid out right to left")
    func forcedViewKeepsItsPlace() {
        // The image-after-title button trick: a 100-pt title at 16, an 80-pt button 8 after it with an icon inside.
        let title = Self.box("title", [make("title", .leading, .equal, "view", constant: 16)])
        var button = node(.view, "action", [make("action", .leading, .equal, "title", .trailing, constant: 8),
                                            make("action", .top, .equal, "view"), make("action", .width, constant: 80),
                                            make("action", .height, constant: 10)],
                          [Self.box("icon", [make("icon", .leading, .equal, "action", constant: 4)], width: 10)])
        button.traits.semanticContentAttribute = .forceRightToLeft
        let result = layOut(Scene(name: "trick", views: [title, button]), on: plainScreen)
        // Title and button are siblings in a left-to-right root: the button at 16 + 100 + 8 = 124 (the constraint read
        // in the button's own direction would put its right edge 8 left of the title's left edge, at x = 8 − 80 = −72).
        #expect(result.frame("action") == Rect(x: 124, y: 0, width: 80, height: 10))
        // The icon is in the button's right-to-left space: its right edge 4 in from the button's right, 80 − 4 − 10 = 66.
        #expect(result.frame("icon")?.minX == 66)
    }

    @Test("A horizontal stack puts its first arranged view at the right")
    func stackOrder() {
        let items = (1...3).map { node(.view, "item\($0)", [make("item\($0)", .width, constant: 50), make("item\($0)", .height, constant: 10)]) }
        var stack = node(.stack, "row", [make("row", .leading, .equal, "view", constant: 20), make("row", .top, .equal, "view")], items)
        stack.stack.spacing = 10
        var scene = Scene(name: "row", views: [stack])
        scene.traits.layoutDirection = .rightToLeft
        let result = layOut(scene, on: plainScreen)
        // Stack width 3 × 50 + 2 × 10 = 170, its right edge at 375 − 20 = 355 → x = 185.
        #expect(result.frame("row") == Rect(x: 185, y: 0, width: 170, height: 10))
        // In the stack: item1 against its right edge (170 − 50 = 120), then 60, then 0.
        #expect(result.frame("item1")?.minX == 120)
        #expect(result.frame("item2")?.minX == 60)
        #expect(result.frame("item3")?.minX == 0)
    }

    @Test("A vertical stack's leading alignment is its right edge")
    func verticalAlignment() {
        let item = node(.view, "item", [make("item", .width, constant: 100), make("item", .height, constant: 10)])
        var stack = node(.stack, "column", [make("column", .leading, .equal, "view"), make("column", .trailing, .equal, "view"),
                                            make("column", .top, .equal, "view")], [item])
        stack.stack.axis = .vertical
        stack.stack.alignment = .leading
        var scene = Scene(name: "column", views: [stack])
        scene.traits.layoutDirection = .rightToLeft
        // The stack spans 0 … 375; leading alignment puts the 100-wide item against its right edge: x 275.
        #expect(layOut(scene, on: plainScreen).frame("item")?.minX == 275)
        scene.traits.layoutDirection = .leftToRight
        #expect(layOut(scene, on: plainScreen).frame("item")?.minX == 0)
    }

    @Test("Natural text alignment is right in a right-to-left view; an explicit alignment stays")
    func naturalAlignment() throws {
        var natural = label("natural", "Hello")
        var explicit = label("explicit", "Hello")
        explicit.label?.alignment = .left
        natural.traits.semanticContentAttribute = .unspecified
        var scene = Scene(name: "text", views: [natural, explicit])
        scene.traits.layoutDirection = .rightToLeft
        let resolved = scene.resolved(for: plainScreen)
        #expect(resolved.root.children[0].label?.alignment == .right)
        #expect(resolved.root.children[1].label?.alignment == .left)
        #expect(scene.resolved(for: plainScreen).root.children[0].traits.layoutDirection == .rightToLeft)
        scene.traits.layoutDirection = .leftToRight
        scene.root.children[0].traits.semanticContentAttribute = .playback
        #expect(scene.resolved(for: plainScreen).root.children[0].label?.alignment == .natural)
    }
}

/// Size-class variations (Interface Builder's): the most specific matching one wins.
@Suite("Size classes")
struct SizeClassTests {
    static func scene() -> Scene {
        var compactHeight = make("bar", .height, constant: 50)
        compactHeight.condition = TraitCondition(vertical: .compact)
        var regularWidthCompactHeight = make("bar", .height, constant: 30)
        regularWidthCompactHeight.condition = TraitCondition(horizontal: .regular, vertical: .compact)
        var bar = node(.view, "bar", [make("bar", .top, .equal, "view"), make("bar", .left, .equal, "view"), make("bar", .width, constant: 10),
                                      make("bar", .height, constant: 100), compactHeight, regularWidthCompactHeight])
        bar.traits.variations = [ViewVariation(condition: TraitCondition(horizontal: .regular), isHidden: true)]
        return Scene(name: "variations", views: [bar])
    }

    @Test("A constraint's variation replaces the base one where it matches, the most specific first")
    func constraintVariation() throws {
        let scene = Self.scene()
        // iPhone 15 Pro portrait: compact/regular → only the base matches: 100.
        #expect(layOut(scene, on: try #require(Device.labeled("iphone-15-pro"))).frame("bar")?.height == 100)
        // Landscape: compact/compact → {vertical: compact} (specificity 1) beats the base: 50.
        #expect(layOut(scene, on: try #require(Device.labeled("iphone-15-pro/landscape"))).frame("bar")?.height == 50)
        // 15 Pro Max landscape: regular/compact → {regular, compact} (specificity 2) beats {compact}: 30.
        let max = try #require(Device.labeled("iphone-15-pro-max/landscape"))
        let result = layOut(scene, on: max)
        #expect(result.frame("bar")?.height == 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("hidden, a stack's axis and spacing vary by size class")
    func viewVariations() throws {
        let scene = Self.scene()
        #expect(scene.resolved(for: try #require(Device.labeled("iphone-15-pro"))).root.children[0].isHidden == false)
        #expect(scene.resolved(for: try #require(Device.labeled("ipad"))).root.children[0].isHidden == true)
        let items = (1...2).map { node(.view, "item\($0)", [make("item\($0)", .width, constant: 40), make("item\($0)", .height, constant: 20)]) }
        var stack = node(.stack, "buttons", [make("buttons", .left, .equal, "view"), make("buttons", .top, .equal, "view")], items)
        stack.stack.spacing = 8
        stack.traits.variations = [
            ViewVariation(condition: TraitCondition(vertical: .compact), axis: .vertical),
            ViewVariation(condition: TraitCondition(horizontal: .compact, vertical: .compact), spacing: 4),
        ]
        let stacked = Scene(name: "buttons", views: [stack])
        // Portrait: horizontal, spacing 8 → 40 + 8 + 40 = 88 wide, 20 high.
        #expect(layOut(stacked, on: try #require(Device.labeled("iphone-13"))).frame("buttons")?.size == Size(width: 88, height: 20))
        // Landscape (compact/compact): vertical from the first variation, spacing 4 from the second → 40 × 44.
        #expect(layOut(stacked, on: try #require(Device.labeled("iphone-13/landscape"))).frame("buttons")?.size == Size(width: 40, height: 44))
    }

    @Test("A scene without traits is returned as it is (one solver for every device)")
    func untouched() {
        let scene = SeedLayoutTests.containerView()
        #expect(!scene.usesTraits)
        #expect(scene.resolved(for: plainScreen) == scene)
    }
}

/// Frame-placed views with an autoresizing mask (UIView.autoresizingMask), designed at one size and shown at another.
@Suite("Autoresizing")
struct AutoresizingTests {
    static let design = Size(width: 375, height: 667)
    static let wide = Size(width: 414, height: 896)

    @Test("One flexible part takes all of the change; none keeps the frame", arguments: [
        // flexibleWidth: 335 + 39 = 374.
        (AutoresizingMask.flexibleWidth, Rect(x: 20, y: 100, width: 374, height: 50)),
        // flexibleLeftMargin: x 20 + 39 = 59.
        (AutoresizingMask.flexibleLeftMargin, Rect(x: 59, y: 100, width: 335, height: 50)),
        // flexibleTopMargin: y 100 + (896 − 667) = 329; flexibleHeight: 50 + 229 = 279.
        (AutoresizingMask.flexibleTopMargin, Rect(x: 20, y: 329, width: 335, height: 50)),
        (AutoresizingMask.flexibleHeight, Rect(x: 20, y: 100, width: 335, height: 279)),
        (AutoresizingMask(), Rect(x: 20, y: 100, width: 335, height: 50)),
    ])
    func single(mask: AutoresizingMask, expected: Rect) {
        let frame = Rect(x: 20, y: 100, width: 335, height: 50)
        #expect(Scene.autoresizedFrame(frame, mask: mask, designedSuperviewSize: Self.design, superviewSize: Self.wide) == expected)
    }

    @Test("Several flexible parts share the change in proportion to their designed sizes")
    func proportional() {
        // Margins 100 and 100 around 175: each takes 39 × 100 / 200 = 19.5 → x 119.5, width kept.
        let centred = Scene.autoresizedFrame(Rect(x: 100, y: 0, width: 175, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
                                             designedSuperviewSize: Self.design, superviewSize: Self.wide)
        #expect(centred == Rect(x: 119.5, y: 0, width: 175, height: 10))
        // Left margin 25 and width 300 flexible (right 50 fixed): 39 × 25 / 325 = 3, 39 × 300 / 325 = 36 → x 28, width 336.
        let leftAndWidth = Scene.autoresizedFrame(Rect(x: 25, y: 0, width: 300, height: 10), mask: [.flexibleLeftMargin, .flexibleWidth],
                                                  designedSuperviewSize: Self.design, superviewSize: Self.wide)
        #expect(leftAndWidth == Rect(x: 28, y: 0, width: 336, height: 10))
        // A second page of a pager (x 375, width 375, right margin −375), everything flexible: the flexible parts add
        // up to 375, so x and width each grow by 39 × 375 / 375 = 39 → 414 and 414: the page stays one screen wide.
        let page = Scene.autoresizedFrame(Rect(x: 375, y: 0, width: 375, height: 667),
                                          mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight],
                                          designedSuperviewSize: Self.design, superviewSize: Self.wide)
        #expect(page == Rect(x: 414, y: 0, width: 414, height: 896))
    }

    @Test("Frames resize down a chain of frame-placed views, each from its superview's designed size")
    func nested() throws {
        var card = ViewNode(.view, id: "card")
        card.frame = Rect(x: 20, y: 20, width: 335, height: 100)
        card.traits.autoresizing = [.flexibleWidth]
        var badge = ViewNode(.view, id: "badge")
        badge.frame = Rect(x: 295, y: 10, width: 30, height: 30)   // 10 from the card's right edge
        badge.traits.autoresizing = [.flexibleLeftMargin]
        card.children = [badge]
        var scene = Scene(name: "cards", views: [card])
        scene.traits.designSize = Self.design
        let device = try #require(Device.named("iphone-11"))   // 414 × 896
        let result = layOut(scene, on: device)
        // The card: 335 + 39 = 374 wide. The badge: its superview grew 374 − 335 = 39, its left margin takes it: 334.
        #expect(result.frame("card") == Rect(x: 20, y: 20, width: 374, height: 100))
        #expect(result.frame("badge") == Rect(x: 334, y: 10, width: 30, height: 30))
    }
}
