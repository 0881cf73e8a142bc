import Testing
import TrellisModel
@testable import TrellisRender

/// Search bars drawn at @2x, checked at pixels worked out by hand from ControlMetrics (a 36-point field 8 points in
/// from each side, centred in the bar) and the system colours.
@Suite("Drawing search bars")
struct SearchBarDrawingTests {
    static func pixels(appearance: String) throws -> PixelBuffer {
        let image = try ControlDrawingTests.render(yaml: """
        size: [240, 200]
        scale: 2
        appearance: \(appearance)
        views:
          - searchBar: prominent
            frame: [0, 0, 240, 56]
          - searchBar: minimal
            style: minimal
            frame: [0, 100, 240, 56]
        """)
        return try #require(image.pixels)
    }

    @Test("light: the prominent bar (249, 249, 249) round a white field; the minimal field tertiarySystemFill on the background")
    func light() throws {
        let p = try Self.pixels(appearance: "light")
        // The bar's corner (2, 2) is the bars' colour; its field spans x 8…232 and y 10…46, white at (220, 28).
        ControlDrawingTests.expectPixel(p, 4, 4, RGBA8(r: 249, g: 249, b: 249), "prominent bar")
        ControlDrawingTests.expectPixel(p, 440, 56, white8, "prominent field")
        // Above the field (y 5, inside the bar) it is the bar again.
        ControlDrawingTests.expectPixel(p, 440, 10, RGBA8(r: 249, g: 249, b: 249), "bar above the field")
        // The minimal bar draws no background: (2, 102) is the white screen; its field at (220, 128) is
        // tertiarySystemFill (118, 118, 128, 0.12) over white: 255·0.88 + 118·0.12 = 238.6, blue 239.8.
        ControlDrawingTests.expectPixel(p, 4, 204, white8, "minimal bar")
        ControlDrawingTests.expectPixel(p, 440, 256, RGBA8(r: 239, g: 239, b: 240), "minimal field")
        // The magnifying glass's ring, 5.5 points round (21.5, 26.5) with a 1.75-point line, covers (27.25, 26.75):
        // secondaryLabel (60, 60, 67, 0.6) over white is 255·0.4 + 60·0.6 = 138, blue 142.2.
        ControlDrawingTests.expectPixel(p, 54, 53, RGBA8(r: 138, g: 138, b: 142), "glass")
        // The placeholder "Search" is drawn from x 38 in secondaryLabel: some pixel of its line is that dark.
        let darkest = (76..<200).flatMap { x in (40..<72).map { y in Int(p[x, y].r) } }.min() ?? 255
        #expect(darkest < 160, "placeholder drawn (darkest red \(darkest))")
        // Right of it the field is clear.
        ControlDrawingTests.expectPixel(p, 400, 56, white8, "after the placeholder")
    }

    @Test("dark: the prominent bar (29, 29, 31) round a black field; the minimal field tertiarySystemFill (0.24) over black")
    func dark() throws {
        let p = try Self.pixels(appearance: "dark")
        ControlDrawingTests.expectPixel(p, 4, 4, RGBA8(r: 29, g: 29, b: 31), "prominent bar")
        ControlDrawingTests.expectPixel(p, 440, 56, RGBA8(r: 0, g: 0, b: 0), "prominent field")
        // (118, 118, 128) at 0.24 over black: 28.3, 28.3, 30.7.
        ControlDrawingTests.expectPixel(p, 440, 256, RGBA8(r: 28, g: 28, b: 31), "minimal field")
    }
}
