import Testing
import TrellisModel
@testable import TrellisScene

/// `traits:` at the top of a scene: each combination is a copy of the scene read with its appearance, Dynamic Type
/// size and layout direction; expected values are UIKit's (label is black in light mode and white in dark, body is
/// 17 pt at `large` and 40 pt at AX3 by the HIG's Dynamic Type table).
@Suite("Trait combinations (traits:)")
struct TraitMatrixTests {
    static let body = """
    views:
      - label: title
        text: Hello
        font: body
        layout: [top == 0, leading == 16]
    """

    @Test("a matrix is every combination, appearance slowest and direction fastest, named by what differs from the default")
    func matrixNames() throws {
        let scene = try Load.scene("""
        traits: {appearance: [light, dark], contentSize: [large, AX3], layoutDirection: [leftToRight, rightToLeft]}
        \(Self.body)
        """)
        #expect(scene.traitScenes.map { $0.traitName ?? "" } == [
            "light", "rtl", "ax3", "ax3-rtl", "dark", "dark-rtl", "dark-ax3", "dark-ax3-rtl",
        ])
    }

    @Test("a list takes single values and mappings; each copy resolves colours, text styles and direction again")
    func listResolvesAgain() throws {
        let scene = try Load.scene("""
        traits: [light, dark, {appearance: dark, contentSize: AX3, layoutDirection: rightToLeft}]
        \(Self.body)
        """)
        let copies = scene.traitScenes
        #expect(copies.map(\.traitName) == ["light", "dark", "dark-ax3-rtl"])
        let labels = copies.map { $0.allViews.first { $0.id == "title" }?.label }
        // label colour: black in light mode, white in dark (UIColor.label).
        #expect(labels.map { $0?.color } == [Color.black, Color.white, Color.white])
        // body: 17 pt at the default size `large`, 40 pt at AX3.
        #expect(labels.map { $0?.font } == ["Inter 17", "Inter 17", "Inter 40"])
        // the root view is systemBackground: white, then black.
        #expect(copies.map(\.background) == [Color.white, Color.black, Color.black])
        #expect(copies.map(\.traits.layoutDirection) == [.leftToRight, .leftToRight, .rightToLeft])
        #expect(copies.map(\.contentSize) == [.large, .large, .ax3])
    }

    @Test("copies keep the scene's devices, and a trait the combination leaves out keeps the scene's value")
    func keepsScreenAndUnnamedTraits() throws {
        let scene = try Load.scene("""
        devices: [iphone-se, ipad]
        contentSize: xxxLarge
        traits: [light, dark]
        \(Self.body)
        """)
        let copies = scene.traitScenes
        // xxxLarge is not the default, so it names both folders; body is 23 pt at xxxLarge.
        #expect(copies.map(\.traitName) == ["xxxlarge", "dark-xxxlarge"])
        #expect(copies.map { $0.devices.compactMap(\.name) } == [["iphone-se", "ipad"], ["iphone-se", "ipad"]])
        #expect(copies.map { $0.allViews.first { $0.id == "title" }?.label?.font } == ["Inter 23", "Inter 23"])
    }

    @Test("two combinations with one name are refused; a misspelt value gets the nearest name")
    func errors() {
        let duplicate = Load.errors("traits: [dark, {appearance: dark}]\n\(Self.body)")
        #expect(duplicate.map(\.code) == [.duplicateID])
        #expect(duplicate.first?.location?.line == 1)
        let misspelt = Load.errors("traits: [drak]\n\(Self.body)")
        #expect(misspelt.map(\.code) == [.badValue])
        #expect(misspelt.first?.message == "traits: unknown trait value 'drak'; did you mean 'dark'?")
        #expect(Load.errors("traits: []\n\(Self.body)").map(\.code) == [.badValue])
        #expect(Load.errors("traits: {appearance: [light], colour: [red]}\n\(Self.body)").map(\.code) == [.unknownKey])
    }
}
