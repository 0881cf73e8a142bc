import Testing
import TrellisModel
@testable import TrellisScene

/// `tint:` as UIView.tintColor: a view without one inherits its superview's, up to the scene's (the window's), else
/// systemBlue of the appearance ((0, 122, 255) light, (10, 132, 255) dark: Apple's HIG colour table).
@Suite("Tint (UIView.tintColor)")
struct TintTests {
    static func tints(_ text: String) throws -> [String: Color] {
        let scene = try Load.scene(text)
        var result: [String: Color] = [:]
        for view in scene.allViews { result[view.id] = view.resolvedTint }
        return result
    }

    static let tree = """
    views:
      - view: outer
        frame: [0, 0, 100, 100]
        tint: "#FF0000"
        children:
          - view: inner
            frame: [0, 0, 10, 10]
          - view: own
            frame: [0, 0, 10, 10]
            tint: systemGreen
      - view: sibling
        frame: [0, 0, 10, 10]
    """

    @Test("a view's own tint, inherited by its subviews; a view outside takes systemBlue (light)")
    func inherited() throws {
        let tints = try Self.tints(Self.tree)
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(tints["outer"] == red)
        #expect(tints["inner"] == red)
        // systemGreen, light: (52, 199, 89).
        #expect(tints["own"] == Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255))
        #expect(tints["sibling"] == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(tints["view"] == Color(red: 0, green: 122 / 255, blue: 1))
    }

    @Test("dark appearance: the default tint is dark systemBlue (10, 132, 255)")
    func darkDefault() throws {
        let tints = try Self.tints("appearance: dark\n" + Self.tree)
        #expect(tints["sibling"] == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        // A named system colour as a tint takes its dark value too: systemGreen (48, 209, 88).
        #expect(tints["own"] == Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255))
    }

    @Test("the scene's tint: is the window's: every view without a tint of its own takes it")
    func sceneTint() throws {
        let tints = try Self.tints("tint: systemOrange\n" + Self.tree)
        // systemOrange, light: (255, 149, 0).
        let orange = Color(red: 1, green: 149 / 255, blue: 0)
        #expect(tints["sibling"] == orange)
        #expect(tints["view"] == orange)
        #expect(tints["inner"] == Color(red: 1, green: 0, blue: 0))
    }

    @Test("a tint that is not a colour is an error at its value")
    func badTint() {
        let errors = Load.errors("""
        views:
          - view: a
            frame: [0, 0, 10, 10]
            tint: 12
        """)
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.location?.line == 4)
    }
}
