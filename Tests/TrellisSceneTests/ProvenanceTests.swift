import Testing
import TrellisModel
@testable import TrellisScene

/// The reader records where each constraint came from, so diagnostics can name the member of a compound
/// constraint without parsing its text again.
@Suite("Constraint provenance")
struct ProvenanceTests {
    static func constraints(_ layout: String) throws -> [LayoutConstraint] {
        let scene = try Load.scene("""
        views:
          - view: a
            layout: [\(layout)]
          - view: b
            layout: [size == 10, left == 0, top == 0]
        """)
        return try #require(scene.allViews.first { $0.id == "a" }).constraints
    }

    @Test("one attribute is written alone; `edges`, `size` and a comma list are compound")
    func writtenAndCompound() throws {
        #expect(try Self.constraints("top == b.bottom + 8").map(\.origin) == [.written])
        // `edges == superview` expands to top, left, bottom, right (4 constraints), `size == 50` to width and height.
        #expect(try Self.constraints("edges == superview").map(\.origin) == Array(repeating: .compound, count: 4))
        #expect(try Self.constraints("size == 50").map(\.origin) == [.compound, .compound])
        #expect(try Self.constraints("'left, right == b'").map(\.origin) == [.compound, .compound])
    }

    @Test("a VFL string's constraints are marked as such")
    func visualFormat() throws {
        let scene = try Load.scene("""
        views:
          - {view: a, layout: [top == 0, height == 10]}
          - {view: b, layout: [top == 0, height == 10]}
        visual:
          - "H:|-[a]-[b(==a)]-|"
        """)
        let vfl = (scene.constraints + scene.allViews.flatMap(\.constraints)).filter { $0.text?.hasPrefix("H:") == true }
        #expect(!vfl.isEmpty)
        #expect(vfl.allSatisfy { $0.origin == .visualFormat })
    }
}
