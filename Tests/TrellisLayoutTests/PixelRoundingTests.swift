import Testing
import TrellisModel
@testable import TrellisLayout

/// Frames rounded to the device's pixel grid as UIKit applies the engine's values: each edge to the nearest pixel.
@Suite("Pixel rounding")
struct PixelRoundingTests {
    /// A 100-point-wide `box` at (0, 100) holding a, b and c side by side, each a third of the box, and a 188.4375-tall `tall`.
    func scene(scale: Double) -> Scene {
        let thirds = ["a", "b", "c"].enumerated().map { index, id in
            node(.view, id, [
                index == 0 ? make(id, .left, .equal, "box") : make(id, .left, .equal, ["a", "b"][index - 1], .right),
                make(id, .width, .equal, "box", multiplier: 1.0 / 3), make(id, .top, .equal, "box"), make(id, .height, constant: 10),
            ])
        }
        let box = node(.view, "box", [
            make("box", .left, .equal, "view"), make("box", .top, .equal, "view", constant: 100),
            make("box", .width, constant: 100), make("box", .height, constant: 50),
        ], thirds)
        let tall = node(.view, "tall", [
            make("tall", .left, .equal, "view"), make("tall", .top, .equal, "view", constant: 10),
            make("tall", .width, constant: 10), make("tall", .height, constant: 188.4375),
        ])
        var scene = Scene(name: "pixels", views: [box, tall])
        scene.scale = scale
        return scene
    }

    @Test("@2x: 188.4375 is 188.5; thirds of 100 take their size from rounded edges (33.5, 33, 33.5) and leave no gap")
    func twoX() {
        let (_, result) = layOut(scene(scale: 2))
        // tall: edges 10 and 198.4375; 198.4375 × 2 = 396.875 pixels rounds to 397 = 198.5, so the height is 188.5.
        #expect(result.frame("tall") == Rect(x: 0, y: 10, width: 10, height: 188.5))
        // Exact edges 0, 33.33…, 66.66…, 100; in pixels 0, 66.67, 133.33, 200 round to 0, 67, 133, 200:
        // a 0 … 33.5 (33.5 wide), b 33.5 … 66.5 (33), c 66.5 … 100 (33.5).
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 33.5, height: 10))
        #expect(result.frame("b") == Rect(x: 33.5, y: 0, width: 33, height: 10))
        #expect(result.frame("c") == Rect(x: 66.5, y: 0, width: 33.5, height: 10))
        // The engine's exact values stay available.
        let exact = result.states.first?.view("tall")?.engineFrame
        #expect(exact == Rect(x: 0, y: 10, width: 10, height: 188.4375))
    }

    @Test("@3x: a third of 100 points is 100 pixels, so it stays 33.333…")
    func threeX() throws {
        let (_, result) = layOut(scene(scale: 3))
        // 33.33… × 3 = 100 pixels, a whole number: nothing moves. tall's bottom edge 198.4375 × 3 = 595.3125 pixels
        // rounds to 595, so the height is 595 / 3 - 10 = 188.333….
        let a = try #require(result.frame("a"))
        #expect(abs(a.width - 100.0 / 3) < 1e-9)
        let b = try #require(result.frame("b"))
        #expect(abs(b.minX - 100.0 / 3) < 1e-9)
        let tall = try #require(result.frame("tall"))
        #expect(abs(tall.height - (595.0 / 3 - 10)) < 1e-9)
    }

    @Test("a frame already on the grid is unchanged, and a half pixel rounds up")
    func gridValues() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(Rect(x: 7.5, y: 950, width: 8, height: 8)) == Rect(x: 7.5, y: 950, width: 8, height: 8))
        // 950.25 × 2 = 1900.5 pixels rounds up to 1901: 950.5; 950.2 × 2 = 1900.4 rounds down to 950.
        #expect(grid.round(950.25) == 950.5)
        #expect(grid.round(950.2) == 950)
    }
}
