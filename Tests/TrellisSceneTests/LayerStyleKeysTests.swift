import Testing
import TrellisModel
@testable import TrellisScene

/// `shadow:` as CALayer's shadow properties, with the defaults docs/scene-format.md gives.
@Suite("Layer style keys")
struct LayerStyleKeysTests {
    static func box(_ keys: String) throws -> ViewNode {
        let scene = try Load.scene("""
        views:
          - view: card
            \(keys)
            frame: [0, 0, 100, 50]
        """)
        return try #require(scene.allViews.first { $0.id == "card" })
    }

    @Test("a shadow with every key; y > 0 moves it down as in UIKit's coordinates")
    func fullShadow() throws {
        let card = try Self.box("shadow: {color: '#FF0000', opacity: 0.25, radius: 8, offset: [2, 4]}")
        #expect(card.shadow == Shadow(color: Color(red: 1, green: 0, blue: 0), opacity: 0.25, radius: 8, offset: Point(x: 2, y: 4)))
    }

    @Test("left-out keys take CALayer's defaults (black, radius 3, offset (0, -3)), opacity 1; true is all defaults")
    func defaults() throws {
        let expected = Shadow(color: .black, opacity: 1, radius: 3, offset: Point(x: 0, y: -3))
        #expect(try Self.box("shadow: {}").shadow == expected)
        #expect(try Self.box("shadow: true").shadow == expected)
        #expect(try Self.box("shadow: false").shadow == nil)
        #expect(try Self.box("background: red").shadow == nil)
    }

    @Test("bad shadow values are errors at the value, with what was expected",
          arguments: [("shadow: {opacity: 2}", "shadow.opacity: expected an opacity from 0 to 1, found 2"),
                      ("shadow: {radius: -1}", "shadow.radius: expected a blur radius from 0 to 100 points, found -1"),
                      ("shadow: {offset: 3}", "shadow.offset: expected [x, y] in points (y > 0 moves the shadow down), found a number"),
                      ("shadow: {offset: [0, 5000]}", "shadow.offset: expected each of [x, y] from -1000 to 1000 points, found [0, 5000]"),
                      ("shadow: {color: bleu}", "shadow.color: unknown color 'bleu'; did you mean 'blue'?"),
                      ("shadow: 3", "shadow: expected {color: black, opacity: 0.3, radius: 6, offset: [0, 3]} (any key may be left out) or true, found a number")])
    func badValues(keys: String, message: String) {
        let errors = Load.errors("""
        views:
          - view: card
            \(keys)
            frame: [0, 0, 100, 50]
        """)
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.message == message)
        #expect(errors.first?.location?.line == 3)
    }

    @Test("an unknown shadow key is refused with the nearest name")
    func unknownKey() {
        let errors = Load.errors("""
        views:
          - view: card
            shadow: {radus: 4}
            frame: [0, 0, 100, 50]
        """)
        #expect(errors.map(\.code) == [.unknownKey])
        #expect(errors.first?.message.contains("radius") == true)
    }
}

/// `gradient:` as CAGradientLayer's properties.
@Suite("Gradient keys")
struct GradientKeysTests {
    @Test("colors, locations, start and end are read; left out, start and end are CAGradientLayer's (0.5, 0) and (0.5, 1)")
    func gradient() throws {
        let full = try LayerStyleKeysTests.box("gradient: {colors: ['#FF0000', '#0000FF'], locations: [0, 0.4], start: [0, 0.5], end: [1, 0.5]}").gradient
        #expect(full == Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                 locations: [0, 0.4], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        let plain = try LayerStyleKeysTests.box("gradient: {colors: ['#FFFFFF', '#000000', '#FF0000']}").gradient
        #expect(plain?.start == Point(x: 0.5, y: 0))
        #expect(plain?.end == Point(x: 0.5, y: 1))
        #expect(plain?.locations == nil)
        // Evenly spaced stops: 0, 0.5, 1.
        #expect(plain?.stops.map(\.location) == [0, 0.5, 1])
    }

    @Test("bad gradients are errors at the value",
          arguments: [("gradient: {colors: [red]}", "gradient.colors: expected a list of 2 to 64 colors, found a list of 1"),
                      ("gradient: {start: [0, 0]}", "gradient: 'colors' is required, a list of at least two colors such as [white, systemGray5]"),
                      ("gradient: {colors: [red, blue], locations: [0.5, 0.2]}",
                       "gradient.locations: expected 2 locations from 0 to 1, one per color, never decreasing, found [0.5, 0.2]"),
                      ("gradient: {colors: [red, blue], locations: [0]}",
                       "gradient.locations: expected 2 locations from 0 to 1, one per color, never decreasing, found 1 items"),
                      ("gradient: {colors: [red, blue], end: [1]}",
                       "gradient.end: expected [x, y] in unit coordinates of the bounds ([0, 0] top-left, [1, 1] bottom-right), found 1 items"),
                      ("gradient: red", "gradient: expected {colors: [systemBlue, systemPurple], start: [0.5, 0], end: [0.5, 1]}, found a string")])
    func badValues(keys: String, message: String) {
        let errors = Load.errors("""
        views:
          - view: card
            \(keys)
            frame: [0, 0, 100, 50]
        """)
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.message == message)
        #expect(errors.first?.location?.line == 3)
    }
}

/// `maskedCorners:` as CALayer.maskedCorners.
@Suite("Masked corner keys")
struct MaskedCornerKeysTests {
    @Test("position names and CACornerMask names give the same corners; left out, all four are rounded",
          arguments: [("maskedCorners: [topLeft, bottomRight]", CornerSet([.topLeft, .bottomRight])),
                      ("maskedCorners: [layerMinXMinYCorner, layerMaxXMaxYCorner]", CornerSet([.topLeft, .bottomRight])),
                      ("maskedCorners: [layerMaxXMinYCorner, layerMinXMaxYCorner]", CornerSet([.topRight, .bottomLeft])),
                      ("maskedCorners: topRight", CornerSet.topRight),
                      ("maskedCorners: []", CornerSet()),
                      ("cornerRadius: 8", CornerSet.all)])
    func corners(keys: String, expected: CornerSet) throws {
        #expect(try LayerStyleKeysTests.box(keys).maskedCorners == expected)
    }

    @Test("a misspelt corner is an error at the name with the nearest one")
    func misspelt() {
        let errors = Load.errors("""
        views:
          - view: card
            maskedCorners: [topLeft, botomRight]
            frame: [0, 0, 100, 50]
        """)
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.message == "maskedCorners: unknown corner 'botomRight'; did you mean 'bottomRight'?")
        #expect(errors.first?.location?.line == 3)
        #expect(errors.first?.location?.column == 30)
    }
}

/// `border.sides`.
@Suite("Border side keys")
struct BorderSideKeysTests {
    @Test("sides are read; left out, all four")
    func sides() throws {
        #expect(try LayerStyleKeysTests.box("border: {width: 1, color: black, sides: [top, bottom]}").border?.sides == [.top, .bottom])
        #expect(try LayerStyleKeysTests.box("border: {width: 1, sides: left}").border?.sides == .left)
        #expect(try LayerStyleKeysTests.box("border: {width: 1}").border?.sides == .all)
    }

    @Test("a misspelt side is an error at the name with the nearest one")
    func misspelt() {
        let errors = Load.errors("""
        views:
          - view: card
            border: {width: 1, sides: [top, botom]}
            frame: [0, 0, 100, 50]
        """)
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.message == "border.sides: unknown side 'botom'; did you mean 'bottom'?")
        #expect(errors.first?.location?.line == 3)
    }
}
