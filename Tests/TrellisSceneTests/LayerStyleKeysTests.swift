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
